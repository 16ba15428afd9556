/**
 * The catalogue's texts that public pages need on their first load, one module per page's form (and the common
 * ones every page may show): a bundler places a module whole in one chunk, so a page carries its own texts and
 * not the whole catalogue or the other forms'. `MESSAGES` includes them under the same names (common, login,
 * contact, passwordReset, registration).
 */
export { COMMON_MESSAGES } from './common.js';
export { CONTACT_MESSAGES } from './contact.js';
export { LOGIN_MESSAGES } from './login.js';
export { PASSWORD_RESET_MESSAGES } from './password-reset.js';
export { REGISTRATION_MESSAGES } from './registration.js';
