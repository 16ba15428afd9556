import {
  BIOMETRIC_SUBJECT_LABELS,
  dpoExemption,
  dpoRequirement,
  impactAssessmentCriteria,
  impactAssessmentExemption,
  isHealthSector,
  PROCESSING_ACTIVITY_LABELS,
  PROCESSOR_KIND_LABELS,
  type ProcessingActivity,
  type Processor,
} from '@cumplia/domain';
import { legalTemplate, templateDefinitions, templateSections } from '../legal/legal-template.js';
import {
  companyAddress,
  type DocumentContext,
  listEs,
  profileCompanyDataBlock,
  signingPlace,
} from './document-company.js';
import type { DocumentSpec } from './render-document.js';

/** The wording of the pack: the document, its activity records and its processor kinds (templates/). */
export const DATA_PROTECTION_TEMPLATES = [
  'proteccion-datos.md',
  'proteccion-datos.actividades.md',
  'proteccion-datos.encargados.md',
] as const;

const RECORD_FIELDS = [
  'nombre',
  'finalidad',
  'base',
  'legitimacion',
  'interesados',
  'datos',
  'destinatarios',
  'conservacion',
  'origen',
  'aviso',
] as const;
type ActivityRecord = Record<(typeof RECORD_FIELDS)[number], string>;

const sentence = (text: string) => (text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '');
const withFullStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the activity records and processor kinds are filled with. */
export function definitionsData(ctx: DocumentContext) {
  const { company, profile } = ctx;
  const gestoria = profile.encargados.find((processor) => processor.tipo === 'gestoria')?.nombre;
  const subjects = profile.biometriaDe;
  return {
    asesoria: gestoria ? `${gestoria} (encargada del tratamiento)` : 'la asesoría de la empresa (encargada)',
    sitioWeb: profile.sitioWeb,
    alumnado: profile.actividades.includes('menores') && profile.menoresComo === 'alumnado',
    seguridadPrivada: company.cnae.replace(/\D/g, '').startsWith('8010'),
    menores: profile.actividades.includes('menores'),
    conPersonal: profile.numTrabajadores > 0,
    biometria: {
      personal: subjects.includes('personal'),
      clientes: subjects.includes('clientes'),
      menores: subjects.includes('menores'),
      consentimiento: subjects.includes('clientes') || subjects.includes('menores'),
      quienes: listEs(subjects.map((subject) => BIOMETRIC_SUBJECT_LABELS[subject].toLowerCase())),
      conConsentimiento: listEs(
        subjects
          .filter((subject) => subject !== 'personal')
          .map((subject) => BIOMETRIC_SUBJECT_LABELS[subject].toLowerCase()),
      ),
      interesados: sentence(listEs(subjects.map((subject) => BIOMETRIC_SUBJECT_LABELS[subject].toLowerCase()))),
    },
    actividadesNombres: profile.actividades.map((activity) => PROCESSING_ACTIVITY_LABELS[activity].toLowerCase()),
  };
}

/** Each template of the pack with the data it is filled with, for the placeholder check. */
export const dataProtectionFillings = (ctx: DocumentContext): [string, object][] => [
  [DATA_PROTECTION_TEMPLATES[0], dataProtectionData(ctx)],
  [DATA_PROTECTION_TEMPLATES[1], definitionsData(ctx)],
  [DATA_PROTECTION_TEMPLATES[2], definitionsData(ctx)],
];

