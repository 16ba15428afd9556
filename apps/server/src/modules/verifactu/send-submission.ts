import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { verifactuRecords, verifactuSenderState, verifactuSubmissions } from '../../db/schema/index.js';
import { buildSubmissionEnvelope, MAX_RECORDS_PER_SUBMISSION } from '../../generators/verifactu/submission.js';
import {
  type AnswerLine,
  parseSubmissionAnswer,
  type SubmissionAnswer,
} from '../../generators/verifactu/submission-answer.js';
import type { ActionContext } from '../../platform/actor.js';
import { postToAeat } from './aeat-transport.js';
import { recordIdOfReference } from './record-chain.js';
import { isSenderState, lockSenderState } from './sender-state.js';

/** A submission in flight longer than the request timeout and this margin was left by a process that stopped. */
const STALE_MARGIN_MS = 10_000;
const MAX_RETRY_SECONDS = 3600;

/** After failures in a row, the next submission waits the AEAT's time doubled per failure, at most an hour. */
export function retryDelaySeconds(waitSeconds: number, failures: number): number {
  return Math.min(Math.max(waitSeconds, 30) * 2 ** Math.max(0, failures - 1), MAX_RETRY_SECONDS);
}

type ClaimedRecord = { id: number; numero: string; fecha: string; recordType: 'ALTA' | 'ANULACION'; xml: string };
type Claim = { submissionId: number; startedAt: Date; records: ClaimedRecord[] };

/**
 * The records of the next submission, in chain order: up to 1,000, and never two of the same invoice (the AEAT
 * must register the first before it reads the second, so the second waits for the next submission).
 */
function submissionBatch(pending: ClaimedRecord[]): ClaimedRecord[] {
  const invoices = new Set<string>();
  const batch: ClaimedRecord[] = [];
  for (const record of pending) {
    const invoice = `${record.numero}|${record.fecha}`;
    if (invoices.has(invoice)) break;
    invoices.add(invoice);
    batch.push(record);
  }
  return batch;
}

/**
 * Claims the next submission under the sender's row lock, so that one process sends at a time: none while
 * another's is in flight, none before the AEAT's wait has passed since the last one (unless 1,000 records are
 * waiting: the Orden's flow control, art. 16.2), none without pending records. A submission left in flight by a
 * process that stopped is closed as interrupted; its records are still pending and go again, so the AEAT's
 * answer (registered, or "already registered") is what decides each one.
 */
async function claimSubmission(db: Database, endpoint: string, timeoutMs: number, now: Date): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const state = await lockSenderState(tx);
    if (state.inFlightSubmissionId !== null) {
      const [flight] = await tx
        .select({ startedAt: verifactuSubmissions.startedAt })
        .from(verifactuSubmissions)
        .where(eq(verifactuSubmissions.id, state.inFlightSubmissionId));
      if (flight && flight.startedAt.getTime() + timeoutMs + STALE_MARGIN_MS > now.getTime()) return null;
      await tx
        .update(verifactuSubmissions)
        .set({
          status: 'INTERRUMPIDO',
          finishedAt: now,
          error: 'El envío se interrumpió antes de recibir la respuesta de la AEAT; sus registros se envían de nuevo.',
        })
        .where(
          and(eq(verifactuSubmissions.id, state.inFlightSubmissionId), eq(verifactuSubmissions.status, 'ENVIANDO')),
        );
    }
    const pendingRecords = (held: boolean) =>
      tx
        .select({
          id: verifactuRecords.id,
          numero: verifactuRecords.numero,
          fecha: verifactuRecords.fecha,
          recordType: verifactuRecords.recordType,
          xml: sql<string>`${verifactuRecords.xml}`,
        })
        .from(verifactuRecords)
        .where(
          and(
            eq(verifactuRecords.status, 'PENDIENTE'),
            held ? isNotNull(verifactuRecords.refusedAloneAt) : isNull(verifactuRecords.refusedAloneAt),
          ),
        )
        .orderBy(asc(verifactuRecords.id))
        .limit(MAX_RECORDS_PER_SUBMISSION);
    // A record held back after a refusal goes again only when no other record can show whose the fault was.
    let pending = await pendingRecords(false);
    if (pending.length === 0) pending = await pendingRecords(true);
    const waitOver = state.nextSendAt === null || state.nextSendAt.getTime() <= now.getTime();
    if (pending.length === 0 || (!waitOver && pending.length < MAX_RECORDS_PER_SUBMISSION)) {
      if (state.inFlightSubmissionId !== null) {
        await tx.update(verifactuSenderState).set({ inFlightSubmissionId: null }).where(isSenderState);
      }
      return null;
    }
    const records = submissionBatch(pending.slice(0, state.batchLimit ?? MAX_RECORDS_PER_SUBMISSION));
    const [submission] = await tx
      .insert(verifactuSubmissions)
      .values({ status: 'ENVIANDO', endpoint, recordCount: records.length, startedAt: now })
      .returning({ id: verifactuSubmissions.id });
    if (!submission) throw new Error('Could not store the Verifactu submission.');
    await tx
      .update(verifactuRecords)
      .set({ submissionId: submission.id })
      .where(
        inArray(
          verifactuRecords.id,
          records.map((record) => record.id),
        ),
      );
    await tx
      .update(verifactuSenderState)
      .set({
        inFlightSubmissionId: submission.id,
        nextSendAt: new Date(now.getTime() + state.waitSeconds * 1000),
      })
      .where(isSenderState);
    return { submissionId: submission.id, startedAt: now, records };
  });
}

