import { describe, expect, it } from 'vitest';
import { type RegisterActivityInput, registerActivitySchema, riskFactorsOf } from './register-activity.js';
import {
  activityProblems,
  REGISTER_ACTIVITY_RULES,
  type RegisterRule,
  registerProblems,
} from './register-consistency.js';

const activity = (overrides: Partial<RegisterActivityInput> = {}) =>
  registerActivitySchema.parse({
    nombre: 'Clientes',
    finalidad: 'Prestar el servicio contratado y facturarlo.',
    interesados: ['clientes'],
    datos: ['Identificativos', 'De contacto', 'Bancarios'],
    basesLegales: ['contrato'],
    conservacion: 'Mientras dure la relación y 6 años después (art. 30 Código de Comercio).',
    ...overrides,
  });

const rulesBroken = (overrides: Partial<RegisterActivityInput>) =>
  activityProblems(activity(overrides)).map((problem) => problem.regla);

const cameras = {
  ubicacion: 'Cabina y parabrisas de cada camión',
  capta: 'La carretera por delante y el interior de la cabina',
  quienVe: 'El jefe de tráfico, solo las grabaciones de un incidente',
};
const transfer = { destinatario: 'Agente de aduanas de Tánger', pais: 'Marruecos' };

/** For each rule: answers that break it, and the same answers completed so that it holds. */
const CASES: Record<
  (typeof REGISTER_ACTIVITY_RULES)[number],
  [Partial<RegisterActivityInput>, Partial<RegisterActivityInput>]
> = {
  incompleta: [
    { finalidad: '', conservacion: '', camaras: { ubicacion: 'Recepción', capta: 'La entrada', quienVe: '' } },
    { camaras: { ubicacion: 'Recepción', capta: 'La entrada', quienVe: 'La dirección y el monitor de recepción' } },
  ],
  sinInteresados: [{ interesados: [] }, { interesados: [], otrosInteresados: 'Socios de la cooperativa' }],
  categoriaEspecialSinExcepcion: [
    { categoriasEspeciales: ['salud'] },
    { categoriasEspeciales: ['salud'], excepcionesArt9: ['a'] },
  ],
  excepcionSinNorma: [
    { interesados: ['residentes'], categoriasEspeciales: ['salud'], excepcionesArt9: ['h'] },
    {
      interesados: ['residentes'],
      categoriasEspeciales: ['salud'],
      excepcionesArt9: ['h'],
      excepcionArt9Detalle: 'Ley 39/2006 de dependencia y la ley autonómica de servicios sociales.',
    },
  ],
  consentimientoDelPersonal: [
    { interesados: ['personal'], categoriasEspeciales: ['biometricos'], excepcionesArt9: ['a'] },
    {
      interesados: ['personal'],
      categoriasEspeciales: ['biometricos'],
      excepcionesArt9: ['b'],
      excepcionArt9Detalle: 'Convenio colectivo que lo autoriza expresamente con garantías.',
    },
  ],
  datosPenalesSinBase: [
    { datosPenales: true },
    {
      datosPenales: true,
      basePenal: 'Art. 10.2 LOPDGDD: abogados, con la información que les facilitan sus clientes.',
    },
  ],
  baseSinNorma: [
    { basesLegales: ['obligacionLegal'] },
    { basesLegales: ['obligacionLegal'], baseDetalle: 'Art. 34.9 del Estatuto de los Trabajadores.' },
  ],
  origenSinFuente: [{ origen: 'terceros' }, { origen: 'terceros', origenDetalle: 'El juzgado y la parte contraria.' }],
  excepcionArt14SinTerceros: [
    { excepcionArt14: 'secretoProfesional' },
    { excepcionArt14: 'secretoProfesional', origen: 'terceros', origenDetalle: 'Los clientes y el juzgado.' },
  ],
  transferenciaSinMecanismo: [
    { transferencias: [{ ...transfer, mecanismo: '' }] },
    { transferencias: [{ ...transfer, mecanismo: 'clausulasTipo' }] },
  ],
  marcoSoloParaEEUU: [
    { transferencias: [{ ...transfer, mecanismo: 'marcoUE_EEUU' }] },
    { transferencias: [{ destinatario: 'Proveedor de correo', pais: 'Estados Unidos', mecanismo: 'marcoUE_EEUU' }] },
  ],
  adecuacionSinDecision: [
    { transferencias: [{ ...transfer, mecanismo: 'adecuacion' }] },
    { transferencias: [{ destinatario: 'Filial', pais: 'Japón', mecanismo: 'adecuacion' }] },
  ],
  excepcionArt49SinMotivo: [
    { transferencias: [{ ...transfer, mecanismo: 'excepcionArt49' }] },
    {
      transferencias: [
        { ...transfer, mecanismo: 'excepcionArt49', detalle: 'Art. 49.1.b: necesaria para el despacho de cada envío.' },
      ],
    },
  ],
  camarasEnZonasDeDescanso: [
    { camaras: { ...cameras, zonasDeDescanso: true } },
    {
      camaras: {
        ...cameras,
        zonasDeDescanso: true,
        proporcionalidad:
          'La cámara interior se activa solo ante una frenada brusca o un impacto; no graba en descanso.',
      },
    },
  ],
  camarasConSonido: [
    { camaras: { ...cameras, grabaSonido: true } },
    { camaras: { ...cameras, grabaSonido: true, proporcionalidad: 'Solo en la caja, por atracos reiterados.' } },
  ],
  geolocalizacionFueraDeJornada: [
    { geolocalizacion: { dispositivo: 'Camión', cuando: 'siempre' } },
    {
      geolocalizacion: {
        dispositivo: 'Camión',
        cuando: 'siempre',
        fueraDeJornada:
          'El camión es un bien de la empresa; las posiciones en descanso no se usan para control laboral.',
      },
    },
  ],
  encargoSinDetalle: [
    { rol: 'encargado' },
    { rol: 'encargado', encargo: { servicio: 'Agenda de citas en la nube', reglaSubencargo: 'general' } },
  ],
  subencargoContradictorio: [
    {
      rol: 'encargado',
      encargo: { servicio: 'Agenda', reglaSubencargo: 'ninguno', subencargados: [{ nombre: 'Alojamiento S.A.' }] },
    },
    {
      rol: 'encargado',
      encargo: { servicio: 'Agenda', reglaSubencargo: 'lista', subencargados: [{ nombre: 'Alojamiento S.A.' }] },
    },
  ],
  vigilanciaDeVulnerables: [
    {
      interesados: ['residentes'],
      geolocalizacion: { dispositivo: 'Pulsera GPS', cuando: 'siempre', fueraDeJornada: '-' },
    },
    {
      interesados: ['residentes'],
      geolocalizacion: {
        dispositivo: 'Pulsera GPS',
        cuando: 'siempre',
        fueraDeJornada: '-',
        proporcionalidad:
          'Solo residentes con riesgo de fuga valorado en su plan de atención; alerta al salir del recinto.',
      },
    },
  ],
};

