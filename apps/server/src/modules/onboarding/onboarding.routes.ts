import { onboardingEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { cancelOnboarding, inviteCompanyBySms, onboardingProgress, resendOnboardingSms } from './agency-onboarding.js';
import { completeOnboarding, describeOnboarding, saveOnboardingDraft } from './onboarding-actions.js';

const DRAFT_SAVES_PER_MINUTE = 60;

/**
 * Onboarding by SMS: the company's public page (the link is the credential) and the agency's invitation, follow-up,
 * resend and cancel.
 */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  const limited = {
    config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } },
  };
  // The page saves as the company types: a budget of its own per client address, beyond the public forms'. Keyed by
  // who asks, never by the token in the URL: invented tokens would each get a fresh budget (and a row).
  const draftLimited = {
    config: {
      rateLimit: {
        max: DRAFT_SAVES_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: { ip: string }) => `alta-borrador:${request.ip}`,
      },
    },
  };

  registerEndpoint(
    app,
    endpoints.describe,
    ({ ctx, params }) => describeOnboarding({ ctx, input: { token: params.token } }),
    limited,
  );
  registerEndpoint(
    app,
    endpoints.saveDraft,
    ({ ctx, params, body }) => saveOnboardingDraft({ ctx, input: { token: params.token, draft: body } }),
    draftLimited,
  );
  registerEndpoint(
    app,
    endpoints.complete,
    ({ ctx, params, body }) => completeOnboarding({ ctx, input: { ...body, token: params.token } }),
    limited,
  );
  registerEndpoint(app, endpoints.invite, ({ ctx, body }) => inviteCompanyBySms({ ctx, input: body }));
  registerEndpoint(app, endpoints.progress, ({ ctx, params }) =>
    onboardingProgress({ ctx, input: { nifCif: params.cifNif } }),
  );
  registerEndpoint(app, endpoints.resend, ({ ctx, params }) =>
    resendOnboardingSms({ ctx, input: { nifCif: params.cifNif } }),
  );
  registerEndpoint(app, endpoints.cancel, ({ ctx, params }) =>
    cancelOnboarding({ ctx, input: { nifCif: params.cifNif } }),
  );
};