type RecordAnswer = {
  status: 'CORRECTO' | 'ACEPTADO_CON_ERRORES' | 'INCORRECTO';
  errorCode: number | null;
  errorDescription: string | null;
  csv: string | null;
  duplicateRequestId: string | null;
};

/**
 * What the AEAT's line means for our record. "Already registered" (error 3000, with the AEAT's copy) for a record
 * sent again after a lost answer is the record registered: it takes the state of the AEAT's copy, and the request
 * id stands in for the CSV, which only the first answer carried. A cancellation the AEAT already holds is done.
 */
function recordAnswerOf(line: AnswerLine, csv: string | null): RecordAnswer {
  const base = { errorCode: line.errorCode, errorDescription: line.errorDescription, csv, duplicateRequestId: null };
  if (line.status === 'Correcto') return { ...base, status: 'CORRECTO', errorCode: null, errorDescription: null };
  if (line.status === 'AceptadoConErrores') return { ...base, status: 'ACEPTADO_CON_ERRORES' };
  const { duplicate } = line;
  const alreadyHeld =
    duplicate &&
    ((line.operation === 'Alta' && duplicate.status !== 'Anulada') ||
      (line.operation === 'Anulacion' && duplicate.status === 'Anulada'));
  if (duplicate && alreadyHeld) {
    return {
      status: duplicate.status === 'AceptadaConErrores' ? 'ACEPTADO_CON_ERRORES' : 'CORRECTO',
      errorCode: duplicate.errorCode,
      errorDescription: duplicate.errorDescription,
      csv: null,
      duplicateRequestId: duplicate.requestId,
    };
  }
  return { ...base, status: 'INCORRECTO', csv: null };
}

/** Which claimed record an answer line speaks of: by its RefExterna, else by invoice and operation. */
function recordOfLine(records: ClaimedRecord[], line: AnswerLine): ClaimedRecord | undefined {
  const id = recordIdOfReference(line.reference);
  if (id !== null) return records.find((record) => record.id === id);
  const type = line.operation === 'Alta' ? 'ALTA' : 'ANULACION';
  return records.find(
    (record) =>
      record.numero === line.invoice.numero && record.fecha === line.invoice.fecha && record.recordType === type,
  );
}

type Outcome =
  | { kind: 'answered'; answer: Extract<SubmissionAnswer, { kind: 'answer' }>; body: string }
  | { kind: 'refused'; message: string; body: string }
  | { kind: 'failed'; message: string; body: string | null };

