import { type Cents, type Company, centsToEuros, eurosToCents, type ProtocolCode } from '@cumplia/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { agencies, companies, companyProducts } from '../../db/schema/index.js';

/** The company row with its agency's name, as `loadCompany` and its prepared forms read it. */
const selectCompanyRow = (db: Queryable) =>
  db
    .select({ company: companies, gestoriaNombre: agencies.nombreComercial })
    .from(companies)
    .leftJoin(agencies, eq(agencies.id, companies.agencyId));

/** The one company `where` finds: looked up by NIF/CIF, the one that holds it before agencies' unconfirmed claims. */
const oneCompanyRow = (db: Queryable, where: SQL | undefined) =>
  selectCompanyRow(db).where(where).orderBy(sql`${companies.agencyConfirmedAt} is null`, companies.id).limit(1);
type CompanyRow = Awaited<ReturnType<typeof oneCompanyRow>>[number];

const productsOfCompany = preparedStatement((db) =>
  db
    .select({ id: companyProducts.id, protocol: companyProducts.protocol, cents: companyProducts.precioDescuentoCents })
    .from(companyProducts)
    .where(eq(companyProducts.companyId, sql.placeholder('companyId')))
    .prepare('company_products_of'),
);

/**
 * A company as the API returns it (with its products in euros and its agency's name), or null. `forUpdate`
 * locks the company row until the transaction ends, for changes that must see no concurrent change.
 */
export async function loadCompany(
  db: Queryable,
  where: SQL | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<Company | null> {
  const query = oneCompanyRow(db, where);
  const [row] = options.forUpdate ? await query.for('update', { of: companies }) : await query;
  return row ? companyOfRow(db, row) : null;
}

/** An agency's company by its NIF/CIF, as `loadCompany` reads it; prepared below, as it is and locked. */
const companyOfAgencyQuery = (db: Queryable) =>
  oneCompanyRow(
    db,
    and(eq(companies.agencyId, sql.placeholder('agencyId')), eq(companies.nifCif, sql.placeholder('nifCif'))),
  );

/** Every agency edit and detail reads its company this way: prepared once. */
const companyOfAgencyStatement = {
  read: preparedStatement((db) => companyOfAgencyQuery(db).prepare('company_of_agency')),
  locked: preparedStatement((db) =>
    companyOfAgencyQuery(db).for('update', { of: companies }).prepare('company_of_agency_locked'),
  ),
};

/** `loadCompany` of the agency's company with this NIF/CIF. */
export async function loadCompanyOfAgency(
  db: Queryable,
  agencyId: number,
  nifCif: string,
  options: { forUpdate?: boolean } = {},
): Promise<Company | null> {
  const statement = options.forUpdate ? companyOfAgencyStatement.locked : companyOfAgencyStatement.read;
  const [row] = await statement(db).execute({ agencyId, nifCif });
  return row ? companyOfRow(db, row) : null;
}

async function companyOfRow(db: Queryable, row: CompanyRow): Promise<Company> {
  const products = await productsOfCompany(db).execute({ companyId: row.company.id });
  const { company } = row;
  return {
    id: company.id,
    razonSocial: company.razonSocial,
    nifCif: company.nifCif,
    tipo: company.tipo,
    nombre: company.nombre,
    username: company.dni,
    dni: company.dni,
    email: company.email,
    telefono: company.telefono,
    nombreComercial: company.nombreComercial,
    direccion: company.direccion,
    localidad: company.localidad,
    provincia: company.provincia,
    codigoPostal: company.codigoPostal,
    cnae: company.cnae,
    actividad: company.actividad,
    numTrabajadores: company.numTrabajadores,
    numCuenta: company.numCuenta,
    metodoDePago: company.metodoDePago,
    lopdgdd: company.lopdgdd,
    acosoLaboral: company.acosoLaboral,
    desconexionDigital: company.desconexionDigital,
    contratoLopdAceptado: company.contratoLopdAceptado,
    contratoAcosoAceptado: company.contratoAcosoAceptado,
    contratoDesconexionAceptado: company.contratoDesconexionAceptado,
    permitirDescarga: company.permitirDescarga,
    verificado: company.verificado,
    confirmada: company.agencyConfirmedAt !== null,
    gestoriaNombre: row.gestoriaNombre,
    productos: products.map((product) => ({
      productoId: product.id,
      nombrePlantilla: product.protocol,
      precioDescuento: centsToEuros(product.cents),
    })),
    createdAt: company.createdAt.toISOString(),
  };
}

/** The company's current price per protocol, in cents, from its product lines. */
export function productPricesInCents(company: Company): Map<ProtocolCode, Cents> {
  return new Map(company.productos.map((row) => [row.nombrePlantilla, eurosToCents(row.precioDescuento)]));
}
