import { ROLES, type RoleName } from '@cumplia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { forbidden } from '../lib/app-error.js';
import type { Services } from './services.js';

/** Who is acting. Every action starts by checking this. */
export type Actor =
  | { kind: 'staff'; userId: number; name: string; roles: RoleName[]; isSuperadmin: boolean }
  | { kind: 'agency'; userId: number; name: string; roles: RoleName[]; agencyId: number }
  | { kind: 'company'; userId: number; name: string; roles: RoleName[]; companyId: number };

export type ActionContext<A extends Actor | null = Actor> = {
  services: Services;
  actor: A;
  log: FastifyBaseLogger;
  requestId: string;
};

/** Back-office actions: provider staff only (the routes check the roles too; this guards direct calls). */
export function requireStaff(ctx: ActionContext): asserts ctx is ActionContext<Extract<Actor, { kind: 'staff' }>> {
  if (ctx.actor.kind !== 'staff') throw forbidden();
}

/** Superadmin-only back-office actions (remittance, SEPA files, rectifying invoices). */
export function requireSuperadmin(ctx: ActionContext): asserts ctx is ActionContext<Extract<Actor, { kind: 'staff' }>> {
  if (ctx.actor.kind !== 'staff' || !ctx.actor.isSuperadmin) throw forbidden();
}

type ActorSource = {
  userId: number;
  name: string;
  agencyId: number | null;
  companyIds: number[];
  /** The company the request asks to act for (a person may run several), or null for their first. */
  chosenCompanyId: number | null;
};

/**
 * The actor a set of granted roles makes of a user, or null when the roles give no way in (a company user
 * asking for a company that is not theirs included).
 */
export function actorFor(user: ActorSource, roles: RoleName[]): Actor | null {
  const base = { userId: user.userId, name: user.name, roles };
  if (roles.includes(ROLES.superadmin) || roles.includes(ROLES.worker)) {
    return { kind: 'staff', ...base, isSuperadmin: roles.includes(ROLES.superadmin) };
  }
  if (roles.includes(ROLES.agency) && user.agencyId !== null)
    return { kind: 'agency', ...base, agencyId: user.agencyId };
  if (roles.includes(ROLES.company)) {
    const companyId = user.chosenCompanyId ?? user.companyIds[0];
    if (companyId === undefined || !user.companyIds.includes(companyId)) return null;
    return { kind: 'company', ...base, companyId };
  }
  return null;
}
