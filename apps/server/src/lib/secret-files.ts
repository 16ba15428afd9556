import { readFileSync } from 'node:fs';

/**
 * The settings that hold a secret, which a deployment may give as a file instead (Docker or Kubernetes secrets,
 * systemd credentials): `NAME_FILE` names the file that holds NAME, so the value never sits in the environment or
 * in `.env`. The certificates (SIGNING_CERTIFICATE_P12, VERIFACTU_CERTIFICATE_P12, TSA_CLIENT_CERTIFICATE_P12) take a path
 * already.
 */
export const FILE_SETTINGS = [
  'DATABASE_URL',
  'JWT_SECRET',
  'JWT_SECRET_PREVIOUS',
  'CAPTCHA_HMAC_SECRET',
  'CAPTCHA_HMAC_SECRET_PREVIOUS',
  'MESSAGE_SEALING_SECRET',
  'MESSAGE_SEALING_SECRET_PREVIOUS',
  'SMTP_URL',
  'SMPP_URL',
  'SIGNING_CERTIFICATE_PASSWORD',
  'VERIFACTU_CERTIFICATE_PASSWORD',
  'TSA_PASSWORD',
  'TSA_CLIENT_CERTIFICATE_PASSWORD',
  'CUMPLIA_ADMIN_PASSWORD',
] as const;

/**
 * The environment with each `NAME_FILE` read into NAME (one trailing line break dropped, as editors and `echo`
 * leave one), and what could not be read, to be reported with every other configuration problem.
 */
export function withSecretFiles(source: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const env = { ...source };
  const problems: string[] = [];
  for (const name of FILE_SETTINGS) {
    const file = source[`${name}_FILE`];
    if (!file) continue;
    if (source[name] !== undefined && source[name] !== '') {
      problems.push(`${name} and ${name}_FILE are both set: keep one`);
      continue;
    }
    try {
      env[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE cannot be read (${file}): ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
  }
  return { env, problems };
}
