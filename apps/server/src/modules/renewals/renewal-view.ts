import { RENEWAL_WINDOW_DAYS, type Renewal, renewalDaysRemaining, renewalDetailStatus } from '@cumplia/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencies, companies, renewalProducts, renewals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export const renewalColumns = {
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

/** The products of a set of renewals, in one query. */
export async function productsOf(db: Queryable, renewalIds: number[]): Promise<Map<number, ProductRow[]>> {
  const byRenewal = new Map<number, ProductRow[]>();
  if (renewalIds.length === 0) return byRenewal;
  const rows = await db
    .select()
    .from(renewalProducts)
    .where(inArray(renewalProducts.renewalId, renewalIds))
    .orderBy(renewalProducts.id);
  for (const row of rows) {
    const products = byRenewal.get(row.renewalId);
    if (products) products.push(row);
    else byRenewal.set(row.renewalId, [row]);
  }
  return byRenewal;
}

/** The API shape of a renewal; days remaining count to `fechaFin`, exactly 18 is the priority. */
export function renewalView(row: RenewalRow, products: ProductRow[], today: string): Renewal {
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

/** Renewals with their company, agency and products, as the API shows them. */
export async function loadRenewalViews(db: Queryable, where: SQL | undefined, today: string): Promise<Renewal[]> {
  const rows = await db
    .select(renewalColumns)
    .from(renewals)
    .innerJoin(companies, eq(companies.id, renewals.companyId))
    .leftJoin(agencies, eq(agencies.id, companies.agencyId))
    .where(where)
    .orderBy(renewals.id);
  const products = await productsOf(
    db,
    rows.map((row) => row.renewal.id),
  );
  return rows.map((row) => renewalView(row, products.get(row.renewal.id) ?? [], today));
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
