// The verifactu module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { alertVerifactuBacklog } from './alert-backlog.js';
export { recordInvoiceAlta, recordInvoiceAnulacion } from './invoice-records.js';
export { lockRecordChain } from './record-chain.js';
export { currentRecordsOf } from './record-views.js';
export { sendNextVerifactuSubmission } from './send-submission.js';
export { verifactuRoutes } from './verifactu.routes.js';
