/**
 * Settings a production start must be given: everything whose development default is a demo value (the
 * provider's identity and accounts, addresses that say "demo") or a development convenience (generated secrets,
 * SMS kept in the outbox, a self-signed seal). Each names the variable and why it matters.
 */
const REQUIRED_IN_PRODUCTION: Record<string, string> = {
  DATABASE_URL: 'PostgreSQL; the embedded database belongs to one process on one disk and is for development only',
  JWT_SECRET: 'at least 32 characters; signs the session tokens',
  CAPTCHA_HMAC_SECRET: 'at least 32 characters; signs the captcha challenges',
  MESSAGE_SEALING_SECRET: 'at least 32 characters; seals the codes and links kept in the outbox',
  PUBLIC_URL: 'the address users reach, printed in every e-mail and SMS link',
  SMTP_URL: 'without a mail server no e-mail would leave the outbox',
  MAIL_FROM: 'the sender of every e-mail (the default is a demo address)',
  SMPP_URL: 'without an SMS transport no signing code or link would reach anyone',
  SIGNING_CERTIFICATE_P12: "the provider's certificate (with its chain) that seals signed contracts",
  TSA_URL: 'every seal carries a qualified timestamp (PAdES B-T and B-LT)',
  VERIFACTU_ENVIRONMENT: 'pruebas or produccion: every invoice record is sent to the AEAT (VERI*FACTU)',
  PROVIDER_LEGAL_NAME: "the provider's legal name on invoices, contracts and the legal notice",
  PROVIDER_NIF: "the provider's NIF on invoices and in every Verifactu record",
  PROVIDER_ADDRESS: "the provider's registered address (its postal code sets the tax territory)",
  PROVIDER_PHONE: "the provider's phone on the public site and in e-mails",
  PROVIDER_EMAIL: "the provider's contact e-mail",
  PROVIDER_REGISTRY: "the provider's commercial registry entry, printed in the legal notice",
  SEPA_CREDITOR_ACCOUNTS: 'the two accounts direct debits collect into (the defaults are demo accounts)',
  SEPA_CREDITOR_ID:
    'the creditor identifier the bank assigned (AT-02); its business code is not always ZZZ, so it is never guessed',
  LINKEDIN_URL: 'the public site links to it (the default is a demo address)',
  INSTAGRAM_URL: 'the public site links to it (the default is a demo address)',
  WHATSAPP_URL: "the public site's messaging button (the default is a demo number)",
  TIME_TRACKING_URL: 'the time-tracking site companies are sent to (the default is a demo address)',
};

export const PRODUCTION_REQUIRED_VARIABLES = Object.keys(REQUIRED_IN_PRODUCTION);

/**
 * What keeps `source` from starting in production, every problem at once (an empty list: nothing). Values are
 * read as given: a variable left to its development default counts as missing.
 */
export function productionProblems(source: NodeJS.ProcessEnv): string[] {
  const missing = Object.entries(REQUIRED_IN_PRODUCTION)
    .filter(([name]) => !source[name]?.trim())
    .map(([name, why]) => `${name} is required in production: ${why}`);
  const demoSeed = ['true', '1', 'yes'].includes(source.CUMPLIA_SEED_DEMO?.toLowerCase() ?? '');
  return [
    ...missing,
    ...(demoSeed ? ['CUMPLIA_SEED_DEMO cannot be true in production: production never holds demo data'] : []),
  ];
}

/** A configuration the process cannot start with: its message says everything, so no stack is printed. */
export class ConfigurationRefusal extends Error {}

/** One message naming every problem, for the process to print as it refuses to start. */
export function productionStartRefusal(problems: string[]): ConfigurationRefusal {
  return new ConfigurationRefusal(
    `Cumplia cannot start in production until these settings are given:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
}

/** What a process prints when it cannot start: the refusal's message alone, or the stack of anything else. */
export function startFailureText(error: unknown): string {
  if (error instanceof ConfigurationRefusal) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * What a production start says but does not refuse: a PUBLIC_URL on plain http sends the links of every e-mail
 * and SMS (signing, onboarding, password reset) unencrypted, unless a proxy upgrades them.
 */
export function productionStartWarnings(config: { env: string; publicUrl: string }): string[] {
  if (config.env !== 'production' || config.publicUrl.startsWith('https://')) return [];
  return [
    `PUBLIC_URL (${config.publicUrl}) is not https: the links Cumplia sends by e-mail and SMS would travel unencrypted`,
  ];
}
