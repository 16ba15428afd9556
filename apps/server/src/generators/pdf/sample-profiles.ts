import {
  type ComplianceProfile,
  defaultComplianceProfile,
  type Processor,
  type RegisterActivityInput,
  registerActivitySchema,
} from '@cumplia/domain';
import { activityLibrary } from '../legal/activity-library.js';
import { proposeRegister } from '../legal/propose-register.js';
import type { DocumentCompany, DocumentRegister } from './document-company.js';

/**
 * Three sample companies and their compliance profiles (a 4-worker bakery, a 12-worker dental clinic, a 63-worker
 * hotel with a works council), used by the document tests and the PDF bench.
 */
export type SampleCompany = { company: DocumentCompany; profile: ComplianceProfile; register: DocumentRegister };

/**
 * How a sample's owner reviewed the proposed register: per library model, the answers given (null: the activity
 * was removed), and the activities added by hand.
 */
export type RegisterReview = {
  respuestas?: Record<string, Partial<RegisterActivityInput> | null>;
  nuevas?: RegisterActivityInput[];
};

const SAMPLE_PROVIDER = 'Cumplia Soluciones Normativas S.L.';

/** The gestoría that most samples have as their processor; each says what it does for them. */
export const GESTORIA: Processor = {
  actividades: [],
  fueraEEE: false,
  tipo: 'gestoria',
  nombre: 'Gestoría Atlántica S.L.',
  nifCif: 'B38123451',
  servicio: 'nóminas, seguros sociales y contabilidad',
};

/**
 * A sample starts from its sector's defaults, as a real company's profile does, and answers the rest; its register
 * is the library's proposal as its owner reviewed and confirmed it.
 */
export function sample(
  company: DocumentCompany,
  answers: Partial<ComplianceProfile>,
  review: RegisterReview = {},
): SampleCompany {
  const profile = { ...defaultComplianceProfile(company), ...answers };
  const proposal = proposeRegister({ company, profile, models: activityLibrary(), providerName: SAMPLE_PROVIDER });
  const reviewed = proposal.flatMap((activity) => {
    const answer = review.respuestas?.[activity.modelo];
    if (answer === null) return [];
    return [registerActivitySchema.parse({ ...activity, ...answer })];
  });
  const added = (review.nuevas ?? []).map((activity) => registerActivitySchema.parse(activity));
  return {
    company,
    profile,
    register: {
      activities: [...reviewed, ...added],
      version: 1,
      review: { persona: `${company.nombre} (${company.razonSocial})`, fecha: '20/11/2026' },
    },
  };
}

export const SAMPLE_BAKERY: SampleCompany = sample(
  {
    razonSocial: 'Panadería La Laguna S.L.',
    nifCif: 'B38567897',
    direccion: 'Calle Herradores 18',
    codigoPostal: '38201',
    localidad: 'San Cristóbal de La Laguna',
    provincia: 'Santa Cruz de Tenerife',
    actividad: 'Fabricación de pan y productos frescos de panadería',
    cnae: '1071',
    nombre: 'Rosa Martín Febles',
    numTrabajadores: 4,
    email: 'rosa@panaderialalaguna.example',
    telefono: '+34612345678',
    tipo: 'E',
  },
  {
    numTrabajadores: 4,
    centrosTrabajo: ['Calle Herradores 18, 38201 San Cristóbal de La Laguna'],
    representacion: 'ninguna',
    representantes: '',
    actividades: ['clientes', 'proveedores', 'personal'],
    encargados: [GESTORIA],
    asesorConfidencial: 'Carmen Díaz Rodríguez',
    comisionInstructora: ['Rosa Martín Febles', 'Lidia Pérez Hernández'],
    canalExterno:
      'Lidia Pérez Hernández, asesora laboral de Gestoría Atlántica S.L. (laboral@gestoriaatlantica.example)',
    trabajoFinDeSemana: true,
    canalEmail: 'canal@panaderialalaguna.example',
    canalDireccion: '',
    horarioLaboral: 'de lunes a sábado, de 6:00 a 14:00',
    desconexionDesde: '14:30',
    desconexionHasta: '06:00',
  },
);

export const SAMPLE_CLINIC: SampleCompany = sample(
  {
    razonSocial: 'Clínica Dental Sonrisa Atlántica S.L.',
    nifCif: 'B35123459',
    direccion: 'Calle Triana 42',
    codigoPostal: '35002',
    localidad: 'Las Palmas de Gran Canaria',
    provincia: 'Las Palmas',
    actividad: 'Actividades odontológicas',
    cnae: '8623',
    nombre: 'Javier Santana Ruiz',
    numTrabajadores: 12,
    email: 'direccion@sonrisaatlantica.example',
    telefono: '+34928123456',
    tipo: 'E',
  },
  {
    numTrabajadores: 12,
    centrosTrabajo: ['Calle Triana 42, 35002 Las Palmas de Gran Canaria'],
    representacion: 'delegados',
    representantes: 'Nayra Cabrera León',
    actividades: ['clientes', 'proveedores', 'personal', 'candidatos', 'pacientes', 'web'],
    sitioWeb: 'https://sonrisaatlantica.example',
    encargados: [
      { ...GESTORIA, servicio: 'nóminas y seguros sociales' },
      {
        actividades: [],
        fueraEEE: false,
        tipo: 'informatica',
        nombre: 'Dentisoft Canarias S.L.',
        nifCif: 'B35987654',
        servicio: 'programa de gestión clínica e historia clínica electrónica',
      },
      {
        actividades: [],
        fueraEEE: false,
        tipo: 'prevencion',
        nombre: 'Prevención Insular S.L.',
        nifCif: 'B35456789',
        servicio: 'vigilancia de la salud',
      },
    ],
    delegadoProteccionDatos: 'Lucía Ojeda Martel, dpd@sonrisaatlantica.example',
    asesorConfidencial: 'Elena Suárez Vega',
    comisionInstructora: ['Javier Santana Ruiz', 'Nayra Cabrera León'],
    canalExterno: 'Gestoría Atlántica S.L., asesoría laboral externa (laboral@gestoriaatlantica.example)',
    canalEmail: 'acoso@sonrisaatlantica.example',
    canalDireccion: 'Calle Triana 42, 35002 Las Palmas de Gran Canaria',
    horarioLaboral: 'de lunes a viernes, de 9:00 a 14:00 y de 16:00 a 20:00',
    desconexionDesde: '20:30',
    desconexionHasta: '08:30',
    guardias:
      'una persona odontóloga localizable los sábados de 10:00 a 13:00 para urgencias de pacientes en tratamiento, por turnos',
  },
);

