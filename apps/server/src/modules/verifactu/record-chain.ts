import { desc, sql } from 'drizzle-orm';
import type { VerifactuConfig } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { verifactuRecords } from '../../db/schema/index.js';
import type { BuiltRecord, RecordChaining } from '../../generators/verifactu/invoice-records.js';
import { madridTimestamp } from '../../lib/madrid-time.js';

/** One lock for the whole record chain: invoice numbers and records advance one at a time, in id order. */
const RECORD_CHAIN_LOCK = 7_316_001;

/** Takes the chain's lock until the caller's transaction ends. */
export async function lockRecordChain(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECORD_CHAIN_LOCK})`);
}

export type NewRecord = {
  invoiceId: number;
  recordType: 'ALTA' | 'ANULACION';
  numero: string;
  fecha: string;
  subsanacion?: boolean;
  rechazoPrevio?: 'S' | 'X' | null;
  sinRegistroPrevio?: boolean;
};

/**
 * Generates the next record of the chain, inside the caller's transaction and under the chain's lock: it is
 * chained to the last record generated (whatever its invoice or type), stamped with the generation time and
 * stored as built, waiting for its submission. Answers its id.
 */
export async function appendRecord(
  tx: Transaction,
  input: {
    record: NewRecord;
    issuerNif: string;
    verifactu: Pick<VerifactuConfig, 'system'>;
    now: Date;
    build: (chaining: RecordChaining) => BuiltRecord;
  },
): Promise<number> {
  await lockRecordChain(tx);
  const [previous] = await tx
    .select({
      id: verifactuRecords.id,
      numero: verifactuRecords.numero,
      fecha: verifactuRecords.fecha,
      hash: verifactuRecords.hash,
    })
    .from(verifactuRecords)
    .orderBy(desc(verifactuRecords.id))
    .limit(1);
  // The id is known before the record is built: its RefExterna carries it.
  const [allocated] = await rowsOf<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('verifactu_records', 'id'))::int as id`,
  );
  const id = allocated?.id;
  if (!id) throw new Error('Could not allocate a Verifactu record id.');
  const recordTimestamp = madridTimestamp(input.now);
  const built = input.build({
    previous: previous
      ? { issuerNif: input.issuerNif, numero: previous.numero, fecha: previous.fecha, hash: previous.hash }
      : null,
    recordTimestamp,
    system: input.verifactu.system,
    reference: recordReference(id),
  });
  const { record } = input;
  await tx.insert(verifactuRecords).values({
    id,
    invoiceId: record.invoiceId,
    recordType: record.recordType,
    subsanacion: record.subsanacion ?? false,
    rechazoPrevio: record.rechazoPrevio ?? null,
    sinRegistroPrevio: record.sinRegistroPrevio ?? false,
    numero: record.numero,
    fecha: record.fecha,
    previousRecordId: previous?.id ?? null,
    previousHash: previous?.hash ?? null,
    recordTimestamp,
    hash: built.hash,
    xml: built.xml,
    status: 'PENDIENTE',
    statusAt: input.now,
    createdAt: input.now,
  });
  return id;
}

/** RefExterna of a record: how the AEAT's answer names it back. */
export const recordReference = (id: number) => `cumplia-registro-${id}`;

/** The record id a RefExterna names, or null. */
export function recordIdOfReference(reference: string | null): number | null {
  const match = /^cumplia-registro-(\d+)$/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}
