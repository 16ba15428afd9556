import type { ProtocolCode } from '../constants.js';
import { formatDateEs } from '../format/es-format.js';
import { type RegisterActivity, RISK_FACTORS, riskFactorsOf } from '../register/register-activity.js';
import {
  type ComplianceProfile,
  isHealthSector,
  type ProcessingActivity,
  type WorkerRepresentation,
} from './compliance-profile.js';

/**
 * The legal obligations that follow from a company's headcount and sector, with their source, and which of
 * them a Cumplia protocol covers. The table and its sources are in docs/domain.md ("Obligations by size and
 * sector"); each threshold has its test in obligations.test.ts.
 */

export type ObligationKey =
  | 'acoso'
  | 'desconexion'
  | 'proteccionDatos'
  | 'registroJornada'
  | 'registroRetributivo'
  | 'prevencionRiesgos'
  | 'planIgualdad'
  | 'canalInterno'
  | 'lgtbi'
  | 'comiteSeguridadSalud'
  | 'reservaDiscapacidad'
  | 'delegadoProteccionDatos'
  | 'evaluacionImpacto'
  | 'representacionLegal'
  | 'delegadosPrevencion';

export type Obligation = {
  key: ObligationKey;
  titulo: string;
  aplica: boolean;
  /** Why it applies or not, in the company's own terms. */
  motivo: string;
  fuente: string;
  /** The Cumplia protocol that covers it, or null when Cumplia does not. */
  protocolo: ProtocolCode | null;
  /**
   * The law asks for it to be negotiated with the workers' representatives (RD 1026/2024 for the LGTBI
   * measures): a Cumplia document is a model to negotiate from, never the obligation fulfilled.
   */
  negociada: boolean;
};

export type ObligationsInput = {
  numTrabajadores: number;
  cnae: string;
  /** 'A' (self-employed person) or 'E' (company). */
  tipo: 'A' | 'E';
  actividades: readonly ProcessingActivity[];
  representacion: WorkerRepresentation;
  /** The representatives' names as typed (one per comma, semicolon, line or 'y'). */
  representantes: string;
  /** The day the harassment protocol was negotiated with the representatives, '' until then. */
  acosoNegociadoEl: string;
  /** The day the representatives were heard on the disconnection policy, '' until then. */
  desconexionOidaEl: string;
  /** The company processes data for its clients (art. 28 RGPD). */
  encargadoDeClientes: boolean;
  /** The register of processing activities, when known: the impact assessment is weighed per activity. */
  registro?: readonly RegisterActivity[];
};

/** Art. 62.1 ET: delegados de personal from 11 workers (6 to 10 if they so decide): 1 up to 30, 3 from 31 to 49. */
const delegatesFor = (workers: number) => (workers <= 30 ? 1 : 3);

/** Art. 66.1 ET: the members of a works council by headcount (from 50). */
function councilFor(workers: number): number {
  const scale: [number, number][] = [
    [100, 5],
    [250, 9],
    [500, 13],
    [750, 17],
    [1000, 21],
  ];
  const step = scale.find(([upTo]) => workers <= upTo);
  if (step) return step[1];
  return Math.min(75, 21 + 2 * Math.ceil((workers - 1000) / 1000));
}

/** Art. 35.2 Ley 31/1995: delegados de prevención by headcount (6 to 30: the delegado de personal). */
function preventionDelegatesFor(workers: number): number {
  const scale: [number, number][] = [
    [30, 1],
    [49, 1],
    [100, 2],
    [500, 3],
    [1000, 4],
    [2000, 5],
    [3000, 6],
    [4000, 7],
  ];
  return scale.find(([upTo]) => workers <= upTo)?.[1] ?? 8;
}

/** How many people the profile names as representatives. */
export const namedRepresentatives = (names: string) =>
  names
    .split(/[,;\n]|\s+y\s+/)
    .map((name) => name.trim())
    .filter(Boolean).length;

const cnaeDigits = (cnae: string) => cnae.replace(/\D/g, '');

/**
 * Art. 34.1 LOPDGDD (and art. 37 GDPR): the sectors that must designate a data protection officer, by CNAE.
 * Returns the letter and reason, or null.
 */
