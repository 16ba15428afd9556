import { normalizeIban } from '@cumplia/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  companies,
  companyProducts,
  contracts,
  sepaMandateAmendments,
  signatureRequests,
} from '../../db/schema/index.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { signingPhoneOf } from './confirmed-phone.js';

/**
 * Everything of the company its contracts and mandate print (document-company.ts, service-contract.ts), the
 * postcode deciding their tax, and the representative the signature records (name and DNI).
 */
const printedCompany = {
  razonSocial: companies.razonSocial,
  nifCif: companies.nifCif,
  tipo: companies.tipo,
  nombre: companies.nombre,
  dni: companies.dni,
  direccion: companies.direccion,
  codigoPostal: companies.codigoPostal,
  localidad: companies.localidad,
  provincia: companies.provincia,
  actividad: companies.actividad,
  cnae: companies.cnae,
  numTrabajadores: companies.numTrabajadores,
  email: companies.email,
};

/**
 * What a signing link was sent for, as one SHA-256: the company as its documents print it, its signing phone, its payment
 * data (method and IBAN), and for each contract of the link its tool, the company's current price of that tool and
 * the hash of the contract PDF, or the hash of the mandate amendment it is for. Stored on the link when it is
 * created and recomputed, inside the locked transaction, when it signs: a link whose company changed any of these
 * since is stale and signs nothing.
 */
export async function signingSnapshotHash(db: Queryable, companyId: number, requestId: number): Promise<string> {
  const [company] = await db
    .select({
      ...printedCompany,
      telefono: companies.telefono,
      vouchedPhone: companies.vouchedPhone,
      method: companies.metodoDePago,
      iban: companies.numCuenta,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const items = await db
    .select({ protocol: contracts.protocol, pdfSha256: contracts.pdfSha256 })
    .from(contracts)
    .where(and(eq(contracts.signatureRequestId, requestId), ne(contracts.status, 'ANULADO')))
    .orderBy(asc(contracts.protocol), asc(contracts.id));
  const protocols = items.map((item) => item.protocol);
  const prices = protocols.length
    ? await db
        .select({ protocol: companyProducts.protocol, cents: companyProducts.precioDescuentoCents })
        .from(companyProducts)
        .where(and(eq(companyProducts.companyId, companyId), inArray(companyProducts.protocol, protocols)))
    : [];
  const amendments = await db
    .select({ pdfSha256: sepaMandateAmendments.pdfSha256 })
    .from(sepaMandateAmendments)
    .where(eq(sepaMandateAmendments.signatureRequestId, requestId));
  const priceOf = new Map(prices.map((row) => [row.protocol, row.cents]));
  const { telefono, vouchedPhone, method, iban, ...printed } = company ?? {
    telefono: null,
    vouchedPhone: null,
    method: null,
    iban: null,
  };
  const phone = telefono === null ? null : signingPhoneOf({ telefono, vouchedPhone });
  return sha256Hex(
    JSON.stringify({
      company: printed,
      phone: phone ?? null,
      payment: { method: method ?? null, iban: iban ? normalizeIban(iban) : '' },
      contracts: items.map((item) => [item.protocol, priceOf.get(item.protocol) ?? null, item.pdfSha256]),
      ...(amendments.length ? { amendment: amendments.map((amendment) => amendment.pdfSha256) } : {}),
    }),
  );
}

/** Stores what the link was sent for once its documents are in place (see `signingSnapshotHash`). */
export async function storeSigningSnapshot(tx: Transaction, companyId: number, requestId: number) {
  await tx
    .update(signatureRequests)
    .set({ snapshotHash: await signingSnapshotHash(tx, companyId, requestId) })
    .where(eq(signatureRequests.id, requestId));
}
