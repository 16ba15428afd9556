import {
  dpoExemption,
  dpoRequirement,
  PROCESSOR_KIND_LABELS,
  type RegisterActivity,
  type RiskFactor,
  riskFactorsOf,
} from '@cumplia/domain';
import { legalTemplate, templateSections } from '../legal/legal-template.js';
import {
  cleanText,
  companyAddress,
  type DocumentContext,
  listEs,
  profileCompanyDataBlock,
  signingPlace,
} from './document-company.js';
import { lower, printedRecord, sentenceOf, subjectsList, transferText } from './register-records.js';
import type { DocumentSpec } from './render-document.js';

/** The wording of the pack (templates/): the activity records themselves come from the company's register. */
export const DATA_PROTECTION_TEMPLATES = ['proteccion-datos.md'] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Recital 91 RGPD: a professional's own patients or clients are not large-scale processing. */
const PROFESSIONAL_CLIENT_FACTORS: readonly RiskFactor[] = ['categoriasEspeciales', 'vulnerables', 'datosPenales'];

const hasSubject = (activity: RegisterActivity, ...subjects: RegisterActivity['interesados']) =>
  activity.interesados.some((subject) => subjects.includes(subject));

/** Activities that watch or locate staff: what the prior information to staff (arts. 89-90 LOPDGDD) covers. */
const watchesStaff = (activity: RegisterActivity) =>
  (activity.camaras !== null || activity.geolocalizacion !== null) && hasSubject(activity, 'personal', 'conductores');

