import { type OnboardingCompletion, type OnboardingDraft, onboardingEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

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
