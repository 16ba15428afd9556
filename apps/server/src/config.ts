import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  creditorIdCheckDigits,
  isValidCreditorId,
  isValidIban,
  MESSAGES,
  normalizeIban,
  passwordPolicyProblem,
  postalCodeInAddress,
  TAX_TERRITORIES,
  type TaxIssuer,
  territoryOfPostalCode,
} from '@cumplia/domain';
import forge from 'node-forge';
import { z } from 'zod';
import { BILLING_SYSTEM, type ComputerSystem } from './lib/billing-system.js';
import {
  certificateValidityProblem,
  createDevelopmentCertificate,
  DEVELOPMENT_CERTIFICATE_PASSWORD,
  isSelfSigned,
  loadSealingCertificate,
  longTermValidationProblem,
  type SealingCertificate,
} from './lib/certificates.js';
import { isCommonPassword } from './lib/common-passwords.js';
import type { TlsSettings } from './lib/post-bytes.js';
import { withSecretFiles } from './lib/secret-files.js';
import { ConfigurationRefusal, productionProblems, productionStartRefusal } from './production-requirements.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/**
 * Which proxies' X-Forwarded-For the API believes, for the client address its limits count: how many proxies stand
 * in front of it (a hop count: 1 behind Caddy), or their addresses and networks ('10.0.0.0/8,127.0.0.1'), as Fastify
 * takes them. 'true' is refused: it believes every hop, so behind a proxy that appends (nginx, cloud balancers)
 * anyone would choose their own address by sending the header.
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx): number | string | false => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For hop: give the number of proxies in front (1 behind Caddy) or their addresses',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const address = /^(?:[\d.]+|[\da-f:]+)(?:\/\d{1,3})?$/i;
    if (entries.some((entry) => !address.test(entry))) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count or a comma-separated list of addresses or networks',
      });
      return z.NEVER;
    }
    return entries.join(',');
  })
  .optional();

/** The provider's tax territory: the explicit setting, else the postal code printed in its address. */
function providerTerritory(env: { PROVIDER_TAX_TERRITORY?: TaxIssuer['territory']; PROVIDER_ADDRESS: string }) {
  if (env.PROVIDER_TAX_TERRITORY) return env.PROVIDER_TAX_TERRITORY;
  const postalCode = postalCodeInAddress(env.PROVIDER_ADDRESS);
  return postalCode ? territoryOfPostalCode(postalCode) : null;
}

/** A comma-separated list of secrets a rotation replaced (none when unset), each as long as a current one. */
const previousSecrets = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(32, { error: 'each previous secret has at least 32 characters' })));

