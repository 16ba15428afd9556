import { centsToEuros, eurosToCents, type ProtocolCode } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencyProductPrices } from '../../db/schema/index.js';

type PriceRow = { nombrePlantilla: ProtocolCode; precioDescuento: number };

/** Replaces a collaborator's negotiated prices with the form's rows (prices in euros, stored in cents). */
export async function replaceCollaboratorPrices(db: Queryable, agencyId: number, rows: PriceRow[]) {
  await db.delete(agencyProductPrices).where(eq(agencyProductPrices.agencyId, agencyId));
  if (rows.length === 0) return;
  await db.insert(agencyProductPrices).values(
    rows.map((row) => ({
      agencyId,
      protocol: row.nombrePlantilla,
      precioDescuentoCents: eurosToCents(row.precioDescuento),
    })),
  );
}

/** The collaborator's negotiated prices as product lines in euros. */
export async function collaboratorPrices(db: Queryable, agencyId: number) {
  const rows = await db
    .select({
      productoId: agencyProductPrices.id,
      protocol: agencyProductPrices.protocol,
      cents: agencyProductPrices.precioDescuentoCents,
    })
    .from(agencyProductPrices)
    .where(eq(agencyProductPrices.agencyId, agencyId))
    .orderBy(agencyProductPrices.protocol);
  return rows.map((row) => ({
    productoId: row.productoId,
    nombrePlantilla: row.protocol,
    precioDescuento: centsToEuros(row.cents),
  }));
}
