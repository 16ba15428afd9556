import { z } from 'zod';
import { comparableText } from '../format/es-format.js';

/**
 * The compliance profile of a company: the answers its protocol documents are written from (docs/domain.md,
 * "Compliance profile and obligations"). Saving accepts partial answers; each document lists the answers it
 * still needs (`missingProfileAnswers`) and is not issued until they are given.
 */

export const PROCESSING_ACTIVITIES = [
  'clientes',
  'proveedores',
  'personal',
  'candidatos',
  'videovigilancia',
  'pacientes',
  'saludNoClinica',
  'menores',
  'marketing',
  'web',
  'geolocalizacion',
  'biometria',
  'antecedentesPenales',
] as const;
export type ProcessingActivity = (typeof PROCESSING_ACTIVITIES)[number];

export const PROCESSING_ACTIVITY_LABELS: Record<ProcessingActivity, string> = {
  clientes: 'Clientes',
  proveedores: 'Proveedores',
  personal: 'Personal',
  candidatos: 'Candidatos (selección de personal)',
  videovigilancia: 'Videovigilancia (cámaras)',
  pacientes: 'Pacientes e historia clínica (asistencia sanitaria)',
  saludNoClinica: 'Datos de salud que no son historia clínica (alergias, aptitud física…)',
  menores: 'Menores de edad',
  marketing: 'Publicidad y comunicaciones comerciales',
  web: 'Sitio web y cookies',
  geolocalizacion: 'Geolocalización de vehículos o dispositivos',
  biometria: 'Datos biométricos (huella, reconocimiento facial)',
  antecedentesPenales: 'Certificados de antecedentes penales o de delitos sexuales del personal',
};

/** Whose biometric data a company processes (art. 9 RGPD): its staff, its customers or members, or minors. */
export const BIOMETRIC_SUBJECTS = ['personal', 'clientes', 'menores'] as const;
export type BiometricSubject = (typeof BIOMETRIC_SUBJECTS)[number];
export const BIOMETRIC_SUBJECT_LABELS: Record<BiometricSubject, string> = {
  personal: 'Personal',
  clientes: 'Clientes, socios o usuarios adultos',
  menores: 'Menores de edad',
};

/** How minors relate to the company: as customers of a service, or as pupils of a school or academy. */
export const MINOR_ROLES = ['clientes', 'alumnado'] as const;
export const MINOR_ROLE_LABELS: Record<(typeof MINOR_ROLES)[number], string> = {
  clientes: 'Clientes o usuarios de un servicio (deporte, ocio, comercio…)',
  alumnado: 'Alumnado de un centro docente',
};

/** How working time is organised: a fixed timetable, shifts, or round-the-clock operation. */
export const WORKING_PATTERNS = ['fija', 'turnos', 'continua'] as const;
export const WORKING_PATTERN_LABELS: Record<(typeof WORKING_PATTERNS)[number], string> = {
  fija: 'Horario fijo',
  turnos: 'Turnos',
  continua: 'Actividad continuada las 24 horas',
};

export const PROCESSOR_KINDS = ['gestoria', 'informatica', 'nube', 'nominas', 'prevencion', 'otro'] as const;
export type ProcessorKind = (typeof PROCESSOR_KINDS)[number];

export const PROCESSOR_KIND_LABELS: Record<ProcessorKind, string> = {
  gestoria: 'Gestoría o asesoría',
  informatica: 'Servicios informáticos',
  nube: 'Servicios en la nube',
  nominas: 'Nóminas',
  prevencion: 'Servicio de prevención ajeno',
  otro: 'Otro proveedor',
};

