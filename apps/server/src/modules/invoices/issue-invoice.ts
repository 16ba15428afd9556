import {
  type IndirectTax,
  indirectTaxFor,
  invoiceTotals,
  PROTOCOL_LABELS,
  type ProtocolCode,
  type RectificationMethod,
  type RectificationType,
  recipientTerritory,
} from '@cumplia/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import {
  agencies,
  companies,
  companyProducts,
  invoiceCounters,
  invoiceLines,
  invoices,
} from '../../db/schema/index.js';
import { lockRecordChain, recordInvoiceAlta } from '../verifactu/index.js';
import { currentIssuerId } from './invoice-issuer.js';

export type InvoiceLineInput = { protocol: ProtocolCode; nombreProducto: string; precioUnitarioCents: number };

type IssueInput = {
  companyId: number;
  origin: 'CONTRATO' | 'RENOVACION' | 'RECTIFICACION';
  lines: InvoiceLineInput[];
  /** Issue date (`yyyy-mm-dd`); also the default billing date. */
  fecha: string;
  /** The first day of the service period the lines bill; null only for a rectifying invoice. */
  periodStart: string | null;
  /** When the operation took place, if before the issue date (a corrected invoice keeps its original's). */
  fechaOperacion?: string;
  /** A corrected invoice: the invoice, cancelled whole by a rectification, whose period it bills again. */
  corrects?: number;
  now: Date;
  /** The provider (its identity and tax territory decide the tax) and how its records reach the AEAT. */
  config: Pick<Config, 'provider' | 'verifactu'>;
  /**
   * A rectifying invoice repeats the rectified invoice's tax and operation date (RD 1619/2012 art. 15); its
   * Verifactu type says why (R1-R4) and how (by differences, or by substitution with the rectified amounts).
   */
  rectifies?: {
    invoiceId: number;
    reason: string;
    tax: IndirectTax;
    fechaOperacion: string;
    tipo: RectificationType;
    metodo: RectificationMethod;
    rectifiedAmounts: { baseCents: number; taxCents: number } | null;
    originalPaid: boolean;
    /**
     * The rectified invoice's agency and frozen commission rate: a correction is the agency's that sold it, at the
     * rate it earned (a credit note then takes back exactly what the sale earned, whoever manages the client now).
     */
    commission: { agencyId: number | null; basisPoints: number | null };
  };
};

export type IssuedInvoice = { id: number; numero: string; fecha: string; importeTotalImpuestosCents: number };

/** The tax an issued invoice applied, as stored on it: what its rectification repeats. */
export function storedTaxOf(invoice: typeof invoices.$inferSelect): IndirectTax {
  return {
    kind: invoice.taxKind,
    rateBasisPoints: invoice.ivaBasisPoints,
    wording: invoice.taxWording,
    verifactu: {
      impuesto: invoice.verifactuImpuesto,
      claveRegimen: invoice.verifactuClaveRegimen,
      calificacion: invoice.verifactuCalificacion,
    },
  };
}

/** The yearly service line of a protocol, as printed on the invoice. */
export const serviceLineName = (protocol: ProtocolCode, origin: 'CONTRATO' | 'RENOVACION') =>
  `${origin === 'RENOVACION' ? 'Renovación anual' : 'Alta anual'} del protocolo de ${PROTOCOL_LABELS[protocol]}`;

/**
 * The lines of a contract invoice: one per signed tool at the company's price for it (agency prices included),
 * leaving out tools whose period is already billed (a tool switched off and on again within its period, or
 * added by a renewal that already invoiced it).
 */
export async function contractInvoiceLines(
  tx: Transaction,
  companyId: number,
  protocols: ProtocolCode[],
  periodStart: string,
): Promise<InvoiceLineInput[]> {
  if (protocols.length === 0) return [];
  const prices = await tx
    .select({ protocol: companyProducts.protocol, cents: companyProducts.precioDescuentoCents })
    .from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), inArray(companyProducts.protocol, protocols)));
  const billed = await tx
    .select({ protocol: invoiceLines.protocol })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.companyId, companyId),
        eq(invoiceLines.periodStart, periodStart),
        inArray(invoiceLines.protocol, protocols),
      ),
    );
  const alreadyBilled = new Set(billed.map((line) => line.protocol));
  return prices
    .filter((price) => price.cents > 0 && !alreadyBilled.has(price.protocol))
    .map((price) => ({
      protocol: price.protocol,
      nombreProducto: serviceLineName(price.protocol, 'CONTRATO'),
      precioUnitarioCents: price.cents,
    }));
}

