import { type OnboardingInvitationRequest, onboardingEndpoints } from '@cumplia/domain';
import { callEndpoint } from '../../../lib/api-client';

/** The agency's side of onboarding: invite a company by SMS, resend the link or cancel it. */
export const inviteCompanyBySms = (input: OnboardingInvitationRequest) =>
  callEndpoint(onboardingEndpoints.invite, { body: input });

export const resendOnboardingSms = (nifCif: string) =>
  callEndpoint(onboardingEndpoints.resend, { params: { cifNif: nifCif } });

export const cancelOnboarding = (nifCif: string) =>
  callEndpoint(onboardingEndpoints.cancel, { params: { cifNif: nifCif } });
