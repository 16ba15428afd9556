import { describe, expect, it } from 'vitest';
import { registerActivitySchema } from '../register/register-activity.js';
import { defaultComplianceProfile } from './compliance-profile.js';
import {
  complianceObligations,
  dpoExemption,
  dpoRequirement,
  exposedObligations,
  type ObligationKey,
  type ObligationsInput,
  obligationCoverage,
} from './obligations.js';
import { documentNotApplicable, isDirection, missingProfileAnswers } from './profile-answers.js';

const base: ObligationsInput = {
  numTrabajadores: 4,
  cnae: '1071',
  tipo: 'E',
  actividades: ['clientes'],
  representacion: 'ninguna',
  representantes: '',
  acosoNegociadoEl: '',
  desconexionOidaEl: '',
  encargadoDeClientes: false,
};
const obligation = (input: Partial<ObligationsInput>, key: ObligationKey) =>
  complianceObligations({ ...base, ...input }).find((candidate) => candidate.key === key);
/** The harassment protocol's coverage once it is contracted and signed. */
const harassmentCoverage = (input: Partial<ObligationsInput>) => {
  const found = obligation(input, 'acoso');
  if (!found) throw new Error('no harassment obligation');
  return obligationCoverage(found, ['ACOSO'], ['ACOSO']);
};
const applies = (input: Partial<ObligationsInput>, key: ObligationKey) =>
  complianceObligations({ ...base, ...input }).find((obligation) => obligation.key === key)?.aplica;

