import {
  authEndpoints,
  type ChangePasswordRequest,
  MESSAGES,
  REQUEST_TIMEOUTS_MS,
  type VerificationLinkData,
  type VerifyUserRequest,
  verificationLinkDataSchema,
} from '@cumplia/domain';
import { callEndpoint } from '../../../lib/api-client';
import { storeCaptchaToken } from '../../../lib/session-storage';

/** The spec sends the verification captcha in the body (`captchaToken`); 50 s timeout. */
export function verifyUser(input: VerifyUserRequest) {
  return callEndpoint(authEndpoints.verifyUser, { body: input }, { timeoutMs: REQUEST_TIMEOUTS_MS.verifyUser });
}

export function requestPasswordRecovery(body: { nif: string } | { email: string }, captcha: string) {
  storeCaptchaToken(captcha);
  return callEndpoint(authEndpoints.passwordRecovery, { body }, { timeoutMs: REQUEST_TIMEOUTS_MS.passwordRecovery });
}

export function changePassword(input: ChangePasswordRequest) {
  return callEndpoint(authEndpoints.changePassword, { body: input });
}

/** Reads the `data` query parameter of an e-mailed link (base64 JSON); throws the spec's message when broken. */
export function readLinkData(data: string | null): VerificationLinkData | null {
  if (!data) return null;
  try {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    return verificationLinkDataSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    throw new Error(MESSAGES.verification.badLink);
  }
}
