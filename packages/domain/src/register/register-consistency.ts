import { comparableText, listEs } from '../format/es-format.js';
import { DATA_SUBJECTS, type RegisterActivity } from './register-activity.js';

/**
 * Rules that refuse a register which cannot be true (docs/domain.md, "The register of processing activities").
 * Each problem names the activity and what to answer, in Spanish; a register with problems is not confirmed and
 * its documents stay drafts.
 */
export type RegisterProblem = {
  /** The rule broken (stable, for tests and for the screen to point at the field). */
  regla: RegisterRule;
  /** Position of the activity in the register, or null for a rule over the whole register. */
  indice: number | null;
  mensaje: string;
};

/**
 * Countries with an adequacy decision of the European Commission (art. 45 RGPD), in Spanish and folded. The
 * United States is adequate only for entities certified under the EU-US Data Privacy Framework, which has its own
 * mechanism. Source: the Commission's page "Adequacy decisions"; a lawyer keeps this list current.
 */
export const ADEQUATE_COUNTRIES = [
  'andorra',
  'argentina',
  'canada',
  'islas feroe',
  'guernsey',
  'israel',
  'isla de man',
  'japon',
  'jersey',
  'nueva zelanda',
  'corea del sur',
  'republica de corea',
  'suiza',
  'reino unido',
  'uruguay',
] as const;

const isUnitedStates = (country: string) =>
  ['estados unidos', 'ee. uu.', 'eeuu', 'ee.uu.', 'usa'].includes(comparableText(country));

/** The art. 9.2 exceptions that rest on a law (or, for b, a collective agreement) the record must name. */
const GROUNDS_NEEDING_A_LAW = ['b', 'g', 'h', 'i'] as const;

type ActivityRule = (activity: RegisterActivity, name: string) => string | null;

/** The answers a record cannot go without (art. 30.1 RGPD and the monitoring it declares), as the screen names them. */
function missingAnswers(activity: RegisterActivity): string[] {
  const missing: [boolean, string][] = [
    [activity.nombre === '', 'el nombre'],
    [activity.finalidad === '', 'la finalidad'],
    [activity.datos.length === 0 && activity.categoriasEspeciales.length === 0, 'las categorías de datos'],
    [activity.basesLegales.length === 0, 'la base jurídica (art. 6 RGPD)'],
    [activity.conservacion === '', 'el plazo de conservación'],
    [
      activity.transferencias.some((t) => t.destinatario === '' || t.pais === ''),
      'el destinatario y el país de cada transferencia',
    ],
    [activity.camaras !== null && activity.camaras.ubicacion === '', 'dónde están las cámaras'],
    [activity.camaras !== null && activity.camaras.capta === '', 'qué captan las cámaras'],
    [activity.camaras !== null && activity.camaras.quienVe === '', 'quién ve las imágenes'],
    [activity.geolocalizacion !== null && activity.geolocalizacion.dispositivo === '', 'qué se localiza'],
    [
      activity.dispositivos !== null && activity.dispositivos.criteriosDeUso === '',
      'los criterios de uso de los dispositivos',
    ],
    [activity.encargo !== null && activity.encargo.servicio === '', 'el servicio que presta a sus clientes'],
    [activity.encargo !== null && activity.encargo.reglaSubencargo === '', 'la regla de subencargo (art. 28.2 RGPD)'],
    [activity.encargo?.subencargados.some((s) => s.nombre === '') === true, 'el nombre de cada subencargado'],
  ];
  return missing.filter(([isMissing]) => isMissing).map(([, answer]) => answer);
}

