// The companies module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { countClientStates } from './client-state-counts.js';
export { companiesRoutes } from './companies.routes.js';
export { companyAreaRoutes } from './company-area.routes.js';
export { companyCnaeRoutes } from './company-cnae.routes.js';
export { companyRecordsRoutes } from './company-records.routes.js';
export { createAgencyCompany } from './create-agency-company.js';
export { createCompany } from './create-company.js';
export { clientBoardExportColumns, exportAgencyCompanies } from './export-agency-companies.js';
export { getAgencyCompany } from './get-agency-company.js';
export { listAgencyCompanies } from './list-agency-companies.js';
export { staffCompaniesRoutes } from './staff-companies.routes.js';
export { updateAgencyCompany } from './update-agency-company.js';
export { agencyToolPrices, updateCompanyTools } from './update-company-tools.js';
