import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { usedCaptchas } from '../db/schema/index.js';

const ALGORITHM = 'PBKDF2/SHA-256';

/** What the ALTCHA widget submits, base64-encoded: the signed challenge it solved and its solution. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().min(16).max(128),
  }),
  solution: z.record(z.string(), z.unknown()),
});

export type CaptchaService = {
  createChallenge(): Promise<Challenge>;
  /** True once per solved, unexpired challenge of ours; false for anything else (never throws on bad input). */
  verify(payload: string | undefined): Promise<boolean>;
};

function decodePayload(payload: string | undefined) {
  if (!payload || payload.length > 8_192) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The two HMAC secrets altcha signs a challenge with, both from one configured secret. */
const signingSecrets = (secret: string) => ({
  hmacSignatureSecret: secret,
  hmacKeySignatureSecret: createHmac('sha256', secret).update('altcha-key-signature').digest('hex'),
});

/**
 * Challenges signed with CAPTCHA_HMAC_SECRET; one signed with a secret a rotation replaced
 * (CAPTCHA_HMAC_SECRET_PREVIOUS) is still accepted, so a rotation fails no form a visitor is filling in.
 */
export function createCaptchaService(
  db: Database,
  secrets: Pick<Config['secrets'], 'captcha' | 'previous'>,
  settings: Config['captcha'],
): CaptchaService {
  const { hmacSignatureSecret, hmacKeySignatureSecret } = signingSecrets(secrets.captcha);
  const verifyingSecrets = [secrets.captcha, ...secrets.previous.captcha].map(signingSecrets);
  // Run on every login and public form: prepared once (each call only binds its values).
  const forgetExpired = db
    .delete(usedCaptchas)
    .where(sql`${usedCaptchas.expiresAt} < ${sql.placeholder('now')}::timestamptz`)
    .prepare('captcha_forget_expired');
  const recordUse = db
    .insert(usedCaptchas)
    .values({ signature: sql.placeholder('signature'), expiresAt: sql.placeholder('expiresAt') })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature })
    .prepare('captcha_record_use');

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.maxCounter, Math.max(1, Math.floor(settings.maxCounter / 4))),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + settings.ttlSeconds * 1000),
      }),

    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      let verified = false;
      for (const signedWith of verifyingSecrets) {
        const result = await verifySolution({
          challenge: decoded.challenge as unknown as Challenge,
          solution: decoded.solution as unknown as Solution,
          deriveKey,
          ...signedWith,
        }).catch(() => null);
        verified = result?.verified === true;
        if (verified) break;
      }
      if (!verified) return false;

      // Single use: the first replica to record the signature wins; any later presentation is refused.
      const now = new Date();
      await forgetExpired.execute({ now: now.toISOString() });
      const inserted = await recordUse.execute({
        signature: decoded.challenge.signature,
        expiresAt: new Date(now.getTime() + settings.ttlSeconds * 1000),
      });
      return inserted.length === 1;
    },
  };
}