describe('register consistency rules', () => {
  it('a plain activity breaks none', () => {
    expect(activityProblems(activity())).toEqual([]);
  });

  for (const rule of REGISTER_ACTIVITY_RULES) {
    it(`${rule}: refused with a Spanish message naming the activity, accepted once answered`, () => {
      const [breaking, answered] = CASES[rule];
      const problems = activityProblems(activity(breaking), 3).filter((problem) => problem.regla === rule);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ indice: 3, mensaje: expect.stringContaining('«Clientes»') });
      expect(rulesBroken(answered)).not.toContain(rule);
    });
  }

  it("a processor's activity answers for its data, not for the lawful basis its clients decide", () => {
    const forClinics = activity({
      rol: 'encargado',
      interesados: ['clientesDeClientes'],
      categoriasEspeciales: ['salud'],
      encargo: { servicio: 'Historia clínica en la nube', reglaSubencargo: 'general' },
    });
    expect(activityProblems(forClinics)).toEqual([]);
  });

  it('an empty register is refused', () => {
    expect(registerProblems([]).map((problem) => problem.regla)).toEqual<RegisterRule[]>(['registroVacio']);
  });

  it('two activities with one name (ignoring case and accents) are refused, pointing at the second', () => {
    const problems = registerProblems([
      activity({ nombre: 'Geolocalización' }),
      activity({ nombre: 'geolocalizacion' }),
    ]);
    expect(problems).toEqual([expect.objectContaining({ regla: 'nombreRepetido', indice: 1 })]);
  });

  it('names every answer an incomplete activity lacks, and calls a nameless one so', () => {
    const [problem] = activityProblems(activity({ nombre: '', datos: [], basesLegales: [], conservacion: '' }));
    expect(problem?.mensaje).toBe(
      '«Actividad sin nombre»: falta indicar el nombre, las categorías de datos, la base jurídica (art. 6 RGPD) y el plazo de conservación.',
    );
  });

  it('refuses an empty element in a list rather than storing it', () => {
    expect(registerActivitySchema.safeParse({ ...activity(), datos: ['Identificativos', ' '] }).success).toBe(false);
  });
});

describe('risk factors of an activity', () => {
  it('adds what the fields imply to what is declared', () => {
    const bracelets = activity({
      interesados: ['residentes'],
      categoriasEspeciales: ['salud'],
      excepcionesArt9: ['h'],
      geolocalizacion: { dispositivo: 'Pulsera GPS', cuando: 'siempre' },
      riesgos: ['nuevasTecnologias'],
    });
    expect(riskFactorsOf(bracelets)).toEqual([
      'observacionSistematica',
      'categoriasEspeciales',
      'vulnerables',
      'nuevasTecnologias',
    ]);
  });

  it('counts biometric data as its own criterion, not as another special category', () => {
    expect(riskFactorsOf(activity({ categoriasEspeciales: ['biometricos'] }))).toEqual(['biometricos']);
  });
});
