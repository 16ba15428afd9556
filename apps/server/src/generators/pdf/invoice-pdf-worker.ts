import { serveTasks } from '../../lib/task-thread.js';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.js';

/** The invoice thread: renders invoice PDFs, one at a time, away from the event loop. */
serveTasks((invoice: InvoiceDocument) => renderInvoicePdf(invoice));
