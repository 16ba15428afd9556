import { z } from 'zod';

/**
 * One record of a company's register of processing activities (art. 30 RGPD), stored as data: every sentence of
 * the data protection documents about this processing is written from these fields (docs/domain.md, "The register
 * of processing activities"). A library model proposes the first values; the company's register decides.
 *
 * The contract checks shape only: an activity may be saved half answered, so nothing typed is lost. What is
 * missing or contradictory is reported by the consistency rules (register-consistency.ts), and a register with
 * problems cannot be confirmed.
 */

const text = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres.`);
const items = (max: number, itemMax: number) =>
  z.array(text(itemMax).min(1, 'No deje elementos vacíos.')).max(max).default([]);

/** Whether the company decides the processing (controller) or carries it out for a client (processor, art. 28). */
export const ACTIVITY_ROLES = ['responsable', 'encargado'] as const;
export const ACTIVITY_ROLE_LABELS: Record<(typeof ACTIVITY_ROLES)[number], string> = {
  responsable: 'La empresa decide el tratamiento (responsable)',
  encargado: 'La empresa trata datos por cuenta de sus clientes (encargada, art. 28 RGPD)',
};

/** Kinds of people whose data are processed; `vulnerable` ones count for the DPIA (AEPD list, criterion 9). */
export const DATA_SUBJECTS = {
  personal: { label: 'Personas trabajadoras', vulnerable: false },
  candidatos: { label: 'Personas candidatas a un empleo', vulnerable: false },
  clientes: { label: 'Clientes', vulnerable: false },
  usuarios: { label: 'Usuarios, socios o abonados', vulnerable: false },
  contactos: { label: 'Personas de contacto de empresas', vulnerable: false },
  proveedores: { label: 'Proveedores personas físicas', vulnerable: false },
  pacientes: { label: 'Pacientes', vulnerable: true },
  residentes: { label: 'Personas residentes o usuarias de servicios sociales', vulnerable: true },
  familiares: { label: 'Familiares, tutores o personas de apoyo', vulnerable: false },
  menores: { label: 'Menores de edad', vulnerable: true },
  alumnado: { label: 'Alumnado', vulnerable: true },
  victimas: { label: 'Víctimas', vulnerable: false },
  partesContrarias: { label: 'Partes contrarias', vulnerable: false },
  testigos: { label: 'Testigos y terceros mencionados', vulnerable: false },
  visitantes: { label: 'Visitantes y público', vulnerable: false },
  conductores: { label: 'Conductores y personal que se desplaza', vulnerable: false },
  clientesDeClientes: { label: 'Personas cuyos datos tratan los clientes de la empresa', vulnerable: false },
} as const;
export type DataSubject = keyof typeof DATA_SUBJECTS;
export const DATA_SUBJECT_KEYS = Object.keys(DATA_SUBJECTS) as [DataSubject, ...DataSubject[]];

/** Special categories of data (art. 9.1 RGPD). */
export const SPECIAL_CATEGORIES = {
  salud: 'Datos de salud',
  biometricos: 'Datos biométricos dirigidos a identificar a una persona',
  geneticos: 'Datos genéticos',
  origenEtnico: 'Origen étnico o racial',
  opinionesPoliticas: 'Opiniones políticas',
  convicciones: 'Convicciones religiosas o filosóficas',
  afiliacionSindical: 'Afiliación sindical',
  vidaSexual: 'Vida sexual u orientación sexual',
} as const;
export type SpecialCategory = keyof typeof SPECIAL_CATEGORIES;
export const SPECIAL_CATEGORY_KEYS = Object.keys(SPECIAL_CATEGORIES) as [SpecialCategory, ...SpecialCategory[]];

/** The lawful bases of art. 6.1 RGPD. */
export const LEGAL_BASES = {
  consentimiento: 'Consentimiento de la persona (art. 6.1.a RGPD)',
  contrato: 'Ejecución de un contrato o medidas precontractuales (art. 6.1.b RGPD)',
  obligacionLegal: 'Cumplimiento de una obligación legal (art. 6.1.c RGPD)',
  interesVital: 'Protección de intereses vitales (art. 6.1.d RGPD)',
  interesPublico: 'Interés público o poderes públicos (art. 6.1.e RGPD)',
  interesLegitimo: 'Interés legítimo (art. 6.1.f RGPD)',
} as const;
export type LegalBasis = keyof typeof LEGAL_BASES;
export const LEGAL_BASIS_KEYS = Object.keys(LEGAL_BASES) as [LegalBasis, ...LegalBasis[]];

/** The exceptions of art. 9.2 RGPD that lift the ban on special categories. */
export const SPECIAL_CATEGORY_GROUNDS = {
  a: 'Consentimiento explícito (art. 9.2.a RGPD)',
  b: 'Obligaciones en el ámbito laboral y de la Seguridad Social (art. 9.2.b RGPD)',
  c: 'Interés vital de una persona que no puede dar su consentimiento (art. 9.2.c RGPD)',
  d: 'Fundaciones, asociaciones y organismos sin ánimo de lucro, con sus miembros (art. 9.2.d RGPD)',
  e: 'Datos que la persona ha hecho manifiestamente públicos (art. 9.2.e RGPD)',
  f: 'Formulación, ejercicio o defensa de reclamaciones (art. 9.2.f RGPD)',
  g: 'Interés público esencial establecido por ley (art. 9.2.g RGPD)',
  h: 'Medicina preventiva o laboral, asistencia sanitaria o social (art. 9.2.h RGPD)',
  i: 'Interés público en el ámbito de la salud pública (art. 9.2.i RGPD)',
  j: 'Archivo, investigación científica o histórica o estadística (art. 9.2.j RGPD)',
} as const;
export type SpecialCategoryGround = keyof typeof SPECIAL_CATEGORY_GROUNDS;
export const SPECIAL_CATEGORY_GROUND_KEYS = Object.keys(SPECIAL_CATEGORY_GROUNDS) as [
  SpecialCategoryGround,
  ...SpecialCategoryGround[],
];

/** Where the data come from: the person (art. 13 RGPD), someone else (art. 14), or both. */
export const DATA_ORIGINS = {
  interesado: 'De la propia persona',
  terceros: 'De otras personas o fuentes',
  ambos: 'De la propia persona y de otras fuentes',
} as const;
export type DataOrigin = keyof typeof DATA_ORIGINS;

/** The exceptions of art. 14.5 RGPD to informing a person whose data were not obtained from her. */
export const ART14_EXCEPTIONS = {
  ninguna: 'Ninguna: la empresa informa a la persona en el plazo del art. 14.3 RGPD',
  yaInformada: 'La persona ya dispone de la información (art. 14.5.a RGPD)',
  esfuerzoDesproporcionado: 'Informar es imposible o exige un esfuerzo desproporcionado (art. 14.5.b RGPD)',
  leyLoEstablece: 'Una ley establece la obtención o comunicación con garantías (art. 14.5.c RGPD)',
  secretoProfesional: 'Los datos deben seguir siendo confidenciales por secreto profesional (art. 14.5.d RGPD)',
} as const;
export type Art14Exception = keyof typeof ART14_EXCEPTIONS;

/** The Chapter V mechanism of a transfer outside the European Economic Area. */
export const TRANSFER_MECHANISMS = {
  adecuacion: 'Decisión de adecuación de la Comisión Europea (art. 45 RGPD)',
  marcoUE_EEUU: 'Marco de Privacidad de Datos UE-EE. UU., con la entidad certificada (art. 45 RGPD)',
  clausulasTipo: 'Cláusulas contractuales tipo de la Comisión (art. 46.2.c RGPD)',
  normasCorporativas: 'Normas corporativas vinculantes (art. 47 RGPD)',
  excepcionArt49: 'Excepción para situaciones específicas (art. 49 RGPD)',
} as const;
export type TransferMechanism = keyof typeof TRANSFER_MECHANISMS;

/**
 * The criteria of the AEPD's list of processing that requires a DPIA (art. 35.4 RGPD). Two or more in one
 * activity make the assessment necessary, as a rule.
 */
export const RISK_FACTORS = {
  perfilado: 'Perfilado o evaluación de personas',
  decisionesAutomatizadas: 'Decisiones automatizadas con efectos jurídicos o similares',
  observacionSistematica: 'Observación, monitorización, supervisión o control sistemático de las personas',
  categoriasEspeciales: 'Categorías especiales de datos o datos de carácter muy personal',
  datosPenales: 'Datos relativos a condenas e infracciones penales',
  biometricos: 'Datos biométricos para identificar a una persona',
  geneticos: 'Datos genéticos',
  granEscala: 'Tratamiento a gran escala',
  combinacionDatos: 'Asociación o combinación de conjuntos de datos de orígenes distintos',
  vulnerables: 'Personas vulnerables o en riesgo de exclusión',
  nuevasTecnologias: 'Uso innovador o nuevas tecnologías',
  impideDerechos: 'Impide a las personas ejercer un derecho o acceder a un servicio o contrato',
} as const;
export type RiskFactor = keyof typeof RISK_FACTORS;
export const RISK_FACTOR_KEYS = Object.keys(RISK_FACTORS) as [RiskFactor, ...RiskFactor[]];

export const transferSchema = z.object({
  destinatario: text(200).default(''),
  pais: text(100).default(''),
  /** Empty until someone answers it; the consistency rules refuse a register that leaves it so. */
  mecanismo: z.enum(Object.keys(TRANSFER_MECHANISMS) as [TransferMechanism, ...TransferMechanism[]]).or(z.literal('')),
  /** For an art. 49 derogation: which one and why (e.g. "necesaria para ejecutar el contrato de transporte"). */
  detalle: text(500).default(''),
});
export type Transfer = z.infer<typeof transferSchema>;

/** Cameras (art. 22 and 89 LOPDGDD): where they are, what they capture, who watches. */
export const camerasSchema = z.object({
  ubicacion: text(500).default(''),
  capta: text(500).default(''),
  /** They capture a rest area, a changing room, a vehicle's cab or another place where people rest or change. */
  zonasDeDescanso: z.boolean().default(false),
  grabaSonido: z.boolean().default(false),
  /** Why the capture is necessary and proportionate; required where rest areas or sound are captured. */
  proporcionalidad: text(1000).default(''),
  quienVe: text(500).default(''),
  controlLaboral: z.boolean().default(false),
});

/** Geolocation (art. 90 LOPDGDD): when it runs, and what happens outside working time. */
export const GEOLOCATION_PERIODS = {
  jornada: 'Solo durante la jornada de trabajo',
  siempre: 'También fuera de la jornada (continuamente)',
} as const;
export const geolocationSchema = z.object({
  dispositivo: text(300).default(''),
  cuando: z.enum(['jornada', 'siempre']),
  /** Where it runs outside working time: why, and what is done with positions outside it. */
  fueraDeJornada: text(1000).default(''),
  /** Why locating these people is necessary and proportionate (required for vulnerable people). */
  proporcionalidad: text(1000).default(''),
  controlLaboral: z.boolean().default(false),
});

/** Digital devices the company provides and may check (art. 87 LOPDGDD). */
export const devicesSchema = z.object({
  criteriosDeUso: text(1000).default(''),
});

/** What a company acting as processor agrees with its clients (art. 28 RGPD). */
export const SUBPROCESSOR_RULES = {
  ninguno: 'No recurre a otros encargados sin autorización previa por escrito, específica, del cliente',
  lista: 'Recurre a los subencargados de la lista; para cualquier otro, autorización previa específica',
  general: 'Autorización general: avisa al cliente de cada cambio con antelación para que pueda oponerse',
} as const;
export type SubprocessorRule = keyof typeof SUBPROCESSOR_RULES;
export const processingForClientsSchema = z.object({
  servicio: text(500).default(''),
  subencargados: z
    .array(z.object({ nombre: text(200).default(''), servicio: text(300).default('') }))
    .max(30)
    .default([]),
  reglaSubencargo: z
    .enum(Object.keys(SUBPROCESSOR_RULES) as [SubprocessorRule, ...SubprocessorRule[]])
    .or(z.literal('')),
});

export const registerActivitySchema = z.object({
  /** The library model it was proposed from, or '' for an activity the company wrote itself. */
  modelo: text(80).default(''),
  nombre: text(150).default(''),
  finalidad: text(1500).default(''),
  rol: z.enum(ACTIVITY_ROLES).default('responsable'),
  interesados: z.array(z.enum(DATA_SUBJECT_KEYS)).max(DATA_SUBJECT_KEYS.length).default([]),
  /** Other people not covered by the kinds above, in the company's words. */
  otrosInteresados: text(300).default(''),
  /** Ordinary categories of data, one per element ("identificativos", "bancarios"…). */
  datos: items(30, 200),
  categoriasEspeciales: z.array(z.enum(SPECIAL_CATEGORY_KEYS)).max(SPECIAL_CATEGORY_KEYS.length).default([]),
  excepcionesArt9: z.array(z.enum(SPECIAL_CATEGORY_GROUND_KEYS)).max(SPECIAL_CATEGORY_GROUND_KEYS.length).default([]),
  /** The law or agreement the art. 9.2 exception rests on, where it needs one (b, g, h, i). */
  excepcionArt9Detalle: text(1000).default(''),
  datosPenales: z.boolean().default(false),
  /** The law that authorises criminal-offence data (art. 10 RGPD, art. 10 LOPDGDD). */
  basePenal: text(1000).default(''),
  basesLegales: z.array(z.enum(LEGAL_BASIS_KEYS)).max(LEGAL_BASIS_KEYS.length).default([]),
  /** The law behind a legal obligation or public interest, the interest weighed, what the contract is… */
  baseDetalle: text(1500).default(''),
  origen: z.enum(Object.keys(DATA_ORIGINS) as [DataOrigin, ...DataOrigin[]]).default('interesado'),
  origenDetalle: text(500).default(''),
  excepcionArt14: z.enum(Object.keys(ART14_EXCEPTIONS) as [Art14Exception, ...Art14Exception[]]).default('ninguna'),
  destinatarios: items(20, 300),
  /** Processors that take part (names, as in the pack's processor list). */
  encargados: items(20, 200),
  transferencias: z.array(transferSchema).max(10).default([]),
  conservacion: text(1000).default(''),
  medidas: text(1500).default(''),
  camaras: camerasSchema.nullable().default(null),
  geolocalizacion: geolocationSchema.nullable().default(null),
  dispositivos: devicesSchema.nullable().default(null),
  encargo: processingForClientsSchema.nullable().default(null),
  /** Risk factors the company declares; those that follow from the fields are added (riskFactorsOf). */
  riesgos: z.array(z.enum(RISK_FACTOR_KEYS)).max(RISK_FACTOR_KEYS.length).default([]),
  /** The sector law the processing rests on or answers to, as the library model names it. */
  normativa: text(500).default(''),
});
export type RegisterActivity = z.infer<typeof registerActivitySchema>;
export type RegisterActivityInput = z.input<typeof registerActivitySchema>;

/**
 * Every risk factor of an activity: the declared ones and those its fields imply (special categories, criminal
 * data, vulnerable people, cameras or geolocation as systematic monitoring).
 */
export function riskFactorsOf(activity: RegisterActivity): RiskFactor[] {
  const factors = new Set<RiskFactor>(activity.riesgos);
  const special = activity.categoriasEspeciales;
  if (special.some((category) => category !== 'biometricos' && category !== 'geneticos')) {
    factors.add('categoriasEspeciales');
  }
  if (special.includes('biometricos')) factors.add('biometricos');
  if (special.includes('geneticos')) factors.add('geneticos');
  if (activity.datosPenales) factors.add('datosPenales');
  if (activity.interesados.some((subject) => DATA_SUBJECTS[subject].vulnerable)) factors.add('vulnerables');
  if (activity.camaras || activity.geolocalizacion) factors.add('observacionSistematica');
  return RISK_FACTOR_KEYS.filter((factor) => factors.has(factor));
}

/** As a rule, two or more criteria of the AEPD's list make a DPIA necessary (art. 35 RGPD). */
export const needsImpactAssessment = (activity: RegisterActivity) => riskFactorsOf(activity).length >= 2;