/** Everything the data protection templates print, computed from the company and its profile. */
export function dataProtectionData(ctx: DocumentContext) {
  const { company, profile } = ctx;
  const has = (activity: ProcessingActivity) => profile.actividades.includes(activity);
  const definitions = definitionsData(ctx);
  const recordsFile = templateDefinitions(legalTemplate(DATA_PROTECTION_TEMPLATES[1]), definitions);
  const transfers = profile.transferenciasInternacionales;
  const abroad = profile.encargados.filter((processor) => processor.fueraEEE);
  const serves = (processor: Processor, activity: ProcessingActivity) =>
    processor.actividades.length === 0 || processor.actividades.includes(activity);
  // What each processor handles: the data of the activities it serves, not of all of them (art. 28.3, 5.1.c RGPD).
  const kindsTemplate = legalTemplate(DATA_PROTECTION_TEMPLATES[2]);
  const kindOf = (processor: Processor) => {
    const served = profile.actividades.filter((activity) => serves(processor, activity));
    const names = served.map((activity) => PROCESSING_ACTIVITY_LABELS[activity].toLowerCase());
    const kinds = templateDefinitions(kindsTemplate, {
      ...definitions,
      actividadesNombres: names,
    });
    return kinds[processor.tipo] ?? { datos: '', interesados: '' };
  };
  /** The transfers of one activity: only through the processors abroad that serve it (art. 30.1.e RGPD). */
  const transfersOf = (activity: ProcessingActivity) => {
    // A profile saved before processors said where they are: its transfers are the profile's, for every activity.
    if (abroad.length === 0) return transfers ? profile.transferenciasDetalle : 'No se prevén.';
    const through = abroad.filter((processor) => serves(processor, activity));
    if (through.length === 0) return 'No se prevén.';
    const detail = profile.transferenciasDetalle ? `: ${profile.transferenciasDetalle}` : '.';
    return `A través de ${listEs(through.map((processor) => processor.nombre))}, fuera del Espacio Económico Europeo${detail}`;
  };
  const recordOf = (key: string, transferencias: string) => {
    const fields = recordsFile[key];
    if (!fields) throw new Error(`${DATA_PROTECTION_TEMPLATES[1]} has no record for '${key}'.`);
    const record = Object.fromEntries(RECORD_FIELDS.map((field) => [field, fields[field] ?? ''])) as ActivityRecord;
    return { ...record, legitimacion: record.legitimacion || record.base, transferencias };
  };
  const actividades = [
    ...profile.actividades.map((activity) => recordOf(activity, transfersOf(activity))),
    // From 50 workers the internal reporting system of Ley 2/2023 is a processing of its own (art. 30 RGPD).
    ...(profile.numTrabajadores >= 50 ? [recordOf('canalDenuncias', 'No se prevén.')] : []),
  ];
  const criteria = impactAssessmentCriteria({ actividades: profile.actividades, cnae: company.cnae });
  const exemption =
    criteria.length >= 2
      ? impactAssessmentExemption({ actividades: profile.actividades, cnae: company.cnae, tipo: company.tipo })
      : null;
  const clinical = has('pacientes') || isHealthSector(company.cnae);
  const controller = `${company.razonSocial} (NIF ${company.nifCif}), con domicilio en ${companyAddress(company)}`;
  return {
    fecha: ctx.generatedOn,
    responsable: controller,
    empresa: {
      razonSocial: company.razonSocial,
      nifCif: company.nifCif,
      domicilio: companyAddress(company),
      representante: company.nombre,
      autonomo: company.tipo === 'A',
      // Who signs for the company: a self-employed person in her own name.
      firmante: company.tipo === 'A' ? company.razonSocial : `${company.nombre}, ${company.razonSocial}`,
      email: company.email,
      telefono: company.telefono,
      lugar: signingPlace(company),
    },
    perfil: {
      version: ctx.profileVersion,
      plantilla: plural(profile.numTrabajadores, 'persona trabajadora', 'personas trabajadoras'),
      centros: plural(profile.centrosTrabajo.length, 'centro de trabajo', 'centros de trabajo'),
      actividades: plural(actividades.length, 'actividad de tratamiento', 'actividades de tratamiento'),
    },
    dpd: profile.delegadoProteccionDatos,
    dpdObligado: dpoRequirement(company) ?? '',
    dpdExencion: dpoExemption(company),
    eipd: { criterios: criteria, necesaria: criteria.length >= 2 && exemption === null, exencion: exemption ?? '' },
    transferencias: {
      texto:
        transfers || abroad.length > 0
          ? `Se realizan transferencias internacionales de datos${abroad.length > 0 ? ` a través de ${listEs(abroad.map((processor) => processor.nombre))}` : ''}${profile.transferenciasDetalle ? `: ${withFullStop(profile.transferenciasDetalle)}` : '.'}`
          : 'No se realizan transferencias internacionales de datos fuera del Espacio Económico Europeo.',
      // The processor record (art. 30.2) covers every service: any processor abroad counts.
      fila:
        transfers || abroad.length > 0
          ? profile.transferenciasDetalle || 'Sí, a través de los encargados indicados.'
          : 'No se prevén.',
    },
    actividades,
    origenes: actividades
      .filter((record) => record.origen !== '')
      .map((record) => `${record.nombre.toLowerCase()}: ${record.origen}`)
      .join('; '),
    alumnado: definitions.alumnado,
    // LO 8/2021 art. 48: entities running sport or leisure activities with minors (CNAE 93; 8551 sports teaching).
    deporteOcio:
      has('menores') &&
      (company.cnae.replace(/\D/g, '').startsWith('93') || company.cnae.replace(/\D/g, '').startsWith('8551')),
    biometria: definitions.biometria,
    sitioWeb: profile.sitioWeb,
    camarasUbicacion: profile.camarasUbicacion,
    canalObligatorio: profile.numTrabajadores >= 50,
    tiene: {
      personal: has('personal') && profile.numTrabajadores > 0,
      web: has('web'),
      videovigilancia: has('videovigilancia'),
      geolocalizacion: has('geolocalizacion'),
      historiaClinica: clinical,
      saludNoClinica: has('saludNoClinica'),
      biometria: has('biometria'),
      antecedentesPenales: has('antecedentesPenales'),
      menores: has('menores'),
      categoriasEspeciales: clinical || has('saludNoClinica') || has('biometria') || has('antecedentesPenales'),
      seccionSector:
        clinical || has('saludNoClinica') || has('biometria') || has('antecedentesPenales') || has('menores'),
      informacionPrevia: profile.numTrabajadores > 0 && (has('videovigilancia') || has('geolocalizacion')),
    },
    encargadoDeClientes: { es: profile.encargadoDeClientes, servicio: profile.encargadoDeClientesServicio },
    encargadosNombres: profile.encargados.map((processor) => processor.nombre),
    encargadosCuenta: plural(profile.encargados.length, 'proveedor', 'proveedores'),
    encargados: profile.encargados.map((processor, index) => {
      const kind = kindOf(processor);
      return {
        numero: index + 1,
        nombre: processor.nombre,
        quien: `${processor.nombre}${processor.nifCif ? ` (NIF ${processor.nifCif})` : ''}`,
        tipo: PROCESSOR_KIND_LABELS[processor.tipo],
        servicio: processor.servicio || PROCESSOR_KIND_LABELS[processor.tipo].toLowerCase(),
        datos: kind.datos ?? '',
        interesados: kind.interesados ?? '',
        // Where processors say whether they are abroad, the clause goes to those; before, to the cloud ones.
        transferencia: (abroad.length > 0 ? processor.fueraEEE : transfers && processor.tipo === 'nube')
          ? profile.transferenciasDetalle ||
            'el ENCARGADO trata datos fuera del Espacio Económico Europeo y solo lo hará con las garantías del capítulo V del RGPD.'
          : '',
      };
    }),
  };
}

/** The LOPDGDD / GDPR documentation of a company, written from its compliance profile. */
export function dataProtectionPack(ctx: DocumentContext): DocumentSpec {
  const { company, profile } = ctx;
  return {
    title: 'Documentación de protección de datos',
    subtitle: `${company.razonSocial} · Reglamento (UE) 2016/679 (RGPD) y Ley Orgánica 3/2018 (LOPDGDD)`,
    companyData: profileCompanyDataBlock(company, profile, ctx.profileVersion),
    generatedOn: ctx.generatedOn,
    provider: ctx.provider,
    sections: templateSections(legalTemplate(DATA_PROTECTION_TEMPLATES[0]), dataProtectionData(ctx)),
  };
}