export function dpoRequirement(input: Pick<ObligationsInput, 'cnae' | 'tipo'>): string | null {
  const digits = cnaeDigits(input.cnae);
  const division = digits.slice(0, 2);
  const group = digits.slice(0, 3);
  const klass = digits.slice(0, 4);
  if (division === '86') {
    return input.tipo === 'A'
      ? null
      : 'centro sanitario obligado a conservar las historias clínicas de sus pacientes (artículo 34.1.l LOPDGDD)';
  }
  // Letter b: schools teaching the levels of the education law (CNAE 851 to 854), not academies or driving schools.
  if (['851', '852', '853', '854'].includes(group)) return 'centro docente (artículo 34.1.b LOPDGDD)';
  if (division === '65') return 'entidad aseguradora o reaseguradora (artículo 34.1.g LOPDGDD)';
  if (group === '641' || klass === '6492')
    return 'entidad de crédito o establecimiento financiero de crédito (artículo 34.1.e y f LOPDGDD)';
  if (klass === '6612') return 'empresa de servicios de inversión (artículo 34.1.h LOPDGDD)';
  // CNAE-2025 classes (3514 and 3522 distribution, 3515 and 3523 trade, 8001 security), which every new CNAE is, and
  // CNAE-2009's 8010 still stored. CNAE-2009's 3513 (distribution) is read as CNAE-2025's, transmission: not listed.
  if (['3514', '3515', '3522', '3523'].includes(klass))
    return 'distribuidora o comercializadora de electricidad o gas (artículo 34.1.i LOPDGDD)';
  if (klass === '8010' || klass === '8001') return 'empresa de seguridad privada (artículo 34.1.ñ LOPDGDD)';
  if (division === '92') return 'operador de juego (artículo 34.1.n LOPDGDD)';
  if (klass === '9412') return 'colegio profesional (artículo 34.1.a LOPDGDD)';
  if (division === '61') return 'operador de comunicaciones electrónicas (artículo 34.1.c LOPDGDD)';
  return null;
}

/**
 * Why a company outside art. 34.1 LOPDGDD need not designate a data protection officer. A health professional
 * practising alone is excepted by letter l itself; any other may still need one under art. 37.1 RGPD.
 */
export function dpoExemption(
  input: Pick<ObligationsInput, 'cnae' | 'tipo'> & Partial<Pick<ObligationsInput, 'encargadoDeClientes'>>,
): string {
  const digits = cnaeDigits(input.cnae);
  if (digits.startsWith('86') && input.tipo === 'A') {
    return 'No está obligada a designarlo: ejerce como profesional sanitario a título individual, y el artículo 34.1.l LOPDGDD exceptúa a quien ejerce así aunque deba conservar historias clínicas.';
  }
  // Art. 37.1.c RGPD: special categories as the core activity. Care and social services handle their users'
  // health as their main work; a processor may do it for its clients. Neither is listed in art. 34.1 LOPDGDD.
  if (digits.startsWith('87') || digits.startsWith('88')) {
    return 'Debe valorar si está obligada a designarlo: su actividad no figura en el artículo 34.1 LOPDGDD, pero su actividad principal incluye tratar datos de salud de las personas que atiende; si lo hace a gran escala (por el número de personas, el volumen de datos, la duración o el ámbito), el artículo 37.1.c RGPD le obliga a designarlo, y en caso de duda conviene hacerlo y documentar la valoración.';
  }
  if (input.encargadoDeClientes) {
    return 'Debe valorar si está obligada a designarlo: su actividad no figura en el artículo 34.1 LOPDGDD, pero si su actividad principal consiste en tratar por cuenta de sus clientes categorías especiales de datos (como datos de salud) o en observarlos de forma habitual y sistemática a gran escala, el artículo 37.1 RGPD le obliga también como encargada; documente la valoración.';
  }
  return 'No está obligada a designarlo: su actividad no figura entre las del artículo 34.1 LOPDGDD. Debería designarlo igualmente si su actividad principal consistiera en tratar a gran escala categorías especiales de datos u observar de forma habitual y sistemática a personas (artículo 37.1 RGPD).';
}

/**
 * Recital 91 RGPD: the processing of patients' or clients' data by an individual physician, other health
 * professional or lawyer is not large scale, and an impact assessment should not be mandatory for it. Returns
 * that reason for a self-employed person whose only high-risk criteria come from their patients, else null.
 */
export function impactAssessmentExemption(
  input: Pick<ObligationsInput, 'actividades' | 'cnae' | 'tipo'>,
): string | null {
  if (input.tipo !== 'A') return null;
  const beyondPatients = input.actividades.some((activity) =>
    ['biometria', 'geolocalizacion', 'menores', 'antecedentesPenales', 'marketing'].includes(activity),
  );
  if (beyondPatients) return null;
  return 'Como profesional que trata los datos de sus propios pacientes o clientes a título individual, su tratamiento no se considera a gran escala y la evaluación de impacto no es obligatoria (considerando 91 RGPD).';
}

