// The audit module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { auditRoutes } from './audit.routes.js';
export { recordAudit, recordAudits, sameFieldsAs } from './record-audit.js';
