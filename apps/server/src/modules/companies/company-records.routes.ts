import { staffCompaniesEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { sendTableExport } from '../../platform/send-table-export.js';
import { downloadCompanyProtocol, listCompanyProtocols, sendCompanyProtocols } from '../compliance/index.js';
import { evidencePage, signatureEvidence } from '../signing/index.js';
import { listStaffCompanies, verifyCompanies, verifyCompany } from './company-verification.js';
import { exportStaffCompanies, staffCompanyExportColumns } from './export-staff-companies.js';
import { listNifClaims } from './nif-claims.js';
import { exportStaffClientBoard, listStaffClientBoard, staffClientBoardExportColumns } from './staff-client-board.js';

/**
 * Staff company list (the homes' 'Nuevas empresas' use verificado=false), 'Verificar', the company's protocols
 * to download and its signature evidence (part 2 sections 2.14 and 7).
 */
export const companyRecordsRoutes: FastifyPluginAsync = async (app) => {
  for (const scope of ['admin', 'worker'] as const) {
    registerEndpoint(app, endpoints.list[scope], ({ ctx, query }) => listStaffCompanies({ ctx, input: query }));
    registerEndpoint(app, endpoints.clientBoard[scope], ({ ctx, query }) =>
      listStaffClientBoard({ ctx, input: query }),
    );
    registerEndpoint(app, endpoints.exportClientBoard[scope], async ({ ctx, query, reply }) =>
      sendTableExport(reply, {
        format: query.formato,
        fileName: 'tablero-clientes',
        sheetName: 'Clientes',
        columns: staffClientBoardExportColumns,
        batches: await exportStaffClientBoard({ ctx, input: query }),
      }),
    );
    registerEndpoint(app, endpoints.export[scope], async ({ ctx, query, reply }) =>
      sendTableExport(reply, {
        format: query.formato,
        fileName: 'empresas',
        sheetName: 'Empresas',
        columns: staffCompanyExportColumns,
        batches: exportStaffCompanies({ ctx, input: query }),
      }),
    );
  }
  registerEndpoint(app, endpoints.verifyMany, ({ ctx, body }) =>
    verifyCompanies({ ctx, input: { companyIds: body.ids } }),
  );
  registerEndpoint(app, endpoints.nifClaims, ({ ctx, params }) =>
    listNifClaims({ ctx, input: { companyId: params.id } }),
  );
  registerEndpoint(app, endpoints.verify, ({ ctx, params }) => verifyCompany({ ctx, input: { companyId: params.id } }));
  registerEndpoint(app, endpoints.protocols, ({ ctx, params }) =>
    listCompanyProtocols({ ctx, input: { companyId: params.id } }),
  );
  registerEndpoint(app, endpoints.protocol, async ({ ctx, params, reply }) => {
    const document = await downloadCompanyProtocol({ ctx, input: { companyId: params.id, type: params.type } });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(document.fileName))
      .send(document.pdf);
  });
  registerEndpoint(app, endpoints.signatureEvidence, async ({ ctx, params, reply }) => {
    const record = await signatureEvidence({ ctx, input: { companyId: params.id } });
    return reply
      .header('content-disposition', attachment(`evidencias_firma_${record.company.nifCif}.json`))
      .send(record);
  });
  registerEndpoint(app, endpoints.evidencePage, async ({ ctx, params, reply }) => {
    const page = await evidencePage({ ctx, input: { companyId: params.id, contractId: params.contractId } });
    return reply.type('application/pdf').header('content-disposition', attachment(page.fileName)).send(page.pdf);
  });
  registerEndpoint(app, endpoints.sendProtocols, ({ ctx, params }) =>
    sendCompanyProtocols({ ctx, input: { companyId: params.id } }),
  );
};