const ACTIVITY_RULES = {
  incompleta: (activity, name) => {
    const missing = missingAnswers(activity);
    return missing.length > 0 ? `«${name}»: falta indicar ${listEs(missing)}.` : null;
  },
  sinInteresados: (activity, name) =>
    activity.interesados.length === 0 && activity.otrosInteresados === ''
      ? `«${name}»: indique de quién son los datos (interesados).`
      : null,
  categoriaEspecialSinExcepcion: (activity, name) =>
    activity.categoriasEspeciales.length > 0 && activity.excepcionesArt9.length === 0
      ? `«${name}» trata categorías especiales de datos (art. 9 RGPD): indique la excepción del art. 9.2 RGPD que permite tratarlas.`
      : null,
  excepcionSinNorma: (activity, name) =>
    activity.excepcionesArt9.some((ground) => (GROUNDS_NEEDING_A_LAW as readonly string[]).includes(ground)) &&
    activity.excepcionArt9Detalle === ''
      ? `«${name}»: la excepción del art. 9.2 RGPD elegida exige una ley o un convenio que la ampare; indique cuál.`
      : null,
  consentimientoDelPersonal: (activity, name) =>
    activity.categoriasEspeciales.length > 0 &&
    activity.excepcionesArt9.length > 0 &&
    activity.excepcionesArt9.every((ground) => ground === 'a') &&
    activity.interesados.some((subject) => subject === 'personal' || subject === 'candidatos')
      ? `«${name}»: el consentimiento de personas trabajadoras o candidatas no es libre por el desequilibrio de la relación laboral; indique otra excepción del art. 9.2 RGPD (por ejemplo, la b con la norma o convenio que lo autoriza) o deje de tratar esos datos.`
      : null,
  datosPenalesSinBase: (activity, name) =>
    activity.datosPenales && activity.basePenal === ''
      ? `«${name}» trata datos de condenas o infracciones penales: indique la norma con rango de ley que lo autoriza (art. 10 RGPD y art. 10 LOPDGDD).`
      : null,
  baseSinNorma: (activity, name) =>
    activity.basesLegales.some((basis) => basis === 'obligacionLegal' || basis === 'interesPublico') &&
    activity.baseDetalle === ''
      ? `«${name}»: una obligación legal o un interés público deben estar establecidos por una ley (art. 6.3 RGPD); indique cuál.`
      : null,
  origenSinFuente: (activity, name) =>
    activity.origen !== 'interesado' && activity.origenDetalle === ''
      ? `«${name}»: los datos no proceden solo de la persona; indique de qué fuentes proceden (art. 14 RGPD).`
      : null,
  excepcionArt14SinTerceros: (activity, name) =>
    activity.origen === 'interesado' && activity.excepcionArt14 !== 'ninguna'
      ? `«${name}»: las excepciones del art. 14.5 RGPD solo valen para datos que no proceden de la persona; cambie el origen o quite la excepción.`
      : null,
  transferenciaSinMecanismo: (activity, name) => {
    const missing = activity.transferencias.find((transfer) => transfer.mecanismo === '');
    return missing
      ? `«${name}» comunica datos a ${missing.destinatario} (${missing.pais}), fuera del Espacio Económico Europeo: indique el mecanismo del capítulo V RGPD que lo permite.`
      : null;
  },
  marcoSoloParaEEUU: (activity, name) => {
    const wrong = activity.transferencias.find(
      (transfer) => transfer.mecanismo === 'marcoUE_EEUU' && !isUnitedStates(transfer.pais),
    );
    return wrong
      ? `«${name}»: el Marco de Privacidad de Datos UE-EE. UU. solo ampara transferencias a Estados Unidos, no a ${wrong.pais}; elija otro mecanismo.`
      : null;
  },
  adecuacionSinDecision: (activity, name) => {
    const wrong = activity.transferencias.find(
      (transfer) =>
        transfer.mecanismo === 'adecuacion' &&
        !(ADEQUATE_COUNTRIES as readonly string[]).includes(comparableText(transfer.pais)),
    );
    return wrong
      ? `«${name}»: ${wrong.pais} no tiene una decisión de adecuación de la Comisión Europea; elija cláusulas contractuales tipo u otro mecanismo del capítulo V RGPD.`
      : null;
  },
  excepcionArt49SinMotivo: (activity, name) => {
    const vague = activity.transferencias.find(
      (transfer) => transfer.mecanismo === 'excepcionArt49' && transfer.detalle === '',
    );
    return vague
      ? `«${name}»: indique qué excepción del art. 49 RGPD ampara la transferencia a ${vague.destinatario} y por qué es ocasional y necesaria.`
      : null;
  },
  camarasEnZonasDeDescanso: (activity, name) =>
    activity.camaras?.zonasDeDescanso && activity.camaras.proporcionalidad === ''
      ? `«${name}»: las cámaras captan zonas de descanso o la cabina de un vehículo; justifique por qué es necesario y proporcionado (art. 89.2 LOPDGDD) o deje de captarlas.`
      : null,
  camarasConSonido: (activity, name) =>
    activity.camaras?.grabaSonido && activity.camaras.proporcionalidad === ''
      ? `«${name}»: grabar sonido solo se admite ante riesgos relevantes y con proporcionalidad (art. 89.3 LOPDGDD); justifíquelo o deje de grabarlo.`
      : null,
  geolocalizacionFueraDeJornada: (activity, name) =>
    activity.geolocalizacion?.cuando === 'siempre' && activity.geolocalizacion.fueraDeJornada === ''
      ? `«${name}»: la localización funciona también fuera de la jornada; explique por qué y qué se hace con esas posiciones (art. 90 LOPDGDD).`
      : null,
  encargoSinDetalle: (activity, name) =>
    activity.rol === 'encargado' && activity.encargo === null
      ? `«${name}» se trata por cuenta de clientes: indique el servicio que les presta y la regla de subencargo (art. 28 RGPD).`
      : null,
  subencargoContradictorio: (activity, name) =>
    activity.encargo?.reglaSubencargo === 'ninguno' && activity.encargo.subencargados.length > 0
      ? `«${name}»: dice no recurrir a subencargados sin autorización específica, pero ya usa ${activity.encargo.subencargados.length}; elija «lista» o «autorización general» (art. 28.2 RGPD).`
      : null,
  vigilanciaDeVulnerables: (activity, name) =>
    activity.interesados.some((subject) => DATA_SUBJECTS[subject].vulnerable) &&
    ((activity.camaras !== null && activity.camaras.proporcionalidad === '') ||
      (activity.geolocalizacion !== null && activity.geolocalizacion.proporcionalidad === ''))
      ? `«${name}» vigila o localiza a personas vulnerables: explique por qué la medida es necesaria y proporcionada y qué alternativas menos intrusivas se descartaron.`
      : null,
} satisfies Record<string, ActivityRule>;

