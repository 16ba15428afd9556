import { inertText } from '../../lib/inert-text.js';

/**
 * A name someone typed (a company's) as an SMS may carry it: inert (inertText: nothing a phone turns into a link,
 * no invisible characters), one line, at most `max` characters. Our SMS say only our fixed texts, our own links and
 * such names, so nobody can send text of their choice through Cumplia.
 */
export function smsName(name: string, max = 40): string {
  const flat = inertText(name).replace(/\s+/g, ' ').replace(/[<>]/g, '');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
