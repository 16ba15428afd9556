import { BANK_FILE_KINDS, type BankFileKind, MESSAGES, SEPA_RETURN_REASONS } from '@cumplia/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../lib/app-error.js';

/** Why a bank refused or returned a debit: an ISO code, and the bank's own reason when it gave one (Prtry). */
export type BankReason = { reasonCode: string; bankReason: string | null };

/** The debtor's account and mandate a bank file names for a debit, each when it names one. */
export type ReportedDebtor = { debtorIban: string | null; mandateId: string | null };

/** One R-transaction a bank file reports: the debit it concerns (EndToEndId), why, when, and for how much. */
export type ReportedReturn = BankReason &
  ReportedDebtor & {
    endToEndId: string;
    returnedOn: string;
    /** The amount the file states for the debit, in cents, when it states one. */
    amountCents: number | null;
  };

/** A pain.002 that refuses a whole original file, or one of its batches (PmtInf), with one reason for all. */
export type GroupRejection = (BankReason & { scope: 'file' }) | (BankReason & { scope: 'batch'; batchId: string });

export type BankFile = {
  kind: BankFileKind;
  messageId: string;
  /** The report's date: the date of its rejections and of a pain.002's returns. */
  reportedOn: string;
  /** pain.002: the message id of the debit file it answers (OrgnlMsgId). */
  originalMessageId: string | null;
  /** camt.054: the account the notification is about (Ntfctn/Acct). */
  accountIban: string | null;
  rejections: GroupRejection[];
  returns: ReportedReturn[];
};

const KIND_BY_NAMESPACE = new Map<string, BankFileKind>(
  BANK_FILE_KINDS.map((kind) => [`urn:iso:std:iso:20022:tech:xsd:${kind}`, kind]),
);

type Node = Record<string, unknown>;