const envSchema = z
  .object({
    /**
     * Production unless told otherwise: a deployment that forgets it must not run with development's generated
     * secrets, demo data and mail catcher. `npm start` and `npm run dev` say development.
     */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    /** Development listens on loopback only (it serves the mail catcher); elsewhere on every interface. */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustedProxies,
    /** Prometheus's scrape endpoint listens here (`GET /metrics`), apart from the API; unset: no metrics listener. */
    // Empty is unset (no listener): coercing '' would give port 0, a random port nobody scrapes.
    METRICS_PORT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    /**
     * Where the metrics listener binds: loopback unless told (compose names its network's address, so Prometheus
     * reaches it from its own container); never the API's host by default.
     */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * On SIGTERM the API first answers readiness with 503 for this long, so the proxy stops sending it requests,
     * then finishes those in flight and exits. Production's default outlasts a proxy checking every 2 s.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    DATABASE_URL: z.string().min(1).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    DATA_DIR: z.string().default('./data'),
    WEB_DIST_DIR: z.string().optional(),
    JWT_SECRET: z.string().min(32).optional(),
    CAPTCHA_HMAC_SECRET: z.string().min(32).optional(),
    MESSAGE_SEALING_SECRET: z.string().min(32).optional(),
    /**
     * The secrets replaced by a rotation, comma-separated: still accepted to verify or open what they signed or
     * sealed (sessions, captchas, queued messages) while new ones use the current secret (docs/operations.md).
     */
    JWT_SECRET_PREVIOUS: previousSecrets,
    CAPTCHA_HMAC_SECRET_PREVIOUS: previousSecrets,
    MESSAGE_SEALING_SECRET_PREVIOUS: previousSecrets,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(7 * 24 * 3600),
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 24 * 3600),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_DELAY_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(20),
    UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    UPLOAD_QUOTA_BYTES_PER_AGENCY: z.coerce
      .number()
      .int()
      .min(1)
      .default(100 * 1024 * 1024),
    CAPTCHA_COST: z.coerce.number().int().min(1).default(1000),
    CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(4000),
    CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
    CAPTCHA_CHALLENGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
    SMPP_URL: z
      .string()
      .regex(/^s?smpp:\/\/[^:@/]+:[^@/]*@[^/]+$/, { error: 'must look like smpp://system_id:password@host:port' })
      .optional(),
    /** The sender shown on SMS: alphanumeric (up to 11 characters) or a phone number. */
    SMS_SENDER_ID: z
      .string()
      .regex(/^([A-Za-z0-9 ]{1,11}|\+?\d{3,15})$/, { error: 'must be up to 11 letters or digits, or a phone number' })
      .default('Cumplia'),
    /** The provider's sealing certificate (PKCS#12): a file path, or the file itself in base64. */
    SIGNING_CERTIFICATE_P12: z.string().min(1).optional(),
    SIGNING_CERTIFICATE_PASSWORD: z.string().default(''),
    /**
     * How long the signing request waits for the sealer before answering; past it the signer is told the signed
     * documents are being prepared (they follow by e-mail).
     */
    SIGNING_SEAL_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    /**
     * Production refuses to start with a sealing or AEAT certificate that expires within this many days (the
     * process would outlive it); any start refuses one that has expired or is not valid yet.
     */
    CERTIFICATE_MIN_DAYS_LEFT: z.coerce.number().int().min(0).max(365).default(7),
    /**
     * A folder holding the wording of the legal documents (the templates of src/generators/legal/templates), for
     * a copy maintained outside the release; by default the wording shipped with the product.
     */
    LEGAL_TEMPLATES_DIR: z.string().min(1).optional(),
    /** An RFC 3161 Time Stamping Authority: sealed PDFs then carry its timestamp (required in production). */
    TSA_URL: z
      .url()
      .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(value), {
        message: 'must not carry a user or password: give them in TSA_USERNAME and TSA_PASSWORD',
      })
      .optional(),
    /** The TSA's user and password (HTTP Basic), when it authenticates its clients. */
    TSA_USERNAME: z.string().min(1).optional(),
    TSA_PASSWORD: z.string().min(1).optional(),
    /** A TSA that authenticates its clients by TLS certificate: the provider's (PKCS#12, a path or base64). */
    TSA_CLIENT_CERTIFICATE_P12: z.string().min(1).optional(),
    TSA_CLIENT_CERTIFICATE_PASSWORD: z.string().default(''),
    /** The CA of the TSA's own TLS certificate, when a private one issued it (PEM, a path or the text). */
    TSA_CA_CERTIFICATES: z.string().min(1).optional(),
    MAIL_FROM: z.string().default('"Cumplia" <no-responder@cumplia.example>'),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(2000),
    /**
     * How long a message being sent is left to its sender before another process sends it: longer than a send
     * takes (the transports' timeouts), short enough that a message a stopped process left is soon sent.
     */
    OUTBOX_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    CONTACT_MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
    SENT_MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
    /** Days after the onboarding SMS when a reminder goes out if the company has not signed (at most two). */
    ONBOARDING_REMINDER_DAYS: z
      .string()
      .default('3,7')
      .transform((value) => value.split(',').map((day) => Number(day.trim())))
      .refine((days) => days.length <= 2 && days.every((day, i) => Number.isInteger(day) && day > (days[i - 1] ?? 0)), {
        error: 'must be up to two increasing whole numbers of days, e.g. 3,7',
      }),
    BACKGROUND_JOBS: booleanFlag,
    PROVIDER_LEGAL_NAME: z.string().default('Cumplia Soluciones Normativas S.L. (datos de demostración)'),
    PROVIDER_NIF: z.string().default('B38990016'),
    PROVIDER_ADDRESS: z
      .string()
      .default('Calle del Castillo 12, 2º, 38002 Santa Cruz de Tenerife (dirección de demostración)'),
    PROVIDER_PHONE: z.string().default('+34 922 000 000'),
    PROVIDER_EMAIL: z.email().default('hola@cumplia.example'),
    PROVIDER_INBOX: z.email().optional(),
    PROVIDER_REGISTRY: z
      .string()
      .default('Inscrita en el Registro Mercantil de Santa Cruz de Tenerife (datos registrales de demostración)'),
    LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/cumplia-demo'),
    INSTAGRAM_URL: z.url().default('https://www.instagram.com/cumplia.demo'),
    WHATSAPP_URL: z.url().default('https://wa.me/34922000000'),
    TIME_TRACKING_URL: z.url().default('https://fichaje.cumplia.example'),
    SEPA_CREDITOR_NAME: z.string().optional(),
    /** The provider's SEPA creditor identifier (AT-02); by default the one its NIF gives with business code ZZZ. */
    SEPA_CREDITOR_ID: z
      .string()
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .optional(),
    /** The two creditor accounts SEPA files may collect into, comma-separated; the first is the default. */
    SEPA_CREDITOR_ACCOUNTS: z
      .string()
      .default('ES9121000418450200051332,ES6000491500051234567892')
      .transform((value) => value.split(',').map(normalizeIban))
      .refine((accounts) => accounts.length === 2 && accounts.every(isValidIban), {
        error: 'must be two valid IBANs separated by a comma',
      }),
    /**
     * Creditor accounts whose bank takes pain.008.001.08 (comma-separated, each one of SEPA_CREDITOR_ACCOUNTS);
     * the others get pain.008.001.02 (Cuaderno 19.14 XML).
     */
    SEPA_PAIN_008_001_08_ACCOUNTS: z
      .string()
      .default('')
      .transform((value) => value.split(',').filter(Boolean).map(normalizeIban)),
    /** Where invoice records go: the AEAT's test portal or production. Unset (outside production): kept, not sent. */
    VERIFACTU_ENVIRONMENT: z.enum(['pruebas', 'produccion']).optional(),
    /** The submission service's address, when not the AEAT's own for the environment (tests, a relay). */
    VERIFACTU_ENDPOINT: z.url().optional(),
    /** The client certificate for the AEAT (PKCS#12, path or base64); by default the sealing certificate. */
    VERIFACTU_CERTIFICATE_P12: z.string().min(1).optional(),
    VERIFACTU_CERTIFICATE_PASSWORD: z.string().optional(),
    /** An electronic seal certificate (`sello`) uses the AEAT's www10 hosts; a personal or representative one www1. */
    VERIFACTU_CERTIFICATE_KIND: z.enum(['sello', 'representante']).default('sello'),
    /** Extra CA certificates (PEM file) trusted for the AEAT's TLS certificate (tests, an inspecting proxy). */
    VERIFACTU_CA_CERTIFICATES: z.string().min(1).optional(),
    VERIFACTU_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    VERIFACTU_POLL_MS: z.coerce.number().int().min(100).default(5000),
    /** Staff are e-mailed when a record waits or stays rejected longer than this. */
    VERIFACTU_ALERT_AFTER_MINUTES: z.coerce.number().int().min(1).default(60),
    /** This installation's number (NumeroInstalacion): unique among the producer's installations. */
    VERIFACTU_INSTALLATION_NUMBER: z.string().min(1).max(100).default('1'),
    /** The billing system's producer (SistemaInformatico and the declaración responsable); the provider by default. */
    VERIFACTU_PRODUCER_NAME: z.string().min(1).max(120).optional(),
    VERIFACTU_PRODUCER_NIF: z.string().length(9).optional(),
    VERIFACTU_PRODUCER_ADDRESS: z.string().min(1).optional(),
    /** Where the producer signed the declaración responsable: town and country. */
    VERIFACTU_DECLARATION_PLACE: z.string().min(1).default('Santa Cruz de Tenerife, España'),
    /** The provider's tax territory (docs/invoicing.md); by default from the postal code in PROVIDER_ADDRESS. */
    PROVIDER_TAX_TERRITORY: z.enum(TAX_TERRITORIES).optional(),
    /** The IPSI rate a provider established in Ceuta or Melilla charges (its city's ordinance), in basis points. */
    PROVIDER_IPSI_RATE_BASIS_POINTS: z.coerce.number().int().min(50).max(1000).optional(),
    CUMPLIA_ADMIN_NIF: z.string().optional(),
    CUMPLIA_ADMIN_PASSWORD: z.string().min(12).optional(),
    CUMPLIA_SEED_DEMO: booleanFlag,
  })
  .superRefine((env, ctx) => {
    // A mistyped creditor identifier would go into every debit file, and the bank would refuse them all.
    const creditorId = env.SEPA_CREDITOR_ID;
    if (creditorId !== undefined) {
      const problem = !isValidCreditorId(creditorId)
        ? 'has wrong check digits or format (ES + 2 check digits + 3-character business code + NIF)'
        : !creditorId.startsWith('ES')
          ? 'must be a Spanish identifier (ES)'
          : creditorId.slice(7) !== env.PROVIDER_NIF
            ? `must end with PROVIDER_NIF (${env.PROVIDER_NIF})`
            : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['SEPA_CREDITOR_ID'], message: problem });
    }
    if (Boolean(env.TSA_USERNAME) !== Boolean(env.TSA_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['TSA_PASSWORD'], message: 'and TSA_USERNAME go together' });
    }
    if (env.SEPA_PAIN_008_001_08_ACCOUNTS.some((iban) => !env.SEPA_CREDITOR_ACCOUNTS.includes(iban))) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEPA_PAIN_008_001_08_ACCOUNTS'],
        message: 'must list only accounts of SEPA_CREDITOR_ACCOUNTS',
      });
    }
    const territory = providerTerritory(env);
    if (!territory) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROVIDER_TAX_TERRITORY'],
        message: 'is required when PROVIDER_ADDRESS has no five-digit postal code',
      });
    } else if (
      (territory === 'CEUTA' || territory === 'MELILLA') &&
      env.PROVIDER_IPSI_RATE_BASIS_POINTS === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROVIDER_IPSI_RATE_BASIS_POINTS'],
        message: 'is required for a provider established in Ceuta or Melilla',
      });
    }
    // The bootstrap superadmin's password follows the rule of every other password.
    const password = env.CUMPLIA_ADMIN_PASSWORD;
    if (password === undefined) return;
    const problem =
      passwordPolicyProblem(password, env.CUMPLIA_ADMIN_NIF) ??
      (isCommonPassword(password) ? MESSAGES.validation.passwordCommon : null);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['CUMPLIA_ADMIN_PASSWORD'],
        message: `breaks the password rule: ${problem}`,
      });
    }
  });

