import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ProviderIdentity } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { type InvoiceIssuerIdentity, invoiceIssuers, invoices } from '../../db/schema/index.js';
import { lockRecordChain } from '../verifactu/index.js';

/** Invoices given their issuer per statement by the start-up step: no long transaction over a large history. */
const EARLIER_INVOICES_BATCH = 1000;

/** How the provider names itself on an invoice, from its configured identity. */
export function issuerIdentityOf(provider: ProviderIdentity): InvoiceIssuerIdentity {
  return {
    legalName: provider.legalName,
    nif: provider.nif,
    address: provider.address,
    email: provider.email,
    phone: provider.phone,
    registry: provider.registry,
    transferAccount: provider.sepa.accounts[0] ?? '',
  };
}

/**
 * The row of the identity the provider issues under today, stored the first time it does. Called inside the
 * issuing transaction, which holds the record chain's lock: two issues never race to store the same identity.
 */
export async function currentIssuerId(db: Queryable, provider: ProviderIdentity, now: Date): Promise<number> {
  const identity = issuerIdentityOf(provider);
  const [known] = await db
    .select({ id: invoiceIssuers.id })
    .from(invoiceIssuers)
    .where(eq(invoiceIssuers.identity, identity));
  if (known) return known.id;
  const [stored] = await db
    .insert(invoiceIssuers)
    .values({ identity, firstIssuedAt: now })
    .returning({ id: invoiceIssuers.id });
  if (!stored) throw new Error('Could not store the invoice issuer.');
  return stored.id;
}

/** The issuer an invoice names: as at its issue, or today's for an invoice issued before that was kept. */
export async function issuerOfInvoice(
  db: Queryable,
  provider: ProviderIdentity,
  issuerId: number | null,
): Promise<InvoiceIssuerIdentity> {
  if (issuerId === null) return issuerIdentityOf(provider);
  const [issuer] = await db
    .select({ identity: invoiceIssuers.identity })
    .from(invoiceIssuers)
    .where(eq(invoiceIssuers.id, issuerId));
  if (!issuer) throw new Error(`Invoice issuer ${issuerId} does not exist.`);
  return issuer.identity;
}

/**
 * Start-up step: the invoices issued before issuers were kept take the identity configured now, the best record
 * there is of the one they were issued under, so a later change of configuration no longer reaches them. Once
 * every invoice has its issuer it finds none (a partial index) and returns at once. Processes starting together
 * may each run it: a batch only takes invoices still without an issuer, and one that finds none left to take
 * stops. Answers how many invoices it gave an issuer.
 */
export async function keepIssuerOfEarlierInvoices(db: Database, provider: ProviderIdentity, now: Date) {
  const withoutIssuer = () =>
    db.select({ id: invoices.id }).from(invoices).where(isNull(invoices.issuerId)).limit(EARLIER_INVOICES_BATCH);
  if ((await withoutIssuer()).length === 0) return 0;
  const issuerId = await db.transaction(async (tx) => {
    await lockRecordChain(tx);
    return currentIssuerId(tx, provider, now);
  });
  let kept = 0;
  for (;;) {
    const given = await db
      .update(invoices)
      .set({ issuerId })
      .where(and(isNull(invoices.issuerId), inArray(invoices.id, withoutIssuer())))
      .returning({ id: invoices.id });
    kept += given.length;
    if (given.length === 0) return kept;
  }
}
