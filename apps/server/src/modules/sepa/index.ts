// The sepa module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { debitCandidates, fingerprintOf, storeFile } from './generate-sepa-file.js';
export { recordReturnFile } from './import-returns.js';
export { parseBankFile } from './parse-bank-file.js';
export { planDebits } from './plan-debits.js';
export { returnsOfCorrectedInvoices } from './returns-of-corrected-invoices.js';
export { sepaRoutes } from './sepa.routes.js';
export { sepaReturnsRoutes } from './sepa-returns.routes.js';
