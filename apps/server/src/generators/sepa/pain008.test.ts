import { describe, expect, it } from 'vitest';
import { validatePain008 } from '../../test-support/pain008-schema.js';
import { collectionDate, isTargetBusinessDay } from './collection-date.js';
import { buildPain008, type DirectDebit } from './pain008.js';
import { sepaIdentifier, sepaText } from './sepa-text.js';
import { writeXml } from './xml-writer.js';

const debit = (overrides: Partial<DirectDebit>): DirectDebit => ({
  endToEndId: 'F2026-000001',
  amountCents: 30250,
  mandateId: 'CUMPLIA-00000001',
  mandateSignedOn: '2026-01-10',
  sequenceType: 'FRST',
  collectionDate: '2026-11-24',
  debtorName: 'Panadería La Laguna S.L.',
  debtorIban: 'ES6000491500051234567892',
  remittanceInformation: 'Factura F2026-000001',
  ...overrides,
});

const file = (debits: DirectDebit[]) =>
  buildPain008({
    messageId: 'CUMPLIA2026112100000001',
    createdAt: '2026-11-21T10:00:00',
    creditor: { name: 'Cumplia Soluciones Normativas S.L.', id: 'ES12ZZZB38990016', iban: 'ES9121000418450200051332' },
    debits,
  });

describe('pain.008.001.02 file', () => {
  it('is valid against the official XSD and sums exactly, one block per sequence type and date', async () => {
    const xml = file([
      debit({}),
      debit({ endToEndId: 'F2026-000002', amountCents: 10890, sequenceType: 'RCUR', mandateId: 'CUMPLIA-00000002' }),
      debit({ endToEndId: 'F2026-000003', amountCents: 1, sequenceType: 'RCUR', collectionDate: '2026-12-01' }),
    ]);
    const validation = await validatePain008(xml);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    expect((await validatePain008(xml.replace('<PmtMtd>DD</PmtMtd>', '<PmtMtd>XX</PmtMtd>'))).valid).toBe(false);
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs>');
    expect(xml).toContain('<CtrlSum>411.41</CtrlSum>');
    expect(xml.match(/<PmtInf>/g)).toHaveLength(3);
    expect(xml).toContain('<Nm>Panaderia La Laguna S.L.</Nm>');
    expect(xml).toMatch(/<InitgPty>[\s\S]*<Id>ES12ZZZB38990016<\/Id>[\s\S]*<Prtry>SEPA<\/Prtry>/);
  });

  it('writes pain.008.001.08 valid against its own XSD, and not against the other version', async () => {
    const debits = [
      debit({}),
      debit({ endToEndId: 'F2026-000002', amountCents: 10890, sequenceType: 'RCUR', mandateId: 'CUMPLIA-00000002' }),
      debit({ debtorName: 'Ñandú & Cía <script>' }),
    ];
    const v08 = buildPain008({
      version: '08',
      messageId: 'CUMPLIA2026112100000002',
      createdAt: '2026-11-21T10:00:00',
      creditor: {
        name: 'Cumplia Soluciones Normativas S.L.',
        id: 'ES12ZZZB38990016',
        iban: 'ES9121000418450200051332',
      },
      debits,
    });
    expect(v08).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"');
    expect((await validatePain008(v08)).errors).toEqual([]);
    const as02 = v08
      .replace('pain.008.001.08', 'pain.008.001.02')
      .replace('<PmtMtd>DD</PmtMtd>', '<PmtMtd>XX</PmtMtd>');
    expect((await validatePain008(as02)).valid).toBe(false);
    expect((await validatePain008(v08.replace('<SeqTp>RCUR</SeqTp>', '<SeqTp>XXXX</SeqTp>'))).valid).toBe(false);
  });

  it('carries a mandate amendment (original account, or SMNDA for another bank) valid against both XSDs', async () => {
    const debits = [
      debit({ amendment: { originalDebtorIban: 'ES7000491500010512345678' } }),
      debit({ endToEndId: 'F2026-000002', mandateId: 'CUMPLIA-00000002', amendment: { otherDebtorBank: true } }),
      debit({ endToEndId: 'F2026-000003', mandateId: 'CUMPLIA-00000003' }),
    ];
    for (const version of ['02', '08'] as const) {
      const xml = buildPain008({
        version,
        messageId: 'CUMPLIA2026112100000003',
        createdAt: '2026-11-21T10:00:00',
        creditor: { name: 'Cumplia', id: 'ES12ZZZB38990016', iban: 'ES9121000418450200051332' },
        debits,
      });
      expect((await validatePain008(xml)).errors).toEqual([]);
      const compact = xml.replace(/>\s+</g, '><');
      expect(compact).toContain(
        '<DtOfSgntr>2026-01-10</DtOfSgntr><AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlDbtrAcct><Id><IBAN>ES7000491500010512345678</IBAN></Id></OrgnlDbtrAcct></AmdmntInfDtls>',
      );
      expect(compact).toContain(
        '<AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlDbtrAcct><Id><Othr><Id>SMNDA</Id></Othr></Id></OrgnlDbtrAcct></AmdmntInfDtls>',
      );
      expect(compact.match(/AmdmntInd/g)).toHaveLength(4);
    }
  });

  it('escapes and transliterates hostile names', async () => {
    const xml = file([debit({ debtorName: 'Ñandú & Cía <script>"\'</script> Ça, º 1' })]);
    expect((await validatePain008(xml)).valid).toBe(true);
    expect(xml).toContain('<Nm>Nandu Y Cia script &apos; /script Ca, . 1</Nm>');
    expect(xml).not.toContain('<script>');
  });
});