/** Every variable the configuration reads (`.env.example` documents each). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Fastify's trustProxy: false, a hop count, or trusted addresses and networks (comma-separated). */
  trustProxy: number | string | false;
  /** The metrics listener's port (null: none). */
  metricsPort: number | null;
  metricsHost: string;
  /** How long a stopping API answers "not ready" before it closes (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  database: { url: string | undefined; poolSize: number; queryTimeoutMs: number; dataDir: string };
  webDistDir: string;
  /** `messages`: the key (through HKDF) that seals the real content of messages carrying codes or tokens. */
  /** The current secrets, and those a rotation replaced, still accepted to verify or open (never to sign or seal). */
  secrets: {
    jwt: string;
    captcha: string;
    messages: string;
    previous: { jwt: readonly string[]; captcha: readonly string[]; messages: readonly string[] };
  };
  tokens: { accessTtlSeconds: number; refreshTtlSeconds: number; sessionMaxAgeSeconds: number };
  /**
   * Login throttle (see docs/domain.md): `freeFailures` per NIF and IP before that pair waits, a delay that
   * doubles up to `maxDelayMinutes`; past `maxFailuresPerUsername` failures on a NIF from all IPs, every IP
   * waits from its first failure and the owner is e-mailed. Nothing ever blocks a NIF for everyone.
   */
  login: { ratePerMinutePerIp: number; freeFailures: number; maxDelayMinutes: number; maxFailuresPerUsername: number };
  /** Requests per IP and minute on public forms (registration, codes, recovery, contact, newsletter). */
  publicFormRatePerMinute: number;
  /** Mass sign-up CSV uploads per agency and hour, and the bytes of uploaded files an agency may keep. */
  uploads: { ratePerHourPerAgency: number; quotaBytesPerAgency: number };
  captcha: { cost: number; maxCounter: number; ttlSeconds: number; challengesPerMinute: number };
  bootstrapAdmin: { nif: string; password: string } | null;
  seedDemo: boolean;
  mail: { smtpUrl: string | undefined; from: string; pollMs: number; claimLeaseMs: number };
  /** SMS by SMPP when `smppUrl` is set; without it SMS stay in the outbox (development and tests only). */
  sms: { smppUrl: string | undefined; senderId: string };
  /** The certificate that seals signed PDFs (PAdES); a generated, self-signed one outside production. */
  seal: SealingCertificate;
  /** The RFC 3161 TSA that timestamps each seal (unset: no timestamp). */
  tsaUrl: string | undefined;
  tsaCredentials: { username: string; password: string } | null;
  /** The TLS client certificate a TSA asks for (TSA_CLIENT_CERTIFICATE_P12), and its own TLS CA when private. */
  tsaTls: TlsSettings | null;
  /** How long a signature's answer waits for its documents' seal (SIGNING_SEAL_WAIT_MS). */
  sealWaitMs: number;
  /** The folder of the legal documents' wording, when not the one shipped with the product (LEGAL_TEMPLATES_DIR). */
  legalTemplatesDir: string | undefined;
  /** Days after which contact messages, and delivered or failed outbox messages, are deleted. */
  retention: { contactMessageDays: number; sentMessageDays: number };
  /** Onboarding by SMS: the reminders' days after the first SMS (ONBOARDING_REMINDER_DAYS). */
  onboarding: { reminderDays: number[] };
  /** Whether this process runs the background jobs (outbox, CSV lines, renewals, retention) besides the API. */
  backgroundJobs: boolean;
  provider: ProviderIdentity;
  verifactu: VerifactuConfig;
};

