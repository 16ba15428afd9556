import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { type AccessTokenService, createAccessTokenService } from './access-tokens.js';
import { type CaptchaService, createCaptchaService } from './captcha-service.js';

/** The long-lived collaborators every action may use. Built once per app; tests build their own. */
export type Services = {
  db: Database;
  config: Config;
  accessTokens: AccessTokenService;
  captcha: CaptchaService;
  /** The clock. Tests move it to drive expiries and renewals. */
  now: () => Date;
  /** Tells the outbox sender that a committed change enqueued messages (no-op without a running sender). */
  wakeOutbox: () => void;
  /** Tells the CSV processor that an upload queued lines. */
  wakeCsvProcessor: () => void;
  /** Tells the password recovery job that a request was queued. */
  wakePasswordRecovery: () => void;
  /** Tells the Verifactu sender that a committed change generated invoice records. */
  wakeVerifactu: () => void;
  /**
   * Tells the contract sealer that a signature committed; resolves when the batch it started or joined ends (at
   * once without a sealer in this process: another process's sealer polls).
   */
  wakeSealer: () => Promise<void>;
};

export function createServices(
  db: Database,
  config: Config,
  options: {
    now?: () => Date;
    wakeOutbox?: () => void;
    wakeCsvProcessor?: () => void;
    wakePasswordRecovery?: () => void;
    wakeVerifactu?: () => void;
    wakeSealer?: () => Promise<void>;
  } = {},
): Services {
  const now = options.now ?? (() => new Date());
  return {
    db,
    config,
    accessTokens: createAccessTokenService(config.secrets, config.tokens.accessTtlSeconds, now),
    captcha: createCaptchaService(db, config.secrets, config.captcha),
    now,
    wakeOutbox: options.wakeOutbox ?? (() => {}),
    wakeCsvProcessor: options.wakeCsvProcessor ?? (() => {}),
    wakePasswordRecovery: options.wakePasswordRecovery ?? (() => {}),
    wakeVerifactu: options.wakeVerifactu ?? (() => {}),
    wakeSealer: options.wakeSealer ?? (() => Promise.resolve()),
  };
}
