import { RENEWAL_WINDOW_DAYS, type Renewal, renewalDaysRemaining, renewalDetailStatus } from '@cumplia/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencies, companies, renewalProducts, renewals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { groupBy } from '../../lib/group-by.js';

const renewalColumns = {
  renewal: renewals,
  company: {
    id: companies.id,
    nombre: companies.nombre,
    nifCif: companies.nifCif,
    razonSocial: companies.razonSocial,
    nombreComercial: companies.nombreComercial,
    lopdgdd: companies.lopdgdd,
    acosoLaboral: companies.acosoLaboral,
    desconexionDigital: companies.desconexionDigital,
  },
  agencyName: agencies.nombreComercial,
};

type RenewalRow = {
  renewal: typeof renewals.$inferSelect;
  company: Renewal['empresa'];
  agencyName: string | null;
};
type ProductRow = typeof renewalProducts.$inferSelect;

/** Renewals with their company and agency; the caller adds where, order and paging. */
export const selectRenewalRows = (db: Queryable) =>
  db
    .select(renewalColumns)
    .from(renewals)
    .innerJoin(companies, eq(companies.id, renewals.companyId))
    .leftJoin(agencies, eq(agencies.id, companies.agencyId));

/** The API shape of a renewal; days remaining count to `fechaFin`, exactly 18 is the priority. */
function renewalView(row: RenewalRow, products: ProductRow[], today: string): Renewal {
  const { renewal } = row;
  const diasRestantes = renewalDaysRemaining(renewal.fechaFin, today);
  return {
    id: renewal.id,
    fechaInicio: renewal.fechaInicio,
    fechaFin: renewal.fechaFin,
    fechaRenovacion: renewal.fechaRenovacion,
    empresa: row.company,
    gestoria: row.agencyName ? { nombre: row.agencyName } : null,
    lopdgdd: renewal.lopdgdd,
    acosoLaboral: renewal.acosoLaboral,
    desconexionDigital: renewal.desconexionDigital,
    renueva: renewal.renueva,
    deshabilitarRenovacion: renewal.deshabilitarRenovacion,
    procesada: renewal.procesada,
    estado: renewalDetailStatus(renewal),
    prioritaria: diasRestantes === RENEWAL_WINDOW_DAYS,
    diasRestantes,
    ultimaActualizacion: renewal.updatedAt.toISOString(),
    productos: products.map((product) => ({
      productoId: product.id,
      nombrePlantilla: product.protocol,
      precioDescuento: product.precioDescuentoCents / 100,
    })),
  };
}

/** The products (tools and prices) of the given renewals, read in one query and grouped by renewal. */
export async function productsByRenewal(db: Queryable, renewalIds: number[]) {
  const products = renewalIds.length
    ? await db
        .select()
        .from(renewalProducts)
        .where(inArray(renewalProducts.renewalId, renewalIds))
        .orderBy(renewalProducts.id)
    : [];
  return groupBy(products, (product) => product.renewalId);
}

/** The API views of renewal rows, with their products read in one query. */
export async function renewalViewsOf(db: Queryable, rows: RenewalRow[], today: string): Promise<Renewal[]> {
  const byRenewal = await productsByRenewal(
    db,
    rows.map((row) => row.renewal.id),
  );
  return rows.map((row) => renewalView(row, byRenewal.get(row.renewal.id) ?? [], today));
}

/** Renewals with their company, agency and products, as the API shows them. */
export async function loadRenewalViews(db: Queryable, where: SQL | undefined, today: string): Promise<Renewal[]> {
  return renewalViewsOf(db, await selectRenewalRows(db).where(where).orderBy(renewals.id), today);
}

/** The company's current (not processed) renewal, or a 404 with the catalogue's message. */
export async function currentRenewalView(db: Queryable, companyId: number, today: string): Promise<Renewal> {
  const [view] = await loadRenewalViews(
    db,
    and(eq(renewals.companyId, companyId), eq(renewals.procesada, false)),
    today,
  );
  if (!view) throw new AppError('RENEWAL_NOT_FOUND', 404);
  return view;
}
