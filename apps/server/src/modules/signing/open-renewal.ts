import {
  addDays,
  addYears,
  type ProtocolCode,
  protocolsOf,
  RENEWAL_DEFAULT_PRICES_CENTS,
  RENEWAL_WINDOW_DAYS,
  toolFlagsOf,
} from '@cumplia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { renewalProducts, renewals } from '../../db/schema/index.js';

export type RenewalPeriod = { fechaInicio: string; fechaFin: string; fechaRenovacion: string };

/** The default period from a start date: one year, approval window opening 18 days before the end. */
export function periodFrom(fechaInicio: string): RenewalPeriod {
  const fechaFin = addYears(fechaInicio, 1);
  return { fechaInicio, fechaFin, fechaRenovacion: addDays(fechaFin, -RENEWAL_WINDOW_DAYS) };
}

/**
 * Makes sure the company has a current renewal covering `tools` (decisions.md: one current renewal per company
 * with active tools). Without one, a new period starts on `fechaInicio`; with one, the newly activated tools
 * join it. New products take the default renewal prices unless `prices` says otherwise. Returns the renewal and
 * the start of the period it covers, which is the period an invoice for these tools bills.
 */
export async function openRenewal(
  tx: Transaction,
  input: {
    companyId: number;
    tools: ProtocolCode[];
    period: RenewalPeriod;
    now: Date;
    prices?: Partial<Record<ProtocolCode, number>>;
    flags?: { renueva?: boolean; updatedByUserId?: number | null };
  },
): Promise<{ id: number; fechaInicio: string }> {
  const [current] = await tx
    .select()
    .from(renewals)
    .where(and(eq(renewals.companyId, input.companyId), eq(renewals.procesada, false)))
    .for('update');
  let renewalId: number;
  let fechaInicio: string;
  if (current) {
    renewalId = current.id;
    fechaInicio = current.fechaInicio;
    const joined = { ...toolFlagsOf([...protocolsOf(current), ...input.tools]) };
    await tx
      .update(renewals)
      .set({ ...joined, updatedAt: input.now })
      .where(eq(renewals.id, current.id));
  } else {
    const [created] = await tx
      .insert(renewals)
      .values({
        companyId: input.companyId,
        ...input.period,
        ...toolFlagsOf(input.tools),
        renueva: input.flags?.renueva ?? false,
        updatedByUserId: input.flags?.updatedByUserId ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: renewals.id });
    if (!created) throw new Error('Could not open the renewal.');
    renewalId = created.id;
    fechaInicio = input.period.fechaInicio;
  }
  if (input.tools.length > 0) {
    await tx
      .insert(renewalProducts)
      .values(
        input.tools.map((protocol) => ({
          renewalId,
          protocol,
          precioDescuentoCents: input.prices?.[protocol] ?? RENEWAL_DEFAULT_PRICES_CENTS[protocol],
        })),
      )
      .onConflictDoNothing({ target: [renewalProducts.renewalId, renewalProducts.protocol] });
  }
  return { id: renewalId, fechaInicio };
}

/**
 * Takes tools switched off out of the company's current renewal, its products with them: the next period neither
 * bills them nor switches them back on with a contract to sign. A tool switched on again joins it through
 * `openRenewal` once signed, as any activation does.
 */
export async function dropRenewalTools(tx: Transaction, companyId: number, tools: ProtocolCode[], now: Date) {
  if (tools.length === 0) return;
  const [current] = await tx
    .select()
    .from(renewals)
    .where(and(eq(renewals.companyId, companyId), eq(renewals.procesada, false)))
    .for('update');
  if (!current || !protocolsOf(current).some((protocol) => tools.includes(protocol))) return;
  const kept = protocolsOf(current).filter((protocol) => !tools.includes(protocol));
  await tx
    .update(renewals)
    .set({ ...toolFlagsOf(kept), updatedAt: now })
    .where(eq(renewals.id, current.id));
  await tx
    .delete(renewalProducts)
    .where(and(eq(renewalProducts.renewalId, current.id), inArray(renewalProducts.protocol, tools)));
}
