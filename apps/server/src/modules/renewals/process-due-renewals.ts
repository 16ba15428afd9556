import { formatDateEs, PROTOCOL_LABELS, PROTOCOL_TOOL_FLAG, protocolsOf, toolFlagsOf } from '@cumplia/domain';
import { and, asc, eq, lte, notInArray, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { companies, companyProducts, renewalProducts, renewals } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import type { ActionContext } from '../../platform/actor.js';
import type { Services } from '../../platform/services.js';
import { recordAudit } from '../audit/index.js';
import { invoiceAttachment, issueInvoice, serviceLineName } from '../invoices/index.js';
import { collectionNotice } from '../mandates/index.js';
import { enqueueEmail } from '../outbox/index.js';
import { openRenewal, periodFrom, startContractSignature, voidStaleSignatureRequests } from '../signing/index.js';
import { renewingProtocols } from './renewing-protocols.js';

const BATCH = 50;
/** The daily job acts as no user; its audit entries say so. */
const JOB_ACTOR = { userId: null, roles: ['SYSTEM_RENEWALS_JOB'] } as const;

type RenewalRow = typeof renewals.$inferSelect;
type JobServices = Pick<Services, 'config' | 'now'>;

/**
 * An approved renewal at its end: the renewal invoice (its tools at its prices, less the staff documents a
 * staff-less profile does not need, which are switched off), the next period with the same tools and prices, the company's tools set to the renewal's (a tool it never had gets its contract and signing
 * SMS), and the invoice e-mailed to the company.
 */
async function renew(tx: Transaction, services: JobServices, renewal: RenewalRow, today: string) {
  const now = services.now();
  // A staff document the company's profile says does not apply (no staff) is neither renewed nor invoiced.
  const { renewing: protocols, dropped } = await renewingProtocols(tx, renewal);
  if (protocols.length === 0) return { ...(await deactivate(tx, services, renewal)), notApplicable: dropped };
  const nextPeriod = periodFrom(renewal.fechaFin);
  const products = await tx.select().from(renewalProducts).where(eq(renewalProducts.renewalId, renewal.id));
  const lines = products
    .filter((product) => protocols.includes(product.protocol) && product.precioDescuentoCents > 0)
    .map((product) => ({
      protocol: product.protocol,
      nombreProducto: serviceLineName(product.protocol, 'RENOVACION'),
      precioUnitarioCents: product.precioDescuentoCents,
    }));
  const invoice = lines.length
    ? await issueInvoice(tx, {
        companyId: renewal.companyId,
        origin: 'RENOVACION',
        lines,
        fecha: today,
        periodStart: nextPeriod.fechaInicio,
        now,
        config: services.config,
      })
    : null;
  const next = await openRenewal(tx, {
    companyId: renewal.companyId,
    tools: protocols,
    period: nextPeriod,
    now,
    prices: Object.fromEntries(products.map((product) => [product.protocol, product.precioDescuentoCents])),
  });
  // Tools the renewal adds that the company never had need their contract signed, like any activation; links
  // that held a tool the renewal drops are voided, and their other tools get a new one.
  const [before] = await tx.select().from(companies).where(eq(companies.id, renewal.companyId)).for('update');
  const added = protocols.filter((code) => before && !before[PROTOCOL_TOOL_FLAG[code]]);
  const needNewLink = await voidStaleSignatureRequests(tx, renewal.companyId, protocols, now);
  await startContractSignature(tx, {
    companyId: renewal.companyId,
    tools: [...new Set([...added, ...needNewLink])].map((protocol) => ({
      protocol,
      priceCents: products.find((product) => product.protocol === protocol)?.precioDescuentoCents ?? 0,
    })),
    config: services.config,
    now,
  });
  const [company] = await tx
    .update(companies)
    .set({ ...toolFlagsOf(protocols), updatedAt: now })
    .where(eq(companies.id, renewal.companyId))
    .returning();
  const notice =
    invoice && company ? await collectionNotice(tx, { company, invoice, provider: services.config.provider }) : null;
  if (invoice && company?.email) {
    await enqueueEmail(tx, services.config, {
      now,
      idempotencyKey: `renewal-invoice:${renewal.id}`,
      to: company.email,
      attachments: [invoiceAttachment(invoice)],
      email: templateEmail(
        'renovacion-facturada',
        {
          nombre: company.nombre || company.razonSocial,
          empresa: company.razonSocial,
          hasta: formatDateEs(nextPeriod.fechaFin),
          factura: invoice.numero,
          noRenovados: dropped.map((code) => PROTOCOL_LABELS[code]),
          avisoCargo: notice,
        },
        services.config.provider,
      ),
    });
  }
  return { invoice: invoice?.numero ?? null, nextRenewalId: next.id, notApplicable: dropped };
}

/**
 * A disabled renewal at its end: the company's tools of that renewal are switched off, and pending signing links
 * that held one of them are voided (the company's other tools in them get a new link).
 */
async function deactivate(tx: Transaction, services: JobServices, renewal: RenewalRow) {
  const now = services.now();
  const off = Object.fromEntries(protocolsOf(renewal).map((code) => [PROTOCOL_TOOL_FLAG[code], false]));
  const [company] = await tx
    .update(companies)
    .set({ ...off, updatedAt: now })
    .where(eq(companies.id, renewal.companyId))
    .returning();
  if (company) {
    const needNewLink = await voidStaleSignatureRequests(tx, company.id, protocolsOf(company), now);
    const prices = await tx.select().from(companyProducts).where(eq(companyProducts.companyId, company.id));
    await startContractSignature(tx, {
      companyId: company.id,
      tools: needNewLink.map((protocol) => ({
        protocol,
        priceCents: prices.find((product) => product.protocol === protocol)?.precioDescuentoCents ?? 0,
      })),
      config: services.config,
      now,
    });
  }
  return { deactivated: Object.keys(off) };
}

/**
 * The daily renewals job for `today`: every approved or disabled renewal whose period has ended is processed
 * once, each in its own transaction. Safe to run twice or on two servers at once: each renewal is locked (SKIP
 * LOCKED), re-checked as not processed, and processed with everything it causes. Locks follow the order every
 * writer keeps (docs/architecture.md): the company first, then its renewal, then the invoice chain. A renewal that
 * fails is logged and left for the next run; it neither rolls back nor blocks the others. Pending renewals at
 * their end stay pending (staff still have to decide; the header notification shows them).
 */
export async function processDueRenewals({
  ctx,
  input: { today },
}: {
  ctx: ActionContext<null>;
  input: { today: string };
}): Promise<{ renewed: number; disabled: number; failed: number }> {
  const { db } = ctx.services;
  const outcome = { renewed: 0, disabled: 0, failed: 0 };
  // Renewals this run already tried (done, failed, or held by another process): never looked at twice.
  const seen: number[] = [];
  for (;;) {
    const due = await db
      .select({ id: renewals.id, companyId: renewals.companyId })
      .from(renewals)
      .where(
        and(
          eq(renewals.procesada, false),
          lte(renewals.fechaFin, today),
          or(eq(renewals.renueva, true), eq(renewals.deshabilitarRenovacion, true)),
          seen.length ? notInArray(renewals.id, seen) : undefined,
        ),
      )
      .orderBy(asc(renewals.fechaFin), asc(renewals.id))
      .limit(BATCH);
    for (const item of due) {
      seen.push(item.id);
      try {
        const kind = await db.transaction((tx) => processRenewal(tx, ctx.services, item, today));
        if (kind) outcome[kind]++;
      } catch (error) {
        outcome.failed++;
        ctx.log.error({ err: error, renewalId: item.id }, 'renewal not processed: it is tried again on the next run');
      }
    }
    if (due.length < BATCH) return outcome;
  }
}

/** One due renewal, in the caller's transaction: company row, then the renewal, then what it causes. */
async function processRenewal(
  tx: Transaction,
  services: JobServices,
  item: { id: number; companyId: number },
  today: string,
): Promise<'renewed' | 'disabled' | null> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, item.companyId)).for('update');
  const [renewal] = await tx
    .select()
    .from(renewals)
    .where(and(eq(renewals.id, item.id), eq(renewals.procesada, false)))
    .for('update', { skipLocked: true });
  if (!renewal) return null;
  const now = services.now();
  await tx
    .update(renewals)
    .set({ procesada: true, processedAt: now, updatedAt: now })
    .where(eq(renewals.id, renewal.id));
  const disabled = renewal.deshabilitarRenovacion;
  const result = disabled ? await deactivate(tx, services, renewal) : await renew(tx, services, renewal, today);
  await recordAudit(
    tx,
    { actor: JOB_ACTOR, requestId: null, now },
    {
      action: disabled ? 'renewal.process.disable' : 'renewal.process.renew',
      entityType: 'renewal',
      entityId: renewal.id,
      before: { procesada: false },
      after: { procesada: true, ...result },
    },
  );
  return disabled ? 'disabled' : 'renewed';
}