export const WORKER_REPRESENTATION = ['ninguna', 'delegados', 'comite'] as const;
export type WorkerRepresentation = (typeof WORKER_REPRESENTATION)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres.`);
const optionalEmail = z
  .string()
  .trim()
  .max(255)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Introduzca un correo electrónico válido.');
const time = z.string().regex(TIME, 'Indique la hora con el formato HH:MM.');
const dayOrBlank = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Indique la fecha con el formato AAAA-MM-DD.');

/**
 * A group of staff with its own working time and disconnection (flexible exits, another time zone, split shifts):
 * the policy gives each its band, beside the general one.
 */
export const disconnectionGroupSchema = z.object({
  grupo: text(150).min(1, 'Indique a qué personas se aplica.'),
  horario: text(300).min(1, 'Indique su horario.'),
  desde: time,
  hasta: time,
  /** What else applies to them: the time zone they work in, a flexible exit, a split shift. */
  detalle: text(500).default(''),
});
export type DisconnectionGroup = z.infer<typeof disconnectionGroupSchema>;

export const processorSchema = z.object({
  tipo: z.enum(PROCESSOR_KINDS),
  nombre: text(200).min(1, 'Indique el nombre del proveedor.'),
  nifCif: text(16),
  servicio: text(300),
  /** The processing activities it serves; none listed means all of them. */
  actividades: z.array(z.enum(PROCESSING_ACTIVITIES)).max(PROCESSING_ACTIVITIES.length).default([]),
  /** It processes or stores data outside the European Economic Area (an international transfer, chapter V RGPD). */
  fueraEEE: z.boolean().default(false),
});
export type Processor = z.infer<typeof processorSchema>;

export const complianceProfileSchema = z.object({
  /** Declared headcount across all workplaces. */
  numTrabajadores: z
    .number({ message: 'Indique el número de personas trabajadoras.' })
    .int('Indique un número entero.')
    .min(0, 'El número no puede ser negativo.')
    .max(100000, 'Revise el número de personas trabajadoras.'),
  centrosTrabajo: z.array(text(255).min(1, 'Indique la dirección del centro.')).max(50),
  representacion: z.enum(WORKER_REPRESENTATION),
  representantes: text(500),
  actividades: z.array(z.enum(PROCESSING_ACTIVITIES)).max(PROCESSING_ACTIVITIES.length),
  encargados: z.array(processorSchema).max(20),
  transferenciasInternacionales: z.boolean(),
  transferenciasDetalle: text(500),
  sitioWeb: text(255),
  camarasUbicacion: text(500),
  delegadoProteccionDatos: text(300),
  asesorConfidencial: text(200),
  comisionInstructora: z.array(text(200).min(1, 'Indique el nombre.')).max(6),
  canalEmail: optionalEmail,
  canalDireccion: text(255),
  horarioLaboral: text(300),
  desconexionDesde: time,
  desconexionHasta: time,
  guardias: text(500),
  teletrabajo: z.boolean(),
  teletrabajoDetalle: text(500),
  // Answers added after the first profiles were saved: a stored profile without them reads the default.
  biometriaDe: z.array(z.enum(BIOMETRIC_SUBJECTS)).max(BIOMETRIC_SUBJECTS.length).default([]),
  menoresComo: z.enum(MINOR_ROLES).default('clientes'),
  /** The company processes personal data on behalf of its own clients (art. 28 RGPD), e.g. runs their cameras. */
  encargadoDeClientes: z.boolean().default(false),
  encargadoDeClientesServicio: text(500).default(''),
  jornada: z.enum(WORKING_PATTERNS).default('fija'),
  trabajoFinDeSemana: z.boolean().default(false),
  /** Where a complaint about the direction goes when the direction is adviser or committee (an outside person). */
  canalExterno: text(300).default(''),
  /** The collective agreement that applies (its name and scope): its rules on working time and disconnection prevail. */
  convenioColectivo: text(300).default(''),
  /** Staff with their own working time and band; the general band applies to everyone else. */
  gruposDesconexion: z.array(disconnectionGroupSchema).max(10).default([]),
  /** With worker representatives: the day the harassment protocol was negotiated with them (art. 48 LO 3/2007). */
  acosoNegociadoEl: dayOrBlank.default(''),
  /** With worker representatives: the day they were heard on the disconnection policy (art. 88.3 LOPDGDD). */
  desconexionOidaEl: dayOrBlank.default(''),
});
export type ComplianceProfile = z.infer<typeof complianceProfileSchema>;

/** What the API returns for a company's profile. */
export const complianceProfileViewSchema = z.object({
  companyId: z.number().int(),
  razonSocial: z.string(),
  cnae: z.string(),
  /** False while the profile holds only the sector defaults (never saved). */
  saved: z.boolean(),
  version: z.number().int(),
  hash: z.string(),
  updatedAt: z.string().nullable(),
  profile: complianceProfileSchema,
  missing: z.object({ lopd: z.array(z.string()), acoso: z.array(z.string()), desconexion: z.array(z.string()) }),
  /** How the headcount was taken: the declared figure and the date it was saved. */
  obligations: z.array(
    z.object({
      key: z.string(),
      titulo: z.string(),
      aplica: z.boolean(),
      motivo: z.string(),
      fuente: z.string(),
      protocolo: z.enum(['LOPD', 'ACOSO', 'DIGITAL']).nullable(),
      negociada: z.boolean(),
      contratado: z.boolean(),
      cobertura: z.enum(['noCubre', 'noContratada', 'pendienteFirma', 'requiereNegociacion', 'cubierta']),
    }),
  ),
  /** The version of each document's wording today (what a document issued now is written with). */
  wordingVersions: z.object({ LOPD: z.string(), ACOSO: z.string(), DIGITAL: z.string() }),
  /** The protocol document versions issued to the company, newest first. */
  documentVersions: z.array(
    z.object({
      protocol: z.enum(['LOPD', 'ACOSO', 'DIGITAL']),
      profileVersion: z.number().int(),
      profileHash: z.string(),
      /** The version (hash) of the wording the document was written with; empty for issues before it was kept. */
      templateVersion: z.string(),
      /** The confirmed register of activities version a data protection pack was written from, else null. */
      registerVersion: z.number().int().nullable(),
      generatedAt: z.string(),
    }),
  ),
});
export type ComplianceProfileView = z.infer<typeof complianceProfileViewSchema>;

const cnaeDivision = (cnae: string) => Number.parseInt(cnae.replace(/\D/g, '').slice(0, 2), 10);
const cnaeClass = (cnae: string) => cnae.replace(/\D/g, '').slice(0, 4);

/** Health activities (CNAE 86), residential care (87) and pharmacies (4773): patients' health data. */
export function isHealthSector(cnae: string): boolean {
  const division = cnaeDivision(cnae);
  return division === 86 || division === 87 || cnaeClass(cnae) === '4773';
}

/**
 * The company's address as its workplace: 'Calle Herradores 18, 38201 San Cristóbal de La Laguna (Santa Cruz de
 * Tenerife)', the town where a postal address names it, the province after it when it is another name.
 */
function workplaceOf(company: { direccion: string; codigoPostal: string; localidad: string; provincia: string }) {
  const town = company.localidad.trim();
  const province = company.provincia.trim();
  const place = [company.codigoPostal.trim(), town || province].filter(Boolean).join(' ');
  const withProvince = town && province && comparableText(town) !== comparableText(province);
  return [company.direccion.trim(), place].filter(Boolean).join(', ') + (withProvince ? ` (${province})` : '');
}

/** The answers a company starts from, by its CNAE sector and declared headcount. */
export function defaultComplianceProfile(company: {
  cnae: string;
  numTrabajadores: number;
  direccion: string;
  codigoPostal: string;
  localidad: string;
  provincia: string;
}): ComplianceProfile {
  const division = cnaeDivision(company.cnae);
  const activities = new Set<ProcessingActivity>(['clientes', 'proveedores', 'personal']);
  if (company.numTrabajadores >= 5) activities.add('candidatos');
  if (isHealthSector(company.cnae)) activities.add('pacientes');
  // Hotels and restaurants (55, 56), retail (47): cameras in common areas are usual; hotels also have websites.
  if (division === 55 || division === 56 || division === 47) activities.add('videovigilancia');
  if (division === 55) activities.add('web');
  // Education (85) and sport or leisure (93): minors.
  if (division === 85 || division === 93) activities.add('menores');
  // Land transport (49) and postal or courier (53): vehicle geolocation.
  if (division === 49 || division === 53) activities.add('geolocalizacion');
  const workplace = workplaceOf(company);
  return {
    numTrabajadores: company.numTrabajadores,
    centrosTrabajo: workplace ? [workplace] : [],
    representacion: company.numTrabajadores > 49 ? 'comite' : company.numTrabajadores > 10 ? 'delegados' : 'ninguna',
    representantes: '',
    actividades: PROCESSING_ACTIVITIES.filter((activity) => activities.has(activity)),
    encargados: [],
    transferenciasInternacionales: false,
    transferenciasDetalle: '',
    sitioWeb: '',
    camarasUbicacion: '',
    delegadoProteccionDatos: '',
    asesorConfidencial: '',
    comisionInstructora: [],
    canalEmail: '',
    canalDireccion: '',
    horarioLaboral: '',
    desconexionDesde: '19:00',
    desconexionHasta: '08:00',
    guardias: '',
    teletrabajo: false,
    teletrabajoDetalle: '',
    biometriaDe: [],
    menoresComo: division === 85 && !cnaeClass(company.cnae).startsWith('855') ? 'alumnado' : 'clientes',
    encargadoDeClientes: false,
    encargadoDeClientesServicio: '',
    jornada: division === 55 || division === 87 ? 'turnos' : 'fija',
    trabajoFinDeSemana: division === 55 || division === 56 || division === 87,
    canalExterno: '',
    convenioColectivo: '',
    gruposDesconexion: [],
    acosoNegociadoEl: '',
    desconexionOidaEl: '',
  };
}
