import { customerPriceTaxNote, formatDateEs, formatEuros, PROTOCOL_LABELS, type ProtocolCode } from '@cumplia/domain';
import { and, asc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { companies, renewalProducts, renewals } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import type { ActionContext } from '../../platform/actor.js';
import type { Services } from '../../platform/services.js';
import { enqueueEmail } from '../outbox/index.js';
import { periodFrom } from '../signing/index.js';
import { renewingProtocols } from './renewing-protocols.js';

const BATCH = 50;

/**
 * A renewal's tools and prices as one text: what a notice told, and what changed since. The subquery names
 * `renewals.id` itself: an interpolated column may print unqualified, and `id` would then be the product's.
 */
const fingerprint = sql<string>`concat_ws(';', ${renewals.lopdgdd}, ${renewals.acosoLaboral}, ${renewals.desconexionDigital},
  (select string_agg(rp.protocol || '=' || rp.precio_descuento_cents, ',' order by rp.protocol)
   from ${renewalProducts} rp where rp.renewal_id = renewals.id))`;

/** Renewals whose window is open, still ahead, not disabled, and whose company was not told their tools and prices. */
const noticeDue = (today: string) =>
  and(
    eq(renewals.procesada, false),
    eq(renewals.deshabilitarRenovacion, false),
    lte(renewals.fechaRenovacion, today),
    gt(renewals.fechaFin, today),
    sql`${renewals.noticeFingerprint} is distinct from ${fingerprint}`,
  );

/**
 * As a renewal's 18-day window opens, its company is told by e-mail what the contract promises: the day the
 * service renews, until when, each service's renewal price, and that it may opt out at no cost before that day;
 * told again if staff change its tools or prices afterwards. Each renewal is its own transaction, locked (SKIP
 * LOCKED) and re-checked, and the outbox key holds what was told, so no notice goes twice. A company without an
 * e-mail address is looked at again on the next run. Returns how many were told.
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
      .where(and(noticeDue(today), seen.length ? notInArray(renewals.id, seen) : undefined))
      .orderBy(asc(renewals.fechaRenovacion), asc(renewals.id))
      .limit(BATCH);
    for (const { id } of due) {
      seen.push(id);
      try {
        if (await db.transaction((tx) => noticeOf(tx, ctx.services, id, today))) sent++;
      } catch (error) {
        ctx.log.error({ err: error, renewalId: id }, 'renewal notice not sent: it is tried again on the next run');
      }
    }
    if (due.length < BATCH) return sent;
  }
}

/** One renewal's notice, in the caller's transaction; true when an e-mail was queued. */
async function noticeOf(tx: Transaction, services: Pick<Services, 'config' | 'now'>, renewalId: number, today: string) {
  const [due] = await tx
    .select({ renewal: renewals, told: fingerprint })
    .from(renewals)
    .where(and(eq(renewals.id, renewalId), noticeDue(today)))
    .for('update', { skipLocked: true });
  if (!due) return false;
  const { renewal, told } = due;
  const [company] = await tx.select().from(companies).where(eq(companies.id, renewal.companyId));
  const { renewing, dropped } = await renewingProtocols(tx, renewal);
  const markTold = () => tx.update(renewals).set({ noticeFingerprint: told }).where(eq(renewals.id, renewal.id));
  // A renewal none of whose tools applies is switched off at its end (process-due-renewals.ts): nothing renews.
  if (!company || renewing.length === 0) {
    await markTold();
    return false;
  }
  if (!company.email) return false;
  const products = await tx.select().from(renewalProducts).where(eq(renewalProducts.renewalId, renewal.id));
  const { config } = services;
  const priceOf = (code: ProtocolCode) =>
    products.find((product) => product.protocol === code)?.precioDescuentoCents ?? 0;
  const now = services.now();
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `renewal-notice:${renewal.id}:${told}`,
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
        noRenovados: dropped.map((code) => PROTOCOL_LABELS[code]),
        factura: renewing.some((code) => priceOf(code) > 0),
        domiciliada: company.metodoDePago === 'SEPA',
        enlace: `${config.publicUrl}/acceso?empresa=true`,
      },
      config.provider,
    ),
  });
  await markTold();
  return true;
}
