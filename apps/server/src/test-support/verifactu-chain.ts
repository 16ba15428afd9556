import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { invoices, verifactuRecords } from '../db/schema/index.js';
import { altaFingerprint, anulacionFingerprint } from '../generators/verifactu/fingerprint.js';

/**
 * Every Verifactu record in the order it was generated, with its invoice, the fingerprint of the record before it
 * (which it must carry) and its own fingerprint recomputed from the fields the AEAT's specification names.
 */
export async function readRecordChain(db: Database, issuerNif: string) {
  const rows = await db
    .select({ record: verifactuRecords, invoice: invoices })
    .from(verifactuRecords)
    .innerJoin(invoices, eq(invoices.id, verifactuRecords.invoiceId))
    .orderBy(verifactuRecords.id);
  return rows.map(({ record, invoice }, index) => {
    const previousHash = rows[index - 1]?.record.hash ?? null;
    const common = {
      issuerNif,
      numero: record.numero,
      fecha: record.fecha,
      previousHash,
      recordTimestamp: record.recordTimestamp,
    };
    const recomputedHash =
      record.recordType === 'ALTA'
        ? altaFingerprint({
            ...common,
            tipoFactura: invoice.tipoFactura,
            cuotaTotalCents: invoice.importeImpuestosCents,
            importeTotalCents: invoice.importeTotalImpuestosCents,
          })
        : anulacionFingerprint(common);
    return { record, invoice, previousHash, recomputedHash };
  });
}
