import type { ActionContext } from '../../platform/actor.js';
import { revokeSessionByToken } from './refresh-tokens.js';

/** Logout: the refresh token's whole family stops working. Idempotent. */
export async function endSession({ ctx, input }: { ctx: ActionContext<null>; input: { refreshToken: string } }) {
  await revokeSessionByToken(ctx.services.db, input.refreshToken, ctx.services.now());
}
