import { inertText } from '../../lib/inert-text.js';
import { type MessageText, type Secret, textOf } from '../../lib/secret-text.js';
import { gsm7Text } from '../../lib/sms-encoding.js';
import {
  BUNDLED_TEMPLATES,
  fillTemplate,
  legalTemplate,
  restoreMarkup,
  type TemplateFile,
  unknownPlaceholders,
  usingBundledTemplates,
} from '../legal/legal-template.js';
import { type EmailContent, type RenderedEmail, renderEmail } from './email-layout.js';
import {
  EMAIL_SAMPLES,
  type EmailMessages,
  TEXT_SAMPLES,
  type TextMessages,
  templateOfEmail,
  templateOfText,
} from './messages.js';

/**
 * E-mails and SMS are written in templates beside the documents' (`templates/correos`, `templates/sms`, format in
 * docs/legal-templates.md), filled with the typed data of `messages.ts`. A value may be a `Secret` (a code, a link
 * with a token): it is carried through the template as a marker and comes out as a secret part of the text, so
 * the outbox still masks it for anyone but the recipient.
 */

const SECRET_MARKER = /\uE010(\d+)\uE011/g;

const isSecret = (value: unknown): value is Secret =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'secret';

/** Private-use characters the filling uses as markers: a typed value never brings its own. */
const MARKER_CHARACTERS = /[\uE000-\uE011]/g;

/**
 * The data fields that carry our own links (a secret link is a `Secret`) or an e-mail address validated as one (our
 * contact address, a visitor's reply address): the only text not made inert.
 */
export const ADDRESS_FIELDS: ReadonlySet<string> = new Set(['enlace', 'baja', 'correo']);

/**
 * The data with each secret swapped for a marker that survives the filling (`secrets[i]` is marker i), and every
 * other text made inert (inertText): a name or a message someone typed never brings a link or bidi control.
 */
function markSecrets(value: unknown, secrets: Secret[], field = ''): unknown {
  if (isSecret(value)) {
    secrets.push(value);
    return `\uE010${secrets.length - 1}\uE011`;
  }
  if (typeof value === 'string') {
    const text = value.replace(MARKER_CHARACTERS, '');
    return ADDRESS_FIELDS.has(field) ? text : inertText(text);
  }
  if (Array.isArray(value)) return value.map((item) => markSecrets(item, secrets, field));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, markSecrets(child, secrets, key)]));
  }
  return value;
}