/**
 * The AEPD list under art. 35.4 GDPR: an impact assessment is needed in most cases where a processing meets two
 * or more of its criteria. Returns the criteria the company's activities meet.
 */
export function impactAssessmentCriteria(input: Pick<ObligationsInput, 'actividades' | 'cnae'>): string[] {
  const has = (activity: ProcessingActivity) => input.actividades.includes(activity);
  const criteria: string[] = [];
  if (has('pacientes') || has('saludNoClinica') || has('biometria') || isHealthSector(input.cnae))
    criteria.push('categorías especiales de datos (artículo 9 RGPD)');
  if (has('antecedentesPenales')) criteria.push('datos relativos a condenas e infracciones penales (artículo 10 RGPD)');
  if (has('biometria')) criteria.push('datos biométricos para identificar a personas');
  if (has('geolocalizacion') || (has('videovigilancia') && has('biometria')))
    criteria.push('observación o control sistemático de las personas (geolocalización o vigilancia)');
  if (has('menores') || has('pacientes')) criteria.push('personas vulnerables (menores o pacientes)');
  return criteria;
}

export function complianceObligations(input: ObligationsInput): Obligation[] {
  const n = input.numTrabajadores;
  const workers = `${n} ${n === 1 ? 'persona trabajadora' : 'personas trabajadoras'}`;
  const employer = n > 0;
  const everyEmployer = employer ? `Tiene ${workers}.` : 'No declara personas trabajadoras.';
  const withRepresentatives = employer && input.representacion !== 'ninguna';
  const harassmentStep = !withRepresentatives
    ? ''
    : input.acosoNegociadoEl
      ? ` Negociado con la representación legal el ${formatDateEs(input.acosoNegociadoEl)}.`
      : ' Con representación legal, el protocolo de Cumplia es una propuesta hasta que se negocie con ella.';
  const disconnectionStep = !withRepresentatives
    ? ''
    : input.desconexionOidaEl
      ? ` Oída la representación legal el ${formatDateEs(input.desconexionOidaEl)}.`
      : ' Con representación legal, la política se aprueba previa audiencia de la representación: hasta entonces es una propuesta.';
  const from50 = n >= 50;
  const above50 = n > 50;
  const dpo = dpoRequirement(input);
  const dpia = impactAssessmentCriteria(input);
  const dpiaExemption = dpia.length >= 2 ? impactAssessmentExemption(input) : null;
  return [
    {
      key: 'acoso',
      titulo: 'Protocolo frente al acoso sexual y por razón de sexo',
      aplica: employer,
      motivo: `${everyEmployer}${harassmentStep}`,
      fuente: 'Artículo 48 LO 3/2007; LO 10/2022; Ley 31/1995',
      protocolo: 'ACOSO',
      negociada: withRepresentatives && input.acosoNegociadoEl === '',
    },
    {
      key: 'desconexion',
      titulo: 'Política de desconexión digital',
      aplica: employer,
      motivo: `${everyEmployer}${disconnectionStep}`,
      fuente: 'Artículo 88 LOPDGDD; artículo 20 bis ET',
      protocolo: 'DIGITAL',
      negociada: withRepresentatives && input.desconexionOidaEl === '',
    },
    representationObligation(input, workers),
    {
      key: 'delegadosPrevencion',
      titulo: 'Delegados de prevención',
      aplica: withRepresentatives && n >= 6,
      motivo: !withRepresentatives
        ? 'Sin representación legal no hay delegados de prevención: se designan por y entre los representantes del personal.'
        : n <= 30
          ? `Tiene ${workers}: el delegado de personal es el delegado de prevención.`
          : `Tiene ${workers}: corresponden ${preventionDelegatesFor(n)}, designados por y entre los representantes del personal.`,
      fuente: 'Artículo 35 Ley 31/1995',
      protocolo: null,
      negociada: false,
    },
    {
      key: 'proteccionDatos',
      titulo: 'Registro de actividades, cláusulas, contratos de encargo y medidas de seguridad',
      aplica: true,
      motivo: 'Trata datos personales de clientes, proveedores o personal.',
      fuente: 'Artículos 5, 13, 28, 30 y 32 RGPD; LOPDGDD',
      protocolo: 'LOPD',
      negociada: false,
    },
    {
      key: 'registroJornada',
      titulo: 'Registro diario de jornada',
      aplica: employer,
      motivo: everyEmployer,
      fuente: 'Artículo 34.9 ET',
      protocolo: null,
      negociada: false,
    },
    {
      key: 'registroRetributivo',
      titulo: 'Registro retributivo',
      aplica: employer,
      motivo: everyEmployer,
      fuente: 'Artículo 28.2 ET; RD 902/2020, artículo 5',
      protocolo: null,
      negociada: false,
    },
    {
      key: 'prevencionRiesgos',
      titulo: 'Prevención de riesgos laborales (evaluación de riesgos y planificación)',
      aplica: employer,
      motivo: everyEmployer,
      fuente: 'Ley 31/1995, artículos 14 a 16',
      protocolo: null,
      negociada: false,
    },
    {
      key: 'planIgualdad',
      titulo: 'Plan de igualdad negociado y registrado, con auditoría retributiva',
      aplica: from50,
      motivo: from50 ? `Tiene ${workers} (desde 50).` : `Tiene ${workers}; se exige desde 50.`,
      fuente: 'Artículo 45.2 LO 3/2007; RD 901/2020; RD 902/2020, artículo 7',
      protocolo: null,
      negociada: true,
    },
    {
      key: 'canalInterno',
      titulo: 'Sistema interno de información (canal de denuncias) con persona responsable',
      aplica: from50,
      motivo: from50 ? `Tiene ${workers} (desde 50).` : `Tiene ${workers}; se exige desde 50.`,
      fuente: 'Artículo 10.1.a Ley 2/2023; artículo 24 LOPDGDD',
      protocolo: null,
      negociada: false,
    },
    {
      key: 'comiteSeguridadSalud',
      titulo: 'Comité de seguridad y salud',
      aplica: from50,
      motivo: from50 ? `Tiene ${workers} (desde 50).` : `Tiene ${workers}; se exige desde 50.`,
      fuente: 'Artículo 38.2 Ley 31/1995',
      protocolo: null,
      negociada: false,
    },
    {
      key: 'reservaDiscapacidad',
      titulo: 'Cuota de reserva del 2 % para personas con discapacidad',
      aplica: from50,
      motivo: from50 ? `Tiene ${workers} (desde 50).` : `Tiene ${workers}; se exige desde 50.`,
      fuente: 'Artículo 42 RDLeg 1/2013',
      protocolo: null,
      negociada: false,
    },
    {
      key: 'lgtbi',
      titulo: 'Medidas planificadas LGTBI y protocolo frente al acoso y la violencia LGTBI',
      aplica: above50,
      motivo: above50 ? `Tiene ${workers} (más de 50).` : `Tiene ${workers}; se exige con más de 50.`,
      fuente: 'Artículo 15 Ley 4/2023; RD 1026/2024',
      protocolo: 'ACOSO',
      negociada: true,
    },
    {
      key: 'delegadoProteccionDatos',
      titulo: 'Delegado de protección de datos (DPD)',
      aplica: dpo !== null,
      motivo: dpo ? `Es ${dpo}.` : dpoExemption(input),
      fuente: 'Artículo 37 RGPD; artículo 34 LOPDGDD',
      protocolo: null,
      negociada: false,
    },
    input.registro
      ? registerImpactAssessment(input.registro, dpiaExemption)
      : {
          key: 'evaluacionImpacto',
          titulo: 'Evaluación de impacto en protección de datos',
          aplica: dpia.length >= 2 && dpiaExemption === null,
          motivo:
            dpiaExemption ??
            (dpia.length === 0
              ? 'Ninguno de sus tratamientos cumple criterios de la lista de la AEPD.'
              : `Criterios de la lista de la AEPD que cumple: ${dpia.join('; ')}${dpia.length >= 2 ? '' : ' (se exige con dos o más)'}.`),
          fuente: 'Artículo 35 RGPD; lista de la AEPD (artículo 35.4 RGPD)',
          protocolo: null,
          negociada: false,
        },
  ];
}

