import { agencyEndpoints } from './agencies/agency-endpoints.js';
import { collaboratorsEndpoints } from './agencies/collaborators-endpoints.js';
import { auditEndpoints } from './audit/audit-entry.js';
import { authEndpoints } from './auth/auth-endpoints.js';
import { captchaEndpoints } from './auth/captcha-challenge.js';
import { stoppedWorkEndpoints } from './background-work/stopped-work.js';
import { cnaeEndpoints } from './companies/cnae.js';
import { companiesEndpoints } from './companies/companies-endpoints.js';
import { companyAreaEndpoints } from './companies/company-area-endpoints.js';
import { contactConfirmationEndpoints } from './companies/contact-confirmation.js';
import { staffCompaniesEndpoints } from './companies/staff-companies-endpoints.js';
import { complianceEndpoints } from './compliance/compliance-endpoints.js';
import { commissionLedgerEndpoints } from './invoices/commission-ledger.js';
import { invoicesEndpoints, sepaEndpoints } from './invoices/invoices-endpoints.js';
import { monthCloseEndpoints } from './invoices/month-close.js';
import { mailEndpoints } from './mail/mail-endpoints.js';
import { onboardingEndpoints } from './onboarding/onboarding-endpoints.js';
import { outboxEndpoints } from './outbox/outbox-endpoints.js';
import { privacyEndpoints } from './privacy/privacy.js';
import { providerEndpoints } from './provider/provider-info.js';
import { registerEndpoints } from './register/register-endpoints.js';
import { renewalsEndpoints } from './renewals/renewals-endpoints.js';
import type { EndpointContract } from './shared/endpoint.js';
import { documentsEndpoints } from './signing/document-verification.js';
import { signingEndpoints } from './signing/signing-endpoints.js';
import { uploadsEndpoints } from './uploads/uploads-endpoints.js';
import { usersEndpoints } from './users/get-my-user.js';
import { staffUsersEndpoints } from './users/staff-users-endpoints.js';
import { verifactuEndpoints } from './verifactu/verifactu-endpoints.js';

/** Every endpoint written as a contract, for the checks that read them all (authorization matrix). */
export const ENDPOINT_CONTRACTS: readonly EndpointContract[] = [
  agencyEndpoints,
  auditEndpoints,
  authEndpoints,
  captchaEndpoints,
  cnaeEndpoints,
  collaboratorsEndpoints,
  commissionLedgerEndpoints,
  companiesEndpoints,
  companyAreaEndpoints,
  contactConfirmationEndpoints,
  complianceEndpoints,
  documentsEndpoints,
  invoicesEndpoints,
  mailEndpoints,
  monthCloseEndpoints,
  onboardingEndpoints,
  outboxEndpoints,
  privacyEndpoints,
  providerEndpoints,
  registerEndpoints,
  renewalsEndpoints,
  sepaEndpoints,
  signingEndpoints,
  staffCompaniesEndpoints,
  staffUsersEndpoints,
  stoppedWorkEndpoints,
  uploadsEndpoints,
  usersEndpoints,
  verifactuEndpoints,
].flatMap((group) => Object.values(group).flatMap(contractsIn));

/** A group holds contracts, or pairs of them per staff prefix (`{ admin, worker }`). */
function contractsIn(entry: EndpointContract | Record<string, EndpointContract>): EndpointContract[] {
  return 'method' in entry ? [entry as EndpointContract] : Object.values(entry);
}
