import type { ActionContext } from '../../platform/actor.js';
import { agencyIdOf, getCompanyOfAgency } from '../company-access/index.js';

/** One of the agency's own companies by NIF/CIF ('Editar empresa'); another agency's answers 404. */
export function getAgencyCompany({ ctx, input: { cifNif } }: { ctx: ActionContext; input: { cifNif: string } }) {
  return getCompanyOfAgency(ctx.services.db, agencyIdOf(ctx), cifNif);
}
