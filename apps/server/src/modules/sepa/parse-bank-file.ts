import { MESSAGES } from '@cumplia/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../lib/app-error.js';

/** One R-transaction a bank file reports: the debit it concerns (EndToEndId) and why it failed. */
export type ReportedReturn = { endToEndId: string; reasonCode: string; returnedOn: string };

export type BankFile = {
  kind: 'pain.002.001.03' | 'camt.054.001.02';
  messageId: string;
  returns: ReportedReturn[];
};

const NAMESPACES = {
  'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03': 'pain.002.001.03',
  'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02': 'camt.054.001.02',
} as const;

type Node = Record<string, unknown>;

const parser = new XMLParser({
  // Only element text is read (identifiers, codes, dates): no attributes, no entities to expand.
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  // Blocks never read are kept as raw text instead of parsed: a 10,000-return file parses several times faster.
  stopNodes: ['*.OrgnlTxRef', '*.Orgtr', '*.AmtDtls', '*.RltdPties', '*.RltdAgts', '*.RmtInf', '*.Chrgs', '*.Btch'],
  isArray: (name) =>
    ['OrgnlPmtInfAndSts', 'TxInfAndSts', 'StsRsnInf', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls'].includes(name),
});

const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Node)[key] : undefined),
    node,
  );
const text = (node: unknown, ...path: string[]) => {
  const value = child(node, ...path);
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string') {
    return ((value as Node)['#text'] as string).trim();
  }
  return '';
};
const list = (node: unknown, ...path: string[]) => {
  const value = child(node, ...path);
  return Array.isArray(value) ? (value as Node[]) : [];
};

const unreadable = (detail: string) =>
  new AppError('SEPA_RETURN_FILE_INVALID', 400, MESSAGES.errors.returnFileUnreadable(detail));

/** The date part of an ISO date-time (`2026-11-27T09:30:00` → `2026-11-27`). */
const dateOf = (value: string) => /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';

/**
 * pain.002.001.03 (CustomerPaymentStatusReportV03), as Spanish banks send rejects and returns of Cuaderno 19.14
 * collections: every TxInfAndSts with TxSts RJCT is an R-transaction; its reason is StsRsnInf/Rsn/Cd. The report's
 * creation date is the date of the return.
 */
function pain002(document: Node): BankFile {
  const report = child(document, 'CstmrPmtStsRpt');
  const messageId = text(report, 'GrpHdr', 'MsgId');
  const reportedOn = dateOf(text(report, 'GrpHdr', 'CreDtTm'));
  if (!messageId || !reportedOn) throw unreadable('falta la cabecera (MsgId, CreDtTm)');
  const returns = list(report, 'OrgnlPmtInfAndSts').flatMap((block) =>
    list(block, 'TxInfAndSts')
      .filter((tx) => text(tx, 'TxSts') === 'RJCT')
      .map((tx) => ({
        endToEndId: text(tx, 'OrgnlEndToEndId'),
        reasonCode: text(list(tx, 'StsRsnInf')[0], 'Rsn', 'Cd') || 'MS03',
        returnedOn: reportedOn,
      })),
  );
  return { kind: 'pain.002.001.03', messageId, returns };
}

/**
 * camt.054.001.02 (BankToCustomerDebitCreditNotificationV02): the creditor's account is debited for each unpaid
 * direct debit. An entry is a return when it is a debit (CdtDbtInd DBIT) whose transactions carry return
 * information (RtrInf/Rsn/Cd); the date is the entry's booking date.
 */
function camt054(document: Node): BankFile {
  const notification = child(document, 'BkToCstmrDbtCdtNtfctn');
  const messageId = text(notification, 'GrpHdr', 'MsgId');
  const createdOn = dateOf(text(notification, 'GrpHdr', 'CreDtTm'));
  if (!messageId || !createdOn) throw unreadable('falta la cabecera (MsgId, CreDtTm)');
  const returns = list(notification, 'Ntfctn').flatMap((ntfctn) =>
    list(ntfctn, 'Ntry')
      .filter((entry) => text(entry, 'CdtDbtInd') === 'DBIT')
      .flatMap((entry) => {
        const bookedOn = dateOf(text(entry, 'BookgDt', 'Dt') || text(entry, 'BookgDt', 'DtTm')) || createdOn;
        return list(entry, 'NtryDtls')
          .flatMap((details) => list(details, 'TxDtls'))
          .filter((tx) => child(tx, 'RtrInf') !== undefined)
          .map((tx) => ({
            endToEndId: text(tx, 'Refs', 'EndToEndId'),
            reasonCode: text(tx, 'RtrInf', 'Rsn', 'Cd') || 'MS03',
            returnedOn: bookedOn,
          }));
      }),
  );
  return { kind: 'camt.054.001.02', messageId, returns };
}

/**
 * The parsed document, or a 400: a file cut short or damaged must not import the part that happens to parse, and
 * one nested deeper than the parser's stack (a hostile file) is as unreadable as a broken one.
 */
function readXml(xml: string): Node {
  try {
    if (XMLValidator.validate(xml) !== true) throw unreadable('no es un XML bien formado');
    return parser.parse(xml) as Node;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('no es un XML bien formado');
  }
}

/** Reads a bank file by its ISO 20022 namespace; anything else is refused with a clear message. */
export function parseBankFile(xml: string): BankFile {
  // Bank files declare no document type; one that does may define entities to expand, so it is not read at all.
  if (/<!DOCTYPE/i.test(xml)) throw unreadable('lleva una declaración DOCTYPE, que un fichero bancario no tiene');
  const parsed = readXml(xml);
  // Namespace prefixes are dropped by the parser (banks write both `<Document>` and `<ns2:Document>`).
  const document = parsed.Document as Node | undefined;
  const namespace = /xmlns(?::\w+)?="(urn:iso:std:iso:20022:tech:xsd:[\w.]+)"/.exec(xml)?.[1] ?? '';
  const kind = NAMESPACES[namespace as keyof typeof NAMESPACES];
  if (!document || !kind) {
    throw unreadable('se admiten pain.002.001.03 (rechazos y devoluciones) y camt.054.001.02 (adeudos en cuenta)');
  }
  const file = kind === 'pain.002.001.03' ? pain002(document) : camt054(document);
  if (file.returns.some((item) => !item.endToEndId)) throw unreadable('hay operaciones sin EndToEndId');
  return file;
}