/**
 * How far Cumplia covers an obligation for a company: not at all, by a protocol not contracted, contracted but
 * not yet signed, only as a model the company must negotiate, or covered (switched on and signed).
 */
export type ObligationCoverage = 'noCubre' | 'noContratada' | 'pendienteFirma' | 'requiereNegociacion' | 'cubierta';

export function obligationCoverage(
  obligation: Obligation,
  contracted: readonly ProtocolCode[],
  signed: readonly ProtocolCode[],
): ObligationCoverage {
  if (obligation.protocolo === null) return 'noCubre';
  if (!contracted.includes(obligation.protocolo)) return 'noContratada';
  if (!signed.includes(obligation.protocolo)) return 'pendienteFirma';
  return obligation.negociada ? 'requiereNegociacion' : 'cubierta';
}

/** Obligations applying to the company that no signed Cumplia protocol fulfils ('sin cubrir'). */
export function exposedObligations(obligations: readonly Obligation[], signed: readonly ProtocolCode[]): Obligation[] {
  return obligations.filter(
    (obligation) => obligation.aplica && obligationCoverage(obligation, signed, signed) !== 'cubierta',
  );
}

/**
 * The impact assessment weighed per activity of the register, as the data protection pack does: two or more
 * criteria of the AEPD's list in one activity call for it.
 */
