import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDevelopmentCertificate, DEVELOPMENT_CERTIFICATE_PASSWORD } from './lib/certificates.js';

type StoredSecrets = { jwt?: string; captcha?: string; messages?: string };

/**
 * The start-up step of a development start (`npm start`, `npm run dev`), before the configuration is read: the
 * secrets and the self-signed sealing certificate it was not given are made once and kept in the data
 * directory (dev-secrets.json, dev-signing-certificate.p12), so sessions, sealed messages and seals survive a
 * restart. Returns the environment with them filled in; any other start gets `source` back untouched.
 */
export function withDevelopmentFiles(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (source.NODE_ENV !== 'development') return source;
  const dataDir = path.resolve(source.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });

  const secretsFile = path.join(dataDir, 'dev-secrets.json');
  const stored: StoredSecrets = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {};
  const generated = () => randomBytes(32).toString('hex');
  const secrets = {
    jwt: stored.jwt ?? generated(),
    captcha: stored.captcha ?? generated(),
    messages: stored.messages ?? generated(),
  };
  writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });

  const certificateFile = path.join(dataDir, 'dev-signing-certificate.p12');
  if (!source.SIGNING_CERTIFICATE_P12 && !existsSync(certificateFile)) {
    const organisation = source.PROVIDER_LEGAL_NAME ?? 'Cumplia (desarrollo)';
    writeFileSync(certificateFile, createDevelopmentCertificate(DEVELOPMENT_CERTIFICATE_PASSWORD, organisation), {
      mode: 0o600,
    });
  }
  return {
    ...source,
    JWT_SECRET: source.JWT_SECRET ?? secrets.jwt,
    CAPTCHA_HMAC_SECRET: source.CAPTCHA_HMAC_SECRET ?? secrets.captcha,
    MESSAGE_SEALING_SECRET: source.MESSAGE_SEALING_SECRET ?? secrets.messages,
    ...(source.SIGNING_CERTIFICATE_P12
      ? {}
      : { SIGNING_CERTIFICATE_P12: certificateFile, SIGNING_CERTIFICATE_PASSWORD: DEVELOPMENT_CERTIFICATE_PASSWORD }),
  };
}
