import { describe, expect, it } from 'vitest';
import { linksIn } from '../../lib/inert-text.js';
import { SECRET_MASK, secret, textOf } from '../../lib/secret-text.js';
import { fitsGsm7, gsm7Text, smsSegmentCount } from '../../lib/sms-encoding.js';
import { HOSTILE_NAMES, INVISIBLE_CHARACTERS } from '../../test-support/hostile-text.js';
import { withWordingCopy } from '../../test-support/wording-copy.js';
import { legalTemplateProblems } from '../legal/check-templates.js';
import { legalTemplate } from '../legal/legal-template.js';
import {
  ADDRESS_FIELDS,
  messageTemplateProblems,
  sampleMessagesText,
  templateEmail,
  templateSentence,
  templateText,
} from './message-template.js';
import {
  EMAIL_SAMPLES,
  type EmailMessages,
  TEXT_SAMPLES,
  type TextMessages,
  templateOfEmail,
  templateOfText,
} from './messages.js';

const SIGNATURE = { legalName: 'Cumplia S.L.', address: 'Santa Cruz de Tenerife', email: 'hola@cumplia.example' };
const expiry = new Date('2100-01-01T00:00:00Z');

/** The sample with every other text replaced by `typed`, and the addresses it legitimately carries. */
function typedInto(value: unknown, typed: string, addresses: string[], field = ''): unknown {
  if (typeof value === 'string') {
    if (!ADDRESS_FIELDS.has(field)) return typed;
    addresses.push(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => typedInto(item, typed, addresses, field));
  if (value && typeof value === 'object') {
    if ((value as { kind?: string }).kind === 'secret') {
      addresses.push((value as { value: string }).value);
      return value;
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, typedInto(child, typed, addresses, key)]),
    );
  }
  return value;
}

/** The links a text carries that are not among the message's own addresses. */
const foreignLinks = (text: string, addresses: string[]) =>
  linksIn(text).filter((link) => !addresses.some((address) => address.includes(link) || link.includes(address)));

describe('text someone typed reaches no message as a link, nor into a subject', () => {
  it('no subject names anything someone typed: only our invoice numbers, amounts and dates', () => {
    const ours = new Set(['factura', 'importe', 'mes', 'renuevaEl', 'terminaEl']);
    for (const name of Object.keys(EMAIL_SAMPLES) as (keyof EmailMessages)[]) {
      const subject = legalTemplate(templateOfEmail(name)).fields.asunto ?? '';
      const placeholders = [...subject.matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1] ?? '');
      expect(
        placeholders.filter((placeholder) => !ours.has(placeholder)),
        name,
      ).toEqual([]);
    }
  });

  it.each(HOSTILE_NAMES)('every e-mail and SMS template keeps %j inert', (typed) => {
    for (const name of Object.keys(EMAIL_SAMPLES) as (keyof EmailMessages)[]) {
      const addresses: string[] = [];
      const data = typedInto(EMAIL_SAMPLES[name], typed, addresses) as EmailMessages[typeof name];
      const email = templateEmail(name, data, SIGNATURE);
      for (const part of [email.subject, email.text, email.html]) {
        expect(
          foreignLinks(part.replace(/<[^>]*>/g, ' '), [...addresses, SIGNATURE.email]),
          templateOfEmail(name),
        ).toEqual([]);
        expect(part, templateOfEmail(name)).not.toMatch(INVISIBLE_CHARACTERS);
      }
    }
    for (const name of Object.keys(TEXT_SAMPLES) as (keyof TextMessages)[]) {
      const addresses: string[] = [];
      const data = typedInto(TEXT_SAMPLES[name], typed, addresses) as TextMessages[typeof name];
      const text = textOf(templateText(name, data), 'real');
      expect(foreignLinks(text, addresses), templateOfText(name)).toEqual([]);
      expect(text, templateOfText(name)).not.toMatch(INVISIBLE_CHARACTERS);
    }
  });
});

describe('SMS in GSM-7', () => {
  it('writes every SMS template in GSM-7, at most the parts it needs', () => {
    // What each costs with its sample (a 60-character company name, the link or code); before, á, í, ó and ú made
    // every one UCS-2: a link SMS took three parts instead of one or two.
    const parts: Record<string, number> = {};
    for (const name of Object.keys(TEXT_SAMPLES) as (keyof TextMessages)[]) {
      if (!templateOfText(name).startsWith('sms/')) continue;
      const text = textOf(templateText(name, TEXT_SAMPLES[name]), 'real');
      expect(fitsGsm7(text), `${name}: ${text}`).toBe(true);
      parts[name] = smsSegmentCount(text);
    }
    expect(parts).toEqual({
      'firma-enlace': 1,
      'confirmar-telefono': 2,
      'firma-codigo': 1,
      'orden-cuenta': 1,
      'orden-renovacion': 2,
      'cambios-empresa': 2,
      alta: 1,
      'alta-recordatorio': 1,
    });
  });

  it('keeps é, ñ, ü, ¿ and ¡, and gives á, í, ó, ú and typographic signs their GSM-7 forms', () => {
    expect(gsm7Text('¿Firmó aquí? ¡Sí! Peñíscola, Güímar, «café» – Ó…')).toBe(
      '¿Firmo aqui? ¡Si! Peñiscola, Güimar, "café" - O...',
    );
  });
});

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
      'Cumplia: Asesoria Ebro ha dado de alta a su empresa. Complete sus datos, elija sus protocolos y firme aqui: https://x.example/alta/t0k3n',
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
      expect(textOf(sms, 'real')).toContain('Cumplia: Asesoria Ebro ha dado de alta a su empresa.');
      const email = templateEmail('recuperar-contrasena', EMAIL_SAMPLES['recuperar-contrasena'], SIGNATURE);
      expect(email.subject).toBe('Restablezca su contraseña de Cumplia');
    });
  });
});
