import { agencyEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { sendTableExport } from '../../platform/send-table-export.js';
import {
  agencyToolPrices,
  clientBoardExportColumns,
  countClientStates,
  createAgencyCompany,
  exportAgencyCompanies,
  getAgencyCompany,
  listAgencyCompanies,
  updateAgencyCompany,
  updateCompanyTools,
} from '../companies/index.js';
import { agencyInvoiceExportColumns, exportAgencyInvoices, listAgencyInvoices } from '../invoices/index.js';
import { listAgencyRenewals, optOutOfRenewal } from '../renewals/index.js';
import { getAgencySummary } from './get-agency-summary.js';
import { getMyAgency } from './get-my-agency.js';

/** The agency's own companies, renewals and billing. Every route is ROLE_MANAGEMENT and tenant-scoped. */
export const agencyAreaRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.myAgency, ({ ctx }) => getMyAgency({ ctx }));
  registerEndpoint(app, endpoints.summary, ({ ctx }) => getAgencySummary({ ctx }));
  registerEndpoint(app, endpoints.companies, ({ ctx, query }) => listAgencyCompanies({ ctx, input: { ...query } }));
  registerEndpoint(app, endpoints.clientCounts, ({ ctx }) => countClientStates({ ctx }));
  registerEndpoint(app, endpoints.exportCompanies, async ({ ctx, query, reply }) =>
    sendTableExport(reply, {
      format: query.formato,
      fileName: 'clientes',
      sheetName: 'Clientes',
      columns: clientBoardExportColumns,
      batches: await exportAgencyCompanies({ ctx, input: query }),
    }),
  );
  registerEndpoint(app, endpoints.companiesWithoutUser, ({ ctx, query }) =>
    listAgencyCompanies({ ctx, input: { ...query, withoutUser: true } }),
  );
  registerEndpoint(app, endpoints.createCompany, ({ ctx, body }) => createAgencyCompany({ ctx, input: body }));
  registerEndpoint(app, endpoints.company, ({ ctx, params }) =>
    getAgencyCompany({ ctx, input: { cifNif: params.cifNif } }),
  );
  registerEndpoint(app, endpoints.updateCompany, ({ ctx, params, body }) =>
    updateAgencyCompany({ ctx, input: { ...body, cifNif: params.cifNif } }),
  );
  registerEndpoint(app, endpoints.updateTools, ({ ctx, params, body }) =>
    updateCompanyTools({ ctx, input: { ...body, cifNif: params.cifNif } }),
  );
  registerEndpoint(app, endpoints.toolPrices, ({ ctx, params }) =>
    agencyToolPrices({ ctx, input: { cifNif: params.cifNif } }),
  );
  registerEndpoint(app, endpoints.renewals, ({ ctx, query }) => listAgencyRenewals({ ctx, input: query }));
  registerEndpoint(app, endpoints.optOutOfRenewal, ({ ctx, params }) =>
    optOutOfRenewal({ ctx, input: { renewalId: params.id } }),
  );
  registerEndpoint(app, endpoints.invoices, ({ ctx, query }) => listAgencyInvoices({ ctx, input: query }));
  registerEndpoint(app, endpoints.exportInvoices, async ({ ctx, query, reply }) =>
    sendTableExport(reply, {
      format: query.formato,
      fileName: 'facturas',
      sheetName: 'Facturas',
      columns: agencyInvoiceExportColumns,
      batches: await exportAgencyInvoices({ ctx, input: query }),
    }),
  );
};