/** The hotel's e-mail provider keeps backups in the United States, certified under the Data Privacy Framework. */
const MAIL_BACKUPS = {
  destinatario: 'el proveedor de correo electrónico (copias de seguridad)',
  pais: 'Estados Unidos',
  mecanismo: 'marcoUE_EEUU',
  detalle:
    'El proveedor figura en la lista del Marco de Privacidad de Datos UE-EE. UU. (Decisión de adecuación de 10 de julio de 2023).',
} as const;

export const SAMPLE_HOTEL: SampleCompany = sample(
  {
    razonSocial: 'Hotel Mirador del Teide S.A.',
    nifCif: 'A38765432',
    direccion: 'Avenida de Colón 12',
    codigoPostal: '38400',
    localidad: 'Puerto de la Cruz',
    provincia: 'Santa Cruz de Tenerife',
    actividad: 'Hoteles y alojamientos similares',
    cnae: '5510',
    nombre: 'Alberto Hernández Perera',
    numTrabajadores: 63,
    email: 'direccion@miradordelteide.example',
    telefono: '+34922987654',
    tipo: 'E',
  },
  {
    numTrabajadores: 63,
    centrosTrabajo: ['Avenida de Colón 12, 38400 Puerto de la Cruz'],
    representacion: 'comite',
    representantes:
      'Yaiza González Afonso (presidenta), Óscar Delgado Marrero, Raquel Expósito Luis, Tomás Acosta Díaz, Sara Padilla Ramos',
    actividades: ['clientes', 'proveedores', 'personal', 'candidatos', 'videovigilancia', 'marketing', 'web'],
    sitioWeb: 'https://miradordelteide.example',
    camarasUbicacion: 'recepción, entradas, aparcamiento y pasillos de zonas comunes',
    encargados: [
      { ...GESTORIA, servicio: 'nóminas, seguros sociales y asesoría laboral' },
      {
        actividades: [],
        fueraEEE: false,
        tipo: 'nube',
        nombre: 'Reservas Cloud Europe S.L.',
        nifCif: 'B87654321',
        servicio: 'motor de reservas y programa de gestión hotelera',
      },
      {
        actividades: [],
        fueraEEE: false,
        tipo: 'prevencion',
        nombre: 'Prevención Insular S.L.',
        nifCif: 'B35456789',
        servicio: 'prevención de riesgos y vigilancia de la salud',
      },
    ],
    transferenciasInternacionales: true,
    transferenciasDetalle:
      'el proveedor de correo electrónico aloja copias de seguridad en Estados Unidos, amparadas en su adhesión al Marco de Privacidad de Datos UE-EE. UU. (Decisión de adecuación de 10 de julio de 2023)',
    asesorConfidencial: 'Marta Rodríguez Cabrera',
    comisionInstructora: ['Alberto Hernández Perera', 'Yaiza González Afonso', 'Óscar Delgado Marrero'],
    canalExterno: 'Igualdad Consultores Canarias S.L., instructora externa (denuncias@igualdadcanarias.example)',
    jornada: 'continua',
    trabajoFinDeSemana: true,
    canalEmail: 'igualdad@miradordelteide.example',
    canalDireccion: 'Departamento de Personas, Avenida de Colón 12, 38400 Puerto de la Cruz',
    horarioLaboral:
      'turnos rotativos de mañana (7:00 a 15:00), tarde (15:00 a 23:00) y noche (23:00 a 7:00) según cuadrante mensual; oficinas de 9:00 a 17:00',
    desconexionDesde: '17:30',
    desconexionHasta: '08:30',
    guardias: 'jefatura de recepción y de mantenimiento localizables por turnos semanales compensados según convenio',
    teletrabajo: true,
    teletrabajoDetalle:
      'el personal de reservas y administración puede teletrabajar hasta dos días por semana, con acuerdo escrito',
  },
  {
    respuestas: {
      videovigilancia: {
        camaras: {
          ubicacion: 'recepción, entradas, aparcamiento y pasillos de zonas comunes',
          capta:
            'las zonas comunes y los accesos; nunca habitaciones, aseos, vestuarios ni la sala de descanso del personal',
          quienVe: 'la dirección y, en directo, el personal de recepción en un monitor que el público no ve',
          controlLaboral: true,
        },
        transferencias: [],
      },
      ...Object.fromEntries(
        [
          'clientes',
          'proveedores',
          'personal',
          'candidatos',
          'marketing',
          'web',
          'canal-denuncias',
          'acoso-expedientes',
          'viajeros',
        ].map((model) => [
          model,
          { transferencias: model === 'marketing' || model === 'web' || model === 'clientes' ? [MAIL_BACKUPS] : [] },
        ]),
      ),
    },
  },
);

export const SAMPLE_COMPANIES = { bakery: SAMPLE_BAKERY, clinic: SAMPLE_CLINIC, hotel: SAMPLE_HOTEL } as const;
