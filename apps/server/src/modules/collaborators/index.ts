// The collaborators module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { agencyAreaRoutes } from './agency-area.routes.js';
export { collaboratorsRoutes } from './collaborators.routes.js';
export { insertCollaborator } from './create-collaborator.js';
