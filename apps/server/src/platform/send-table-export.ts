import { PassThrough } from 'node:stream';
import type { ExportFormat } from '@cumplia/domain';
import type { FastifyReply } from 'fastify';
import { EXPORT_CONTENT_TYPES, type ExportColumn, writeTableExport } from '../generators/export/table-export.js';
import { attachment } from '../lib/content-disposition.js';

/**
 * Answers with a list's export, streamed: the rows are written as their batches arrive. A failure half-way can
 * no longer change the status, so it is logged and the download is cut (the client sees an incomplete file,
 * never a complete-looking one).
 */
export function sendTableExport<Row>(
  reply: FastifyReply,
  options: {
    format: ExportFormat;
    fileName: string;
    sheetName: string;
    columns: ExportColumn<Row>[];
    batches: AsyncIterable<Row[]>;
  },
) {
  const out = new PassThrough();
  writeTableExport({ ...options, out }).catch((error: unknown) => {
    reply.log.error({ err: error }, 'list export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(EXPORT_CONTENT_TYPES[options.format])
    .header('content-disposition', attachment(`${options.fileName}.${options.format}`))
    .header('cache-control', 'no-store')
    .send(out);
}
