import {
  customerPriceTaxNote,
  documentNotApplicable,
  formatDateEs,
  formatEuros,
  PROTOCOL_LABELS,
  type ProtocolCode,
  protocolsOf,
} from '@cumplia/domain';
import { and, asc, eq, gt, isNull, lte, notInArray } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import type { Transaction } from '../../db/client.js';
import { companies, renewalProducts, renewals } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { PROTOCOL_KIND } from '../../generators/pdf/protocol-pdfs.js';
import type { Services } from '../../services.js';
import { loadStoredProfile } from '../compliance/compliance-profile.js';
import { enqueueEmail } from '../outbox/enqueue-message.js';
import { periodFrom } from './open-renewal.js';

const BATCH = 50;

/**
 * As a renewal's 18-day window opens, its company is told by e-mail, once, what the contract promises: the day
 * the service renews, until when, each service's renewal price, and that it may opt out at no cost before that
 * day. Renewals disabled, already processed or whose end has passed are left alone. Each renewal is its own
 * transaction, locked (SKIP LOCKED) and marked, so two runs never send it twice. Returns how many were told.
 */
export async function sendRenewalNotices({
  ctx,
  input: { today },
}: {
  ctx: ActionContext<null>;
  input: { today: string };
}): Promise<number> {
  const { db } = ctx.services;
  let sent = 0;
  const seen: number[] = [];
  for (;;) {
    const due = await db
      .select({ id: renewals.id })
      .from(renewals)
      .where(
        and(
          eq(renewals.procesada, false),
          eq(renewals.deshabilitarRenovacion, false),
          isNull(renewals.noticeSentAt),
          lte(renewals.fechaRenovacion, today),
          gt(renewals.fechaFin, today),
          seen.length ? notInArray(renewals.id, seen) : undefined,
        ),
      )
      .orderBy(asc(renewals.fechaRenovacion), asc(renewals.id))
      .limit(BATCH);
    for (const { id } of due) {
      seen.push(id);
      try {
        if (await db.transaction((tx) => noticeOf(tx, ctx.services, id))) sent++;
      } catch (error) {
        ctx.log.error({ err: error, renewalId: id }, 'renewal notice not sent: it is tried again on the next run');
      }
    }
    if (due.length < BATCH) return sent;
  }
}

async function noticeOf(tx: Transaction, services: Pick<Services, 'config' | 'now'>, renewalId: number) {
  const [renewal] = await tx
    .select()
    .from(renewals)
    .where(and(eq(renewals.id, renewalId), isNull(renewals.noticeSentAt), eq(renewals.procesada, false)))
    .for('update', { skipLocked: true });
  if (!renewal) return false;
  const now = services.now();
  await tx.update(renewals).set({ noticeSentAt: now }).where(eq(renewals.id, renewal.id));
  const [company] = await tx.select().from(companies).where(eq(companies.id, renewal.companyId));
  const stored = await loadStoredProfile(tx, renewal.companyId);
  const applies = (code: ProtocolCode) => documentNotApplicable(stored?.profile ?? null, PROTOCOL_KIND[code]) === null;
  const renewing = protocolsOf(renewal).filter(applies);
  // A renewal none of whose tools applies is switched off at its end (process-due-renewals.ts): nothing renews.
  if (!company?.email || renewing.length === 0) return false;
  const products = await tx.select().from(renewalProducts).where(eq(renewalProducts.renewalId, renewal.id));
  const { config } = services;
  const priceOf = (code: ProtocolCode) =>
    products.find((product) => product.protocol === code)?.precioDescuentoCents ?? 0;
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `renewal-notice:${renewal.id}`,
    to: company.email,
    email: templateEmail(
      'renovacion-aviso',
      {
        nombre: company.nombre || company.razonSocial,
        empresa: company.razonSocial,
        renuevaEl: formatDateEs(renewal.fechaFin),
        hasta: formatDateEs(periodFrom(renewal.fechaFin).fechaFin),
        impuestos: customerPriceTaxNote(company.codigoPostal, config.provider.tax),
        servicios: renewing.map((code) => ({
          nombre: PROTOCOL_LABELS[code],
          precio: formatEuros(priceOf(code)),
          gratis: priceOf(code) === 0,
        })),
        noRenovados: protocolsOf(renewal)
          .filter((code) => !applies(code))
          .map((code) => PROTOCOL_LABELS[code]),
        factura: renewing.some((code) => priceOf(code) > 0),
        domiciliada: company.metodoDePago === 'SEPA',
        enlace: `${config.publicUrl}/acceso?empresa=true`,
      },
      config.provider,
    ),
  });
  return true;
}
