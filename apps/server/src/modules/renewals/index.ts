// The renewals module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { listAgencyRenewals } from './list-agency-renewals.js';
export { optOutOfRenewal } from './opt-out-of-renewal.js';
export { processDueRenewals } from './process-due-renewals.js';
export { sendRenewalNotices } from './renewal-notices.js';
export { renewalsRoutes } from './renewals.routes.js';
