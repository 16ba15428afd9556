import { describe, expect, it } from 'vitest';
import { SECRET_MASK, secret, textOf } from '../../lib/secret-text.js';
import { withWordingCopy } from '../../test-support/wording-copy.js';
import { legalTemplateProblems } from '../legal/check-templates.js';
import {
  messageTemplateProblems,
  sampleMessagesText,
  templateEmail,
  templateSentence,
  templateText,
} from './message-template.js';
import { EMAIL_SAMPLES, TEXT_SAMPLES } from './messages.js';

const SIGNATURE = { legalName: 'Cumplia S.L.', address: 'Santa Cruz de Tenerife', email: 'hola@cumplia.example' };
const expiry = new Date('2100-01-01T00:00:00Z');

describe('messages written in templates', () => {
  it('every e-mail and SMS reads as its golden text', async () => {
    await expect(sampleMessagesText()).toMatchFileSnapshot('../legal/golden/mensajes.txt');
  });

  it('the wording has no problem, and the start-up check covers the messages', () => {
    expect(messageTemplateProblems()).toEqual([]);
    expect(legalTemplateProblems()).toEqual([]);
  });

  it('a code and a link carried through a template stay secret: masked for anyone but the recipient', () => {
    const email = templateEmail(
      'cuenta-verificacion',
      {
        nombre: 'Ana',
        usuario: '12345678Z',
        codigo: secret('482913', expiry),
        enlace: {
          kind: 'secret',
          value: 'https://x.example/v?c=482913',
          masked: 'https://x.example/v?c=•',
          expiresAt: expiry,
        },
      },
      SIGNATURE,
    );
    expect(email.text).toContain('Su código de verificación es 482913. Caduca en 48 horas.');
    expect(email.text).toContain('Activar mi cuenta: https://x.example/v?c=482913');
    expect(email.masked.text).not.toContain('482913');
    expect(email.masked.html).not.toContain('482913');
    expect(email.masked.text).toContain(`Su código de verificación es ${SECRET_MASK}.`);
    expect(email.secretsExpireAt).toEqual(expiry);

    const sms = templateText('alta', {
      gestoria: 'Asesoría Ebro',
      enlace: secret('https://x.example/alta/t0k3n', expiry),
    });
    expect(textOf(sms, 'real')).toBe(
      'Cumplia: Asesoría Ebro ha dado de alta a su empresa. Complete sus datos, elija sus protocolos y firme aquí: https://x.example/alta/t0k3n',
    );
    expect(textOf(sms, 'masked')).not.toContain('t0k3n');
  });

  it("a value can neither start a paragraph nor a note, and keeps its own '>' and line breaks out", () => {
    const email = templateEmail(
      'contratos-firmados',
      { ...EMAIL_SAMPLES['contratos-firmados'], nombre: 'Ana\n\nSegundo', avisoCargo: '> Nota falsa\n\nOtra' },
      SIGNATURE,
    );
    expect(email.text.split('\n')[0]).toBe('Hola, Ana Segundo:');
    expect(email.text).toContain('\n> Nota falsa Otra\n');
    expect(email.html).toContain('font-size:15px;line-height:1.6;color:#1f2933">&gt; Nota falsa Otra</p>');
    expect(email.html).not.toContain('margin:0 0 8px;font-size:12px');
  });

  it('one contract or several, and a list after a negation', () => {
    const one = templateEmail(
      'contratos-firmados',
      { ...EMAIL_SAMPLES['contratos-firmados'], contratos: 1 },
      SIGNATURE,
    );
    expect(one.text).toContain('ya tiene firmado su contrato.');
    const renewal = templateEmail(
      'renovacion-facturada',
      { ...EMAIL_SAMPLES['renovacion-facturada'], noRenovados: ['Acoso laboral', 'Desconexión digital'] },
      SIGNATURE,
    );
    expect(renewal.text).toContain('No hemos renovado Acoso laboral ni Desconexión digital:');
    const none = templateEmail(
      'renovacion-facturada',
      { ...EMAIL_SAMPLES['renovacion-facturada'], noRenovados: [], avisoCargo: null },
      SIGNATURE,
    );
    expect(none.text).not.toContain('No hemos renovado');
  });

  it('a sentence other messages include may not carry a secret', () => {
    expect(templateSentence('aviso-cargo-sepa', TEXT_SAMPLES['aviso-cargo-sepa'])).toMatch(/^Cargaremos 60,50 €/);
  });

  it('a lawyer edits a message in its file only: the next message says it; a typo is named at the check', async () => {
    await withWordingCopy((edit) => {
      edit('correos/protocolos.md', 'Consérvelos y dé a conocer', 'Guárdelos y dé a conocer');
      const email = templateEmail('protocolos', EMAIL_SAMPLES.protocolos, SIGNATURE);
      expect(email.text).toContain('Guárdelos y dé a conocer a su plantilla');

      edit('sms/alta.md', '{{gestoria}} ha dado', '{{gestora}} ha dado');
      edit('correos/protocolos.md', 'asunto: Sus protocolos', 'asunto: {{empresaa}} Sus protocolos');
      expect(messageTemplateProblems()).toEqual(
        expect.arrayContaining(['correos/protocolos.md: {{empresaa}}', 'sms/alta.md: {{gestora}}']),
      );
    });
    expect(messageTemplateProblems()).toEqual([]);
  });

  it('a wording edit that breaks a message after start-up still lets the message go, from the shipped wording', async () => {
    await withWordingCopy((edit) => {
      edit('sms/alta.md', '{{gestoria}} ha dado', '{{gestora}} ha dado');
      edit('correos/recuperar-contrasena.md', 'asunto: Restablezca', 'titulo: Restablezca');
      expect(messageTemplateProblems()).toEqual(
        expect.arrayContaining([
          'sms/alta.md: {{gestora}}',
          "correos/recuperar-contrasena.md: falta 'asunto:' en la cabecera.",
        ]),
      );
      const sms = templateText('alta', TEXT_SAMPLES.alta);
      expect(textOf(sms, 'real')).toContain('Cumplia: Asesoría Ebro ha dado de alta a su empresa.');
      const email = templateEmail('recuperar-contrasena', EMAIL_SAMPLES['recuperar-contrasena'], SIGNATURE);
      expect(email.subject).toBe('Restablezca su contraseña de Cumplia');
    });
  });
});
