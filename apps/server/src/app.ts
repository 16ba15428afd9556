import { randomUUID } from 'node:crypto';
import { CSV_UPLOAD_LIMITS } from '@cumplia/domain';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { messageAttachmentLoader } from './attachment-renderers.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { REDACTED, REDACTED_PATHS, serializeError, serializeRequest } from './lib/log-redaction.js';
import { auditRoutes } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/index.js';
import { stoppedWorkRoutes } from './modules/background-work/index.js';
import { captchaRoutes } from './modules/captcha/index.js';
import { cnaeRoutes } from './modules/cnae/index.js';
import { agencyAreaRoutes, collaboratorsRoutes } from './modules/collaborators/index.js';
import { commissionLedgerRoutes } from './modules/commissions/index.js';
import {
  companiesRoutes,
  companyAreaRoutes,
  companyCnaeRoutes,
  companyRecordsRoutes,
  staffCompaniesRoutes,
} from './modules/companies/index.js';
import { complianceRoutes, registerRoutes } from './modules/compliance/index.js';
import { healthRoutes } from './modules/health/index.js';
import { invoicesRoutes } from './modules/invoices/index.js';
import { mailRoutes } from './modules/mail/index.js';
import { monthCloseRoutes } from './modules/month-close/index.js';
import { onboardingRoutes } from './modules/onboarding/index.js';
import { devMailCatcherRoutes, outboxRoutes, servesMailCatcher } from './modules/outbox/index.js';
import { privacyRoutes } from './modules/privacy/index.js';
import { providerRoutes, publicProviderInfo } from './modules/provider/index.js';
import { renewalsRoutes } from './modules/renewals/index.js';
import { sepaReturnsRoutes, sepaRoutes } from './modules/sepa/index.js';
import { documentsRoutes, signingRoutes } from './modules/signing/index.js';
import { uploadsRoutes } from './modules/uploads/index.js';
import { staffUsersRoutes, usersRoutes } from './modules/users/index.js';
import { verifactuRoutes } from './modules/verifactu/index.js';
import type { Services } from './platform/services.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { createRateLimitStore } from './plugins/rate-limit-store.js';
import { requestMetricsPlugin } from './plugins/request-metrics.js';
import { compiledResponseSerializer } from './plugins/response-serializer.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { spaPlugin } from './plugins/spa.js';
import { refuseBadUrl, textInputPlugin } from './plugins/text-input.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** `draining`: the process is stopping; readiness says 503 and answers close their connections. */
    lifecycle: { draining: boolean };
  }
}

export type AppOptions = {
  services: Services;
  database: DatabaseHandle;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  logger?: boolean;
  /** Where the log lines go (standard output by default). */
  logStream?: DestinationStream;
};

/** A hop count trusts that many proxies nearest the API (proxy-addr's rule for a number); addresses as given. */
const trustedProxiesOf = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The whole product as one Fastify app. `server.ts` listens; tests call `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options.services;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: REDACTED },
            serializers: { err: serializeError, req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: trustedProxiesOf(config.trustProxy),
    bodyLimit: 1_048_576,
    frameworkErrors: refuseBadUrl,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledResponseSerializer({ checkContracts: config.env === 'test' }));
  app.decorate('services', options.services);
  app.decorate('database', options.database);
  app.decorate('lifecycle', { draining: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A draining process lets the proxy's kept-alive connections go, one answer at a time.
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });

  await app.register(requestMetricsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so that every replica counts the same hits.
    store: createRateLimitStore(options.services.db, options.services.now),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 429),
  });
  await app.register(authenticationPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(multipart, { limits: { fileSize: CSV_UPLOAD_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 } });

  await app.register(apiDocsPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(captchaRoutes);
  await app.register(usersRoutes);
  await app.register(companiesRoutes);
  await app.register(agencyAreaRoutes);
  await app.register(uploadsRoutes);
  await app.register(companyAreaRoutes);
  await app.register(complianceRoutes);
  await app.register(companyCnaeRoutes);
  await app.register(registerRoutes);
  await app.register(signingRoutes);
  await app.register(onboardingRoutes);
  await app.register(documentsRoutes);
  await app.register(companyRecordsRoutes);
  await app.register(staffCompaniesRoutes);
  await app.register(collaboratorsRoutes);
  await app.register(staffUsersRoutes);
  await app.register(auditRoutes);
  await app.register(invoicesRoutes);
  await app.register(sepaRoutes);
  await app.register(sepaReturnsRoutes);
  await app.register(monthCloseRoutes);
  await app.register(commissionLedgerRoutes);
  await app.register(renewalsRoutes);
  await app.register(providerRoutes);
  await app.register(privacyRoutes);
  await app.register(outboxRoutes);
  await app.register(stoppedWorkRoutes);
  await app.register(verifactuRoutes);
  await app.register(mailRoutes);
  await app.register(cnaeRoutes);
  if (servesMailCatcher(config)) {
    await app.register(devMailCatcherRoutes, { loadAttachments: messageAttachmentLoader(options.services) });
  }

  if (options.serveWebApp !== false) {
    await app.register(spaPlugin, {
      distDir: config.webDistDir,
      pageData: { provider: publicProviderInfo(config.provider) },
    });
  }
  return app;
}
