import {
  eurosToCents,
  formatEuros,
  type IssueCorrectedInvoiceRequest,
  MESSAGES,
  PROTOCOL_LABELS,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { companies, invoiceLines, invoices } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError } from '../../lib/app-error.js';
import { violatedUniqueConstraint } from '../../lib/unique-violation.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { collectionNotice } from '../mandates/index.js';
import { enqueueEmail } from '../outbox/index.js';
import { invoiceAttachment } from './invoice-attachment.js';
import { type InvoiceLineInput, issueInvoice } from './issue-invoice.js';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The rectified invoice may be billed again: it is ordinary and stands (not cancelled), and its rectification is
 * by differences and took back all of its amount. After a substitution, or a partial difference, the period is
 * still billed at an amount the rectification settled.
 */
async function correctableOriginal(tx: Transaction, invoiceId: number) {
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!original) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.invoiceNotFound);
  const [corrected] = await tx
    .select({ numero: invoices.numero })
    .from(invoices)
    .where(eq(invoices.correctsInvoiceId, invoiceId));
  if (corrected) {
    throw new AppError(
      'INVOICE_ALREADY_CORRECTED',
      409,
      `La factura ya tiene su factura corregida: ${corrected.numero}.`,
    );
  }
  const [rectification] = await tx
    .select({ numero: invoices.numero, metodo: invoices.tipoRectificativa, baseCents: invoices.importeTotalCents })
    .from(invoices)
    .where(eq(invoices.rectifiesInvoiceId, invoiceId));
  const cancelledWhole = rectification?.metodo === 'I' && rectification.baseCents === -original.importeTotalCents;
  if (original.kind !== 'ORDINARIA' || original.anuladaAt || !rectification || !cancelledWhole) {
    throw new AppError('INVOICE_NOT_CORRECTABLE', 409);
  }
  return { original, rectificativa: rectification.numero };
}

/** The corrected invoice's lines: each line of the original at its new amount, in the original's wording. */
function correctedLines(
  original: InvoiceRow,
  lines: (typeof invoiceLines.$inferSelect)[],
  request: IssueCorrectedInvoiceRequest,
): InvoiceLineInput[] {
  return request.lineas
    .filter((line) => line.importe > 0)
    .map(({ protocolo, importe }) => {
      const line = lines.find((candidate) => candidate.protocol === protocolo);
      if (!line) {
        throw new AppError(
          'VALIDATION_ERROR',
          400,
          MESSAGES.invoices.noLineFor(original.numero, PROTOCOL_LABELS[protocolo]),
        );
      }
      return { protocol: protocolo, nombreProducto: line.nombreProducto, precioUnitarioCents: eurosToCents(importe) };
    });
}

/**
 * POST /admin/facturas/{id}/corregida: after a rectification by differences took back all of an invoice (a price
 * too low, a wrong recipient), one ordinary invoice bills its service period again at the right amounts, to the
 * company's data as they are now. The rectified lines let go of their period first, so the period stays billed
 * exactly once; the new invoice keeps the original's operation date, is collected like any other, is e-mailed
 * to the company with its SEPA pre-notification, and is issued at most once.
 */
export async function issueCorrectedInvoice({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: IssueCorrectedInvoiceRequest & { invoiceId: number };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const { config } = ctx.services;
  const issued = await ctx.services.db
    .transaction(async (tx) => {
      const { original, rectificativa } = await correctableOriginal(tx, input.invoiceId);
      const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, original.id));
      const billing = correctedLines(original, lines, input);
      const periodStart = lines.find((line) => line.periodStart !== null)?.periodStart ?? original.fecha;
      await tx
        .update(invoiceLines)
        .set({ periodStart: null })
        .where(
          and(
            eq(invoiceLines.invoiceId, original.id),
            inArray(
              invoiceLines.protocol,
              billing.map((line) => line.protocol),
            ),
          ),
        );
      const fecha = todayInMadrid(now);
      const invoice = await issueInvoice(tx, {
        companyId: original.companyId,
        origin: original.origin,
        lines: billing,
        fecha,
        fechaOperacion: original.fechaOperacion,
        periodStart,
        corrects: original.id,
        now,
        config,
      });
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'invoice.issue-corrected',
          entityType: 'invoice',
          entityId: original.id,
          after: {
            facturaCorregida: invoice.numero,
            importes: Object.fromEntries(
              billing.map((line) => [PROTOCOL_LABELS[line.protocol], formatEuros(line.precioUnitarioCents)]),
            ),
          },
        },
      );
      const [company] = await tx.select().from(companies).where(eq(companies.id, original.companyId));
      if (company?.email) {
        const notice = await collectionNotice(tx, { company, invoice, provider: config.provider });
        await enqueueEmail(tx, config, {
          now,
          idempotencyKey: `corrected-invoice:${original.id}`,
          to: company.email,
          attachments: [invoiceAttachment(invoice)],
          email: templateEmail(
            'factura-corregida',
            {
              nombre: company.nombre || company.razonSocial,
              empresa: company.razonSocial,
              factura: invoice.numero,
              sustituye: original.numero,
              rectificativa,
              avisoCargo: notice,
            },
            config.provider,
          ),
        });
      }
      return { ...invoice, sustituye: original.numero };
    })
    .catch((error: unknown) => {
      // An invoice from before periods were tracked holds none; its issue date may be a period another invoice bills.
      if (violatedUniqueConstraint(error) === 'invoice_lines_company_protocol_period_key') {
        throw new AppError('INVOICE_PERIOD_BILLED', 409);
      }
      throw error;
    });
  ctx.services.wakeVerifactu();
  return {
    message: `Factura corregida ${issued.numero} emitida en sustitución de ${issued.sustituye}.`,
    facturaId: issued.numero,
    id: issued.id,
  };
}
