import { MESSAGES, WORKER_COMMISSION_OPTIONS } from '@cumplia/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';

/**
 * Workers pick a collaborator's commission from the list (part 2 section 2.8); only the superadmin sets any other
 * value. A worker editing other data may keep the commission the collaborator already has. Every path that sets a
 * commission (worker and admin URLs, creation and edit) goes through this check.
 */
export function assertCommissionAllowed(actor: Actor, comision: number, currentBasisPoints?: number) {
  if (actor.kind === 'staff' && actor.isSuperadmin) return;
  if (currentBasisPoints !== undefined && Math.round(comision * 100) === currentBasisPoints) return;
  if ((WORKER_COMMISSION_OPTIONS as readonly number[]).includes(comision)) return;
  throw new AppError('VALIDATION_ERROR', 400, MESSAGES.collaborators.commissionOption, {
    comision: MESSAGES.collaborators.commissionOption,
  });
}
