import { type ComplianceProfile, defaultComplianceProfile, type RegisterRule, registerProblems } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { activityLibrary, readActivityLibrary } from './activity-library.js';
import { proposeRegister } from './propose-register.js';

const models = activityLibrary();

function proposalFor(cnae: string, numTrabajadores: number, answers: Partial<ComplianceProfile> = {}) {
  const base = defaultComplianceProfile({
    cnae,
    numTrabajadores,
    direccion: '',
    codigoPostal: '',
    localidad: '',
    provincia: '',
  });
  return proposeRegister({
    company: { cnae, numTrabajadores },
    profile: { ...base, ...answers },
    models,
    providerName: 'Cumplia Servicios S.L.',
  });
}
const modelsOf = (activities: { modelo: string }[]) => activities.map((activity) => activity.modelo);

/** The problems a proposal may have: answers only the company knows, which it must give before confirming. */
const ANSWERS_TO_GIVE: RegisterRule[] = [
  'incompleta',
  'sinInteresados',
  'categoriaEspecialSinExcepcion',
  'vigilanciaDeVulnerables',
  'consentimientoDelPersonal',
  'transferenciaSinMecanismo',
  'geolocalizacionFueraDeJornada',
];

describe('the activity library', () => {
  it('reads without a problem, each model under a key of its own', () => {
    expect(readActivityLibrary().problems).toEqual([]);
    expect(new Set(models.map((model) => model.clave)).size).toBe(models.length);
  });

  it('states nothing contradictory: a model lacks only answers that the company alone can give', () => {
    for (const model of models) {
      const rules = registerProblems([model.actividad]).map((problem) => problem.regla);
      expect(
        rules.filter((rule) => !ANSWERS_TO_GIVE.includes(rule)),
        model.clave,
      ).toEqual([]);
    }
  });
});

/** A CNAE-2025 class of each section (RD 10/2025), as a company of that section declares it. */
const SECTIONS: Record<string, string> = {
  A: '0111',
  B: '0811',
  C: '2513',
  D: '3514',
  E: '3600',
  F: '4101',
  G: '4711',
  H: '4941',
  I: '5510',
  J: '5813',
  K: '6110',
  L: '6419',
  M: '6820',
  N: '6920',
  O: '7820',
  P: '8411',
  Q: '8520',
  R: '8610',
  S: '9311',
  T: '9499',
  U: '9700',
};

describe('the register proposed to a company', () => {
  it.each(Object.entries(SECTIONS))(
    'a company of section %s (CNAE %s) is proposed a model of its own sector',
    (_, cnae) => {
      const sectorModels = proposalFor(cnae, 10).filter((activity) =>
        models.some((model) => model.clave === activity.modelo && model.propone.cnae !== undefined),
      );
      expect(sectorModels.length).toBeGreaterThan(0);
      // The library's own answers hold together: only what the company alone knows is left to answer.
      const rules = registerProblems(sectorModels).map((problem) => problem.regla);
      expect(rules.filter((rule) => !ANSWERS_TO_GIVE.includes(rule))).toEqual([]);
    },
  );

  // Activities CNAE-2025 moved to another code keep the models their CNAE-2009 class had.
  it.each([
    ['9630', 'servicios-funerarios'],
    ['9531', 'garantias-devoluciones'],
    ['5231', 'documentos-transporte'],
  ])('a company of CNAE-2025 class %s is proposed %s, as under its CNAE-2009 code', (cnae, model) => {
    expect(modelsOf(proposalFor(cnae, 10))).toContain(model);
  });

  it('a care home with GPS bracelets gets its residents and their location, not a vehicle fleet', () => {
    const activities = proposalFor('8731', 80, { actividades: ['clientes', 'personal', 'geolocalizacion'] });
    expect(modelsOf(activities)).toEqual(
      expect.arrayContaining(['residentes', 'residentes-localizacion', 'canal-denuncias', 'imagenes-actividades']),
    );
    expect(modelsOf(activities)).not.toContain('localizacion-vehiculos');
    const bracelets = activities.find((activity) => activity.modelo === 'residentes-localizacion');
    expect(bracelets?.interesados).toEqual(['residentes']);
    // The necessity and proportionality of locating residents is the care home's to state.
    expect(registerProblems(activities).map((problem) => problem.regla)).toContain('vigilanciaDeVulnerables');
  });

  it('a haulier with cameras and GPS gets the tachograph, the vehicles located and cameras on board', () => {
    const activities = proposalFor('4941', 35, {
      actividades: ['clientes', 'personal', 'videovigilancia', 'geolocalizacion'],
    });
    expect(modelsOf(activities)).toEqual(
      expect.arrayContaining(['tacografo', 'localizacion-vehiculos', 'camaras-vehiculo', 'documentos-transporte']),
    );
    const located = activities.find((activity) => activity.modelo === 'localizacion-vehiculos');
    // Round-the-clock tracking is not assumed to stop at rest: the company must say what happens then.
    expect(located?.geolocalizacion).toMatchObject({ cuando: 'siempre', fueraDeJornada: '' });
  });

  it('a criminal-defence firm can hold its case files with criminal data under professional secrecy', () => {
    const activities = proposalFor('6910', 3, { actividades: ['clientes', 'personal', 'antecedentesPenales'] });
    const defence = activities.find((activity) => activity.modelo === 'defensa-penal');
    expect(defence).toMatchObject({ datosPenales: true, excepcionArt14: 'secretoProfesional' });
    expect(defence?.interesados).toEqual(expect.arrayContaining(['victimas', 'testigos', 'partesContrarias']));
    expect(modelsOf(activities)).toContain('expedientes-juridicos');
  });

  it('a two-person salon gets its appointments and no staff whistleblowing channel', () => {
    const activities = proposalFor('9602', 2);
    expect(modelsOf(activities)).toContain('citas-servicios-personales');
    expect(modelsOf(activities)).not.toContain('canal-denuncias');
  });

  it('a SaaS company that processes its customers data is proposed its processor record with the service it named', () => {
    const activities = proposalFor('6201', 15, {
      encargadoDeClientes: true,
      encargadoDeClientesServicio: 'Historia clínica en la nube para clínicas',
      encargados: [
        {
          tipo: 'nube',
          nombre: 'Nube Global Inc.',
          nifCif: '',
          servicio: 'alojamiento',
          actividades: [],
          fueraEEE: true,
        },
      ],
    });
    const processor = activities.find((activity) => activity.modelo === 'encargo-clientes');
    expect(processor).toMatchObject({
      rol: 'encargado',
      encargo: { servicio: 'Historia clínica en la nube para clínicas', reglaSubencargo: '' },
    });
    // The data its customers entrust it with, the sub-processor rule and where the cloud is: the company answers.
    const rules = registerProblems(activities).map((problem) => problem.mensaje);
    expect(rules.join('\n')).toContain('«Tratamientos por cuenta de clientes»: falta indicar las categorías de datos');
    expect(processor?.transferencias).toEqual([
      expect.objectContaining({ destinatario: 'Nube Global Inc.', mecanismo: '' }),
    ]);
  });
});
