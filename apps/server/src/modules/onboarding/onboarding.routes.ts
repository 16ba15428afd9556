import { onboardingEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { sha256Hex } from '../../lib/secure-token.js';
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
  // The page saves as the company types: counted per link (its hash, never the token), not per public form.
  const draftLimited = {
    config: {
      rateLimit: {
        max: DRAFT_SAVES_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: { params: unknown; ip: string }) => {
          const { token } = request.params as { token?: string };
          return token ? `alta-borrador:${sha256Hex(token)}` : `ip:${request.ip}`;
        },
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
