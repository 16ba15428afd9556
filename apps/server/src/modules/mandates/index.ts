// The mandates module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).

export { mandateSuspensionReason, type SuspendedMandate, suspendMandatesOfReturns } from './mandate-suspension.js';
export {
  amendmentOfRequest,
  collectAmendments,
  collectionNotice,
  DEFAULT_PRENOTIFICATION_DAYS,
  MANDATE_EXPIRY_MONTHS,
  mandateAwaitingAmendment,
  mandateAwaitingRenewal,
  mandateReferenceOf,
  recordAmendmentSigned,
  recordMandateAmendment,
  recordSepaMandate,
  uncollectedAmendmentOriginalIban,
} from './mandates.js';
