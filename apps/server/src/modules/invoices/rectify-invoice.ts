import {
  addMonths,
  chargeDayAhead,
  eurosToCents,
  formatDateEs,
  formatEuros,
  invoiceIsPaid,
  MESSAGES,
  PROTOCOL_LABELS,
  type RectificationType,
  type RectifyInvoiceRequest,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { invoiceLines, invoices, sepaReturns } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { bookingCommission } from '../commissions/index.js';
import { type InvoiceLineInput, issueInvoice, storedTaxOf } from './issue-invoice.js';
import { withdrawTransferRequest } from './withdraw-transfer-request.js';

const invalid = (message: string) => new AppError('INVOICE_RECTIFICATION_INVALID', 400, message);

/**
 * The rectifying invoice's lines. By differences (I) each corrected line carries its change; by substitution (S)
 * the invoice carries the correct amounts of every line still billed. Amounts are only corrected downwards, and
 * an unpaid invoice is either replaced (S) or cancelled whole (I): a partial difference would leave a remainder
 * no invoice collects.
 */
function rectifyingLines(
  numero: string,
  lines: (typeof invoiceLines.$inferSelect)[],
  request: RectifyInvoiceRequest,
  paid: boolean,
): InvoiceLineInput[] {
  const corrected = new Map(lines.map((line) => [line.protocol, line.precioUnitarioCents]));
  if (!request.lineas) for (const protocol of corrected.keys()) corrected.set(protocol, 0);
  for (const { protocolo, importeCorrecto } of request.lineas ?? []) {
    const line = lines.find((candidate) => candidate.protocol === protocolo);
    if (!line) throw invalid(MESSAGES.invoices.noLineFor(numero, PROTOCOL_LABELS[protocolo]));
    const cents = eurosToCents(importeCorrecto);
    if (cents > line.precioUnitarioCents) {
      throw invalid(
        `El importe correcto de ${PROTOCOL_LABELS[protocolo]} no puede superar el facturado (${formatEuros(line.precioUnitarioCents)}): una rectificativa no puede cobrar más que la factura.`,
      );
    }
    corrected.set(protocolo, cents);
  }
  const changed = lines.filter((line) => corrected.get(line.protocol) !== line.precioUnitarioCents);
  if (changed.length === 0) throw invalid('Los importes correctos son los facturados: no hay nada que rectificar.');
  if (request.metodo === 'S') {
    const kept = lines.filter((line) => (corrected.get(line.protocol) ?? 0) > 0);
    if (kept.length === 0) throw invalid('Para anular todo el importe, rectifique por diferencias.');
    return kept.map((line) => ({
      protocol: line.protocol,
      nombreProducto: line.nombreProducto,
      precioUnitarioCents: corrected.get(line.protocol) ?? 0,
    }));
  }
  if (!paid && lines.some((line) => (corrected.get(line.protocol) ?? 0) > 0)) {
    throw invalid(
      'Una factura pendiente de cobro se rectifica por sustitución, o por diferencias anulando todo su importe.',
    );
  }
  return changed.map((line) => ({
    protocol: line.protocol,
    nombreProducto: `Rectificación de ${numero}: ${line.nombreProducto}`,
    precioUnitarioCents: (corrected.get(line.protocol) ?? 0) - line.precioUnitarioCents,
  }));
}

/** Months after the accrual before a debt may be declared bad (art. 80.Cuatro LIVA, art. 22 Ley 20/1991). */
const BAD_DEBT_MONTHS = 6;

/**
 * The legal preconditions of the grounds for an unpaid debt: insolvency (R2) and bad debt (R3) reduce the base of
 * a credit not collected, so a paid invoice is not theirs; insolvency is declared after the accrual (not on the
 * invoice's own day); a debt is bad only after six months from it.
 */
function groundProblem(tipo: RectificationType, original: { fechaOperacion: string }, paid: boolean, today: string) {
  if (tipo !== 'R2' && tipo !== 'R3') return null;
  if (paid) {
    return 'Esta factura está cobrada: no es un crédito impagado. Rectifíquela por error (R1 o R4), no por concurso ni por incobrable.';
  }
  if (tipo === 'R2' && original.fechaOperacion >= today) {
    return 'El concurso del cliente (R2) se declara después del devengo de la factura: no puede ser del mismo día.';
  }
  if (tipo === 'R3' && addMonths(original.fechaOperacion, BAD_DEBT_MONTHS) > today) {
    return `Un crédito es incobrable (R3) pasados seis meses desde el devengo (${formatDateEs(original.fechaOperacion)}): podrá rectificarse así desde el ${formatDateEs(addMonths(original.fechaOperacion, BAD_DEBT_MONTHS))}.`;
  }
  return null;
}

/** Who rectifies, and when: the audit's author and the configuration the rectifying invoice is issued under. */
type RectificationAuthor = {
  actor: { userId: number | null; roles: readonly string[] };
  requestId: string | null;
  now: Date;
  config: Config;
};

/**
 * Issues the rectifying invoice of `invoiceId` in the caller's transaction (see `rectifyInvoice`): the checks, the
 * invoice with its commission booked, the original replaced or its open return closed, the company told not to
 * pay a transfer it was asked for, and the audit entry.
 */
export async function rectifyInTransaction(
  tx: Transaction,
  author: RectificationAuthor,
  input: RectifyInvoiceRequest & { invoiceId: number },
) {
  const { now, config } = author;
  const { invoiceId } = input;
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!original) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.invoiceNotFound);
  if (original.kind === 'RECTIFICATIVA') throw new AppError('INVOICE_NOT_RECTIFIABLE', 409);
  if (original.anuladaAt) throw new AppError('INVOICE_CANCELLED', 409);
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.rectifiesInvoiceId, invoiceId));
  if (existing) throw new AppError('INVOICE_ALREADY_RECTIFIED', 409);
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const paid = invoiceIsPaid({
    facturado: original.facturado,
    returned: original.sepaReturnCode !== null,
    paidByTransfer: original.paidOn !== null,
  });
  const today = todayInMadrid(now);
  // Only the bank can still stop a debit it holds: the correction waits for the money (then a refund is owed) or
  // its return (then nothing was paid).
  const chargeDay = chargeDayAhead(
    {
      fechaCargo: original.sepaCollectionDate,
      devolucion: original.sepaReturnCode,
      pagadaPorTransferencia: original.paidOn,
    },
    today,
  );
  if (chargeDay) {
    throw new AppError(
      'INVOICE_DEBIT_IN_PROGRESS',
      409,
      `La factura ${original.numero} está en un fichero de adeudos enviado al banco y se cargará el ${formatDateEs(chargeDay)}: rectifíquela a partir de ese día (o cuando llegue su devolución). Si se cobra, lo que la rectificativa reste quedará pendiente de devolver al cliente.`,
    );
  }
  const problem = groundProblem(input.tipo, original, paid, today);
  if (problem) throw invalid(problem);
  // The credit note takes back at once the commission of an invoice already collected.
  const invoice = await bookingCommission(tx, { today, invoiceIds: [invoiceId] }, () =>
    issueInvoice(tx, {
      companyId: original.companyId,
      origin: 'RECTIFICACION',
      lines: rectifyingLines(original.numero, lines, input, paid),
      fecha: today,
      periodStart: null,
      now,
      config,
      rectifies: {
        invoiceId,
        reason: input.motivo,
        tax: storedTaxOf(original),
        fechaOperacion: original.fechaOperacion,
        tipo: input.tipo,
        metodo: input.metodo,
        rectifiedAmounts:
          input.metodo === 'S'
            ? { baseCents: original.importeTotalCents, taxCents: original.importeImpuestosCents }
            : null,
        originalPaid: paid,
        commission: { agencyId: original.agencyId, basisPoints: original.agencyCommissionBasisPoints },
      },
    }),
  );
  if (input.metodo === 'S') await tx.update(invoices).set({ replacedAt: now }).where(eq(invoices.id, invoiceId));
  // Nothing more is collected on the rectified invoice: its open return is closed, never presented again, and
  // a company asked to pay it by transfer is told it need not.
  const [askedTransfer] = await tx
    .select({ id: sepaReturns.id })
    .from(sepaReturns)
    .where(and(eq(sepaReturns.invoiceId, invoiceId), eq(sepaReturns.resolution, 'TRANSFERENCIA')));
  await tx
    .update(sepaReturns)
    .set({ resolution: 'RECTIFICADA', resolvedAt: now })
    .where(and(eq(sepaReturns.invoiceId, invoiceId), inArray(sepaReturns.resolution, ['PENDIENTE', 'TRANSFERENCIA'])));
  if (askedTransfer) {
    await withdrawTransferRequest(tx, config, {
      returnId: askedTransfer.id,
      invoice: original,
      rectifying: { ...invoice, tipoRectificativa: input.metodo },
      now,
    });
  }
  await recordAudit(
    tx,
    { actor: author.actor, requestId: author.requestId, now },
    {
      action: 'invoice.rectify',
      entityType: 'invoice',
      entityId: invoiceId,
      after: { rectificativa: invoice.numero, motivo: input.motivo, tipo: input.tipo, metodo: input.metodo },
    },
  );
  return invoice;
}

/**
 * POST /admin/facturas/{id}/rectificar: an issued invoice is never edited; a mistake is corrected by a rectifying
 * invoice (series R) typed by its ground (Verifactu R1-R4) and method (by differences or by substitution). The
 * rectified invoice then leaves SEPA collection; a substitute of an unpaid one is collected instead.
 */
export async function rectifyInvoice({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: RectifyInvoiceRequest & { invoiceId: number };
}) {
  requireSuperadmin(ctx);
  const author = { actor: ctx.actor, requestId: ctx.requestId, now: ctx.services.now(), config: ctx.services.config };
  const issued = await ctx.services.db.transaction((tx) => rectifyInTransaction(tx, author, input));
  ctx.services.wakeVerifactu();
  return { message: `Factura rectificativa ${issued.numero} emitida.`, facturaId: issued.numero, id: issued.id };
}
