import type { OutboxMessage, OutboxSort, Paged, SortDirection } from '@cumplia/domain';
import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { listOrder, type SortColumns } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';

type Query = {
  page: number;
  size: number;
  channel?: 'EMAIL' | 'SMS' | undefined;
  status?: 'PENDING' | 'SENT' | 'FAILED' | undefined;
  recipient?: string | undefined;
  sort: OutboxSort;
  dir: SortDirection;
};

const outboxSortColumns: SortColumns<OutboxSort> = { fecha: outboxMessages.createdAt };

/** The staff view of every e-mail and SMS with its delivery status, in the chosen order (newest first), paged in SQL. */
export async function listOutboxMessages({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: Query;
}): Promise<Paged<OutboxMessage>> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const filters: SQL[] = [];
  if (input.channel) filters.push(eq(outboxMessages.channel, input.channel));
  if (input.status) filters.push(eq(outboxMessages.status, input.status));
  if (input.recipient) filters.push(ilike(outboxMessages.recipient, containsPattern(input.recipient)));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        bodyText: outboxMessages.bodyText,
        attachments: outboxMessages.attachments,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        lastError: outboxMessages.lastError,
        deliveredVia: outboxMessages.deliveredVia,
        createdAt: outboxMessages.createdAt,
        sentAt: outboxMessages.sentAt,
        providerMessageIds: outboxMessages.providerMessageIds,
        smsEncoding: outboxMessages.smsEncoding,
        smsSegments: outboxMessages.smsSegments,
        receiptStatus: outboxMessages.receiptStatus,
        receiptAt: outboxMessages.receiptAt,
      })
      .from(outboxMessages)
      .where(where)
      .orderBy(...listOrder(outboxSortColumns, outboxMessages.id, input))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(outboxMessages).where(where),
  ]);
  const content = rows.map(
    ({ attachments, providerMessageIds, smsEncoding, smsSegments, receiptStatus, receiptAt, ...row }) => ({
      ...row,
      sms: providerMessageIds
        ? {
            providerMessageIds,
            encoding: smsEncoding,
            segments: smsSegments,
            receiptStatus,
            receiptAt: receiptAt?.toISOString() ?? null,
          }
        : null,
      attachmentNames: attachments?.map((attachment) => attachment.fileName) ?? [],
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }),
  );
  return pageOf(content, total?.value ?? 0, input);
}
