import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../config.js';
import { createDevelopmentCertificate } from '../lib/certificates.js';

const TEST_CERTIFICATE_PASSWORD = 'cumplia-pruebas';

/** The instant every test clock starts at (and the day the demo template is seeded on). */
export const TEST_CLOCK_START = new Date('2026-11-21T10:00:00Z');

/**
 * The self-signed sealing certificate every test app seals with: generated once per machine and shared by every
 * test process, so documents sealed into the seeded demo template verify in any test file. Created under a
 * temporary name and linked into place, so two processes that race keep the same one.
 */
export function testSealingCertificateFile(): string {
  const file = path.join(tmpdir(), 'cumplia-test-sealing-certificate.p12');
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, createDevelopmentCertificate(TEST_CERTIFICATE_PASSWORD, 'Cumplia pruebas'), { mode: 0o600 });
    try {
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(partial, { force: true });
    }
  }
  return file;
}

/** The test certificate's bytes, for fingerprints of what was sealed with it. */
export const testSealingCertificate = () => readFileSync(testSealingCertificateFile());

/** The settings that make a server seal with the shared test certificate. */
export const testSealEnv = () => ({
  SIGNING_CERTIFICATE_P12: testSealingCertificateFile(),
  SIGNING_CERTIFICATE_PASSWORD: TEST_CERTIFICATE_PASSWORD,
});

/**
 * The configuration of a test app: cheap captchas, limits out of the way, the shared test sealing certificate,
 * and `overrides` on top.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '10000',
    CAPTCHA_CHALLENGES_PER_MINUTE: '10000',
    UPLOAD_RATE_LIMIT_PER_HOUR: '10000',
    // A signature's answer waits for its seal, whatever the machine's load: tests read the documents right after.
    SIGNING_SEAL_WAIT_MS: '10000',
    ...testSealEnv(),
    ...overrides,
  });
}