/** How invoice records reach the AEAT (docs/invoicing.md, "Verifactu"). */
export type VerifactuConfig = {
  /** The AEAT environment; null outside production when none is set (records are kept and not sent). */
  environment: 'pruebas' | 'produccion' | null;
  /** The submission service, or null when records are not sent. */
  endpoint: string | null;
  /** The base of the invoice QR code: the AEAT's ValidarQR service of the environment. */
  qrBaseUrl: string;
  /** The TLS client certificate (PEM, with its chain) and the extra CA certificates trusted for the AEAT. */
  client: { keyPem: string; certPem: string; caPem: string | null };
  timeoutMs: number;
  pollMs: number;
  alertAfterMinutes: number;
  system: ComputerSystem;
  producerAddress: string;
  declarationPlace: string;
};

/** The provider's public identity (legal notice, footer, e-mails). Defaults are demo values and say so. */
export type ProviderIdentity = {
  legalName: string;
  nif: string;
  address: string;
  phone: string;
  email: string;
  inbox: string;
  registry: string;
  links: { linkedin: string; instagram: string; whatsapp: string; timeTracking: string };
  /** SEPA creditor name and identifier (AT-02) printed on mandates, and the two accounts files collect into. */
  sepa: { creditorName: string; creditorId: string; accounts: string[]; pain008v08Accounts: string[] };
  /** The provider's tax territory and, in Ceuta or Melilla, its IPSI rate: what every invoice's tax depends on. */
  tax: TaxIssuer;
};

