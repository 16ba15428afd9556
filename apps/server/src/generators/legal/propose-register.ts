import type { ComplianceProfile, DataSubject, Processor, RegisterActivity } from '@cumplia/domain';
import type { ActivityModel, ProposingAnswer } from './activity-library.js';

export type ProposalInput = {
  company: { cnae: string; numTrabajadores: number };
  profile: ComplianceProfile;
  models: readonly ActivityModel[];
  /** The provider's legal name: Cumplia processes the staff data the company gives it for its protocols. */
  providerName: string;
};

const BIOMETRIC_SUBJECTS: Record<ComplianceProfile['biometriaDe'][number], DataSubject> = {
  personal: 'personal',
  clientes: 'usuarios',
  menores: 'menores',
};

const digits = (cnae: string) => cnae.replace(/\D/g, '');

function answersOf(profile: ComplianceProfile): Set<ProposingAnswer> {
  const answers = new Set<ProposingAnswer>(profile.actividades);
  if (profile.encargadoDeClientes) answers.add('encargadoDeClientes');
  return answers;
}

/** Whether a model is proposed to this company: every condition it gives must hold. */
function proposes(model: ActivityModel, input: ProposalInput, answers: Set<ProposingAnswer>): boolean {
  const { propone } = model;
  const cnae = digits(input.company.cnae);
  const headcount = input.profile.numTrabajadores;
  const conditions = [
    propone.conPersonal === undefined || headcount > 0,
    propone.desdePersonal === undefined || headcount >= propone.desdePersonal,
    propone.respuestas === undefined || propone.respuestas.some((answer) => answers.has(answer)),
    propone.cnae === undefined || propone.cnae.some((prefix) => cnae.startsWith(prefix)),
    propone.exceptoCnae === undefined || !propone.exceptoCnae.some((prefix) => cnae.startsWith(prefix)),
  ];
  // A model with no condition but an exclusion is offered on the screen only, never proposed.
  const hasCondition = Object.keys(propone).some((key) => key !== 'exceptoCnae');
  return hasCondition && conditions.every(Boolean);
}

/**
 * What a processor kind usually serves when the profile names no activity for it: an adviser or payroll service,
 * the accounts and the staff; a prevention service, the staff; any other, every activity.
 */
const USUALLY_SERVES: Partial<Record<Processor['tipo'], readonly string[]>> = {
  gestoria: ['clientes', 'proveedores', 'personal'],
  nominas: ['personal'],
  prevencion: ['personal'],
};

/** A processor of the profile serves a model when it serves one of the answers the model is proposed by. */
function serves(processor: Processor, model: ActivityModel): boolean {
  if (processor.actividades.length === 0) return USUALLY_SERVES[processor.tipo]?.includes(model.clave) ?? true;
  return processor.actividades.some(
    (activity) => activity === model.clave || (model.propone.respuestas ?? []).includes(activity),
  );
}

/** The model's record with the facts the profile already holds; what it does not hold stays blank to be answered. */
function recordOf(model: ActivityModel, input: ProposalInput): RegisterActivity {
  const { profile } = input;
  const activity: RegisterActivity = structuredClone({ ...model.actividad, modelo: model.clave });
  const processors = profile.encargados.filter((processor) => serves(processor, model));
  activity.encargados = [...new Set([...activity.encargados, ...processors.map((processor) => processor.nombre)])];
  activity.transferencias = [
    ...activity.transferencias,
    ...processors
      .filter((processor) => processor.fueraEEE)
      .map((processor) => ({
        destinatario: processor.nombre,
        pais: '',
        mecanismo: '' as const,
        detalle: profile.transferenciasDetalle,
      })),
  ];
  // A profile that declared transfers abroad without saying through whom: every activity asks where they go.
  const unplaced = profile.transferenciasInternacionales && !profile.encargados.some((processor) => processor.fueraEEE);
  if (unplaced && activity.rol === 'responsable') {
    activity.transferencias.push({ destinatario: '', pais: '', mecanismo: '', detalle: profile.transferenciasDetalle });
  }
  if (model.clave === 'personal') activity.encargados.push(`${input.providerName}, plataforma de cumplimiento`);
  if (activity.camaras && activity.camaras.ubicacion === '') activity.camaras.ubicacion = profile.camarasUbicacion;
  if (activity.encargo && activity.encargo.servicio === '') {
    activity.encargo.servicio = profile.encargadoDeClientesServicio;
  }
  if (activity.categoriasEspeciales.includes('biometricos') && activity.interesados.length === 0) {
    activity.interesados = profile.biometriaDe.map((subject) => BIOMETRIC_SUBJECTS[subject]);
  }
  return activity;
}

/**
 * The register a company is proposed from the library: every model its sector, headcount and questionnaire
 * answers call for, in the library's order, filled with what the profile says (processors, transfers, where the
 * cameras are). Nothing is assumed that the profile does not hold: such answers are left blank, and the
 * consistency rules ask for them before the register can be confirmed.
 */
export function proposeRegister(input: ProposalInput): RegisterActivity[] {
  const answers = answersOf(input.profile);
  return input.models.filter((model) => proposes(model, input, answers)).map((model) => recordOf(model, input));
}
