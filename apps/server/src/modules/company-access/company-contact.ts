import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

/** Whom to write to about a company's payments: its e-mail and names. */
export async function companyContactOf(db: Queryable, companyId: number) {
  const [company] = await db
    .select({ email: companies.email, nombre: companies.nombre, razonSocial: companies.razonSocial })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}
