import { MESSAGES, type Paged, type StoppedWorkItem, type WorkQueue } from '@cumplia/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import {
  backgroundWorkItems,
  companies,
  contracts,
  onboardingInvitations,
  sepaMandateAmendments,
  signatureRequests,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { deadAndWaiting } from './work-items.js';

const ofQueue = (queue: WorkQueue) => eq(backgroundWorkItems.queue, queue);

/** 'Trabajos detenidos': the items the background jobs gave up on, oldest first, with the company each is for. */
export async function listStoppedWork({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number };
}): Promise<Paged<StoppedWorkItem>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        queue: backgroundWorkItems.queue,
        itemId: backgroundWorkItems.itemId,
        attempts: backgroundWorkItems.attempts,
        lastError: backgroundWorkItems.lastError,
        firstAttemptAt: backgroundWorkItems.firstAttemptAt,
        deadAt: backgroundWorkItems.deadAt,
        companyId: companies.id,
        companyName: companies.razonSocial,
        nifCif: companies.nifCif,
      })
      .from(backgroundWorkItems)
      .leftJoin(contracts, and(ofQueue('seal-contract'), eq(contracts.id, backgroundWorkItems.itemId)))
      .leftJoin(
        sepaMandateAmendments,
        and(ofQueue('seal-amendment'), eq(sepaMandateAmendments.id, backgroundWorkItems.itemId)),
      )
      .leftJoin(signatureRequests, eq(signatureRequests.id, sepaMandateAmendments.signatureRequestId))
      .leftJoin(
        onboardingInvitations,
        and(ofQueue('onboarding-reminder'), eq(onboardingInvitations.id, backgroundWorkItems.itemId)),
      )
      .leftJoin(
        companies,
        eq(
          companies.id,
          sql`coalesce(${contracts.companyId}, ${signatureRequests.companyId}, ${onboardingInvitations.companyId})`,
        ),
      )
      .where(deadAndWaiting)
      .orderBy(asc(backgroundWorkItems.deadAt), asc(backgroundWorkItems.queue), asc(backgroundWorkItems.itemId))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(backgroundWorkItems).where(deadAndWaiting),
  ]);
  return pageOf(
    rows.map((row) => ({
      cola: row.queue as WorkQueue,
      id: row.itemId,
      empresa:
        row.companyId === null
          ? null
          : { id: row.companyId, nombre: row.companyName || (row.nifCif ?? ''), nifCif: row.nifCif ?? '' },
      intentos: row.attempts,
      ultimoError: row.lastError,
      primerIntento: row.firstAttemptAt.toISOString(),
      detenidoDesde: (row.deadAt ?? row.firstAttemptAt).toISOString(),
    })),
    total?.value ?? 0,
    input,
  );
}

type StoppedItemInput = { cola: WorkQueue; id: number };

/** Staff retry a stopped item: its state is cleared, so the job takes it at once with its attempts counted afresh. */
export async function retryStoppedWork({ ctx, input }: { ctx: ActionContext; input: StoppedItemInput }) {
  requireStaff(ctx);
  await settleStoppedItem(ctx, input, 'background.item.retried', (tx, item) =>
    tx.delete(backgroundWorkItems).where(item),
  );
  if (input.cola !== 'onboarding-reminder') void ctx.services.wakeSealer();
  return { message: MESSAGES.stoppedWork.retried };
}

/** Staff retry every stopped item at once (after an outage of the TSA, say): one audit entry names them all. */
export async function retryAllStoppedWork({ ctx }: { ctx: ActionContext }) {
  requireStaff(ctx);
  const now = ctx.services.now();
  const retried = await ctx.services.db.transaction(async (tx) => {
    const items = await tx
      .delete(backgroundWorkItems)
      .where(deadAndWaiting)
      .returning({ queue: backgroundWorkItems.queue, itemId: backgroundWorkItems.itemId });
    if (items.length > 0) {
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'background.items.retried',
          entityType: 'background_work',
          entityId: 'todos',
          after: { trabajos: items.map((item) => `${item.queue}:${item.itemId}`) },
        },
      );
    }
    return items;
  });
  if (retried.some((item) => item.queue !== 'onboarding-reminder')) void ctx.services.wakeSealer();
  return { message: MESSAGES.stoppedWork.retriedAll(retried.length) };
}

/** Staff give up on a stopped item for good: it stays recorded, is never tried again and is no longer listed. */
export async function discardStoppedWork({ ctx, input }: { ctx: ActionContext; input: StoppedItemInput }) {
  requireStaff(ctx);
  const now = ctx.services.now();
  await settleStoppedItem(ctx, input, 'background.item.discarded', (tx, item) =>
    tx.update(backgroundWorkItems).set({ discardedAt: now }).where(item),
  );
  return { message: MESSAGES.stoppedWork.discarded };
}

async function settleStoppedItem(
  ctx: ActionContext,
  input: StoppedItemInput,
  action: 'background.item.retried' | 'background.item.discarded',
  settle: (tx: Transaction, item: SQL | undefined) => Promise<unknown>,
) {
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const item = and(ofQueue(input.cola), eq(backgroundWorkItems.itemId, input.id), deadAndWaiting);
    const [stopped] = await tx.select().from(backgroundWorkItems).where(item).for('update');
    if (!stopped) throw notFound(MESSAGES.stoppedWork.notFound);
    await settle(tx, item);
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action,
        entityType: 'background_work',
        entityId: `${input.cola}:${input.id}`,
        before: { intentos: stopped.attempts, ultimoError: stopped.lastError },
      },
    );
  });
}
