import { isValidNif, isValidPersonalNif, normalizeSpanishPhone, normalizeTaxId, ROLES } from '@cumplia/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client.js';
import { companies, uploadedFiles, uploadLines } from '../db/schema/index.js';
import { recordAudit } from '../modules/audit/record-audit.js';
import { createPollingWorker, type PollingWorker } from './polling-worker.js';

const BATCH_SIZE = 250;

type ClaimedLine = { id: number; fileId: number; linea: number; nifCif: string | null; telefono: string | null };
type Outcome = { status: 'PROCESADO' | 'ERROR'; mensajeError: string | null; companyId: number | null };

const MESSAGES = {
  invalidNif: 'NIF/CIF inválido.',
  invalidPhone: 'Teléfono inválido: debe ser +34 seguido de 9 dígitos.',
  repeated: (line: number) => `NIF/CIF repetido en el archivo (línea ${line}).`,
  taken: 'La empresa ya está dada de alta en Cumplia.',
  alreadyYours: 'La empresa ya está dada de alta.',
};

/**
 * Processes one batch of pending CSV lines in one transaction: claimed with SKIP LOCKED (several processes may
 * run this), validated, pre-registered companies created, each line's outcome recorded, and files with no
 * pending line left marked processed. A crash rolls the batch back whole: after a restart every line is
 * processed exactly once.
 */
async function processBatch(tx: Transaction, now: Date): Promise<number> {
  const claimed: ClaimedLine[] = await tx
    .select({
      id: uploadLines.id,
      fileId: uploadLines.fileId,
      linea: uploadLines.linea,
      nifCif: uploadLines.nifCif,
      telefono: uploadLines.telefono,
    })
    .from(uploadLines)
    .where(eq(uploadLines.status, 'PENDIENTE'))
    .orderBy(asc(uploadLines.fileId), asc(uploadLines.linea))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return 0;

  const fileIds = [...new Set(claimed.map((line) => line.fileId))];
  const files = await tx
    .select({ id: uploadedFiles.id, agencyId: uploadedFiles.agencyId, userId: uploadedFiles.uploadedByUserId })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, fileIds));
  const fileById = new Map(files.map((file) => [file.id, file]));
  const nifs = [...new Set(claimed.map((line) => normalizeTaxId(line.nifCif ?? '')).filter(Boolean))];

  // The first line of each NIF in its file: any later line with the same NIF is a repetition.
  const firstLines = nifs.length
    ? await tx
        .select({
          fileId: uploadLines.fileId,
          nifCif: uploadLines.nifCif,
          first: sql<number>`min(${uploadLines.linea})`,
        })
        .from(uploadLines)
        .where(and(inArray(uploadLines.fileId, fileIds), inArray(uploadLines.nifCif, nifs)))
        .groupBy(uploadLines.fileId, uploadLines.nifCif)
    : [];
  const firstLineOf = new Map(firstLines.map((row) => [`${row.fileId}:${row.nifCif}`, Number(row.first)]));
  // What stops a line: a company that holds the NIF/CIF for good, or the agency's own claim. Other agencies'
  // unconfirmed claims do not: the company decides which one it confirms (docs/domain.md).
  const existing = nifs.length
    ? await tx
        .select({
          nifCif: companies.nifCif,
          agencyId: companies.agencyId,
          confirmed: sql<boolean>`${companies.agencyConfirmedAt} is not null`,
        })
        .from(companies)
        .where(inArray(companies.nifCif, nifs))
    : [];
  const held = new Set(existing.filter((company) => company.confirmed).map((company) => company.nifCif));
  const claimedBy = new Set(existing.map((company) => `${company.agencyId}:${company.nifCif}`));

  for (const line of claimed) {
    const file = fileById.get(line.fileId);
    const nifCif = normalizeTaxId(line.nifCif ?? '');
    const telefono = normalizeSpanishPhone(line.telefono ?? '');
    let outcome: Outcome;
    if (!isValidNif(nifCif)) outcome = { status: 'ERROR', mensajeError: MESSAGES.invalidNif, companyId: null };
    else if (!/^\+34\d{9}$/.test(telefono))
      outcome = { status: 'ERROR', mensajeError: MESSAGES.invalidPhone, companyId: null };
    else if ((firstLineOf.get(`${line.fileId}:${nifCif}`) ?? line.linea) < line.linea) {
      outcome = {
        status: 'ERROR',
        mensajeError: MESSAGES.repeated(firstLineOf.get(`${line.fileId}:${nifCif}`) ?? 0),
        companyId: null,
      };
    } else if (claimedBy.has(`${file?.agencyId ?? null}:${nifCif}`)) {
      outcome = { status: 'ERROR', mensajeError: MESSAGES.alreadyYours, companyId: null };
    } else if (held.has(nifCif)) {
      outcome = { status: 'ERROR', mensajeError: MESSAGES.taken, companyId: null };
    } else {
      const personal = isValidPersonalNif(nifCif);
      const [company] = await tx
        .insert(companies)
        .values({
          agencyId: file?.agencyId ?? null,
          razonSocial: `Empresa ${nifCif}`,
          nombreComercial: `Empresa ${nifCif}`,
          nifCif,
          tipo: personal ? 'A' : 'E',
          nombre: '',
          dni: personal ? nifCif : '',
          email: '',
          telefono,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: companies.id });
      claimedBy.add(`${file?.agencyId ?? null}:${nifCif}`);
      outcome = { status: 'PROCESADO', mensajeError: null, companyId: company?.id ?? null };
      if (company && file?.userId) {
        await recordAudit(
          tx,
          { actor: { userId: file.userId, roles: [ROLES.agency] }, requestId: null, now },
          {
            action: 'company.create.csv',
            entityType: 'company',
            entityId: company.id,
            after: { nifCif, telefono, fileId: line.fileId, linea: line.linea },
          },
        );
      }
    }
    await tx
      .update(uploadLines)
      .set({ ...outcome, nifCif: nifCif || line.nifCif, fechaProcesado: now })
      .where(eq(uploadLines.id, line.id));
  }

  await tx
    .update(uploadedFiles)
    .set({ procesado: true })
    .where(
      and(
        inArray(uploadedFiles.id, fileIds),
        sql`not exists (select 1 from upload_lines ul where ul.file_id = ${uploadedFiles.id} and ul.status = 'PENDIENTE')`,
      ),
    );
  return claimed.length;
}

/** The CSV mass sign-up worker: pending lines are processed in batches, in the background. */
export function createCsvLineProcessor(options: {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
}): PollingWorker {
  return createPollingWorker(
    'csv-lines',
    () => options.db.transaction((tx) => processBatch(tx, options.now())),
    options.log,
  );
}
