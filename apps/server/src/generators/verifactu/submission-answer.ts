import { XMLParser } from 'fast-xml-parser';
import type { InvoiceIdentity } from './invoice-records.js';

/**
 * The AEAT's answer to a submission (RespuestaSuministro.xsd, `RespuestaRegFactuSistemaFacturacion`), or the SOAP
 * fault that refused the whole message ("Descripción de los servicios web", 5.1): `Client` faults mean the message
 * is wrong (fix it before sending again), `Server` faults that the AEAT failed (send it again).
 */
export type SubmissionAnswer =
  | {
      kind: 'answer';
      /** Código seguro de verificación of the submission; absent when every record was rejected. */
      csv: string | null;
      presentedAt: string | null;
      /** TiempoEsperaEnvio: seconds to wait before the next submission (unless 1,000 records are waiting). */
      waitSeconds: number;
      status: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
      lines: AnswerLine[];
    }
  | { kind: 'fault'; side: 'client' | 'server'; message: string; errorCode: number | null };

export type RecordState = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';

export type AnswerLine = {
  invoice: InvoiceIdentity;
  operation: 'Alta' | 'Anulacion';
  reference: string | null;
  status: RecordState;
  errorCode: number | null;
  errorDescription: string | null;
  /** A record the AEAT already holds (error 3000, 3001...): its request id and its state there. */
  duplicate: {
    requestId: string;
    status: 'Correcta' | 'AceptadaConErrores' | 'Anulada';
    errorCode: number | null;
    errorDescription: string | null;
  } | null;
};

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  // Character references (&#243;) as well as the five XML entities; a DOCTYPE is refused before parsing.
  htmlEntities: true,
  isArray: (name) => name === 'RespuestaLinea',
});

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Node)[name] : undefined;
const text = (node: unknown, name: string): string | null => {
  const value = child(node, name);
  return typeof value === 'string' && value !== '' ? value : null;
};
const integer = (value: string | null) => (value !== null && /^-?\d+$/.test(value) ? Number(value) : null);
const isoDate = (aeatDate: string | null) => (aeatDate ?? '').split('-').reverse().join('-');

function oneOf<T extends string>(value: string | null, allowed: readonly T[], field: string): T {
  if (value !== null && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`The AEAT answer has an unexpected ${field}: ${value ?? '(empty)'}`);
}

function answerLine(line: unknown): AnswerLine {
  const id = child(line, 'IDFactura');
  const duplicate = child(line, 'RegistroDuplicado');
  return {
    invoice: {
      issuerNif: text(id, 'IDEmisorFactura') ?? '',
      numero: text(id, 'NumSerieFactura') ?? '',
      fecha: isoDate(text(id, 'FechaExpedicionFactura')),
    },
    operation: oneOf(text(child(line, 'Operacion'), 'TipoOperacion'), ['Alta', 'Anulacion'], 'TipoOperacion'),
    reference: text(line, 'RefExterna'),
    status: oneOf(text(line, 'EstadoRegistro'), ['Correcto', 'AceptadoConErrores', 'Incorrecto'], 'EstadoRegistro'),
    errorCode: integer(text(line, 'CodigoErrorRegistro')),
    errorDescription: text(line, 'DescripcionErrorRegistro'),
    duplicate: duplicate
      ? {
          requestId: text(duplicate, 'IdPeticionRegistroDuplicado') ?? '',
          status: oneOf(
            text(duplicate, 'EstadoRegistroDuplicado'),
            ['Correcta', 'AceptadaConErrores', 'Anulada'],
            'EstadoRegistroDuplicado',
          ),
          errorCode: integer(text(duplicate, 'CodigoErrorRegistro')),
          errorDescription: text(duplicate, 'DescripcionErrorRegistro'),
        }
      : null,
  };
}

/**
 * Reads the body the AEAT answered. Throws when it is not an answer of the service at all (an HTML error page,
 * a truncated body): the caller treats that like a lost connection and sends again.
 */
export function parseSubmissionAnswer(body: string): SubmissionAnswer {
  if (/<!DOCTYPE/i.test(body))
    throw new Error('The AEAT answer declares a DOCTYPE, which no answer of the service does.');
  const document = parser.parse(body) as Node;
  const soapBody = child(child(document, 'Envelope'), 'Body');
  const fault = child(soapBody, 'Fault');
  if (fault) {
    const code = text(fault, 'faultcode') ?? '';
    const message = text(fault, 'faultstring') ?? 'La AEAT rechazó el envío sin dar el motivo.';
    return {
      kind: 'fault',
      side: /server$/i.test(code) ? 'server' : 'client',
      message: message.replace(/\s+/g, ' '),
      errorCode: integer(/Codigo\[(\d+)\]/.exec(message)?.[1] ?? null),
    };
  }
  const answer = child(soapBody, 'RespuestaRegFactuSistemaFacturacion');
  if (!answer) throw new Error('The AEAT answer holds neither a RespuestaRegFactuSistemaFacturacion nor a Fault.');
  const lines = child(answer, 'RespuestaLinea');
  return {
    kind: 'answer',
    csv: text(answer, 'CSV'),
    presentedAt: text(child(answer, 'DatosPresentacion'), 'TimestampPresentacion'),
    waitSeconds: integer(text(answer, 'TiempoEsperaEnvio')) ?? 60,
    status: oneOf(text(answer, 'EstadoEnvio'), ['Correcto', 'ParcialmenteCorrecto', 'Incorrecto'], 'EstadoEnvio'),
    lines: Array.isArray(lines) ? lines.map(answerLine) : [],
  };
}
