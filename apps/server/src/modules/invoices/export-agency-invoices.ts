import { type AgencyInvoice, type AgencyInvoicesParsedQuery, todayInMadrid } from '@cumplia/domain';
import { and } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import type { ExportColumn } from '../../generators/export/table-export.js';
import { keysetBatches, listOrder, sortKeyText } from '../../lib/list-order.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';
import {
  agencyInvoiceOf,
  agencyInvoiceSortColumns,
  agencyInvoicesWhere,
  ledgerCommissionOf,
} from './agency-invoice-rows.js';

export const agencyInvoiceExportColumns: ExportColumn<AgencyInvoice>[] = [
  { header: 'Fecha', kind: 'date', width: 12, value: (row) => row.fecha },
  { header: 'Factura', kind: 'text', width: 16, value: (row) => row.facturaId },
  { header: 'Empresa', kind: 'text', width: 36, value: (row) => row.empresa.nombreComercial },
  { header: 'Cif/Nif', kind: 'text', width: 12, value: (row) => row.empresa.nifCif },
  { header: 'Base imponible (€)', kind: 'euros', width: 16, value: (row) => row.importeTotal },
  { header: 'Importe (€)', kind: 'euros', width: 14, value: (row) => row.importeTotalImpuestos },
  { header: 'Su comisión (€)', kind: 'euros', width: 14, value: (row) => row.comision },
  { header: 'Comisión (%)', kind: 'percent', width: 12, value: (row) => row.comisionPorcentaje },
  { header: 'Facturado', kind: 'text', width: 10, value: (row) => (row.facturado ? 'Sí' : 'No') },
  { header: 'Estado', kind: 'text', width: 28, value: (row) => row.estado },
];

/**
 * Every invoice of the agency's list in the list's order, in batches. Authorizes before the first row is read,
 * so a refusal is an ordinary error answer.
 */
export async function exportAgencyInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: Omit<AgencyInvoicesParsedQuery, 'page' | 'size'>;
}): Promise<AsyncIterable<AgencyInvoice[]>> {
  const agencyId = agencyIdOf(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  return keysetBatches(agencyInvoiceSortColumns, invoices.id, input, async (afterLast, limit) => {
    const rows = await db
      .select({ invoice: invoices, key: sortKeyText(agencyInvoiceSortColumns, input.sort) })
      .from(invoices)
      .where(and(agencyInvoicesWhere(agencyId, input), afterLast))
      .orderBy(...listOrder(agencyInvoiceSortColumns, invoices.id, input))
      .limit(limit);
    const commissionOf = await ledgerCommissionOf(
      db,
      rows.map(({ invoice }) => invoice.id),
    );
    return rows.map(({ invoice, key }) => ({
      key,
      id: invoice.id,
      row: agencyInvoiceOf(invoice, today, commissionOf.get(invoice.id) ?? 0),
    }));
  });
}
