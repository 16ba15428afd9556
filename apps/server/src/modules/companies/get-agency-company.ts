import type { ActionContext } from '../../actor.js';
import { agencyIdOf, getCompanyOfAgency } from './agency-scope.js';

/** One of the agency's own companies by NIF/CIF ('Editar empresa'); another agency's answers 404. */
export function getAgencyCompany({ ctx, cifNif }: { ctx: ActionContext; cifNif: string }) {
  return getCompanyOfAgency(ctx.services.db, agencyIdOf(ctx), cifNif);
}