type Secrets = Config['secrets'];

/**
 * Secrets come from the environment (production requires them). Elsewhere a missing secret is generated for
 * this process only; `npm start` keeps its own in the data directory (development-files.ts), so sessions
 * survive a restart.
 */
function resolveSecrets(env: z.infer<typeof envSchema>): Secrets {
  const generated = () => randomBytes(32).toString('hex');
  return {
    jwt: env.JWT_SECRET ?? generated(),
    captcha: env.CAPTCHA_HMAC_SECRET ?? generated(),
    messages: env.MESSAGE_SEALING_SECRET ?? generated(),
    previous: {
      jwt: env.JWT_SECRET_PREVIOUS,
      captcha: env.CAPTCHA_HMAC_SECRET_PREVIOUS,
      messages: env.MESSAGE_SEALING_SECRET_PREVIOUS,
    },
  };
}

let processCertificate: SealingCertificate | undefined;

/**
 * The sealing certificate: SIGNING_CERTIFICATE_P12 (a path, or base64) with its password. Production requires
 * it. Elsewhere, without one, a self-signed certificate is made once per process (named as such inside:
 * "Cumplia sello de DESARROLLO (no valido)"); `npm start` keeps its own in the data directory.
 */
/** What the sealing certificate is read and checked from. */
const sealSettingsSchema = z.object({
  SIGNING_CERTIFICATE_P12: envSchema.shape.SIGNING_CERTIFICATE_P12,
  SIGNING_CERTIFICATE_PASSWORD: envSchema.shape.SIGNING_CERTIFICATE_PASSWORD,
  CERTIFICATE_MIN_DAYS_LEFT: envSchema.shape.CERTIFICATE_MIN_DAYS_LEFT,
  PROVIDER_LEGAL_NAME: envSchema.shape.PROVIDER_LEGAL_NAME,
});
type SealSettings = z.infer<typeof sealSettingsSchema>;

