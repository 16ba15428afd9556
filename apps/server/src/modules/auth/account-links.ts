import type { VerificationLinkData } from '@cumplia/domain';

/** The spec's e-mailed links carry base64 JSON in `data`: /verificacion and /reset-password/confirm. */
function linkWithData(publicUrl: string, path: string, data: VerificationLinkData) {
  const encoded = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
  return `${publicUrl}${path}?data=${encodeURIComponent(encoded)}`;
}

export const verificationLink = (publicUrl: string, data: Required<VerificationLinkData>) =>
  linkWithData(publicUrl, '/verificacion', data);

export const passwordResetLink = (publicUrl: string, data: { username: string; code: string }) =>
  linkWithData(publicUrl, '/reset-password/confirm', data);