async function applyAnswers(
  tx: Transaction,
  claim: Claim,
  answer: Extract<SubmissionAnswer, { kind: 'answer' }>,
  now: Date,
): Promise<number> {
  let answered = 0;
  for (const line of answer.lines) {
    const record = recordOfLine(claim.records, line);
    if (!record) continue;
    const result = recordAnswerOf(line, answer.csv);
    // Only a pending record takes an answer: a late answer never overwrites one already recorded.
    await tx
      .update(verifactuRecords)
      .set({ ...result, statusAt: now, submissionId: claim.submissionId })
      .where(and(eq(verifactuRecords.id, record.id), eq(verifactuRecords.status, 'PENDIENTE')));
    answered++;
  }
  return answered;
}

/** Records held back after the AEAT refused a message holding only them, not yet judged. */
const heldAfterRefusal = and(eq(verifactuRecords.status, 'PENDIENTE'), isNotNull(verifactuRecords.refusedAloneAt));

/** Every held record goes again with the others (the refusal may have been the sender's fault). */
export async function releaseHeldRecords(tx: Transaction) {
  await tx.update(verifactuRecords).set({ refusedAloneAt: null, errorDescription: null }).where(heldAfterRefusal);
}

/**
 * A message the AEAT refused as a whole is split until the record that causes it stands alone: a refused message
 * of several records is followed by one of half as many, at the AEAT's usual wait. A record refused alone is held
 * back and the next record goes alone: if the AEAT answers that one, the held record is INCORRECTO with the
 * refusal, shown for correction on 'Verifactu'; if it refuses that one too, the fault is the sender's (a header, a
 * certificate), every held record is released and the whole batch waits, backing off, as any failure does.
 */
async function splitRefusedMessage(
  tx: Transaction,
  claim: Claim,
  refusal: { message: string; waitSeconds: number },
  now: Date,
) {
  const [alone] = claim.records.length === 1 ? claim.records : [];
  if (!alone) {
    await tx
      .update(verifactuSenderState)
      .set({
        batchLimit: Math.ceil(claim.records.length / 2),
        nextSendAt: new Date(now.getTime() + refusal.waitSeconds * 1000),
      })
      .where(isSenderState);
    return { split: true };
  }
  const held = await tx.select({ id: verifactuRecords.id }).from(verifactuRecords).where(heldAfterRefusal);
  if (held.some((record) => record.id !== alone.id)) {
    await releaseHeldRecords(tx);
    await tx.update(verifactuSenderState).set({ batchLimit: null }).where(isSenderState);
    return { split: false };
  }
  await tx
    .update(verifactuRecords)
    .set({ refusedAloneAt: now, errorDescription: refusal.message.slice(0, 2000) })
    .where(and(eq(verifactuRecords.id, alone.id), eq(verifactuRecords.status, 'PENDIENTE')));
  return { split: false };
}

/** The AEAT's error code in a refusal's text ("Codigo[4102].El XML no cumple el esquema…"), for SQL's substring. */
const AEAT_ERROR_CODE = String.raw`Codigo\[(\d+)\]`;

/** A record answered after one was held back alone clears it: the held record's own refusal makes it INCORRECTO. */
async function confirmHeldRecords(tx: Transaction, claim: Claim, now: Date) {
  const confirmed = await tx
    .update(verifactuRecords)
    .set({
      status: 'INCORRECTO',
      statusAt: now,
      errorCode: sql`substring(${verifactuRecords.errorDescription} from ${AEAT_ERROR_CODE})::int`,
    })
    .where(
      and(
        heldAfterRefusal,
        notInArray(
          verifactuRecords.id,
          claim.records.map((record) => record.id),
        ),
      ),
    )
    .returning({ id: verifactuRecords.id });
  if (confirmed.length > 0) await tx.update(verifactuSenderState).set({ batchLimit: null }).where(isSenderState);
}

