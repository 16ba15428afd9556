// The company-access module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { agencyIdOf, agencyPrices, getCompanyOfAgency } from './agency-scope.js';
export {
  confirmClaim,
  confirmedCompanyWithNif,
  heldCompanyWithNif,
  refuseClaimThatCannotSign,
  releaseClaims,
} from './company-claims.js';
export { companyContactOf } from './company-contact.js';
export { type AdministratorLogin, giveAdministratorLogin } from './company-login.js';
export { myCompanies, myCompany, myCompanyId } from './company-scope.js';
export { clientSearch, companySearchFilters } from './company-search.js';
export { loadCompany, productPricesInCents } from './load-company.js';
export { answerLoginInvitation, listLoginInvitations } from './login-invitations.js';
export { providerAccountProblem, refuseProviderAccount } from './provider-account.js';
export { registeredBy } from './registered-by.js';
