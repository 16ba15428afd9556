import { eq } from 'drizzle-orm';
import { verifactuRecords } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';

/** GET /admin/verifactu/registros/{id}/xml (and /worker): the record exactly as generated and sent. */
export async function downloadRecordXml({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { recordId: number };
}): Promise<{ fileName: string; xml: string }> {
  requireStaff(ctx);
  const [record] = await ctx.services.db
    .select({ xml: verifactuRecords.xml, numero: verifactuRecords.numero })
    .from(verifactuRecords)
    .where(eq(verifactuRecords.id, input.recordId));
  if (!record) throw notFound('El registro no existe.');
  if (!record.xml) throw notFound('Este registro se generó antes de VERI*FACTU: no se envió y no tiene XML.');
  return {
    fileName: `registro_verifactu_${record.numero}_${input.recordId}.xml`,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n${record.xml}`,
  };
}