/**
 * Issues an invoice inside the caller's transaction. The number is the next of its series and year, taken from a
 * counter row updated in this same transaction: a rollback gives the number back, so numbers never gap or repeat.
 * The recipient and payment data are copied from the company as they are now; the invoice never changes again
 * except for its remittance state and billing date. Its Verifactu registration record is generated in the same
 * transaction, chained to the last record, and waits for the sender.
 */
export async function issueInvoice(tx: Transaction, input: IssueInput): Promise<IssuedInvoice> {
  if (input.lines.length === 0) throw new Error('An invoice needs at least one line.');
  if (!input.rectifies && !input.periodStart) throw new Error('An ordinary invoice bills a service period.');
  await lockRecordChain(tx);

  const [company] = await tx
    .select({ company: companies, comision: agencies.comisionBasisPoints })
    .from(companies)
    .leftJoin(agencies, eq(agencies.id, companies.agencyId))
    .where(eq(companies.id, input.companyId));
  if (!company) throw new Error(`Company ${input.companyId} does not exist.`);

  const series = input.rectifies ? 'R' : 'F';
  const year = Number(input.fecha.slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.year, invoiceCounters.series],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('Could not allocate an invoice number.');
  const numero = `${series}${year}-${String(counter.lastNumber).padStart(6, '0')}`;

  const { company: recipient } = company;
  const issuerTax = input.config.provider.tax;
  const tax = input.rectifies?.tax ?? indirectTaxFor(issuerTax, recipientTerritory(recipient.codigoPostal, issuerTax));
  const totals = invoiceTotals(
    input.lines.map((line) => line.precioUnitarioCents),
    tax.rateBasisPoints,
  );
  const issuerId = await currentIssuerId(tx, input.config.provider, input.now);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      numero,
      series,
      year,
      sequence: counter.lastNumber,
      kind: input.rectifies ? 'RECTIFICATIVA' : 'ORDINARIA',
      origin: input.origin,
      issuerId,
      rectifiesInvoiceId: input.rectifies?.invoiceId ?? null,
      correctsInvoiceId: input.corrects ?? null,
      rectificationReason: input.rectifies?.reason ?? null,
      tipoFactura: input.rectifies?.tipo ?? 'F1',
      tipoRectificativa: input.rectifies?.metodo ?? null,
      rectifiedBaseCents: input.rectifies?.rectifiedAmounts?.baseCents ?? null,
      rectifiedTaxCents: input.rectifies?.rectifiedAmounts?.taxCents ?? null,
      rectifiedOriginalPaid: input.rectifies ? input.rectifies.originalPaid : null,
      companyId: recipient.id,
      agencyId: input.rectifies ? input.rectifies.commission.agencyId : recipient.agencyId,
      fecha: input.fecha,
      fechaCuandoFacturar: input.fecha,
      fechaOperacion: input.rectifies?.fechaOperacion ?? input.fechaOperacion ?? input.fecha,
      importeTotalCents: totals.importeTotalCents,
      importeImpuestosCents: totals.importeImpuestosCents,
      importeTotalImpuestosCents: totals.importeTotalImpuestosCents,
      taxKind: tax.kind,
      ivaBasisPoints: tax.rateBasisPoints,
      taxWording: tax.wording,
      verifactuImpuesto: tax.verifactu.impuesto,
      verifactuClaveRegimen: tax.verifactu.claveRegimen,
      verifactuCalificacion: tax.verifactu.calificacion,
      agencyCommissionBasisPoints: input.rectifies
        ? input.rectifies.commission.basisPoints
        : recipient.agencyId
          ? (company.comision ?? 0)
          : null,
      metodoDePago: recipient.metodoDePago,
      numCuenta: recipient.numCuenta,
      recipientRazonSocial: recipient.razonSocial,
      recipientNombreComercial: recipient.nombreComercial,
      recipientNifCif: recipient.nifCif,
      recipientDireccion: recipient.direccion,
      recipientCodigoPostal: recipient.codigoPostal,
      recipientLocalidad: recipient.localidad,
      recipientProvincia: recipient.provincia,
      createdAt: input.now,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('Could not store the invoice.');
  await tx.insert(invoiceLines).values(
    input.lines.map((line, index) => ({
      invoiceId: invoice.id,
      companyId: recipient.id,
      periodStart: input.rectifies ? null : input.periodStart,
      protocol: line.protocol,
      nombreProducto: line.nombreProducto,
      precioUnitarioCents: line.precioUnitarioCents,
      ivaCents: totals.lines[index]?.ivaCents ?? 0,
      totalCents: totals.lines[index]?.totalCents ?? 0,
    })),
  );
  await recordInvoiceAlta(tx, { invoiceId: invoice.id, config: input.config, now: input.now });
  return { id: invoice.id, numero, fecha: input.fecha, importeTotalImpuestosCents: totals.importeTotalImpuestosCents };
}
