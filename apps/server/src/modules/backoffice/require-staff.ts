import { STAFF_ROLES } from '@cumplia/domain';
import type { ActionContext } from '../../actor.js';
import { forbidden } from '../../lib/app-error.js';

/** Back-office actions are for provider staff only (the routes check too; this guards direct calls). */
export function requireStaff(ctx: ActionContext) {
  if (ctx.actor.kind !== 'staff' || !ctx.actor.roles.some((role) => STAFF_ROLES.includes(role))) throw forbidden();
}
