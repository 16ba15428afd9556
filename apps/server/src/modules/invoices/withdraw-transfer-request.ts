import { formatEuros } from '@cumplia/domain';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import type { invoices } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { companyContactOf } from '../company-access/index.js';
import { enqueueEmail } from '../outbox/index.js';
import { stillInvoicedCents } from './owed-invoice.js';

/**
 * Tells a company that was asked to pay a returned invoice by transfer that it need not: the invoice was
 * rectified (the rectifying invoice says what, if anything, is still owed).
 */
export async function withdrawTransferRequest(
  tx: Transaction,
  config: Config,
  input: {
    returnId: number;
    invoice: typeof invoices.$inferSelect;
    rectifying: { numero: string; importeTotalImpuestosCents: number; tipoRectificativa: string | null };
    now: Date;
  },
) {
  const { invoice, rectifying } = input;
  const company = await companyContactOf(tx, invoice.companyId);
  if (!company?.email) return;
  const remaining = stillInvoicedCents(invoice, rectifying);
  await enqueueEmail(tx, config, {
    now: input.now,
    idempotencyKey: `sepa-return-transfer-withdrawn:${input.returnId}`,
    to: company.email,
    email: templateEmail(
      'adeudo-transferencia-anulada',
      {
        nombre: company.nombre || company.razonSocial,
        factura: invoice.numero,
        rectificativa: rectifying.numero,
        pendiente: remaining > 0 ? formatEuros(remaining) : null,
      },
      config.provider,
    ),
  });
}
