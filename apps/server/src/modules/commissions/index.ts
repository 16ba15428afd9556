// The commissions module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { commissionOf } from './commission-of.js';
export { commissionLedgerRoutes } from './ledger.routes.js';
export { pendingCommissionCents } from './pending-commission.js';
export { bookingCommission, syncCommissionLedger, syncEveryAgencyLedger } from './sync-ledger.js';