const parser = new XMLParser({
  // Only element text is read (identifiers, codes, dates, amounts): no attributes, no entities to expand.
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  // Blocks never read are kept as raw text instead of parsed: a 10,000-return file parses several times faster.
  // The original transaction reference is read for its amount only, from its raw text.
  stopNodes: ['*.OrgnlTxRef', '*.Orgtr', '*.RltdPties', '*.RltdAgts', '*.RmtInf', '*.Chrgs', '*.Btch'],
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

/** An ISO amount (`267.50`) in cents, or null when absent or not an amount. */
function centsOf(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The instructed amount inside a raw (unparsed) original transaction reference. */
const instructedAmountIn = (raw: string) => centsOf(/<(?:\w+:)?InstdAmt\b[^>]*>\s*([\d.]+)\s*</.exec(raw)?.[1] ?? '');

/**
 * The debtor's IBAN (DbtrAcct, not the original account of an amendment) and the mandate (MndtId) inside raw
 * XML: a debit of a file we sent, or what a bank file says of it.
 */
export function debtorIn(raw: string): ReportedDebtor {
  const iban = /<(?:\w+:)?DbtrAcct>\s*<(?:\w+:)?Id>\s*<(?:\w+:)?IBAN>\s*([A-Z0-9 ]+?)\s*</.exec(raw)?.[1];
  const mandate = /<(?:\w+:)?MndtId>\s*([^<]+?)\s*</.exec(raw)?.[1];
  return { debtorIban: iban ? iban.replace(/\s/g, '') : null, mandateId: mandate ?? null };
}

/**
 * The reason of a status or return: its ISO code (Rsn/Cd). A bank that gives its own reason (Rsn/Prtry) keeps it
 * word for word; it counts as that ISO code when it is one, and otherwise as NARR (reason given as narrative),
 * which is never presented again: an unknown reason must not be taken for "reason not given" (MS03), or a debit
 * returned for having no mandate could be collected again. No reason at all is MS03.
 */
function reasonOf(information: unknown): BankReason {
  const code = text(information, 'Rsn', 'Cd');
  if (code) return { reasonCode: code.slice(0, 4), bankReason: null };
  const proprietary = text(information, 'Rsn', 'Prtry');
  if (proprietary) {
    const iso = proprietary.toUpperCase();
    return { reasonCode: iso in SEPA_RETURN_REASONS ? iso : 'NARR', bankReason: proprietary.slice(0, 140) };
  }
  return { reasonCode: 'MS03', bankReason: null };
}

const firstReason = (node: unknown) => reasonOf(list(node, 'StsRsnInf')[0]);

/**
 * pain.002 (CustomerPaymentStatusReport V03 and V10, the same elements where read here), as banks answer a
 * direct-debit file: the whole file refused (OrgnlGrpInfAndSts/GrpSts RJCT), a batch refused (PmtInfSts RJCT), or
 * single transactions (TxSts RJCT) with their reason (StsRsnInf). ACCP, ACSC, PART and the like are not returns.
 * The report's creation date is the date of the return.
 */
function pain002(document: Node, kind: BankFileKind): BankFile {
  const report = child(document, 'CstmrPmtStsRpt');
  const messageId = text(report, 'GrpHdr', 'MsgId');
  const reportedOn = dateOf(text(report, 'GrpHdr', 'CreDtTm'));
  if (!messageId || !reportedOn) throw unreadable('falta la cabecera (MsgId, CreDtTm)');
  const group = child(report, 'OrgnlGrpInfAndSts');
  const rejections: GroupRejection[] = [];
  if (text(group, 'GrpSts') === 'RJCT') rejections.push({ scope: 'file', ...firstReason(group) });
  const returns: ReportedReturn[] = [];
  for (const batch of list(report, 'OrgnlPmtInfAndSts')) {
    if (text(batch, 'PmtInfSts') === 'RJCT') {
      rejections.push({ scope: 'batch', batchId: text(batch, 'OrgnlPmtInfId'), ...firstReason(batch) });
    }
    for (const tx of list(batch, 'TxInfAndSts')) {
      if (text(tx, 'TxSts') !== 'RJCT') continue;
      returns.push({
        endToEndId: text(tx, 'OrgnlEndToEndId'),
        ...firstReason(tx),
        returnedOn: reportedOn,
        amountCents: instructedAmountIn(text(tx, 'OrgnlTxRef')),
        ...debtorIn(text(tx, 'OrgnlTxRef')),
      });
    }
  }
  if (rejections.some((item) => item.scope === 'batch' && !item.batchId)) {
    throw unreadable('hay un lote rechazado sin OrgnlPmtInfId');
  }
  return {
    kind,
    messageId,
    reportedOn,
    originalMessageId: text(group, 'OrgnlMsgId') || null,
    accountIban: null,
    rejections,
    returns,
  };
}

/** The amount of one transaction of a camt.054 entry: its own (V04+), its details' (V02), or the entry's. */
function transactionAmount(tx: Node, entry: Node, transactionsInEntry: number): number | null {
  const own =
    centsOf(text(tx, 'Amt')) ??
    centsOf(text(tx, 'AmtDtls', 'TxAmt', 'Amt')) ??
    centsOf(text(tx, 'AmtDtls', 'InstdAmt', 'Amt'));
  return own ?? (transactionsInEntry === 1 ? centsOf(text(entry, 'Amt')) : null);
}

/**
 * camt.054 (BankToCustomerDebitCreditNotification V02, V04 and V08): the creditor's account is debited for each
 * unpaid direct debit. An entry is a return when it is a booked debit (CdtDbtInd DBIT; status BOOK, a text in
 * V02/V04 and a code in V08) whose transactions carry return information (RtrInf); the date is the entry's
 * booking date, the account the notification's.
 */
function camt054(document: Node, kind: BankFileKind): BankFile {
  const notification = child(document, 'BkToCstmrDbtCdtNtfctn');
  const messageId = text(notification, 'GrpHdr', 'MsgId');
  const createdOn = dateOf(text(notification, 'GrpHdr', 'CreDtTm'));
  if (!messageId || !createdOn) throw unreadable('falta la cabecera (MsgId, CreDtTm)');
  const notifications = list(notification, 'Ntfctn');
  const accounts = new Set(notifications.map((ntfctn) => text(ntfctn, 'Acct', 'Id', 'IBAN').replace(/\s/g, '')));
  if (accounts.size > 1) throw unreadable('notifica más de una cuenta; importe un fichero por cuenta');
  const returns = notifications.flatMap((ntfctn) =>
    list(ntfctn, 'Ntry')
      .filter((entry) => text(entry, 'CdtDbtInd') === 'DBIT')
      .filter((entry) => {
        const status = text(entry, 'Sts') || text(entry, 'Sts', 'Cd');
        return status === '' || status === 'BOOK';
      })
      .flatMap((entry) => {
        const bookedOn = dateOf(text(entry, 'BookgDt', 'Dt') || text(entry, 'BookgDt', 'DtTm')) || createdOn;
        const transactions = list(entry, 'NtryDtls').flatMap((details) => list(details, 'TxDtls'));
        return transactions
          .filter((tx) => child(tx, 'RtrInf') !== undefined)
          .map((tx) => ({
            endToEndId: text(tx, 'Refs', 'EndToEndId'),
            ...reasonOf(child(tx, 'RtrInf')),
            returnedOn: bookedOn,
            amountCents: transactionAmount(tx, entry, transactions.length),
            debtorIban: debtorIn(text(tx, 'RltdPties')).debtorIban,
            mandateId: text(tx, 'Refs', 'MndtId') || null,
          }));
      }),
  );
  return {
    kind,
    messageId,
    reportedOn: createdOn,
    originalMessageId: null,
    accountIban: [...accounts][0] || null,
    rejections: [],
    returns,
  };
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
  const kind = KIND_BY_NAMESPACE.get(namespace);
  if (!document || !kind) {
    throw unreadable(
      'se admiten pain.002.001.03 y .10 (rechazos y devoluciones) y camt.054.001.02, .04 y .08 (adeudos en cuenta)',
    );
  }
  const file = kind.startsWith('pain.002') ? pain002(document, kind) : camt054(document, kind);
  if (file.returns.some((item) => !item.endToEndId)) throw unreadable('hay operaciones sin EndToEndId');
  return file;
}