/** Filled text with its markers turned back into the secrets they stand for. */
function withSecretParts(text: string, secrets: readonly Secret[]): MessageText {
  const parts: (string | Secret)[] = [];
  let from = 0;
  for (const match of text.matchAll(SECRET_MARKER)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    const found = secrets[Number(match[1])];
    if (!found) throw new Error(`Marca de secreto desconocida en el mensaje: ${match[0]}`);
    parts.push(found);
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (from < text.length) parts.push(text.slice(from));
  return { kind: 'secret-text', parts };
}

/**
 * A message must go (a sign-in code, a signing link) even when an edit of the wording kept outside the release
 * (LEGAL_TEMPLATES_DIR) broke its template after start-up: it is then written from the wording shipped with the
 * product and the problem is reported as a process warning; the start-up check refuses it on the next start.
 */
function withShippedWordingIfBroken<T>(file: string, render: (folder?: URL) => T): T {
  try {
    return render();
  } catch (error) {
    if (usingBundledTemplates()) throw error;
    const problem = error instanceof Error ? error.message : String(error);
    process.emitWarning(`${file}: ${problem}. Message written from the shipped wording.`, 'LegalTemplateWarning');
    return render(BUNDLED_TEMPLATES);
  }
}

/** A template's text (or one of its front-matter lines) filled, with the data's markup put back. */
const filled = (template: TemplateFile, body: string, data: object) =>
  restoreMarkup(fillTemplate({ ...template, body }, data));

/** Lines of a paragraph as one line: a lawyer may wrap a long sentence in the file. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

function plainText(text: MessageText, where: string): string {
  if (typeof text !== 'string') throw new Error(`${where} no puede llevar un código ni un enlace secreto.`);
  return text;
}

/**
 * An e-mail from its template. The front matter gives `asunto`, optionally `resumen` (the preheader; by default
 * the first paragraph), `boton` and `enlace` (the call to action). The body's first paragraph is the greeting;
 * paragraphs are separated by a blank line, and those that start with `> ` are the small print.
 */
export function templateEmail<K extends keyof EmailMessages>(
  name: K,
  data: EmailMessages[K],
  provider: EmailContent['signature'],
): RenderedEmail {
  return withShippedWordingIfBroken(templateOfEmail(name), (folder) =>
    emailFrom(legalTemplate(templateOfEmail(name), folder), data, provider),
  );
}

function emailFrom(template: TemplateFile, data: object, provider: EmailContent['signature']): RenderedEmail {
  const secrets: Secret[] = [];
  const marked = markSecrets(data, secrets) as object;
  const field = (key: string) => {
    const source = template.fields[key];
    return source === undefined ? undefined : withSecretParts(oneLine(filled(template, source, marked)), secrets);
  };
  // Split before the data's markup is put back: a company's answer can never start a paragraph or a note.
  const blocks = fillTemplate(template, marked)
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const [greeting, ...rest] = blocks;
  if (!greeting) throw new Error(`${template.name}: el correo no tiene texto.`);
  const isNote = (block: string) => block.startsWith('>');
  const textOf = (block: string) => withSecretParts(oneLine(restoreMarkup(block)), secrets);
  const paragraphs = rest.filter((block) => !isNote(block)).map(textOf);
  const footnotes = rest.filter(isNote).map((block) => textOf(block.replace(/^>[ \t]?/gm, '')));
  const subject = field('asunto');
  if (subject === undefined) throw new Error(`${template.name}: falta 'asunto:' en la cabecera.`);
  const label = field('boton');
  const url = field('enlace');
  if ((label === undefined) !== (url === undefined)) {
    throw new Error(`${template.name}: 'boton:' y 'enlace:' van juntos.`);
  }
  return renderEmail({
    subject: plainText(subject, `${template.name}: el asunto`),
    preheader: field('resumen') ?? paragraphs[0] ?? '',
    greeting: plainText(textOf(greeting), `${template.name}: el saludo`),
    paragraphs,
    action: label && url ? { label: plainText(label, `${template.name}: el botón`), url } : undefined,
    footnotes,
    signature: provider,
  });
}

/**
 * A text message (an SMS, or a sentence other messages include) from its template, as one line. An SMS is written
 * in GSM-7 (gsm7Text): what is stored, shown in the evidence and sent is the same text.
 */
export function templateText<K extends keyof TextMessages>(name: K, data: TextMessages[K]): MessageText {
  const text = withShippedWordingIfBroken(templateOfText(name), (folder) =>
    textFrom(legalTemplate(templateOfText(name), folder), data),
  );
  return templateOfText(name).startsWith('sms/') ? inGsm7(text) : text;
}

/** A message's plain parts in GSM-7; its secrets (codes, links) are already. */
function inGsm7(text: MessageText): MessageText {
  if (typeof text === 'string') return gsm7Text(text);
  if (text.kind === 'secret') return text;
  return { kind: 'secret-text', parts: text.parts.map((part) => (typeof part === 'string' ? gsm7Text(part) : part)) };
}

function textFrom(template: TemplateFile, data: object): MessageText {
  const secrets: Secret[] = [];
  return withSecretParts(oneLine(filled(template, template.body, markSecrets(data, secrets) as object)), secrets);
}

/** A sentence that other messages include (it carries no secret), as plain text. */
export function templateSentence<K extends keyof TextMessages>(name: K, data: TextMessages[K]): string {
  return plainText(templateText(name, data), templateOfText(name));
}

const SAMPLE_PROVIDER = { legalName: 'Cumplia S.L.', address: 'Santa Cruz de Tenerife', email: 'hola@cumplia.example' };

/** Every message filled with its sample, as its recipient reads it: for review, and the messages' golden text. */
export function sampleMessagesText(): string {
  const emails = (Object.keys(EMAIL_SAMPLES) as (keyof EmailMessages)[]).map((name) => {
    const email = templateEmail(name, EMAIL_SAMPLES[name], SAMPLE_PROVIDER);
    return `=== ${templateOfEmail(name)}\nAsunto: ${email.subject}\n\n${email.text}`;
  });
  const texts = (Object.keys(TEXT_SAMPLES) as (keyof TextMessages)[]).map(
    (name) => `=== ${templateOfText(name)}\n${textOf(templateText(name, TEXT_SAMPLES[name]), 'real')}`,
  );
  return `${[...emails, ...texts].join('\n\n')}\n`;
}

/**
 * Every problem of the messages' wording, found before anyone is sent one: a template missing, one that does not
 * fill with its sample, a placeholder (in the body or the front matter) its data does not offer.
 */
export function messageTemplateProblems(): string[] {
  const problems: string[] = [];
  const check = (file: string, sample: object, fill: () => unknown) => {
    try {
      const template = legalTemplate(file);
      problems.push(
        ...unknownPlaceholders({ ...template, body: [...Object.values(template.fields), template.body].join('\n') }, [
          sample,
        ]),
      );
      fill();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push(message.startsWith(file) ? message : `${file}: ${message}`);
    }
  };
  for (const name of Object.keys(EMAIL_SAMPLES) as (keyof EmailMessages)[]) {
    const file = templateOfEmail(name);
    check(file, EMAIL_SAMPLES[name], () => emailFrom(legalTemplate(file), EMAIL_SAMPLES[name], SAMPLE_PROVIDER));
  }
  for (const name of Object.keys(TEXT_SAMPLES) as (keyof TextMessages)[]) {
    const file = templateOfText(name);
    check(file, TEXT_SAMPLES[name], () => textFrom(legalTemplate(file), TEXT_SAMPLES[name]));
  }
  return problems;
}
