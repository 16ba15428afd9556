// The users module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { createUser } from './create-user.js';
export { staffUsersRoutes } from './staff-users.routes.js';
export { userProfileColumns } from './user-profile-columns.js';
export { usersRoutes } from './users.routes.js';
