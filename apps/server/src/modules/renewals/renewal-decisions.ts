import {
  canApproveRenewal,
  formatDateEs,
  MESSAGES,
  PROTOCOL_LABELS,
  protocolOfTool,
  protocolsOf,
  RENEWAL_DEFAULT_PRICES_CENTS,
  type Renewal,
  type RenewalTool,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { agencies, companies, renewalProducts, renewals } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { enqueueEmail } from '../outbox/index.js';
import { currentRenewalView } from './renewal-view.js';

type RenewalRow = typeof renewals.$inferSelect;
type Change = Partial<Pick<RenewalRow, 'renueva' | 'deshabilitarRenovacion' | RenewalTool>>;

async function lockCurrentRenewal(tx: Transaction, companyId: number): Promise<RenewalRow> {
  const [current] = await tx
    .select()
    .from(renewals)
    .where(and(eq(renewals.companyId, companyId), eq(renewals.procesada, false)))
    .for('update');
  if (!current) throw new AppError('RENEWAL_NOT_FOUND', 404);
  return current;
}

/**
 * Applies a decision to the company's current renewal (audited with before and after) and returns the renewal
 * as the dialogs show it. `decide` sees the locked row and today's date and returns the change or throws.
 */
async function changeCurrentRenewal(
  ctx: ActionContext,
  companyId: number,
  action: string,
  decide: (current: RenewalRow, today: string) => Change,
  afterChange?: (tx: Transaction, current: RenewalRow) => Promise<void>,
): Promise<Renewal> {
  requireStaff(ctx);
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  return ctx.services.db.transaction(async (tx) => {
    const current = await lockCurrentRenewal(tx, companyId);
    const change = decide(current, today);
    await tx
      .update(renewals)
      .set({ ...change, updatedByUserId: ctx.actor.userId, updatedAt: now })
      .where(eq(renewals.id, current.id));
    await afterChange?.(tx, current);
    const before = Object.fromEntries(Object.keys(change).map((key) => [key, current[key as keyof Change]]));
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action, entityType: 'renewal', entityId: current.id, before, after: change },
    );
    return currentRenewalView(tx, companyId, today);
  });
}

const approve = (current: RenewalRow, today: string): Change => {
  if (!canApproveRenewal(current.fechaRenovacion, today)) throw new AppError('RENEWAL_APPROVAL_NOT_ALLOWED', 422);
  return { renueva: true, deshabilitarRenovacion: false };
};

/** POST .../empresas/{id}/renovaciones/confirm: approve, only inside the 18-day window. */
export const confirmRenewal = ({ ctx, companyId }: { ctx: ActionContext; companyId: number }) =>
  changeCurrentRenewal(ctx, companyId, 'renewal.confirm', approve);

/**
 * POST .../empresas/{id}/renovaciones/disable: the tools end with the period. The company is told by e-mail
 * (the provider's opposition to the renewal, as the contract provides), once; a notice it had of the renewal is
 * forgotten, so enabling it again sends a new one.
 */
export const disableRenewal = ({ ctx, companyId }: { ctx: ActionContext; companyId: number }) =>
  changeCurrentRenewal(
    ctx,
    companyId,
    'renewal.disable',
    () => ({ renueva: false, deshabilitarRenovacion: true }),
    (tx, current) => afterRenewalDisabled(tx, ctx, current, { byAgency: false }),
  );

/** The company is told once; a notice it had of the renewal is forgotten, so enabling it again sends a new one. */
export async function afterRenewalDisabled(
  tx: Transaction,
  ctx: ActionContext,
  current: RenewalRow,
  asked: { byAgency: boolean },
) {
  if (current.deshabilitarRenovacion) return;
  await tx.update(renewals).set({ noticeFingerprint: null }).where(eq(renewals.id, current.id));
  await tellRenewalDisabled(tx, ctx, current, asked);
}

async function tellRenewalDisabled(
  tx: Transaction,
  ctx: ActionContext,
  renewal: RenewalRow,
  { byAgency }: { byAgency: boolean },
) {
  const [company] = await tx
    .select({
      email: companies.email,
      nombre: companies.nombre,
      razonSocial: companies.razonSocial,
      gestoria: agencies.nombreComercial,
    })
    .from(companies)
    .leftJoin(agencies, eq(agencies.id, companies.agencyId))
    .where(eq(companies.id, renewal.companyId));
  if (!company?.email) return;
  const now = ctx.services.now();
  await enqueueEmail(tx, ctx.services.config, {
    now,
    idempotencyKey: `renewal-disabled:${renewal.id}:${now.getTime()}`,
    to: company.email,
    email: templateEmail(
      'renovacion-deshabilitada',
      {
        nombre: company.nombre || company.razonSocial,
        empresa: company.razonSocial,
        servicios: protocolsOf(renewal).map((code) => PROTOCOL_LABELS[code]),
        terminaEl: formatDateEs(renewal.fechaFin),
        gestoria: company.gestoria,
        porGestoria: byAgency && company.gestoria !== null,
      },
      ctx.services.config.provider,
    ),
  });
}

/** POST /admin/empresas/{id}/renovaciones: the company panel's 'Aprobar' / 'Cancelar Renovación' toggle. */
export const toggleRenewalApproval = ({ ctx, companyId }: { ctx: ActionContext; companyId: number }) =>
  changeCurrentRenewal(ctx, companyId, 'renewal.toggle', (current, today) =>
    current.renueva ? { renueva: false } : approve(current, today),
  );

/**
 * POST .../empresas/{id}/renovaciones/{tool}: switches a tool of the next period; a tool switched on gets the
 * default renewal price if it had no product yet. At least one tool must stay.
 */
export function toggleRenewalTool({
  ctx,
  input: { companyId, tool },
}: {
  ctx: ActionContext;
  input: { companyId: number; tool: RenewalTool };
}) {
  const protocol = protocolOfTool(tool);
  return changeCurrentRenewal(
    ctx,
    companyId,
    `renewal.tool.${tool}`,
    (current) => {
      if (protocolsOf({ ...current, [tool]: !current[tool] }).length === 0) {
        throw new AppError('VALIDATION_ERROR', 422, MESSAGES.renewals.toolRequired);
      }
      return { [tool]: !current[tool] };
    },
    async (tx, current) => {
      if (current[tool]) return;
      await tx
        .insert(renewalProducts)
        .values({ renewalId: current.id, protocol, precioDescuentoCents: RENEWAL_DEFAULT_PRICES_CENTS[protocol] })
        .onConflictDoNothing({ target: [renewalProducts.renewalId, renewalProducts.protocol] });
    },
  );
}
