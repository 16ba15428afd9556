import { createTaskThread } from '../../lib/task-thread.js';
import type { InvoiceDocument } from './invoice-pdf.js';

const thread = createTaskThread<InvoiceDocument, Uint8Array>({
  entry: 'invoice-pdf-worker',
  from: import.meta.url,
  timeoutMs: 30_000,
});

/**
 * An invoice PDF rendered on a worker thread: a render holds its thread for milliseconds of layout, font
 * subsetting, QR encoding and compression, which on the event loop would delay every other answer in flight.
 * Renders queue on the one thread (at most one core goes to them); the thread keeps its own font caches.
 */
export async function renderInvoicePdfOffThread(invoice: InvoiceDocument): Promise<Buffer> {
  const bytes = await thread.run(invoice);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
