import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { signatureRequests } from '../../db/schema/index.js';

/**
 * The phone the company itself vouched for: the one it entered, or else the one it last signed on (it typed the
 * code that phone received). Null for a company that never signed and did not enter its phone.
 */
export async function companyConfirmedPhone(
  db: Queryable,
  company: { id: number; telefono: string; telefonoEnteredBy: string | null },
): Promise<string | null> {
  if (company.telefonoEnteredBy === 'COMPANY') return company.telefono;
  const [signed] = await db
    .select({ phone: signatureRequests.phone })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.companyId, company.id), isNotNull(signatureRequests.completedAt)))
    .orderBy(desc(signatureRequests.completedAt))
    .limit(1);
  return signed?.phone ?? null;
}
