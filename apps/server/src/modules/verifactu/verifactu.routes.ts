import { verifactuEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { correctRecord } from './correct-record.js';
import { downloadRecordXml } from './download-record-xml.js';
import { getVerifactuStatus } from './get-verifactu-status.js';
import { listVerifactuRecords } from './list-verifactu-records.js';
import { getProducerDeclaration } from './producer-declaration.js';
import { retryVerifactuNow } from './retry-now.js';

/** Verifactu: staff follow the records sent to the AEAT; anyone may read the producer's declaration. */
export const verifactuRoutes: FastifyPluginAsync = async (app) => {
  for (const scope of ['admin', 'worker'] as const) {
    registerEndpoint(app, endpoints.records[scope], ({ ctx, query }) => listVerifactuRecords({ ctx, input: query }));
    registerEndpoint(app, endpoints.status[scope], ({ ctx }) => getVerifactuStatus({ ctx }));
    registerEndpoint(app, endpoints.recordXml[scope], async ({ ctx, params, reply }) => {
      const record = await downloadRecordXml({ ctx, input: { recordId: params.id } });
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachment(record.fileName))
        .send(record.xml);
    });
  }
  registerEndpoint(app, endpoints.retryNow, ({ ctx }) => retryVerifactuNow({ ctx }));
  registerEndpoint(app, endpoints.correct, ({ ctx, params }) => correctRecord({ ctx, input: { recordId: params.id } }));
  registerEndpoint(app, endpoints.declaration, async ({ ctx, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return getProducerDeclaration({ ctx });
  });
};
