import { PAYMENT_METHOD_LABELS, type PaymentMethod, type StaffCompaniesQuery, todayInMadrid } from '@cumplia/domain';
import { and } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import type { ExportColumn } from '../../generators/export/table-export.js';
import { keysetBatches, listOrder, sortKeyText } from '../../lib/list-order.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { staffCompanyColumns, staffCompanyFilter, staffCompanySortColumns } from './staff-company-rows.js';

type Row = {
  createdAt: Date;
  nifCif: string;
  razonSocial: string;
  nombreComercial: string;
  telefono: string;
  metodoDePago: PaymentMethod;
  lopdgdd: boolean;
  acosoLaboral: boolean;
  desconexionDigital: boolean;
  verificado: boolean;
};

const toolsOf = (row: Row) =>
  [row.lopdgdd && 'LOPDGDD', row.acosoLaboral && 'Acoso laboral', row.desconexionDigital && 'Desconexión digital']
    .filter(Boolean)
    .join(', ');

export const staffCompanyExportColumns: ExportColumn<Row>[] = [
  { header: 'Fecha', kind: 'date', width: 12, value: (row) => todayInMadrid(row.createdAt) },
  { header: 'Nif/Cif', kind: 'text', width: 12, value: (row) => row.nifCif },
  { header: 'Razón social', kind: 'text', width: 36, value: (row) => row.razonSocial },
  { header: 'Nombre comercial', kind: 'text', width: 30, value: (row) => row.nombreComercial },
  { header: 'Teléfono', kind: 'text', width: 14, value: (row) => row.telefono },
  { header: 'Herramientas', kind: 'text', width: 40, value: toolsOf },
  { header: 'Método de pago', kind: 'text', width: 16, value: (row) => PAYMENT_METHOD_LABELS[row.metodoDePago] },
  { header: 'Verificada', kind: 'text', width: 10, value: (row) => (row.verificado ? 'Sí' : 'No') },
];

/** Every company of the staff list with its filter and order, in batches; staff only. */
export function exportStaffCompanies({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: Omit<StaffCompaniesQuery, 'page' | 'size'>;
}): AsyncIterable<Row[]> {
  requireStaff(ctx);
  const { db } = ctx.services;
  const where = staffCompanyFilter(input);
  return keysetBatches(staffCompanySortColumns, companies.id, input, async (afterLast, limit) => {
    const rows = await db
      .select({ company: staffCompanyColumns, key: sortKeyText(staffCompanySortColumns, input.sort) })
      .from(companies)
      .where(and(where, afterLast))
      .orderBy(...listOrder(staffCompanySortColumns, companies.id, input))
      .limit(limit);
    return rows.map(({ company, key }) => ({ key, id: company.id, row: company }));
  });
}