/** The sealing certificate's problems, when its own settings are readable though others are not. */
function sealProblemsOf(source: NodeJS.ProcessEnv): string[] {
  const settings = sealSettingsSchema.safeParse(source);
  return settings.success ? productionSeal(settings.data).problems : [];
}

function resolveSealingCertificate(env: SealSettings): SealingCertificate {
  if (env.SIGNING_CERTIFICATE_P12) {
    return certificateSetting('SIGNING_CERTIFICATE_P12', env.SIGNING_CERTIFICATE_P12, {
      name: 'SIGNING_CERTIFICATE_PASSWORD',
      value: env.SIGNING_CERTIFICATE_PASSWORD,
    });
  }
  // Generating and reading a PKCS#12 costs tens of milliseconds: once per process is enough.
  processCertificate ??= loadSealingCertificate(
    createDevelopmentCertificate(DEVELOPMENT_CERTIFICATE_PASSWORD, env.PROVIDER_LEGAL_NAME),
    DEVELOPMENT_CERTIFICATE_PASSWORD,
  );
  return processCertificate;
}

/**
 * The sealing certificate of a production start (read once, when given) and why it cannot seal: seals must still
 * be verifiable when the certificate has expired (PAdES B-LT), so it must be issued by a trust service provider,
 * with its chain and revocation list.
 */
function productionSeal(env: SealSettings): { seal: SealingCertificate | null; problems: string[] } {
  if (!env.SIGNING_CERTIFICATE_P12) return { seal: null, problems: [] };
  let seal: SealingCertificate;
  try {
    seal = resolveSealingCertificate(env);
  } catch (error) {
    return { seal: null, problems: [error instanceof Error ? error.message : String(error)] };
  }
  const expiring = certificateValidityProblem(seal.certificate, new Date(), env.CERTIFICATE_MIN_DAYS_LEFT);
  if (expiring) {
    return { seal, problems: [`SIGNING_CERTIFICATE_P12 holds a certificate that ${expiring}: renew it`] };
  }
  if (isSelfSigned(seal.certificate)) {
    return {
      seal,
      problems: [
        'SIGNING_CERTIFICATE_P12 holds a self-signed certificate: production seals need one issued by a trust service provider',
      ],
    };
  }
  const problem = longTermValidationProblem(seal.chain);
  return {
    seal,
    problems: problem ? [`SIGNING_CERTIFICATE_P12 cannot give seals long-term validation: ${problem}`] : [],
  };
}

/** The AEAT's submission service per environment and certificate kind ("Descripción de los servicios web", annex I). */
const AEAT_ENDPOINTS = {
  pruebas: {
    sello: 'https://prewww10.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
    representante: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  },
  produccion: {
    sello: 'https://www10.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
    representante: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  },
} as const;

/** The QR code's service for systems that send records ("Características del QR", 5.1). */
const AEAT_QR_URLS = {
  pruebas: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
  produccion: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
} as const;

const pem = (certificate: forge.pki.Certificate) => forge.pki.certificateToPem(certificate);

/**
 * Where and how records are sent. Production must name its AEAT environment; the client certificate is
 * VERIFACTU_CERTIFICATE_P12, else the sealing certificate (an electronic seal certificate serves both).
 */
function resolveVerifactu(env: z.infer<typeof envSchema>, seal: SealingCertificate): VerifactuConfig {
  const certificate = env.VERIFACTU_CERTIFICATE_P12
    ? certificateSetting(
        'VERIFACTU_CERTIFICATE_P12',
        env.VERIFACTU_CERTIFICATE_P12,
        { name: 'VERIFACTU_CERTIFICATE_PASSWORD', value: env.VERIFACTU_CERTIFICATE_PASSWORD ?? '' },
        clientCertificateMargin(env),
      )
    : seal;
  const environment = env.VERIFACTU_ENVIRONMENT ?? null;
  return {
    environment,
    endpoint:
      env.VERIFACTU_ENDPOINT ?? (environment ? AEAT_ENDPOINTS[environment][env.VERIFACTU_CERTIFICATE_KIND] : null),
    qrBaseUrl: AEAT_QR_URLS[environment ?? 'pruebas'],
    client: {
      keyPem: forge.pki.privateKeyToPem(certificate.key),
      certPem: certificate.chain.map(pem).join(''),
      caPem: pemOf(env.VERIFACTU_CA_CERTIFICATES),
    },
    timeoutMs: env.VERIFACTU_TIMEOUT_MS,
    pollMs: env.VERIFACTU_POLL_MS,
    alertAfterMinutes: env.VERIFACTU_ALERT_AFTER_MINUTES,
    system: {
      producerName: env.VERIFACTU_PRODUCER_NAME ?? env.PROVIDER_LEGAL_NAME,
      producerNif: env.VERIFACTU_PRODUCER_NIF ?? env.PROVIDER_NIF,
      name: BILLING_SYSTEM.name,
      id: BILLING_SYSTEM.id,
      version: BILLING_SYSTEM.version,
      installationNumber: env.VERIFACTU_INSTALLATION_NUMBER,
      onlyVerifactu: BILLING_SYSTEM.onlyVerifactu,
      multipleTaxpayersPossible: BILLING_SYSTEM.multipleTaxpayersPossible,
      multipleTaxpayersInUse: false,
    },
    producerAddress: env.VERIFACTU_PRODUCER_ADDRESS ?? env.PROVIDER_ADDRESS,
    declarationPlace: env.VERIFACTU_DECLARATION_PLACE,
  };
}

