// The outbox module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { createConfiguredTransport } from './configured-transport.js';
export { type DeliveryOptions, deliverNextMessage } from './deliver-next-message.js';
export { devMailCatcherRoutes, servesMailCatcher } from './dev-mail-catcher.routes.js';
export { enqueueEmail, enqueueSms, enqueueTakenSms } from './enqueue-message.js';
export {
  type AttachmentRenderers,
  type AttachmentServices,
  createAttachmentLoader,
  type MessageAttachmentRef,
} from './message-attachments.js';
export { outboxRoutes } from './outbox.routes.js';
export {
  CODES_PER_LINK_PER_HOUR,
  ONBOARDING_SENDS_PER_INVITATION,
  openSmsQuota,
  type SmsQuota,
} from './sms-limits.js';
export { smsName } from './sms-name.js';
