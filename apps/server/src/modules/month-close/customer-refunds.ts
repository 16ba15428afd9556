import {
  type CustomerRefund,
  type CustomerRefundPage,
  type CustomerRefundState,
  customerRefundProblem,
  formatDateEs,
  formatEuros,
  MESSAGES,
  maskIban,
  type RecordCustomerRefundRequest,
  todayInMadrid,
} from '@cumplia/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { refundOwed } from '../../db/money-state.js';
import { rowsOf } from '../../db/rows-of.js';
import { customerRefunds } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { companyContactOf } from '../company-access/index.js';
import { enqueueEmail } from '../outbox/index.js';

type RefundRow = {
  id: number;
  company_id: number;
  numero: string;
  fecha: string;
  rectifica: string;
  empresa: string;
  nif_cif: string;
  cuenta: string;
  owed: string | number;
  paid_cents: number | null;
  paid_on: string | null;
  reference: string | null;
};

/**
 * The rectifying invoices of collected invoices (read from `invoices_rectifies_key`, few of them), with what each
 * owes back to its client on `today` and the transfer that paid it, if recorded.
 */
const refunds = (today: string, where: SQL) => sql`
  select r."id", r."company_id", r."numero", r."fecha"::text as fecha, o."numero" as rectifica,
         r."recipient_razon_social" as empresa, r."recipient_nif_cif" as nif_cif, c."num_cuenta" as cuenta,
         ${refundOwed(today)} as owed, cr."amount_cents" as paid_cents, cr."paid_on"::text as paid_on,
         cr."reference"
  from "invoices" r
  join "invoices" o on o."id" = r."rectifies_invoice_id"
  join "companies" c on c."id" = r."company_id"
  left join "customer_refunds" cr on cr."invoice_id" = r."id"
  where r."rectifies_invoice_id" is not null and r."rectified_original_paid" and ${where}`;

/** Owed and not paid back yet, or paid back (what the transfer paid). */
const inState = (state: CustomerRefundState) =>
  state === 'DEVUELTA' ? sql`x."paid_on" is not null` : sql`x."paid_on" is null and x."owed" > 0`;

function refundOf(row: RefundRow): CustomerRefund {
  return {
    id: row.id,
    facturaId: row.numero,
    fecha: row.fecha,
    rectificaA: row.rectifica,
    empresa: row.empresa,
    nifCif: row.nif_cif,
    cuenta: row.cuenta,
    importe: (row.paid_cents ?? Number(row.owed)) / 100,
    devuelta: row.paid_on ? { fecha: row.paid_on, referencia: row.reference ?? '' } : null,
  };
}

/** GET /admin/devoluciones-cliente: the refunds owed to clients (or paid back), oldest first, a page at a time. */
export async function listCustomerRefunds({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { estado: CustomerRefundState; page: number; size: number };
}): Promise<CustomerRefundPage> {
  requireSuperadmin(ctx);
  const today = todayInMadrid(ctx.services.now());
  const rows = await rowsOf<RefundRow & { total: string | number; sum: string | number }>(
    ctx.services.db,
    sql`select x.*, count(*) over () as total,
               sum(coalesce(x."paid_cents", x."owed")) over () as sum
        from (${refunds(today, sql`true`)}) x
        where ${inState(input.estado)}
        order by x."fecha", x."id"
        limit ${input.size} offset ${input.page * input.size}`,
  );
  return {
    ...pageOf(rows.map(refundOf), Number(rows[0]?.total ?? 0), input),
    importeTotal: Number(rows[0]?.sum ?? 0) / 100,
  };
}

async function refundToRecord(tx: Queryable, invoiceId: number, today: string) {
  // The rectifying invoice is locked: two staff recording the same refund wait for each other.
  const [invoice] = await rowsOf<{ id: number }>(
    tx,
    sql`select "id" from "invoices" where "id" = ${invoiceId} for update`,
  );
  if (!invoice) throw notFound(MESSAGES.errors.invoiceNotFound);
  const [row] = await rowsOf<RefundRow>(tx, refunds(today, sql`r."id" = ${invoiceId}`));
  if (row?.paid_on) throw new AppError('CUSTOMER_REFUND_RECORDED', 409);
  if (!row || Number(row.owed) <= 0) throw new AppError('CUSTOMER_REFUND_NOT_OWED', 409);
  return row;
}

/** The client is told by e-mail what was paid back, when, to which account and with which reference. */
async function tellTheClient(
  tx: Transaction,
  config: Config,
  input: { owed: RefundRow; refund: RecordCustomerRefundRequest; now: Date },
) {
  const { owed, refund } = input;
  const company = await companyContactOf(tx, owed.company_id);
  if (!company?.email) return;
  await enqueueEmail(tx, config, {
    now: input.now,
    idempotencyKey: `customer-refund:${owed.id}`,
    to: company.email,
    email: templateEmail(
      'devolucion-cliente',
      {
        nombre: company.nombre || company.razonSocial,
        factura: owed.rectifica,
        rectificativa: owed.numero,
        importe: formatEuros(Number(owed.owed)),
        cuenta: owed.cuenta ? maskIban(owed.cuenta) : null,
        fecha: formatDateEs(refund.fecha),
        referencia: refund.referencia,
      },
      config.provider,
    ),
  });
}

/**
 * POST /admin/facturas/{id}/devolucion-cliente: staff record the transfer that paid back what a rectifying invoice
 * of a collected invoice owes its client, on the day and for the whole amount the bank statement shows.
 */
export async function recordCustomerRefund({
  ctx,
  input: { invoiceId, ...refund },
}: {
  ctx: ActionContext;
  input: { invoiceId: number } & RecordCustomerRefundRequest;
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const row = await ctx.services.db.transaction(async (tx) => {
    const owed = await refundToRecord(tx, invoiceId, today);
    const problem = customerRefundProblem(refund, {
      amountCents: Number(owed.owed),
      issuedOn: owed.fecha,
      today,
    });
    if (problem) throw new AppError('VALIDATION_ERROR', 400, problem);
    const recorded = {
      invoiceId,
      amountCents: Number(owed.owed),
      paidOn: refund.fecha,
      reference: refund.referencia,
      recordedByUserId: ctx.actor.userId,
      recordedAt: now,
    };
    await tx.insert(customerRefunds).values(recorded);
    await tellTheClient(tx, ctx.services.config, { owed, refund, now });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'invoice.record-refund', entityType: 'invoice', entityId: invoiceId, after: recorded },
    );
    return owed;
  });
  ctx.services.wakeOutbox();
  return { message: `Devolución de ${row.numero} a ${row.empresa} registrada.` };
}
