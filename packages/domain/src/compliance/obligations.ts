import type { ProtocolCode } from '../constants.js';
import { type ComplianceProfile, isHealthSector, type ProcessingActivity } from './compliance-profile.js';

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
  | 'evaluacionImpacto';

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
};

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
  if (['3513', '3514', '3522', '3523'].includes(klass))
    return 'distribuidora o comercializadora de electricidad o gas (artículo 34.1.i LOPDGDD)';
  if (klass === '8010') return 'empresa de seguridad privada (artículo 34.1.ñ LOPDGDD)';
  if (division === '92') return 'operador de juego (artículo 34.1.n LOPDGDD)';
  if (klass === '9412') return 'colegio profesional (artículo 34.1.a LOPDGDD)';
  if (division === '61') return 'operador de comunicaciones electrónicas (artículo 34.1.c LOPDGDD)';
  return null;
}

/**
 * Why a company outside art. 34.1 LOPDGDD need not designate a data protection officer. A health professional
 * practising alone is excepted by letter l itself; any other may still need one under art. 37.1 RGPD.
 */
export function dpoExemption(input: Pick<ObligationsInput, 'cnae' | 'tipo'>): string {
  if (cnaeDigits(input.cnae).startsWith('86') && input.tipo === 'A') {
    return 'Ejerce como profesional sanitario a título individual: el artículo 34.1.l LOPDGDD exceptúa a quien ejerce así aunque deba conservar historias clínicas.';
  }
  return 'Su actividad no figura entre las del artículo 34.1 LOPDGDD. Debería designarlo igualmente si su actividad principal consistiera en tratar a gran escala categorías especiales de datos u observar de forma habitual y sistemática a personas (artículo 37.1 RGPD).';
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
  if (has('marketing') && has('web')) criteria.push('perfilado con fines comerciales');
  return criteria;
}

export function complianceObligations(input: ObligationsInput): Obligation[] {
  const n = input.numTrabajadores;
  const workers = `${n} ${n === 1 ? 'persona trabajadora' : 'personas trabajadoras'}`;
  const employer = n > 0;
  const everyEmployer = employer ? `Tiene ${workers}.` : 'No declara personas trabajadoras.';
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
      motivo: everyEmployer,
      fuente: 'Artículo 48 LO 3/2007; LO 10/2022; Ley 31/1995',
      protocolo: 'ACOSO',
      negociada: false,
    },
    {
      key: 'desconexion',
      titulo: 'Política de desconexión digital',
      aplica: employer,
      motivo: everyEmployer,
      fuente: 'Artículo 88 LOPDGDD; artículo 20 bis ET',
      protocolo: 'DIGITAL',
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
    {
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

export const obligationsInputOf = (
  company: { cnae: string; tipo: 'A' | 'E'; numTrabajadores: number },
  profile: Pick<ComplianceProfile, 'numTrabajadores' | 'actividades'> | null,
): ObligationsInput => ({
  cnae: company.cnae,
  tipo: company.tipo,
  numTrabajadores: profile?.numTrabajadores ?? company.numTrabajadores,
  actividades: profile?.actividades ?? [],
});
