// The signing module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { signingPhoneOf } from './confirmed-phone.js';
export { CONTRACT_ATTACHMENTS } from './contract-attachment.js';
export { documentsRoutes } from './documents.routes.js';
export { documentsOfLink, findSigningRequest } from './find-signing-request.js';
export { dropRenewalTools, openRenewal, periodFrom } from './open-renewal.js';
export { refreshPendingSignatureLinks } from './refresh-signature-links.js';
export { requestMandateRenewal } from './renew-mandate.js';
export { alertSealBacklog } from './seal-backlog-alert.js';
export { awaitingSeal, sealSignedDocuments } from './seal-signed-documents.js';
export { evidencePage, signatureEvidence } from './signature-evidence.js';
export { listSignedContractUrls, signedContract } from './signed-contracts.js';
export { signingRoutes } from './signing.routes.js';
export { issueSigningCode, openLinkDocument, signInTransaction, signingPageView } from './signing-actions.js';
export { maskPhone } from './signing-evidence.js';
export { startContractSignature } from './start-contract-signature.js';
export { voidStaleSignatureRequests } from './void-stale-signature-requests.js';
