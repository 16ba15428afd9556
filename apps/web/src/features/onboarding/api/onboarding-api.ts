import {
  endpointUrl,
  type OnboardingCompletion,
  type OnboardingDraft,
  type OnboardingInvitationRequest,
  onboardingEndpoints,
  uploadsEndpoints,
} from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, callEndpoint } from '../../../lib/api-client';

/** The company's onboarding page data (public: the link is the credential). */
export function useOnboarding(token: string) {
  return useQuery({
    queryKey: ['onboarding', token],
    queryFn: () => callEndpoint(onboardingEndpoints.describe, { params: { token } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export const saveOnboardingDraft = (token: string, draft: OnboardingDraft) =>
  callEndpoint(onboardingEndpoints.saveDraft, { params: { token }, body: draft });

export const completeOnboarding = (token: string, data: OnboardingCompletion) =>
  callEndpoint(onboardingEndpoints.complete, { params: { token }, body: data });

export const resendOnboardingSms = (nifCif: string) =>
  callEndpoint(onboardingEndpoints.resend, { params: { cifNif: nifCif } });

export const cancelOnboarding = (nifCif: string) =>
  callEndpoint(onboardingEndpoints.cancel, { params: { cifNif: nifCif } });

export const inviteCompanyBySms = (input: OnboardingInvitationRequest) =>
  callEndpoint(onboardingEndpoints.invite, { body: input });

export const downloadUploadReport = (fileId: number, fileName: string) =>
  apiDownload(endpointUrl(uploadsEndpoints.report, { params: { id: fileId } }), `informe_${fileName}`);
