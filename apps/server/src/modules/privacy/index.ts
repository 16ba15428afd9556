// The privacy module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { privacyRoutes } from './privacy.routes.js';
export { purgeExpiredData } from './purge-expired-data.js';
