import {
  ART14_EXCEPTIONS,
  DATA_SUBJECTS,
  type DataSubject,
  LEGAL_BASES,
  type RegisterActivity,
  RISK_FACTORS,
  riskFactorsOf,
  SPECIAL_CATEGORIES,
  SPECIAL_CATEGORY_GROUNDS,
  SUBPROCESSOR_RULES,
  TRANSFER_MECHANISMS,
  type Transfer,
} from '@cumplia/domain';
import { asSentence, cleanText, listEs } from './document-company.js';

/**
 * A register activity as the data protection pack prints it: each field a sentence written from the record's own
 * answers, so the documents state nothing the register does not hold (docs/domain.md).
 */

/** A typed text as a sentence of a document: clean, capitalised, one full stop. */
export const sentenceOf = (text: string) => {
  const clean = cleanText(text);
  return clean ? asSentence(`${clean.charAt(0).toUpperCase()}${clean.slice(1)}`) : '';
};

/** A text that goes on after other words: its first letter in lower case. */
export const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
const joined = (parts: readonly string[]) => parts.filter(Boolean).join(' ');

/** 'Personas trabajadoras, clientes y menores de edad' */
export const subjectsList = (subjects: readonly DataSubject[]) =>
  listEs(
    subjects.map((subject, index) =>
      index === 0 ? DATA_SUBJECTS[subject].label : lower(DATA_SUBJECTS[subject].label),
    ),
  );

function subjectsOf(activity: RegisterActivity): string {
  const kinds = activity.interesados.map((subject) => DATA_SUBJECTS[subject].label);
  const others = cleanText(activity.otrosInteresados).replace(/\.$/, '');
  return sentenceOf(
    listEs([...kinds, ...(others ? [lower(others)] : [])].map((kind, index) => (index === 0 ? kind : lower(kind)))),
  );
}

function dataOf(activity: RegisterActivity): string {
  const special = activity.categoriasEspeciales.map(
    (category) => `${lower(SPECIAL_CATEGORIES[category])} (categoría especial, art. 9 RGPD)`,
  );
  const criminal = activity.datosPenales ? ['datos relativos a condenas e infracciones penales (art. 10 RGPD)'] : [];
  const items = [...activity.datos.map(cleanText), ...special, ...criminal];
  return sentenceOf(listEs(items.map((item, index) => (index === 0 ? item : lower(item)))));
}

/** What makes the processing lawful: art. 6, and art. 9.2 or art. 10 where they apply. */
function lawfulnessOf(activity: RegisterActivity): string {
  const bases = listEs(
    activity.basesLegales.map((basis, index) => (index === 0 ? LEGAL_BASES[basis] : lower(LEGAL_BASES[basis]))),
  );
  const special =
    activity.categoriasEspeciales.length > 0
      ? `Categorías especiales: ${listEs(activity.excepcionesArt9.map((ground) => lower(SPECIAL_CATEGORY_GROUNDS[ground])))}.`
      : '';
  return joined([
    sentenceOf(bases),
    sentenceOf(activity.baseDetalle),
    special,
    activity.categoriasEspeciales.length > 0 ? sentenceOf(activity.excepcionArt9Detalle) : '',
    activity.datosPenales ? `Datos penales: ${sentenceOf(activity.basePenal)}` : '',
  ]);
}

function recipientsOf(activity: RegisterActivity): string {
  const recipients = activity.destinatarios.map(cleanText);
  const processors = activity.encargados.map((name) => `${cleanText(name)} (encargado del tratamiento)`);
  const all = [...recipients, ...processors];
  return all.length > 0 ? sentenceOf(listEs(all)) : 'No se comunican a terceros, salvo obligación legal.';
}

/** One transfer outside the EEA with its Chapter V mechanism. */
export const transferText = (transfer: Transfer) =>
  joined([
    `A ${cleanText(transfer.destinatario)} (${cleanText(transfer.pais)}):`,
    transfer.mecanismo ? `${lower(TRANSFER_MECHANISMS[transfer.mecanismo])}.` : '',
    sentenceOf(transfer.detalle),
  ]);