/**
 * A PKCS#12 setting (a path, or the file in base64) read with its password setting, refused when unreadable, not
 * valid yet, expired, or within `minDaysLeft` days of its end.
 */
function certificateSetting(
  name: string,
  given: string,
  password: { name: string; value: string },
  minDaysLeft = 0,
): SealingCertificate {
  let certificate: SealingCertificate;
  try {
    certificate = loadSealingCertificate(
      existsSync(given) ? readFileSync(given) : Buffer.from(given, 'base64'),
      password.value,
    );
  } catch (error) {
    throw new Error(
      `${name} cannot be read (a path to a PKCS#12 file, or its base64, with ${password.name}): ${error instanceof Error ? error.message : error}`,
    );
  }
  const invalid = certificateValidityProblem(certificate.certificate, new Date(), minDaysLeft);
  if (invalid) throw new Error(`${name} holds a certificate that ${invalid}: renew it`);
  return certificate;
}

/** The days a client certificate must have left at start: production refuses one that would lapse while it runs. */
const clientCertificateMargin = (env: z.infer<typeof envSchema>) =>
  env.NODE_ENV === 'production' ? env.CERTIFICATE_MIN_DAYS_LEFT : 0;

/** A PEM setting given as a path or as the text itself. */
const pemOf = (given: string | undefined) => (given ? (existsSync(given) ? readFileSync(given, 'utf8') : given) : null);

function resolveTsaTls(env: z.infer<typeof envSchema>): TlsSettings | null {
  const caPem = pemOf(env.TSA_CA_CERTIFICATES);
  if (!env.TSA_CLIENT_CERTIFICATE_P12) return caPem ? { caPem } : null;
  const certificate = certificateSetting(
    'TSA_CLIENT_CERTIFICATE_P12',
    env.TSA_CLIENT_CERTIFICATE_P12,
    { name: 'TSA_CLIENT_CERTIFICATE_PASSWORD', value: env.TSA_CLIENT_CERTIFICATE_PASSWORD },
    clientCertificateMargin(env),
  );
  return {
    keyPem: forge.pki.privateKeyToPem(certificate.key),
    certPem: certificate.chain.map(pem).join(''),
    caPem,
  };
}

