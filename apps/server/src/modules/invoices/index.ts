// The invoices module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { agencyInvoiceExportColumns, exportAgencyInvoices } from './export-agency-invoices.js';
export { INVOICE_ATTACHMENTS, invoiceAttachment } from './invoice-attachment.js';
export { keepIssuerOfEarlierInvoices } from './invoice-issuer.js';
export { invoiceRows } from './invoice-page.js';
export { invoiceReturnOf, rectifying, rectifyingJoin, standingSum } from './invoice-view.js';
export { invoicesRoutes } from './invoices.routes.js';
export { contractInvoiceLines, issueInvoice, serviceLineName } from './issue-invoice.js';
export { listAgencyInvoices } from './list-agency-invoices.js';
export { companyInvoiceExportColumns, exportMyInvoices, listMyInvoices } from './list-my-invoices.js';
export { invoiceFilters } from './list-staff-invoices.js';
export { collectibleOnItsOwn, stillInvoicedCents } from './owed-invoice.js';
export { recordInvoicePayment } from './record-payment.js';
export { rectifyInTransaction } from './rectify-invoice.js';