function registerImpactAssessment(activities: readonly RegisterActivity[], exemption: string | null): Obligation {
  const risky = activities
    .filter((activity) => activity.rol === 'responsable')
    .map((activity) => ({ nombre: activity.nombre, criterios: riskFactorsOf(activity) }))
    .filter((activity) => activity.criterios.length > 0);
  const high = risky.filter((activity) => activity.criterios.length >= 2);
  const listed = risky
    .map(
      (activity) =>
        `${activity.nombre}: ${activity.criterios.map((factor) => RISK_FACTORS[factor].toLowerCase()).join(', ')}`,
    )
    .join('; ');
  return {
    key: 'evaluacionImpacto',
    titulo: 'Evaluación de impacto en protección de datos',
    aplica: high.length > 0 && exemption === null,
    motivo:
      exemption ??
      (risky.length === 0
        ? 'Ningún tratamiento de su registro de actividades cumple criterios de la lista de la AEPD.'
        : `Criterios de la lista de la AEPD por tratamiento de su registro: ${listed}${high.length > 0 ? '' : ' (se exige con dos o más en un mismo tratamiento)'}.`),
    fuente: 'Artículo 35 RGPD; lista de la AEPD (artículo 35.4 RGPD)',
    protocolo: null,
    negociada: false,
  };
}

/**
 * The representatives the headcount calls for (arts. 62, 63 and 66 ET), against what the profile declares: a
 * kind of representation the headcount does not allow, or fewer names than seats, is said.
 */
function representationObligation(input: ObligationsInput, workers: string): Obligation {
  const n = input.numTrabajadores;
  const expected =
    n >= 50
      ? `un comité de empresa de ${councilFor(n)} miembros`
      : `${delegatesFor(n)} ${delegatesFor(n) === 1 ? 'delegado' : 'delegados'} de personal`;
  const named = namedRepresentatives(input.representantes);
  const seats = n >= 50 ? councilFor(n) : delegatesFor(n);
  const declared =
    input.representacion === 'ninguna'
      ? ' El perfil no declara representación elegida.'
      : input.representacion === 'comite' && n < 50
        ? ' El perfil declara un comité de empresa, que solo se elige desde 50 personas trabajadoras: revise la respuesta.'
        : input.representacion === 'delegados' && n >= 50
          ? ' El perfil declara delegados de personal, pero desde 50 personas trabajadoras la representación es un comité de empresa: revise la respuesta.'
          : named < seats
            ? ` El perfil nombra ${named} de ${seats}: revise si faltan nombres o si hay puestos vacantes.`
            : '';
  return {
    key: 'representacionLegal',
    titulo: 'Representación legal de las personas trabajadoras (si la plantilla la elige)',
    aplica: n > 10,
    motivo:
      n > 10
        ? `Tiene ${workers}: corresponden ${expected}.${declared}`
        : `Tiene ${workers}: con 6 a 10 puede elegirse un delegado de personal si la plantilla lo decide; con menos, no.`,
    fuente: 'Artículos 62, 63 y 66 ET',
    protocolo: null,
    negociada: false,
  };
}

export const obligationsInputOf = (
  company: { cnae: string; tipo: 'A' | 'E'; numTrabajadores: number },
  profile: Pick<
    ComplianceProfile,
    | 'numTrabajadores'
    | 'actividades'
    | 'representacion'
    | 'representantes'
    | 'acosoNegociadoEl'
    | 'desconexionOidaEl'
    | 'encargadoDeClientes'
  > | null,
): ObligationsInput => ({
  cnae: company.cnae,
  tipo: company.tipo,
  numTrabajadores: profile?.numTrabajadores ?? company.numTrabajadores,
  actividades: profile?.actividades ?? [],
  representacion: profile?.representacion ?? 'ninguna',
  representantes: profile?.representantes ?? '',
  acosoNegociadoEl: profile?.acosoNegociadoEl ?? '',
  desconexionOidaEl: profile?.desconexionOidaEl ?? '',
  encargadoDeClientes: profile?.encargadoDeClientes ?? false,
});
