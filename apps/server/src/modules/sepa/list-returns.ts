import {
  type Paged,
  SEPA_RETURN_REASONS,
  SEPA_RETURN_RESOLUTION_LABELS,
  type SepaReturn,
  type SepaReturnImport,
  type SepaReturnSort,
  type SepaReturnsPage,
  type SortDirection,
  todayInMadrid,
} from '@cumplia/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { invoices, sepaDebits, sepaMandates, sepaReturnImports, sepaReturns } from '../../db/schema/index.js';
import type { ExportColumn } from '../../generators/export/table-export.js';
import { invoiceCollectionDate } from '../../generators/sepa/collection-date.js';
import { keysetBatches, listOrder, type SortColumns, sortKeyText } from '../../lib/list-order.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { DEFAULT_PRENOTIFICATION_DAYS } from '../mandates/index.js';

/** Each sort key of the returns list and its column (index `sepa_returns_created_idx`). */
const sepaReturnSortColumns: SortColumns<SepaReturnSort> = { fecha: sepaReturns.createdAt };

type ReturnsQuery = { sort: SepaReturnSort; dir: SortDirection };

/** Whether staff may present a returned debit again: the reason allows it, once, and nothing was done yet. */
export const canRepresent = (ret: { reasonCode: string; presentation: number; resolution: string }) =>
  ret.resolution === 'PENDIENTE' &&
  ret.presentation === 1 &&
  (SEPA_RETURN_REASONS[ret.reasonCode]?.representable ?? false);

/** The returns in the list's order with their invoice and debit, from `where` on (one page or one batch). */
function returnRows(db: Queryable, query: ReturnsQuery, where: SQL | undefined) {
  return db
    .select({
      ret: sepaReturns,
      numero: invoices.numero,
      razonSocial: invoices.recipientRazonSocial,
      nifCif: invoices.recipientNifCif,
      endToEndId: sepaDebits.endToEndId,
      presentation: sepaDebits.presentation,
      billingDate: invoices.fechaCuandoFacturar,
      prenotificationDays: sepaMandates.prenotificationDays,
      key: sortKeyText(sepaReturnSortColumns, query.sort),
    })
    .from(sepaReturns)
    .innerJoin(invoices, eq(invoices.id, sepaReturns.invoiceId))
    .innerJoin(sepaDebits, eq(sepaDebits.id, sepaReturns.sepaDebitId))
    .leftJoin(sepaMandates, and(eq(sepaMandates.companyId, invoices.companyId), isNull(sepaMandates.revokedAt)))
    .where(where)
    .orderBy(...listOrder(sepaReturnSortColumns, sepaReturns.id, query));
}

function sepaReturnOf(row: Awaited<ReturnType<typeof returnRows>>[number], today: string): SepaReturn {
  const representable = canRepresent({ ...row.ret, presentation: row.presentation });
  return {
    id: row.ret.id,
    facturaId: row.numero,
    invoiceId: row.ret.invoiceId,
    empresa: { razonSocial: row.razonSocial, nifCif: row.nifCif },
    endToEndId: row.endToEndId,
    importe: row.ret.amountCents / 100,
    codigo: row.ret.reasonCode,
    motivo: [
      SEPA_RETURN_REASONS[row.ret.reasonCode]?.motivo ?? 'motivo no catalogado',
      row.ret.bankReason && `«${row.ret.bankReason}»`,
    ]
      .filter(Boolean)
      .join(' '),
    fechaDevolucion: row.ret.returnedOn,
    resolucion: row.ret.resolution,
    representable,
    cargoSiSePresenta: representable
      ? invoiceCollectionDate({
          billingDate: row.billingDate,
          notifiedOn: today,
          prenotificationDays: row.prenotificationDays ?? DEFAULT_PRENOTIFICATION_DAYS,
          today,
        })
      : null,
  };
}

/** GET /admin/sepa/devoluciones: the returns in the chosen order, paged in SQL, with the totals of all of them. */
export async function listReturns({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: ReturnsQuery & { page: number; size: number };
}): Promise<SepaReturnsPage> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const [rows, [totals]] = await Promise.all([
    returnRows(db, input, undefined)
      .limit(input.size)
      .offset(input.page * input.size),
    db
      .select({
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${sepaReturns.amountCents}), 0)::bigint`,
        pending: sql<number>`(count(*) filter (where ${sepaReturns.resolution} = 'PENDIENTE'))::int`,
        pendingCents: sql<number>`coalesce(sum(${sepaReturns.amountCents}) filter (where ${sepaReturns.resolution} = 'PENDIENTE'), 0)::bigint`,
      })
      .from(sepaReturns),
  ]);
  const count = totals?.count ?? 0;
  return {
    ...pageOf(
      rows.map((row) => sepaReturnOf(row, todayInMadrid(ctx.services.now()))),
      count,
      input,
    ),
    totales: {
      devoluciones: count,
      importe: Number(totals?.cents ?? 0) / 100,
      pendientes: totals?.pending ?? 0,
      importePendiente: Number(totals?.pendingCents ?? 0) / 100,
    },
  };
}

export const sepaReturnExportColumns: ExportColumn<SepaReturn>[] = [
  { header: 'Fecha', kind: 'date', width: 12, value: (row) => row.fechaDevolucion },
  { header: 'Factura', kind: 'text', width: 16, value: (row) => row.facturaId },
  { header: 'Adeudo', kind: 'text', width: 18, value: (row) => row.endToEndId },
  { header: 'Empresa', kind: 'text', width: 36, value: (row) => row.empresa.razonSocial },
  { header: 'Cif/Nif', kind: 'text', width: 12, value: (row) => row.empresa.nifCif },
  { header: 'Importe (€)', kind: 'euros', width: 14, value: (row) => row.importe },
  { header: 'Código', kind: 'text', width: 8, value: (row) => row.codigo },
  { header: 'Motivo', kind: 'text', width: 40, value: (row) => row.motivo },
  { header: 'Estado', kind: 'text', width: 24, value: (row) => SEPA_RETURN_RESOLUTION_LABELS[row.resolucion] },
];

/** Every return of the list in its order, in batches; authorizes before the first row is read. */
export async function exportReturns({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: ReturnsQuery;
}): Promise<AsyncIterable<SepaReturn[]>> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  return keysetBatches(sepaReturnSortColumns, sepaReturns.id, input, async (afterLast, limit) => {
    const rows = await returnRows(db, input, afterLast).limit(limit);
    const today = todayInMadrid(ctx.services.now());
    return rows.map((row) => ({ key: row.key, id: row.ret.id, row: sepaReturnOf(row, today) }));
  });
}

/** GET /admin/sepa/devoluciones/ficheros: the bank files imported, newest first (index `sepa_return_imports_created_idx`). */
export async function listReturnImports({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { page: number; size: number };
}): Promise<Paged<SepaReturnImport>> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sepaReturnImports)
      .orderBy(desc(sepaReturnImports.createdAt), desc(sepaReturnImports.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ total: sql<number>`count(*)::int` }).from(sepaReturnImports),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      importado: row.createdAt.toISOString(),
      fichero: row.fileName,
      tipo: row.messageKind,
      mensaje: row.messageId,
      devoluciones: row.returnCount,
      sinCoincidencia: row.unmatchedCount,
      incidencias: row.exceptions ?? [],
    })),
    count?.total ?? 0,
    input,
  );
}
