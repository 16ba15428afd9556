import type { MyUser } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';

const TIPO_BY_ACTOR = { agency: 'G', company: 'E', staff: 'STAFF' } as const;

export async function getMyUser({ ctx }: { ctx: ActionContext }): Promise<MyUser> {
  const [user] = await ctx.services.db
    .select({ id: users.id, username: users.username, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, ctx.actor.userId));
  if (!user) throw unauthorized();
  return { ...user, roles: ctx.actor.roles, tipo: TIPO_BY_ACTOR[ctx.actor.kind] };
}
