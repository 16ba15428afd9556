// The onboarding module's public face: what the other modules, the jobs and the entry points may use of it. Its other files
// are its own (scripts/dependency-rules.mjs, MODULE_ENTRY).
export { onboardingRoutes } from './onboarding.routes.js';
export { onboardingProgressColumns, onboardingProgressOf, progressSmsJoin } from './onboarding-progress.js';
export { sendDueOnboardingReminders } from './onboarding-reminders.js';
export {
  PRE_REGISTRATION_MESSAGES,
  type PreRegistration,
  preRegisterCompanies,
  preRegisterCompany,
  preRegistrationKey,
  preRegistrationProblem,
  SIGNUP_EXAMPLE,
} from './pre-register-company.js';
