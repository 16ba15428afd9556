// The month-close module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { statementData } from './commission-statement.js';
export { monthInvoices, rowFilter } from './money-standing.js';
export { monthCloseRoutes } from './month-close.routes.js';
export { issueStatement, statementFiles } from './statement-actions.js';
export { STATEMENT_ATTACHMENTS } from './statement-attachment.js';
