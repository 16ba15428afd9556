import { describe, expect, it } from 'vitest';
import { renderEmail } from '../generators/emails/email-layout.js';
import { sealText, unsealText } from './message-sealing.js';
import { SECRET_MASK, type SecretText, secret, secretLink, textOf } from './secret-text.js';

const expiry = new Date('2026-11-21T11:00:00Z');

describe('secret text', () => {
  it('renders the real text for the recipient and the masked one for everyone else', () => {
    const text: SecretText = {
      kind: 'secret-text',
      parts: ['Su código es ', secret('048213', expiry), '. Caduca en 10 minutos.'],
    };
    expect(textOf(text, 'real')).toBe('Su código es 048213. Caduca en 10 minutos.');
    expect(textOf(text, 'masked')).toBe(`Su código es ${SECRET_MASK}. Caduca en 10 minutos.`);
  });

  it('keeps where a link leads but not its token, in the query or in the path', () => {
    expect(secretLink('https://app.example.es/verificacion?data=eyJ1c2VybmFtZSI6&x=1', expiry).masked).toBe(
      `https://app.example.es/verificacion?data=${SECRET_MASK}&x=${SECRET_MASK}`,
    );
    expect(secretLink('https://app.example.es/firma/Zx9_token-abc', expiry).masked).toBe(
      `https://app.example.es/firma/${SECRET_MASK}`,
    );
  });

  it('masks the secrets of an e-mail in its text and HTML, and says until when they live', () => {
    const later = new Date(expiry.getTime() + 3600_000);
    const email = renderEmail({
      subject: 'Asunto',
      preheader: { kind: 'secret-text', parts: ['Código ', secret('112233', expiry)] },
      greeting: 'Hola:',
      paragraphs: [{ kind: 'secret-text', parts: ['Su código es ', secret('112233', expiry), '.'] }],
      action: { label: 'Abrir', url: secretLink('https://app.example.es/reset?data=abc%3D', later) },
      signature: { legalName: 'Cumplia', address: 'Tenerife', email: 'hola@cumplia.example' },
    });
    for (const part of [email.text, email.html]) expect(part).toContain('112233');
    expect(email.html).toContain('https://app.example.es/reset?data=abc%3D');
    for (const part of [email.masked.text, email.masked.html]) {
      expect(part).not.toContain('112233');
      expect(part).not.toContain('abc%3D');
      expect(part).toContain(`reset?data=${SECRET_MASK}`);
    }
    expect(email.secretsExpireAt).toEqual(later);
  });
});

describe('message sealing', () => {
  const key = 'k'.repeat(64);

  it('opens only with the same key and for the same message', () => {
    const sealed = sealText(key, 'Su código es 048213.', 'password-reset:1');
    expect(sealed).not.toContain('048213');
    expect(unsealText(key, sealed, 'password-reset:1')).toBe('Su código es 048213.');
    expect(() => unsealText('x'.repeat(64), sealed, 'password-reset:1')).toThrow();
    expect(() => unsealText(key, sealed, 'password-reset:2')).toThrow();
    expect(sealText(key, 'Su código es 048213.', 'password-reset:1')).not.toBe(sealed);
  });
});
