// The register module's public face: what the other modules, the jobs and the entry points may use of it. Its other
// files are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { loadRegister, registerViewOf } from './company-register.js';
export { registerRoutes } from './register.routes.js';
