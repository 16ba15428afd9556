import { companyAreaEndpoints as endpoints, todayInMadrid } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { sendTableExport } from '../../platform/send-table-export.js';
import { answerLoginInvitation, listLoginInvitations, myCompanies, myCompany } from '../company-access/index.js';
import { downloadProtocol } from '../compliance/index.js';
import { companyInvoiceExportColumns, exportMyInvoices, listMyInvoices } from '../invoices/index.js';
import { listSignedContractUrls, signedContract } from '../signing/index.js';
import { getCompanyHome } from './company-home.js';

/** The client company's own area: its data, its protocol documents, its contracts and its invoices. */
export const companyAreaRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.myCompany, ({ ctx }) => myCompany(ctx));
  registerEndpoint(app, endpoints.myCompanies, ({ ctx }) => myCompanies(ctx));
  registerEndpoint(app, endpoints.loginInvitations, ({ ctx }) => listLoginInvitations(ctx));
  registerEndpoint(app, endpoints.acceptLoginInvitation, ({ ctx, params }) =>
    answerLoginInvitation({ ctx, input: { invitationId: params.id, accept: true } }),
  );
  registerEndpoint(app, endpoints.refuseLoginInvitation, ({ ctx, params }) =>
    answerLoginInvitation({ ctx, input: { invitationId: params.id, accept: false } }),
  );
  registerEndpoint(app, endpoints.home, ({ ctx }) => getCompanyHome({ ctx }));
  registerEndpoint(app, endpoints.protocolDocument, async ({ ctx, params, reply }) => {
    const document = await downloadProtocol({ ctx, input: { kind: params.tipo } });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(document.fileName))
      .send(document.pdf);
  });
  registerEndpoint(app, endpoints.signedContractUrls, ({ ctx, params }) =>
    listSignedContractUrls({ ctx, input: { companyId: params.companyId } }),
  );
  registerEndpoint(app, endpoints.signedContract, async ({ ctx, params, reply }) => {
    const contract = await signedContract({ ctx, input: { contractId: params.contractId } });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(contract.fileName))
      .send(Buffer.from(contract.pdf));
  });
  registerEndpoint(app, endpoints.invoices, ({ ctx, query }) => listMyInvoices({ ctx, input: query }));
  registerEndpoint(app, endpoints.exportInvoices, async ({ ctx, query, reply }) =>
    sendTableExport(reply, {
      format: query.formato,
      fileName: 'facturas',
      sheetName: 'Facturas',
      columns: companyInvoiceExportColumns(todayInMadrid(ctx.services.now())),
      batches: await exportMyInvoices({ ctx, input: query }),
    }),
  );
};