const defaultWebDist = () => path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(given: NodeJS.ProcessEnv = process.env): Config {
  const { env: source, problems: unreadable } = withSecretFiles(given);
  const parsed = envSchema.safeParse(source);
  if (!parsed.success || unreadable.length > 0) {
    const invalid = [
      ...unreadable,
      ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ];
    // A production start lists what is missing and what the sealing certificate lacks beside what is wrong, so
    // one restart fixes everything.
    if ((source.NODE_ENV ?? 'production') === 'production') {
      throw productionStartRefusal([...invalid, ...productionProblems(source), ...sealProblemsOf(source)]);
    }
    throw new ConfigurationRefusal(`Invalid configuration: ${invalid.join('; ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  let productionSealing: SealingCertificate | null = null;
  if (env.NODE_ENV === 'production') {
    const sealing = productionSeal(env);
    const problems = [...productionProblems(source), ...sealing.problems];
    if (problems.length > 0) throw productionStartRefusal(problems);
    productionSealing = sealing.seal;
  }
  const secrets = resolveSecrets(env);
  const seal = productionSealing ?? resolveSealingCertificate(env);
  const bootstrapAdmin =
    env.CUMPLIA_ADMIN_NIF && env.CUMPLIA_ADMIN_PASSWORD
      ? { nif: env.CUMPLIA_ADMIN_NIF, password: env.CUMPLIA_ADMIN_PASSWORD }
      : null;
  return {
    env: env.NODE_ENV,
    host: env.HOST ?? (env.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    metricsPort: env.METRICS_PORT ?? null,
    metricsHost: env.METRICS_HOST,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
    database: {
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
      dataDir,
    },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist(),
    secrets,
    tokens: {
      accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
    },
    login: {
      ratePerMinutePerIp: env.LOGIN_RATE_LIMIT_PER_MINUTE,
      freeFailures: env.LOGIN_FREE_FAILURES,
      maxDelayMinutes: env.LOGIN_MAX_DELAY_MINUTES,
      maxFailuresPerUsername: env.LOGIN_MAX_FAILURES_PER_USERNAME,
    },
    publicFormRatePerMinute: env.PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
    uploads: {
      ratePerHourPerAgency: env.UPLOAD_RATE_LIMIT_PER_HOUR,
      quotaBytesPerAgency: env.UPLOAD_QUOTA_BYTES_PER_AGENCY,
    },
    captcha: {
      cost: env.CAPTCHA_COST,
      maxCounter: env.CAPTCHA_MAX_COUNTER,
      ttlSeconds: env.CAPTCHA_TTL_SECONDS,
      challengesPerMinute: env.CAPTCHA_CHALLENGES_PER_MINUTE,
    },
    bootstrapAdmin,
    // Production never holds demo data; elsewhere a deployment that bootstraps its own superadmin gets none
    // unless it asks for it.
    seedDemo: env.NODE_ENV !== 'production' && (env.CUMPLIA_SEED_DEMO ?? bootstrapAdmin === null),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      pollMs: env.OUTBOX_POLL_MS,
      claimLeaseMs: env.OUTBOX_CLAIM_LEASE_SECONDS * 1000,
    },
    sms: { smppUrl: env.SMPP_URL, senderId: env.SMS_SENDER_ID },
    seal,
    tsaUrl: env.TSA_URL,
    tsaCredentials:
      env.TSA_USERNAME && env.TSA_PASSWORD ? { username: env.TSA_USERNAME, password: env.TSA_PASSWORD } : null,
    tsaTls: resolveTsaTls(env),
    sealWaitMs: env.SIGNING_SEAL_WAIT_MS,
    legalTemplatesDir: env.LEGAL_TEMPLATES_DIR,
    onboarding: { reminderDays: env.ONBOARDING_REMINDER_DAYS },
    retention: {
      contactMessageDays: env.CONTACT_MESSAGE_RETENTION_DAYS,
      sentMessageDays: env.SENT_MESSAGE_RETENTION_DAYS,
    },
    backgroundJobs: env.BACKGROUND_JOBS ?? true,
    verifactu: resolveVerifactu(env, seal),
    provider: {
      legalName: env.PROVIDER_LEGAL_NAME,
      nif: env.PROVIDER_NIF,
      address: env.PROVIDER_ADDRESS,
      phone: env.PROVIDER_PHONE,
      email: env.PROVIDER_EMAIL,
      inbox: env.PROVIDER_INBOX ?? env.PROVIDER_EMAIL,
      registry: env.PROVIDER_REGISTRY,
      sepa: {
        creditorName: env.SEPA_CREDITOR_NAME ?? env.PROVIDER_LEGAL_NAME,
        creditorId: env.SEPA_CREDITOR_ID ?? `ES${creditorIdCheckDigits('ES', env.PROVIDER_NIF)}ZZZ${env.PROVIDER_NIF}`,
        accounts: env.SEPA_CREDITOR_ACCOUNTS,
        pain008v08Accounts: env.SEPA_PAIN_008_001_08_ACCOUNTS,
      },
      tax: {
        territory: providerTerritory(env) ?? 'PENINSULA_BALEARES',
        ipsiRateBasisPoints: env.PROVIDER_IPSI_RATE_BASIS_POINTS ?? null,
      },
      links: {
        linkedin: env.LINKEDIN_URL,
        instagram: env.INSTAGRAM_URL,
        whatsapp: env.WHATSAPP_URL,
        timeTracking: env.TIME_TRACKING_URL,
      },
    },
  };
}