const transfersOf = (activity: RegisterActivity) =>
  activity.transferencias.length === 0 ? 'No se prevén.' : joined(activity.transferencias.map(transferText));

function originOf(activity: RegisterActivity): string {
  if (activity.origen === 'interesado') return '';
  const exception =
    activity.excepcionArt14 === 'ninguna'
      ? ''
      : ` No se informa a estas personas: ${lower(ART14_EXCEPTIONS[activity.excepcionArt14])}.`;
  return `${sentenceOf(activity.origenDetalle)}${exception}`;
}

/** The monitoring the activity involves (arts. 89-91 LOPDGDD), as the record states it. */
function monitoringOf(activity: RegisterActivity): string {
  const { camaras, geolocalizacion, dispositivos } = activity;
  return joined([
    camaras
      ? joined([
          `Cámaras: ${lower(sentenceOf(camaras.ubicacion))}`,
          `Captan: ${lower(sentenceOf(camaras.capta))}`,
          camaras.zonasDeDescanso ? 'Captan zonas de descanso o la cabina de un vehículo.' : '',
          camaras.grabaSonido ? 'Graban sonido.' : '',
          sentenceOf(camaras.proporcionalidad),
          `Ven las imágenes: ${lower(sentenceOf(camaras.quienVe))}`,
        ])
      : '',
    geolocalizacion
      ? joined([
          `Localización: ${lower(sentenceOf(geolocalizacion.dispositivo))}`,
          geolocalizacion.cuando === 'jornada'
            ? 'Funciona solo durante la jornada de trabajo.'
            : `Funciona también fuera de la jornada. ${sentenceOf(geolocalizacion.fueraDeJornada)}`,
          sentenceOf(geolocalizacion.proporcionalidad),
        ])
      : '',
    dispositivos ? `Dispositivos digitales: ${lower(sentenceOf(dispositivos.criteriosDeUso))}` : '',
  ]);
}

/** One record of the pack, every field a printable sentence. */
export function printedRecord(activity: RegisterActivity) {
  const risks = riskFactorsOf(activity);
  return {
    nombre: cleanText(activity.nombre),
    finalidad: sentenceOf(activity.finalidad),
    base: lawfulnessOf(activity),
    legitimacion: sentenceOf(
      listEs(
        activity.basesLegales.map((basis, index) => (index === 0 ? LEGAL_BASES[basis] : lower(LEGAL_BASES[basis]))),
      ),
    ),
    interesados: subjectsOf(activity),
    datos: dataOf(activity),
    destinatarios: recipientsOf(activity),
    transferencias: transfersOf(activity),
    conservacion: sentenceOf(activity.conservacion),
    origen: originOf(activity),
    /** The art. 14.5 exception: the information clause is not handed to those people. */
    sinInformarTerceros: activity.origen !== 'interesado' && activity.excepcionArt14 !== 'ninguna',
    medidas: sentenceOf(activity.medidas),
    vigilancia: monitoringOf(activity),
    normativa: sentenceOf(activity.normativa),
    riesgos: risks.map((risk) => lower(RISK_FACTORS[risk])),
    eipd: risks.length >= 2,
    subencargo: activity.encargo
      ? {
          servicio: cleanText(activity.encargo.servicio),
          lista: listEs(
            activity.encargo.subencargados.map((processor) =>
              processor.servicio
                ? `${cleanText(processor.nombre)} (${cleanText(processor.servicio)})`
                : cleanText(processor.nombre),
            ),
          ),
          regla: activity.encargo.reglaSubencargo ? lower(SUBPROCESSOR_RULES[activity.encargo.reglaSubencargo]) : '',
        }
      : null,
  };
}
export type PrintedRecord = ReturnType<typeof printedRecord>;
