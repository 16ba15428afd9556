import {
  type AgencyCompaniesParsedQuery,
  type AgencyCompanyListItem,
  INVOICE_MONEY_STATES,
  ONBOARDING_STATE_LABELS,
  PROTOCOL_COVERAGES,
  RENEWAL_STANDINGS,
} from '@cumplia/domain';
import type { ExportColumn } from '../../generators/export/table-export.js';
import { allPages } from '../../lib/paging.js';
import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf } from '../company-access/index.js';
import { listAgencyCompanies } from './list-agency-companies.js';

type Row = AgencyCompanyListItem;

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** The client board's columns as a spreadsheet: every state the board shows, one column each. */
export const clientBoardExportColumns: ExportColumn<Row>[] = [
  { header: 'Alta', kind: 'date', width: 12, value: (row) => row.createdAt.slice(0, 10) },
  { header: 'Empresa', kind: 'text', width: 32, value: (row) => row.nombreComercial },
  { header: 'Razón social', kind: 'text', width: 32, value: (row) => row.razonSocial },
  { header: 'Cif/Nif', kind: 'text', width: 12, value: (row) => row.nifCif },
  { header: 'Localidad', kind: 'text', width: 18, value: (row) => row.localidad },
  {
    header: 'Alta por SMS',
    kind: 'text',
    width: 22,
    value: (row) => (row.alta ? ONBOARDING_STATE_LABELS[row.alta.estado] : null),
  },
  { header: 'Pendiente de firma', kind: 'text', width: 10, value: (row) => yesNo(row.firmaPendiente) },
  {
    header: 'Perfil',
    kind: 'text',
    width: 40,
    value: (row) => (row.perfilFaltan.length === 0 ? 'Completo' : `Falta: ${row.perfilFaltan.join('; ')}`),
  },
  { header: 'Verificada', kind: 'text', width: 10, value: (row) => yesNo(row.verificado) },
  { header: 'Trabajadores', kind: 'integer', width: 12, value: (row) => row.numTrabajadores },
  { header: 'Protección de datos', kind: 'text', width: 18, value: (row) => PROTOCOL_COVERAGES[row.protocolos.LOPD] },
  { header: 'Acoso laboral', kind: 'text', width: 18, value: (row) => PROTOCOL_COVERAGES[row.protocolos.ACOSO] },
  {
    header: 'Desconexión digital',
    kind: 'text',
    width: 18,
    value: (row) => PROTOCOL_COVERAGES[row.protocolos.DIGITAL],
  },
  {
    header: 'Obligaciones sin cubrir',
    kind: 'text',
    width: 48,
    value: (row) => row.obligacionesExpuestas.join('; '),
  },
  { header: 'Última factura', kind: 'text', width: 16, value: (row) => row.ultimaFactura?.numero ?? null },
  { header: 'Fecha factura', kind: 'date', width: 12, value: (row) => row.ultimaFactura?.fecha ?? null },
  { header: 'Importe (€)', kind: 'euros', width: 12, value: (row) => row.ultimaFactura?.importe ?? null },
  {
    header: 'Cobro',
    kind: 'text',
    width: 24,
    value: (row) => (row.ultimaFactura ? INVOICE_MONEY_STATES[row.ultimaFactura.estado] : null),
  },
  { header: 'Recibos devueltos', kind: 'integer', width: 10, value: (row) => row.recibosDevueltos },
  { header: 'Fin del periodo', kind: 'date', width: 12, value: (row) => row.renovacion?.fechaFin ?? null },
  {
    header: 'Renovación',
    kind: 'text',
    width: 14,
    value: (row) => (row.renovacion ? RENEWAL_STANDINGS[row.renovacion.estado] : null),
  },
];

/** Rows per page read by a board export. */
export const EXPORT_BATCH = 500;

/**
 * Every client of the board with its search, states and sort, in batches of pages. Authorizes before the first
 * row is read, so a refusal is an ordinary error answer.
 */
export async function exportAgencyCompanies({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: Omit<AgencyCompaniesParsedQuery, 'page' | 'size'>;
}): Promise<AsyncIterable<Row[]>> {
  agencyIdOf(ctx);
  return allPages((page) => listAgencyCompanies({ ctx, input: { ...input, page, size: EXPORT_BATCH } }));
}