export type RegisterRule = keyof typeof ACTIVITY_RULES | 'registroVacio' | 'nombreRepetido';
export const REGISTER_ACTIVITY_RULES = Object.keys(ACTIVITY_RULES) as (keyof typeof ACTIVITY_RULES)[];

/**
 * The rules about why the processing is lawful: they bind the controller. Where the company processes for its
 * clients, the lawful basis and its exceptions are each client's, stated in their own register.
 */
const CONTROLLER_RULES: readonly RegisterRule[] = [
  'categoriaEspecialSinExcepcion',
  'excepcionSinNorma',
  'consentimientoDelPersonal',
  'datosPenalesSinBase',
  'baseSinNorma',
];

/** Every problem of one activity, in the order of the rules. */
export function activityProblems(activity: RegisterActivity, indice: number | null = null): RegisterProblem[] {
  const rules =
    activity.rol === 'encargado'
      ? REGISTER_ACTIVITY_RULES.filter((rule) => !CONTROLLER_RULES.includes(rule))
      : REGISTER_ACTIVITY_RULES;
  return rules.flatMap((regla) => {
    const mensaje = ACTIVITY_RULES[regla](activity, activity.nombre || 'Actividad sin nombre');
    return mensaje ? [{ regla, indice, mensaje }] : [];
  });
}

/** Every problem of a register: each activity's, an empty register, two activities with one name. */
export function registerProblems(activities: readonly RegisterActivity[]): RegisterProblem[] {
  const problems: RegisterProblem[] = [];
  if (activities.length === 0) {
    problems.push({
      regla: 'registroVacio',
      indice: null,
      mensaje: 'El registro no tiene ninguna actividad de tratamiento: añada al menos una.',
    });
  }
  const seen = new Set<string>();
  activities.forEach((activity, indice) => {
    const key = comparableText(activity.nombre);
    if (seen.has(key)) {
      problems.push({
        regla: 'nombreRepetido',
        indice,
        mensaje: `Hay dos actividades llamadas «${activity.nombre}»: cambie el nombre de una o únalas.`,
      });
    }
    seen.add(key);
    problems.push(...activityProblems(activity, indice));
  });
  return problems;
}