describe('obligations by headcount and sector', () => {
  it('every employer: harassment protocol, disconnection, working-time record, pay register, risk prevention', () => {
    for (const key of [
      'acoso',
      'desconexion',
      'registroJornada',
      'registroRetributivo',
      'prevencionRiesgos',
    ] as const) {
      expect(applies({ numTrabajadores: 1 }, key), key).toBe(true);
      expect(applies({ numTrabajadores: 0 }, key), key).toBe(false);
    }
  });

  it('with worker representatives, the harassment protocol and the disconnection policy are proposals until negotiated or heard', () => {
    const represented = {
      numTrabajadores: 35,
      representacion: 'delegados' as const,
      representantes: 'Ana, Luis y Eva',
    };
    expect(obligation(represented, 'acoso')).toMatchObject({ negociada: true });
    expect(obligation(represented, 'acoso')?.motivo).toContain('es una propuesta hasta que se negocie');
    expect(obligation(represented, 'desconexion')).toMatchObject({ negociada: true });
    expect(obligation(represented, 'desconexion')?.motivo).toContain('previa audiencia de la representación');
    expect(harassmentCoverage(represented)).toBe('requiereNegociacion');
    const done = { ...represented, acosoNegociadoEl: '2026-10-14', desconexionOidaEl: '2026-10-20' };
    expect(obligation(done, 'acoso')).toMatchObject({ negociada: false });
    expect(obligation(done, 'acoso')?.motivo).toContain('Negociado con la representación legal el 14/10/2026.');
    expect(obligation(done, 'desconexion')?.motivo).toContain('Oída la representación legal el 20/10/2026.');
    expect(harassmentCoverage(done)).toBe('cubierta');
    expect(obligation({ numTrabajadores: 9 }, 'acoso')).toMatchObject({ negociada: false });
  });

  it('representatives by headcount (arts. 62, 63 and 66 ET): the seats, and a declaration that does not fit', () => {
    expect(obligation({ numTrabajadores: 9 }, 'representacionLegal')).toMatchObject({ aplica: false });
    expect(obligation({ numTrabajadores: 20 }, 'representacionLegal')?.motivo).toContain(
      'corresponden 1 delegado de personal',
    );
    const haulier = obligation(
      { numTrabajadores: 35, representacion: 'delegados', representantes: 'Ana Díaz' },
      'representacionLegal',
    );
    expect(haulier?.motivo).toContain('corresponden 3 delegados de personal');
    expect(haulier?.motivo).toContain('El perfil nombra 1 de 3');
    expect(
      obligation({ numTrabajadores: 80, representacion: 'delegados', representantes: 'A, B, C' }, 'representacionLegal')
        ?.motivo,
    ).toContain('desde 50 personas trabajadoras la representación es un comité de empresa');
    expect(
      obligation(
        { numTrabajadores: 120, representacion: 'comite', representantes: 'A, B, C, D, E, F, G, H, I' },
        'representacionLegal',
      )?.motivo,
    ).toBe('Tiene 120 personas trabajadoras: corresponden un comité de empresa de 9 miembros.');
    expect(
      obligation({ numTrabajadores: 30, representacion: 'comite', representantes: 'A' }, 'representacionLegal')?.motivo,
    ).toContain('solo se elige desde 50');
  });

  it('prevention delegates (art. 35 Ley 31/1995): the delegado de personal up to 30, then by scale; none without representatives', () => {
    expect(
      obligation({ numTrabajadores: 20, representacion: 'delegados', representantes: 'Ana' }, 'delegadosPrevencion')
        ?.motivo,
    ).toContain('el delegado de personal es el delegado de prevención');
    expect(
      obligation({ numTrabajadores: 80, representacion: 'comite', representantes: 'A' }, 'delegadosPrevencion')?.motivo,
    ).toContain('corresponden 2');
    expect(obligation({ numTrabajadores: 20 }, 'delegadosPrevencion')).toMatchObject({ aplica: false });
  });

  it('DPO advice weighs art. 37.1.c for care homes and for processors of their clients data', () => {
    expect(obligation({ cnae: '8731', numTrabajadores: 80 }, 'delegadoProteccionDatos')?.motivo).toContain(
      'Debe valorar si está obligada',
    );
    expect(obligation({ cnae: '6201', encargadoDeClientes: true }, 'delegadoProteccionDatos')?.motivo).toContain(
      'también como encargada',
    );
    expect(obligation({ cnae: '1071' }, 'delegadoProteccionDatos')?.motivo).toContain('No está obligada a designarlo');
  });

  it('with the register known, the impact assessment is weighed per activity, as the data protection pack does', () => {
    const plain = registerActivitySchema.parse({ nombre: 'Clientes', interesados: ['clientes'], datos: ['Nombre'] });
    const bracelets = registerActivitySchema.parse({
      nombre: 'Localización de residentes',
      interesados: ['residentes'],
      categoriasEspeciales: ['salud'],
      geolocalizacion: { dispositivo: 'Pulsera', cuando: 'siempre' },
    });
    expect(obligation({ registro: [plain] }, 'evaluacionImpacto')).toMatchObject({
      aplica: false,
      motivo: 'Ningún tratamiento de su registro de actividades cumple criterios de la lista de la AEPD.',
    });
    const careHome = obligation({ cnae: '8731', registro: [plain, bracelets] }, 'evaluacionImpacto');
    expect(careHome?.aplica).toBe(true);
    expect(careHome?.motivo).toContain('Localización de residentes: observación, monitorización');
    // Marketing with a website is not profiling by itself.
    expect(obligation({ actividades: ['marketing', 'web'] }, 'evaluacionImpacto')?.motivo).not.toContain('perfilado');
  });

  it('equality plan from 50 workers (art. 45.2 LO 3/2007)', () => {
    expect(applies({ numTrabajadores: 49 }, 'planIgualdad')).toBe(false);
    expect(applies({ numTrabajadores: 50 }, 'planIgualdad')).toBe(true);
  });

  it('internal whistleblowing system from 50 workers (Ley 2/2023 art. 10.1.a)', () => {
    expect(applies({ numTrabajadores: 49 }, 'canalInterno')).toBe(false);
    expect(applies({ numTrabajadores: 50 }, 'canalInterno')).toBe(true);
  });

  it('LGTBI measures and protocol above 50 workers (Ley 4/2023 art. 15)', () => {
    expect(applies({ numTrabajadores: 50 }, 'lgtbi')).toBe(false);
    expect(applies({ numTrabajadores: 51 }, 'lgtbi')).toBe(true);
  });

  it('health and safety committee from 50 workers (art. 38.2 Ley 31/1995)', () => {
    expect(applies({ numTrabajadores: 49 }, 'comiteSeguridadSalud')).toBe(false);
    expect(applies({ numTrabajadores: 50 }, 'comiteSeguridadSalud')).toBe(true);
  });

  it('2 % disability quota from 50 workers (art. 42 RDLeg 1/2013)', () => {
    expect(applies({ numTrabajadores: 49 }, 'reservaDiscapacidad')).toBe(false);
    expect(applies({ numTrabajadores: 50 }, 'reservaDiscapacidad')).toBe(true);
  });

  it('DPO for health centres but not individual professionals, schools, insurers (art. 34.1 LOPDGDD)', () => {
    expect(applies({ cnae: '8623' }, 'delegadoProteccionDatos')).toBe(true);
    expect(dpoRequirement({ cnae: '8623', tipo: 'A' })).toBeNull();
    expect(applies({ cnae: '8520' }, 'delegadoProteccionDatos')).toBe(true);
    // Letter b covers schools of the education law's levels, not a language academy.
    expect(applies({ cnae: '8559' }, 'delegadoProteccionDatos')).toBe(false);
    expect(dpoExemption({ cnae: '8690', tipo: 'A' })).toContain('a título individual');
    expect(dpoExemption({ cnae: '1071', tipo: 'E' })).toContain('artículo 37.1 RGPD');
    expect(applies({ cnae: '6512' }, 'delegadoProteccionDatos')).toBe(true);
    expect(applies({ cnae: '5510' }, 'delegadoProteccionDatos')).toBe(false);
    // The CNAE field offers CNAE-2025 classes: private security and energy trade have new codes there.
    expect(dpoRequirement({ cnae: '8001', tipo: 'E' })).toContain('seguridad privada');
    expect(dpoRequirement({ cnae: '8010', tipo: 'E' })).toContain('seguridad privada');
    expect(dpoRequirement({ cnae: '3515', tipo: 'E' })).toContain('electricidad o gas');
    expect(dpoRequirement({ cnae: '3514', tipo: 'E' })).toContain('electricidad o gas');
    // CNAE-2025's 3513 is the transmission grid, neither distribution nor trade (art. 34.1.i LOPDGDD).
    expect(dpoRequirement({ cnae: '3513', tipo: 'E' })).toBeNull();
    expect(applies({ cnae: '1071' }, 'delegadoProteccionDatos')).toBe(false);
  });

  it('impact assessment with two or more AEPD criteria (art. 35 RGPD)', () => {
    expect(applies({ actividades: ['clientes', 'videovigilancia'] }, 'evaluacionImpacto')).toBe(false);
    expect(applies({ cnae: '8623', actividades: ['pacientes'] }, 'evaluacionImpacto')).toBe(true);
    expect(applies({ actividades: ['geolocalizacion', 'biometria'] }, 'evaluacionImpacto')).toBe(true);
  });

  it('no impact assessment for an individual professional with her own patients (recital 91 RGPD)', () => {
    const own = complianceObligations({ ...base, tipo: 'A', cnae: '8690', actividades: ['pacientes'] });
    const assessment = own.find((obligation) => obligation.key === 'evaluacionImpacto');
    expect(assessment?.aplica).toBe(false);
    expect(assessment?.motivo).toContain('considerando 91 RGPD');
    expect(applies({ tipo: 'A', cnae: '8690', actividades: ['pacientes', 'biometria'] }, 'evaluacionImpacto')).toBe(
      true,
    );
  });

  it('exposure: applying obligations that Cumplia does not cover or the company has not contracted', () => {
    const obligations = complianceObligations({ ...base, numTrabajadores: 63, cnae: '5510' });
    const keys = exposedObligations(obligations, ['LOPD', 'ACOSO']).map((obligation) => obligation.key);
    expect(keys).toContain('desconexion');
    expect(keys).toContain('planIgualdad');
    // The LGTBI measures must be negotiated (RD 1026/2024): a signed harassment protocol does not fulfil them.
    expect(keys).toContain('lgtbi');
    expect(keys).not.toContain('acoso');
  });

  it('coverage: not contracted, pending signature, requires negotiation, covered', () => {
    const obligations = complianceObligations({ ...base, numTrabajadores: 63, cnae: '5510' });
    const of = (key: string) => {
      const found = obligations.find((obligation) => obligation.key === key);
      if (!found) throw new Error(`No obligation ${key}`);
      return found;
    };
    expect(obligationCoverage(of('acoso'), [], [])).toBe('noContratada');
    expect(obligationCoverage(of('acoso'), ['ACOSO'], [])).toBe('pendienteFirma');
    expect(obligationCoverage(of('acoso'), ['ACOSO'], ['ACOSO'])).toBe('cubierta');
    expect(obligationCoverage(of('lgtbi'), ['ACOSO'], ['ACOSO'])).toBe('requiereNegociacion');
    expect(obligationCoverage(of('registroJornada'), ['ACOSO'], ['ACOSO'])).toBe('noCubre');
  });
});

