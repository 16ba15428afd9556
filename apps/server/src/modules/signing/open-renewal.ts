import {
  addDays,
  addYears,
  type ProtocolCode,
  protocolsOf,
  RENEWAL_DEFAULT_PRICES_CENTS,
  RENEWAL_WINDOW_DAYS,
  toolFlagsOf,
} from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
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
