import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openSealed, sealText } from '../lib/message-sealing.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { createAccessTokenService } from './access-tokens.js';
import { createCaptchaService } from './captcha-service.js';

const before = 'antes-0123456789abcdefghijklmnopqrstuvwxyz';
const after = 'despues-0123456789abcdefghijklmnopqrstuvwxy';
const rotated = (previous: string[]) => ({
  jwt: after,
  captcha: after,
  messages: after,
  previous: { jwt: previous, captcha: previous, messages: previous },
});
const unrotated = { jwt: before, captcha: before, messages: before, previous: { jwt: [], captcha: [], messages: [] } };

describe('rotating a secret ends no session, fails no form and loses no queued message', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('verifies an access token signed before the rotation while it lasts; new ones are signed with the new secret', async () => {
    const now = () => new Date();
    const subject = { userId: 7, sessionId: '0b7c6a1e-1f2a-4c3d-9e8f-123456789abc', name: 'Ana', roles: [] };
    const token = await createAccessTokenService(unrotated, 900, now).issue(subject);
    expect(await createAccessTokenService(rotated([before]), 900, now).verify(token)).toMatchObject({ userId: 7 });
    // Once the previous secret is dropped, so are its tokens.
    expect(await createAccessTokenService(rotated([]), 900, now).verify(token)).toBeNull();
    const fresh = await createAccessTokenService(rotated([before]), 900, now).issue(subject);
    expect(await createAccessTokenService(rotated([]), 900, now).verify(fresh)).toMatchObject({ userId: 7 });
  });

  it('opens a message sealed before the rotation; one sealed with neither secret stays closed', () => {
    const sealed = sealText(before, 'Su código es 123456', 'signature-code:1');
    expect(openSealed({ secrets: rotated([before]) }, sealed, 'signature-code:1')).toBe('Su código es 123456');
    expect(() => openSealed({ secrets: rotated([]) }, sealed, 'signature-code:1')).toThrow();
    // The secret does not move a sealed text to another message.
    expect(() => openSealed({ secrets: rotated([before]) }, sealed, 'signature-code:2')).toThrow();
  });

  it('accepts a captcha challenged before the rotation, once', async () => {
    const settings = { cost: 1, maxCounter: 20, ttlSeconds: 600, challengesPerMinute: 100 };
    const challenge = await createCaptchaService(database.db, unrotated, settings).createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await createCaptchaService(database.db, rotated([]), settings).verify(payload)).toBe(false);
    const afterRotation = createCaptchaService(database.db, rotated([before]), settings);
    expect(await afterRotation.verify(payload)).toBe(true);
    expect(await afterRotation.verify(payload)).toBe(false);
  });
});