async function recordOutcome(db: Database, claim: Claim, outcome: Outcome, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const state = await lockSenderState(tx);
    const ours = state.inFlightSubmissionId === claim.submissionId;
    let answered = 0;
    if (outcome.kind === 'answered') {
      const { answer } = outcome;
      answered = await applyAnswers(tx, claim, answer, now);
      await confirmHeldRecords(tx, claim, now);
      await tx
        .update(verifactuSubmissions)
        .set({
          status:
            answer.status === 'Correcto'
              ? 'CORRECTO'
              : answer.status === 'ParcialmenteCorrecto'
                ? 'PARCIALMENTE_CORRECTO'
                : 'INCORRECTO',
          finishedAt: now,
          csv: answer.csv,
          waitSeconds: answer.waitSeconds,
          responseXml: outcome.body,
        })
        .where(eq(verifactuSubmissions.id, claim.submissionId));
      await tx
        .update(verifactuSenderState)
        .set({
          waitSeconds: answer.waitSeconds,
          nextSendAt: new Date(claim.startedAt.getTime() + answer.waitSeconds * 1000),
          consecutiveFailures: 0,
          lastError: null,
          ...(ours ? { inFlightSubmissionId: null } : {}),
        })
        .where(isSenderState);
      return answered;
    }
    const { split } =
      outcome.kind === 'refused'
        ? await splitRefusedMessage(tx, claim, { message: outcome.message, waitSeconds: state.waitSeconds }, now)
        : { split: false };
    // Splitting is progress, not a failure: the halves go at the AEAT's usual wait.
    const failures = split ? state.consecutiveFailures : state.consecutiveFailures + 1;
    await tx
      .update(verifactuSubmissions)
      .set({
        status: outcome.kind === 'refused' ? 'RECHAZADO' : 'FALLIDO',
        finishedAt: now,
        error: outcome.message.slice(0, 2000),
        responseXml: outcome.body,
      })
      .where(eq(verifactuSubmissions.id, claim.submissionId));
    await tx
      .update(verifactuSenderState)
      .set({
        consecutiveFailures: failures,
        lastError: outcome.message.slice(0, 2000),
        ...(split
          ? {}
          : { nextSendAt: new Date(now.getTime() + retryDelaySeconds(state.waitSeconds, failures) * 1000) }),
        ...(ours ? { inFlightSubmissionId: null } : {}),
      })
      .where(isSenderState);
    return 0;
  });
}

/** The AEAT's reply read as an outcome: its answer, its refusal of the whole message, or no usable answer. */
function outcomeOf(body: string): Outcome {
  let parsed: SubmissionAnswer;
  try {
    parsed = parseSubmissionAnswer(body);
  } catch (error) {
    return { kind: 'failed', message: `Respuesta no válida de la AEAT: ${(error as Error).message}`, body };
  }
  if (parsed.kind === 'answer') return { kind: 'answered', answer: parsed, body };
  const prefix = parsed.side === 'client' ? 'La AEAT rechazó el envío' : 'Error del servicio de la AEAT';
  return { kind: parsed.side === 'client' ? 'refused' : 'failed', message: `${prefix}: ${parsed.message}`, body };
}

/**
 * Sends the next submission of pending records to the AEAT, when the flow control allows, and records what the
 * AEAT answered for each (run by the Verifactu sender job). A lost connection, a timeout or an AEAT error leaves
 * the records pending for the next attempt, later each time. Answers how many records got an answer.
 */
export async function sendNextVerifactuSubmission({
  ctx,
}: {
  ctx: ActionContext<null>;
}): Promise<{ answered: number }> {
  const { config, db } = ctx.services;
  const { verifactu } = config;
  if (!verifactu.endpoint) return { answered: 0 };
  const claim = await claimSubmission(db, verifactu.endpoint, verifactu.timeoutMs, ctx.services.now());
  if (!claim) return { answered: 0 };
  const envelope = buildSubmissionEnvelope({
    taxpayer: { name: config.provider.legalName, nif: config.provider.nif },
    records: claim.records.map((record) => record.xml),
  });
  let outcome: Outcome;
  try {
    const reply = await postToAeat({ ...verifactu, endpoint: verifactu.endpoint }, envelope);
    outcome = outcomeOf(reply.body);
  } catch (error) {
    outcome = { kind: 'failed', message: `Sin respuesta de la AEAT: ${(error as Error).message}`, body: null };
  }
  const answered = await recordOutcome(db, claim, outcome, ctx.services.now());
  if (outcome.kind === 'answered') {
    ctx.log.info(
      { submissionId: claim.submissionId, records: claim.records.length, answered },
      'verifactu submission answered',
    );
  } else {
    ctx.log.warn({ submissionId: claim.submissionId, reason: outcome.message }, 'verifactu submission failed');
  }
  return { answered };
}
