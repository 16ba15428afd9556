import { describe, expect, it } from 'vitest';
import { sepaReturnSample } from '../../test-support/sepa-return-files.js';
import { parseBankFile } from './parse-bank-file.js';

describe('bank return files', () => {
  it('reads the rejects and returns of a pain.002.001.03 status report', () => {
    expect(parseBankFile(sepaReturnSample('pain.002.001.03-devoluciones.xml'))).toEqual({
      kind: 'pain.002.001.03',
      messageId: 'DEV2026112700000001',
      returns: [
        { endToEndId: 'F2026-000101', reasonCode: 'AM04', returnedOn: '2026-11-27' },
        { endToEndId: 'F2026-000102', reasonCode: 'MD01', returnedOn: '2026-11-27' },
      ],
    });
  });

  it('reads the returned debits of a camt.054.001.02 notification, not the credited collection', () => {
    expect(parseBankFile(sepaReturnSample('camt.054.001.02-adeudos-devueltos.xml'))).toEqual({
      kind: 'camt.054.001.02',
      messageId: 'NTF2026113000000007',
      returns: [{ endToEndId: 'F2026-000101', reasonCode: 'AC04', returnedOn: '2026-11-29' }],
    });
  });

  it('ignores accepted transactions and refuses other messages and broken XML with a Spanish message', () => {
    const accepted = sepaReturnSample('pain.002.001.03-devoluciones.xml').replace(
      '<TxSts>RJCT</TxSts>',
      '<TxSts>ACCP</TxSts>',
    );
    expect(parseBankFile(accepted).returns.map((item) => item.endToEndId)).toEqual(['F2026-000102']);
    const pain008 = '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"/>';
    expect(() => parseBankFile(pain008)).toThrow(/se admiten pain.002.001.03/);
    expect(() => parseBankFile('<Document><a></Document>')).toThrow(/no es un XML bien formado/);
    const noEndToEnd = sepaReturnSample('pain.002.001.03-devoluciones.xml').replace(
      '<OrgnlEndToEndId>F2026-000101</OrgnlEndToEndId>',
      '',
    );
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
