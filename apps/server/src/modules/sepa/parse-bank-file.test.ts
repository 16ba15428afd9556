import { describe, expect, it } from 'vitest';
import { sepaReturnSample } from '../../test-support/sepa-return-files.js';
import { parseBankFile } from './parse-bank-file.js';

const pain002 = () => sepaReturnSample('pain.002.001.03-devoluciones.xml');
const camt054 = () => sepaReturnSample('camt.054.001.02-adeudos-devueltos.xml');

describe('bank return files', () => {
  it('reads the rejects and returns of a pain.002.001.03 status report, with the file it answers and the amounts', () => {
    expect(parseBankFile(pain002())).toEqual({
      kind: 'pain.002.001.03',
      messageId: 'DEV2026112700000001',
      reportedOn: '2026-11-27',
      originalMessageId: 'CUMPLIA2026112300000001',
      accountIban: null,
      rejections: [],
      returns: [
        {
          endToEndId: 'F2026-000101',
          reasonCode: 'AM04',
          bankReason: null,
          returnedOn: '2026-11-27',
          amountCents: 12000,
          // The debtor's account and mandate the bank quotes (OrgnlTxRef), to check against the debit sent.
          debtorIban: 'ES6000491500051234567892',
          mandateId: 'CUMPLIA-00000001',
        },
        {
          endToEndId: 'F2026-000102',
          reasonCode: 'MD01',
          bankReason: null,
          returnedOn: '2026-11-27',
          amountCents: 13000,
          debtorIban: null,
          mandateId: null,
        },
      ],
    });
  });

  it('reads the returned debits of a camt.054.001.02 notification with its account, not the credited collection', () => {
    expect(parseBankFile(camt054())).toMatchObject({
      kind: 'camt.054.001.02',
      messageId: 'NTF2026113000000007',
      originalMessageId: null,
      accountIban: 'ES9121000418450200051332',
      returns: [
        {
          endToEndId: 'F2026-000101',
          reasonCode: 'AC04',
          bankReason: null,
          returnedOn: '2026-11-29',
          amountCents: 12000,
        },
      ],
    });
  });

  it('reads a whole-file and a whole-batch rejection with their reason', () => {
    const wholeFile = pain002()
      .replace('<GrpSts>PART</GrpSts>', '<GrpSts>RJCT</GrpSts><StsRsnInf><Rsn><Cd>FF01</Cd></Rsn></StsRsnInf>')
      .replace(/<OrgnlPmtInfAndSts>[\s\S]*<\/OrgnlPmtInfAndSts>/, '');
    expect(parseBankFile(wholeFile)).toMatchObject({
      rejections: [{ scope: 'file', reasonCode: 'FF01', bankReason: null }],
      returns: [],
    });
    const wholeBatch = pain002()
      .replace(
        '<PmtInfSts>PART</PmtInfSts>',
        '<PmtInfSts>RJCT</PmtInfSts><StsRsnInf><Rsn><Cd>AG02</Cd></Rsn></StsRsnInf>',
      )
      .replace(/<TxInfAndSts>[\s\S]*<\/TxInfAndSts>/, '');
    expect(parseBankFile(wholeBatch)).toMatchObject({
      rejections: [{ scope: 'batch', batchId: 'CUMPLIA2026112300000001-1', reasonCode: 'AG02' }],
      returns: [],
    });
  });

  it("reads banks' own files: Nordea's whole-file and whole-batch rejections, PostFinance's returned debits", () => {
    expect(parseBankFile(sepaReturnSample('public/pain.002.001.03-nordea-rechazo-fichero.xml'))).toMatchObject({
      kind: 'pain.002.001.03',
      originalMessageId: 'MSGID-PS-TEST-0708-01',
      rejections: [{ scope: 'file', reasonCode: 'DU01', bankReason: null }],
      returns: [],
    });
    expect(parseBankFile(sepaReturnSample('public/pain.002.001.03-nordea-rechazo-lote.xml'))).toMatchObject({
      originalMessageId: 'MSGID-COM-SCE25-1707-01',
      rejections: [{ scope: 'batch', batchId: 'PMTINFID-COM-SCE25-1707-01', reasonCode: 'NARR' }],
      returns: [],
    });
    // Two collections credited and two debits returned (reversal, MD06), each with a charge apart from its amount.
    expect(parseBankFile(sepaReturnSample('public/camt.054.001.04-postfinance-adeudos-devueltos.xml'))).toMatchObject({
      kind: 'camt.054.001.04',
      accountIban: 'CH0309000000250090342',
      returns: [
        {
          endToEndId: 'EndToEnd-2B6C-CHDDBB5',
          reasonCode: 'MD06',
          returnedOn: '2016-04-10',
          amountCents: 600,
          debtorIban: 'CH3709000000250094580',
        },
        { endToEndId: 'E2E-1-1-16030913', reasonCode: 'MD06', returnedOn: '2016-04-10', amountCents: 1553 },
      ],
    });
  });

  it("takes a bank's own reason (Prtry) for the ISO code it names, and an unknown one as narrative, never as MS03", () => {
    const named = pain002().replace('<Cd>MD01</Cd>', '<Prtry>md01</Prtry>');
    expect(parseBankFile(named).returns[1]).toMatchObject({ reasonCode: 'MD01', bankReason: 'md01' });
    const narrative = pain002().replace('<Cd>MD01</Cd>', '<Prtry>DEVOLUCION POR ORDEN DEL CLIENTE</Prtry>');
    expect(parseBankFile(narrative).returns[1]).toMatchObject({
      reasonCode: 'NARR',
      bankReason: 'DEVOLUCION POR ORDEN DEL CLIENTE',
    });
    const none = pain002().replace(/<StsRsnInf>\s*<Rsn>\s*<Cd>MD01<\/Cd>\s*<\/Rsn>\s*<\/StsRsnInf>/, '');
    expect(parseBankFile(none).returns[1]).toMatchObject({ reasonCode: 'MS03', bankReason: null });
  });

  it('reads the newer versions: pain.002.001.10 and camt.054.001.04 and .08 (status as a code)', () => {
    const v10 = pain002().replace('pain.002.001.03"', 'pain.002.001.10"');
    expect(parseBankFile(v10)).toMatchObject({ kind: 'pain.002.001.10', returns: [{ reasonCode: 'AM04' }, {}] });
    const v04 = camt054().replace('camt.054.001.02"', 'camt.054.001.04"');
    expect(parseBankFile(v04)).toMatchObject({ kind: 'camt.054.001.04', returns: [{ amountCents: 12000 }] });
    const v08 = camt054()
      .replace('camt.054.001.02"', 'camt.054.001.08"')
      .replaceAll('<Sts>BOOK</Sts>', '<Sts><Cd>BOOK</Cd></Sts>');
    expect(parseBankFile(v08)).toMatchObject({ kind: 'camt.054.001.08', returns: [{ endToEndId: 'F2026-000101' }] });
    const pending = camt054().replaceAll('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>');
    expect(parseBankFile(pending).returns).toEqual([]);
  });

  it('ignores accepted transactions and refuses other messages and broken XML with a Spanish message', () => {
    const accepted = pain002().replace('<TxSts>RJCT</TxSts>', '<TxSts>ACCP</TxSts>');
    expect(parseBankFile(accepted).returns.map((item) => item.endToEndId)).toEqual(['F2026-000102']);
    const pain008 = '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"/>';
    expect(() => parseBankFile(pain008)).toThrow(/se admiten pain.002.001.03 y .10/);
    expect(() => parseBankFile('<Document><a></Document>')).toThrow(/no es un XML bien formado/);
    const noEndToEnd = pain002().replace('<OrgnlEndToEndId>F2026-000101</OrgnlEndToEndId>', '');
    expect(() => parseBankFile(noEndToEnd)).toThrow(/sin EndToEndId/);
  });

  it('refuses hostile XML as unreadable (400), never with a server error: entities and nesting past any bank file', () => {
    const withEntities = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd"><!ENTITY y "&x;&x;">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>&y;</CstmrPmtStsRpt></Document>`;
    const refusal = (xml: string) => {
      try {
        parseBankFile(xml);
      } catch (error) {
        return error as { statusCode?: number; code?: string; message: string };
      }
      throw new Error('parsed');
    };
    expect(refusal(withEntities)).toMatchObject({ statusCode: 400, code: 'SEPA_RETURN_FILE_INVALID' });
    expect(refusal(withEntities).message).toContain('DOCTYPE');
    const deep = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</Document>`;
    expect(refusal(deep)).toMatchObject({ statusCode: 400, code: 'SEPA_RETURN_FILE_INVALID' });
  });
});