/** Everything the data protection template prints, computed from the company, its profile and its register. */
export function dataProtectionData(ctx: DocumentContext) {
  const { company, profile, register } = ctx;
  const own = register.activities.filter((activity) => activity.rol === 'responsable');
  const forClients = register.activities.filter((activity) => activity.rol === 'encargado');
  const some = (test: (activity: RegisterActivity) => boolean) => own.some(test);
  const actividades = own.map(printedRecord);
  const abroad = register.activities.flatMap((activity) => activity.transferencias);
  const special = some((activity) => activity.categoriasEspeciales.length > 0 || activity.datosPenales);
  const patients = some(
    (activity) => hasSubject(activity, 'pacientes') && activity.categoriasEspeciales.includes('salud'),
  );
  // Health data of the people the company serves, outside a clinical record (allergies, fitness, pupils' needs).
  const nonClinicalHealth = some(
    (activity) =>
      hasSubject(activity, 'clientes', 'usuarios', 'alumnado', 'menores') &&
      !hasSubject(activity, 'pacientes', 'residentes') &&
      activity.categoriasEspeciales.includes('salud'),
  );
  const biometric = own.filter((activity) => activity.categoriasEspeciales.includes('biometricos'));
  const biometricSubjects = [...new Set(biometric.flatMap((activity) => activity.interesados))];
  const minors = some((activity) => hasSubject(activity, 'menores', 'alumnado'));
  const pupils = some((activity) => hasSubject(activity, 'alumnado'));
  const criminalRecords = some((activity) => activity.modelo === 'antecedentes-penales');
  const cameras = own.filter((activity) => activity.camaras !== null);
  const staffWatched = profile.numTrabajadores > 0 ? own.filter(watchesStaff) : [];
  const withRisks = actividades.filter((record) => record.riesgos.length > 0);
  const professionalOnly =
    company.tipo === 'A' &&
    own.every((activity) => riskFactorsOf(activity).every((factor) => PROFESSIONAL_CLIENT_FACTORS.includes(factor)));
  const dpiaNeeded = actividades.some((record) => record.eipd) && !professionalOnly;
  const controller = `${company.razonSocial} (NIF ${company.nifCif}), con domicilio en ${companyAddress(company)}`;
  /** What each processor of the profile handles: the data of the activities that name it (art. 28.3 RGPD). */
  const servedBy = (name: string) =>
    own.filter((activity) => activity.encargados.some((listed) => cleanText(listed) === cleanText(name)));
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
    },
    registro: {
      version: register.version,
      actividades: plural(actividades.length, 'actividad de tratamiento', 'actividades de tratamiento'),
      revision: register.review ? `revisado por ${register.review.persona} el ${register.review.fecha}` : '',
    },
    dpd: cleanText(profile.delegadoProteccionDatos),
    dpdObligado: dpoRequirement(company) ?? '',
    dpdExencion: dpoExemption({ ...company, encargadoDeClientes: forClients.length > 0 }),
    eipd: {
      actividades: withRisks.map((record) => ({
        nombre: record.nombre,
        criterios: record.riesgos,
        necesaria: record.eipd,
      })),
      necesaria: dpiaNeeded,
      exencion:
        professionalOnly && actividades.some((record) => record.eipd)
          ? 'Como profesional que trata los datos de sus propios pacientes o clientes a título individual, su tratamiento no se considera a gran escala y la evaluación de impacto no es obligatoria (considerando 91 RGPD).'
          : '',
    },
    transferencias: {
      texto:
        abroad.length > 0
          ? 'Se realizan las transferencias internacionales de datos que indica la ficha de cada tratamiento, cada una con su garantía del capítulo V del RGPD.'
          : 'No se realizan transferencias internacionales de datos fuera del Espacio Económico Europeo.',
    },
    actividades,
    origenes: actividades
      .filter((record) => record.origen !== '' && !record.sinInformarTerceros)
      .map((record) => `${lower(record.nombre)}: ${lower(record.origen)}`)
      .join('; '),
    sinInformar: actividades
      .filter((record) => record.sinInformarTerceros)
      .map((record) => ({ nombre: record.nombre, origen: record.origen })),
    alumnado: pupils,
    // LO 8/2021 art. 48: entities running sport or leisure activities with minors (CNAE 93; 8551 sports teaching).
    deporteOcio:
      minors &&
      (company.cnae.replace(/\D/g, '').startsWith('93') || company.cnae.replace(/\D/g, '').startsWith('8551')),
    biometria: {
      personal: biometricSubjects.includes('personal'),
      quienes: lower(subjectsList(biometricSubjects)),
    },
    sitioWeb: profile.sitioWeb,
    camaras: cameras.map((activity) => ({
      nombre: cleanText(activity.nombre),
      ubicacion: sentenceOf(activity.camaras?.ubicacion ?? ''),
      capta: sentenceOf(activity.camaras?.capta ?? ''),
      quienVe: sentenceOf(activity.camaras?.quienVe ?? ''),
      zonasDeDescanso: activity.camaras?.zonasDeDescanso ?? false,
      sonido: activity.camaras?.grabaSonido ?? false,
      proporcionalidad: sentenceOf(activity.camaras?.proporcionalidad ?? ''),
      controlLaboral: activity.camaras?.controlLaboral ?? false,
    })),
    vigilanciaPersonal: staffWatched.map((activity) => ({
      nombre: cleanText(activity.nombre),
      texto: printedRecord(activity).vigilancia,
      conservacion: sentenceOf(activity.conservacion),
    })),
    canalObligatorio: profile.numTrabajadores >= 50,
    tiene: {
      personal: profile.numTrabajadores > 0,
      web: some((activity) => activity.modelo === 'web'),
      videovigilancia: cameras.length > 0,
      historiaClinica: patients,
      saludNoClinica: nonClinicalHealth,
      biometria: biometric.length > 0,
      antecedentesPenales: criminalRecords,
      menores: minors,
      categoriasEspeciales: special,
      seccionSector: special || minors,
      informacionPrevia: staffWatched.length > 0,
    },
    encargos: forClients.map((activity) => {
      const record = printedRecord(activity);
      return {
        nombre: record.nombre,
        servicio: record.subencargo?.servicio ?? '',
        datos: record.datos,
        interesados: record.interesados,
        transferencias: record.transferencias,
        conservacion: record.conservacion,
        subencargados: record.subencargo?.lista ?? '',
        reglaSubencargo: record.subencargo?.regla ?? '',
      };
    }),
    encargadosNombres: profile.encargados.map((processor) => processor.nombre),
    encargadosCuenta: plural(profile.encargados.length, 'proveedor', 'proveedores'),
    encargados: profile.encargados.map((processor, index) => {
      const served = servedBy(processor.nombre).map(printedRecord);
      const transfers = register.activities
        .flatMap((activity) => activity.transferencias)
        .filter((transfer) => cleanText(transfer.destinatario) === cleanText(processor.nombre));
      const service = cleanText(processor.servicio) || PROCESSOR_KIND_LABELS[processor.tipo].toLowerCase();
      return {
        numero: index + 1,
        nombre: processor.nombre,
        quien: `${processor.nombre}${processor.nifCif ? ` (NIF ${processor.nifCif})` : ''}`,
        tipo: PROCESSOR_KIND_LABELS[processor.tipo],
        servicio: service,
        datos:
          served.length > 0
            ? `los de ${listEs(served.map((record) => `«${record.nombre}»`))}, según su ficha del registro`
            : `los que el RESPONSABLE le comunique para prestar el servicio de ${service}`,
        interesados: served.length > 0 ? 'las de esos tratamientos' : 'las personas cuyos datos requiera ese servicio',
        transferencia:
          transfers.length > 0
            ? transfers.map(transferText).join(' ')
            : processor.fueraEEE
              ? 'el ENCARGADO trata datos fuera del Espacio Económico Europeo y solo lo hará con las garantías del capítulo V del RGPD.'
              : '',
      };
    }),
  };
}

/** Each template of the pack with the data it is filled with, for the placeholder check. */
export const dataProtectionFillings = (ctx: DocumentContext): [string, object][] => [
  [DATA_PROTECTION_TEMPLATES[0], dataProtectionData(ctx)],
];

/** The LOPDGDD / GDPR documentation of a company, written from its register of activities and its profile. */
export function dataProtectionPack(ctx: DocumentContext): DocumentSpec {
  const { company, profile, register } = ctx;
  return {
    title: 'Documentación de protección de datos',
    subtitle: `${company.razonSocial} · Reglamento (UE) 2016/679 (RGPD) y Ley Orgánica 3/2018 (LOPDGDD)`,
    companyData: [
      ...profileCompanyDataBlock(company, profile, ctx.profileVersion),
      [
        'Registro de actividades',
        register.review
          ? `versión ${register.version}, revisada por ${register.review.persona} el ${register.review.fecha}`
          : `versión ${register.version}, pendiente de revisión`,
      ],
    ],
    generatedOn: ctx.generatedOn,
    provider: ctx.provider,
    draft: register.review === null,
    sections: templateSections(legalTemplate(DATA_PROTECTION_TEMPLATES[0]), dataProtectionData(ctx)),
  };
}