describe('SEPA text and identifiers', () => {
  it('keeps only the SEPA character set', () => {
    expect(sepaText('Librería Vegueta, S.L. (Las Palmas) – 50 % €', 70)).toBe('Libreria Vegueta, S.L. (Las Palmas) 50');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
    expect(sepaIdentifier('/F 2026//0001/')).toBe('F2026/0001');
  });
});

describe('collection date', () => {
  it('is the billing date, but no earlier than the business day after the file reaches the bank (D-1)', () => {
    // A file made on Saturday 21 November 2026 reaches the bank on Monday 23: collected on Tuesday 24.
    expect(collectionDate('2026-11-01', '2026-11-21')).toBe('2026-11-24');
    // Made on Sunday evening, the same: not Monday.
    expect(collectionDate('2026-11-01', '2026-11-22')).toBe('2026-11-24');
    // Made on Monday (a business day, delivered that day): Tuesday.
    expect(collectionDate('2026-11-01', '2026-11-23')).toBe('2026-11-24');
    // Made on Thursday 24 December: the 25th and 26th are closed, the 26th a Saturday: Monday 28.
    expect(collectionDate('2026-12-01', '2026-12-24')).toBe('2026-12-28');
    expect(collectionDate('2026-12-10', '2026-11-21')).toBe('2026-12-10');
    // 25 and 26 December are closed; 26 December 2026 is a Saturday, so the next day is Monday 28.
    expect(collectionDate('2026-12-25', '2026-12-01')).toBe('2026-12-28');
  });

  it('knows Good Friday and Easter Monday', () => {
    expect(isTargetBusinessDay('2027-03-26')).toBe(false);
    expect(isTargetBusinessDay('2027-03-29')).toBe(false);
    expect(isTargetBusinessDay('2027-03-30')).toBe(true);
  });
});

describe('XML writer', () => {
  it('escapes every text and attribute value', () => {
    const out: string[] = [];
    writeXml('A', { '@b': '"x" & <y>', C: "O'Brien & <Co>" }, out);
    expect(out.join('')).toBe('<A b="&quot;x&quot; &amp; &lt;y&gt;">\n  <C>O&apos;Brien &amp; &lt;Co&gt;</C>\n</A>\n');
  });
});