describe('sector defaults and missing answers', () => {
  const address = {
    direccion: 'Calle Mayor 1',
    codigoPostal: '38001',
    localidad: 'Santa Cruz de Tenerife',
    provincia: 'Santa Cruz de Tenerife',
  };

  it('proposes the address as the workplace with its town, and the province after a town of another name', () => {
    const bakery = defaultComplianceProfile({ ...address, cnae: '1071', numTrabajadores: 4 });
    expect(bakery.centrosTrabajo).toEqual(['Calle Mayor 1, 38001 Santa Cruz de Tenerife']);
    const laguna = defaultComplianceProfile({
      ...address,
      direccion: 'Calle Herradores 18',
      codigoPostal: '38201',
      localidad: 'San Cristóbal de La Laguna',
      cnae: '1071',
      numTrabajadores: 4,
    });
    expect(laguna.centrosTrabajo).toEqual([
      'Calle Herradores 18, 38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)',
    ]);
  });

  it('health (86xx) processes patients; hotels (55xx) have cameras and a website; a bakery neither', () => {
    expect(defaultComplianceProfile({ ...address, cnae: '8623', numTrabajadores: 12 }).actividades).toContain(
      'pacientes',
    );
    const hotel = defaultComplianceProfile({ ...address, cnae: '5510', numTrabajadores: 63 });
    expect(hotel.actividades).toEqual(expect.arrayContaining(['videovigilancia', 'web', 'clientes', 'personal']));
    expect(hotel.representacion).toBe('comite');
    const bakery = defaultComplianceProfile({ ...address, cnae: '1071', numTrabajadores: 4 });
    expect(bakery.actividades).not.toContain('pacientes');
    expect(bakery.actividades).not.toContain('videovigilancia');
    expect(bakery.centrosTrabajo).toEqual(['Calle Mayor 1, 38001 Santa Cruz de Tenerife']);
  });

  it('lists what each document still needs, and nothing once answered', () => {
    const company = { cnae: '8623', tipo: 'E' as const, nombre: 'Javier Santana Ruiz' };
    expect(missingProfileAnswers(null, 'acoso', company)).toHaveLength(1);
    const profile = defaultComplianceProfile({ ...address, cnae: '8623', numTrabajadores: 12 });
    expect(missingProfileAnswers(profile, 'acoso', company)).toEqual(
      expect.arrayContaining(['Persona asesora confidencial', 'Comisión instructora (al menos dos personas)']),
    );
    expect(missingProfileAnswers(profile, 'lopd', company)).toContain(
      'Delegado de protección de datos (nombre y contacto)',
    );
    const answered = {
      ...profile,
      representantes: 'Ana Pérez',
      encargados: [
        {
          tipo: 'gestoria' as const,
          nombre: 'Gestoría Atlántica S.L.',
          nifCif: 'B38123451',
          servicio: 'Nóminas',
          actividades: [],
          fueraEEE: false,
        },
      ],
      delegadoProteccionDatos: 'DPD Salud S.L., dpd@example.test',
      asesorConfidencial: 'Marta Díaz',
      comisionInstructora: ['Luis Gil', 'Rosa León'],
      canalEmail: 'canal@example.test',
      horarioLaboral: 'Lunes a viernes, de 9:00 a 17:00',
    };
    for (const document of ['lopd', 'acoso', 'desconexion'] as const) {
      expect(missingProfileAnswers(answered, document, company), document).toEqual([]);
    }
    expect(
      missingProfileAnswers(
        { ...answered, comisionInstructora: ['marta díaz', 'Luis Gil', 'Rosa León'] },
        'acoso',
        company,
      ),
    ).toEqual(['Comisión instructora sin la persona asesora confidencial (no puede ocupar los dos papeles)']);
    const withDirection = { ...answered, comisionInstructora: ['Javier Santana Ruiz', 'Luis Gil'] };
    expect(missingProfileAnswers(withDirection, 'acoso', company)).toEqual([
      'Vía independiente para las denuncias que afecten a la dirección (persona o entidad externa y su contacto)',
    ]);
    expect(
      missingProfileAnswers({ ...withDirection, canalExterno: 'Asesoría externa, a@example.test' }, 'acoso', company),
    ).toEqual([]);
    expect(missingProfileAnswers({ ...answered, actividades: ['biometria'] }, 'lopd', company)).toContain(
      'Personas cuyos datos biométricos se tratan (personal, clientes o menores)',
    );
  });

  it('recognises the direction by its role too, not only by the exact name on file', () => {
    expect(isDirection('Javier Santana Ruiz (consejero delegado)', 'Javier Santana Ruiz')).toBe(true);
    expect(isDirection('javier santana ruiz, gerente', 'Javier Santana Ruiz')).toBe(true);
    expect(isDirection('Ana Pérez (Dirección de Recursos Humanos)', 'Javier Santana Ruiz')).toBe(true);
    expect(isDirection('Marta Gil, directora técnica', 'Javier Santana Ruiz')).toBe(true);
    // A works council's chair is a workers' representative, not the direction.
    expect(isDirection('Raúl Pestano Gil (presidente)', 'Javier Santana Ruiz')).toBe(false);
    expect(isDirection('Luis Gil', 'Javier Santana Ruiz')).toBe(false);
  });

  it('no harassment protocol or disconnection policy without staff; data protection always', () => {
    expect(documentNotApplicable({ numTrabajadores: 0 }, 'acoso')).toContain('artículo 48');
    expect(documentNotApplicable({ numTrabajadores: 0 }, 'desconexion')).toContain('88');
    // Without a saved profile the company is asked for it: a blank registration headcount reads as 0.
    expect(documentNotApplicable(null, 'acoso')).toBeNull();
    expect(documentNotApplicable({ numTrabajadores: 0 }, 'lopd')).toBeNull();
    expect(documentNotApplicable({ numTrabajadores: 1 }, 'acoso')).toBeNull();
  });
});
