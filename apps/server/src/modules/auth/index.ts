// The auth module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { authRoutes } from './auth.routes.js';
export { findUserAccessBySession } from './find-user-access.js';
export { forgetOldLoginFailures } from './login-throttle.js';
export { hashPassword } from './password-hasher.js';
export { revokeAllSessionsOfUser } from './refresh-tokens.js';
export { processPasswordRecoveries } from './request-password-recovery.js';
export { sendAccountVerification } from './send-account-verification.js';
