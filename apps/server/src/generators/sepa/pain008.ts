import { sepaIdentifier, sepaText } from './sepa-text.js';
import { writeXml, type XmlNode } from './xml-writer.js';

export type SequenceType = 'FRST' | 'RCUR';

export type DirectDebit = {
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  mandateSignedOn: string;
  sequenceType: SequenceType;
  collectionDate: string;
  debtorName: string;
  debtorIban: string;
  remittanceInformation: string;
  /**
   * The first collection after a signed mandate amendment: the debtor's original account when the bank is the
   * same, or SMNDA (same mandate, new debtor account) in the original debtor account when the debtor moved to
   * another bank, as the EPC SDD Core implementation guidelines place it since November 2016.
   */
  amendment?: { originalDebtorIban: string } | { otherDebtorBank: true };
};

/** The mandate-related information of a debit, with the amendment details the EPC guidelines ask for. */
function mandateInformation(debit: DirectDebit): XmlNode {
  const mandate = { MndtId: sepaIdentifier(debit.mandateId), DtOfSgntr: debit.mandateSignedOn };
  if (!debit.amendment) return mandate;
  const details: XmlNode =
    'originalDebtorIban' in debit.amendment
      ? { OrgnlDbtrAcct: { Id: { IBAN: debit.amendment.originalDebtorIban } } }
      : { OrgnlDbtrAcct: { Id: { Othr: { Id: 'SMNDA' } } } };
  return { ...mandate, AmdmntInd: 'true', AmdmntInfDtls: details };
}

/** The message version: pain.008.001.02 (Cuaderno 19.14 XML) or pain.008.001.08, chosen per creditor account. */
export type Pain008Version = '02' | '08';

export type DirectDebitFile = {
  version?: Pain008Version;
  messageId: string;
  /** Local creation time, `yyyy-mm-ddThh:mm:ss`. */
  createdAt: string;
  creditor: { name: string; id: string; iban: string };
  debits: DirectDebit[];
};

const namespaceOf = (version: Pain008Version) => `urn:iso:std:iso:20022:tech:xsd:pain.008.001.${version}`;

const amount = (cents: number) => (cents / 100).toFixed(2);

/** One payment information block per sequence type and collection date (decisions.md), FRST first. */
function batchesOf(debits: DirectDebit[]) {
  const batches = new Map<string, DirectDebit[]>();
  for (const debit of debits) {
    const key = `${debit.collectionDate}|${debit.sequenceType}`;
    const batch = batches.get(key);
    if (batch) batch.push(debit);
    else batches.set(key, [debit]);
  }
  return [...batches.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, items]) => {
      const [collectionDate = '', sequenceType = 'RCUR'] = key.split('|');
      return { collectionDate, sequenceType, debits: items };
    });
}

const notProvidedAgent = { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };

/**
 * An ISO 20022 customer direct debit initiation (SEPA Core): pain.008.001.02, the Spanish banks' "Cuaderno 19.14
 * XML", or pain.008.001.08. Every element written here has the same name, place and type in both versions (the
 * .08 additions, such as structured addresses and BICFI, are optional and not used), so one writer serves both
 * and only the namespace differs; tests validate each against its own XSD. Agents are IBAN-only (NOTPROVIDED), as
 * the SEPA rules allow since 2016. The creditor identifier is also in the group header's initiating party, which
 * Spanish banks require. Pure: data in, XML text out.
 */
export function buildPain008(file: DirectDebitFile): string {
  const total = file.debits.reduce((sum, debit) => sum + debit.amountCents, 0);
  const creditorId = { Id: file.creditor.id, SchmeNm: { Prtry: 'SEPA' } };
  const paymentInformation: XmlNode[] = batchesOf(file.debits).map((batch, index) => ({
    PmtInfId: sepaIdentifier(`${file.messageId}-${index + 1}`),
    PmtMtd: 'DD',
    BtchBookg: 'true',
    NbOfTxs: String(batch.debits.length),
    CtrlSum: amount(batch.debits.reduce((sum, debit) => sum + debit.amountCents, 0)),
    PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: 'CORE' }, SeqTp: batch.sequenceType },
    ReqdColltnDt: batch.collectionDate,
    Cdtr: { Nm: sepaText(file.creditor.name, 70) },
    CdtrAcct: { Id: { IBAN: file.creditor.iban } },
    CdtrAgt: notProvidedAgent,
    ChrgBr: 'SLEV',
    CdtrSchmeId: { Id: { PrvtId: { Othr: creditorId } } },
    DrctDbtTxInf: batch.debits.map((debit) => ({
      PmtId: { EndToEndId: sepaIdentifier(debit.endToEndId) },
      InstdAmt: { '@Ccy': 'EUR', '#': amount(debit.amountCents) },
      DrctDbtTx: { MndtRltdInf: mandateInformation(debit) },
      DbtrAgt: notProvidedAgent,
      Dbtr: { Nm: sepaText(debit.debtorName, 70) },
      DbtrAcct: { Id: { IBAN: debit.debtorIban } },
      RmtInf: { Ustrd: sepaText(debit.remittanceInformation, 140) },
    })),
  }));
  const document: XmlNode = {
    '@xmlns': namespaceOf(file.version ?? '02'),
    '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    CstmrDrctDbtInitn: {
      GrpHdr: {
        MsgId: sepaIdentifier(file.messageId),
        CreDtTm: file.createdAt,
        NbOfTxs: String(file.debits.length),
        CtrlSum: amount(total),
        InitgPty: { Nm: sepaText(file.creditor.name, 70), Id: { OrgId: { Othr: creditorId } } },
      },
      PmtInf: paymentInformation,
    },
  };
  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  writeXml('Document', document, out);
  return out.join('');
}
