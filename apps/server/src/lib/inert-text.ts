import { createRequire } from 'node:module';
import { LinkifyIt } from 'linkify-it';

// The IANA list is a JSON package: required, as the bundle keeps packages external and plain.
const tlds: string[] = createRequire(import.meta.url)('tlds');

/**
 * What phones and mail clients turn into a link: addresses with a scheme, bare hosts under any IANA top-level domain
 * (IDN hosts such as café.com included), IP hosts and e-mail addresses.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true, tlds });

/** The links a phone or mail client would see in a text. */
export const linksIn = (text: string) => (linkify.match(text) ?? []).map((match) => match.raw);

/** Full stops that hosts accept in place of '.' (IDNA maps them): '。', '．', '｡'. */
const OTHER_FULL_STOPS = /[\u3002\uFF0E\uFF61]/g;

/**
 * Invisible formatting (bidi overrides and isolates such as U+202E, zero-width characters, soft hyphens) and
 * control characters but the line break: they can reverse or hide what follows, a link included.
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029]|(?!\n)\p{Cc}/gu;

/** Runs of spaces and tabs (line breaks stay: a message may have paragraphs; so do an amount's no-break spaces). */
const SPACES = /[ \t]+/g;

/** A link made plain text: no scheme, and its dots and at-sign as spaces ("pago.es/x" reads "pago es/x"). */
const unlinked = (link: string) =>
  link
    .replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\//i, '')
    .replace(/^mailto:/i, '')
    .replace(/[.@]/g, ' ');

/**
 * Text someone typed (a company's name, a message) made safe to put into a message we send: without invisible or
 * control characters (line breaks aside), and with anything a phone or mail client would turn into a link broken
 * up. Our messages then carry only our own links.
 */
export function inertText(text: string): string {
  let plain = text.replace(INVISIBLE, ' ').replace(OTHER_FULL_STOPS, '.').replace(SPACES, ' ').trim();
  // Breaking one link can reveal another ("a.b.c"): until none is left.
  for (let matches = linkify.match(plain); matches; matches = linkify.match(plain)) {
    let result = '';
    let from = 0;
    for (const match of matches) {
      result += plain.slice(from, match.index) + unlinked(match.raw);
      from = match.lastIndex;
    }
    plain = (result + plain.slice(from)).replace(SPACES, ' ').trim();
  }
  return plain;
}
