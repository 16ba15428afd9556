// The compliance module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { complianceRoutes } from './compliance.routes.js';
export {
  companyOf,
  loadStoredProfile,
  type ProfileOwner,
  profileHash,
  storedProfileOf,
  syncProfileHeadcount,
} from './compliance-profile.js';
export { downloadProtocol, isDraftProtocol } from './download-protocol.js';
export { getComplianceProfile } from './profile-actions.js';
export { fillMissingProfileGaps, refreshCompanyProfileGaps } from './profile-gaps.js';
export { leafletAttachment, PROTOCOL_ATTACHMENTS, protocolAttachment } from './protocol-attachments.js';
export { registerRoutes } from './register.routes.js';
export { downloadCompanyProtocol, listCompanyProtocols, sendCompanyProtocols } from './staff-protocols.js';
export { storeConfirmedRegister } from './store-register.js';
