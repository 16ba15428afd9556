import { type InvoiceVerifactu, VERIFACTU_ERRORS_WITHOUT_CORRECTION, type VerifactuRecord } from '@cumplia/domain';
import { and, desc, eq, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { verifactuRecords } from '../../db/schema/index.js';

type RecordRow = typeof verifactuRecords.$inferSelect;

/**
 * Records the AEAT rejected, or accepted with errors that must be corrected, not corrected yet: what staff must
 * act on (the AEAT's "Validaciones", 4.3.1).
 */
export const needsCorrection: SQL = and(
  isNull(verifactuRecords.supersededById),
  or(
    eq(verifactuRecords.status, 'INCORRECTO'),
    and(
      eq(verifactuRecords.status, 'ACEPTADO_CON_ERRORES'),
      or(
        isNull(verifactuRecords.errorCode),
        notInArray(verifactuRecords.errorCode, [...VERIFACTU_ERRORS_WITHOUT_CORRECTION]),
      ),
    ),
  ),
) as SQL;

export function recordNeedsCorrection(record: Pick<RecordRow, 'status' | 'errorCode' | 'supersededById'>): boolean {
  if (record.supersededById !== null) return false;
  if (record.status === 'INCORRECTO') return true;
  return (
    record.status === 'ACEPTADO_CON_ERRORES' &&
    (record.errorCode === null || !VERIFACTU_ERRORS_WITHOUT_CORRECTION.includes(record.errorCode))
  );
}

/** The AEAT's name of what a record does: an alta, a subsanación, an alta after a rejection, an anulación. */
export function operationOf(
  record: Pick<RecordRow, 'recordType' | 'subsanacion' | 'rechazoPrevio'>,
): VerifactuRecord['operacion'] {
  if (record.recordType === 'ANULACION') return 'ANULACION';
  if (!record.subsanacion) return 'ALTA';
  return record.rechazoPrevio === 'X' ? 'ALTA_TRAS_RECHAZO' : 'SUBSANACION';
}

export function recordView(record: RecordRow): VerifactuRecord {
  return {
    id: record.id,
    facturaId: record.invoiceId,
    numero: record.numero,
    fecha: record.fecha,
    operacion: operationOf(record),
    estado: record.status,
    estadoEn: record.statusAt.toISOString(),
    generadoEn: record.createdAt.toISOString(),
    codigoError: record.errorCode,
    descripcionError: record.errorDescription,
    csv: record.csv,
    peticionAnterior: record.duplicateRequestId,
    sustituidoPor: record.supersededById,
    requiereSubsanacion: recordNeedsCorrection(record),
    huella: record.hash,
  };
}

/** The latest record of each of any number of invoices: the ids go as one array, so the statement is prepared once. */
const latestRecordsOf = preparedStatement((db) =>
  db
    .selectDistinctOn([verifactuRecords.invoiceId])
    .from(verifactuRecords)
    .where(sql`${verifactuRecords.invoiceId} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(verifactuRecords.invoiceId, desc(verifactuRecords.id))
    .prepare('verifactu_latest_records_of'),
);

/** The latest record of each invoice of a page (their standing with the AEAT), in one query. */
export async function currentRecordsOf(db: Queryable, invoiceIds: number[]): Promise<Map<number, InvoiceVerifactu>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await latestRecordsOf(db).execute({ ids: invoiceIds });
  return new Map(
    rows.map((record) => [
      record.invoiceId,
      {
        estado: record.status,
        operacion: operationOf(record),
        csv: record.csv,
        codigoError: record.errorCode,
        descripcionError: record.errorDescription,
      },
    ]),
  );
}
