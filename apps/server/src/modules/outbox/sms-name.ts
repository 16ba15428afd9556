/**
 * A name someone typed (a company's) as an SMS may carry it: no address a phone would turn into a link
 * ("visite premios.example/x" reads "visite premios example/x"), no line breaks, at most `max` characters. Our
 * SMS say only our fixed texts, our own links and such names, so nobody can send text of their choice through
 * Cumplia.
 */
export function smsName(name: string, max = 40): string {
  const flat = name
    .replace(/\s+/g, ' ')
    .replace(/\b(?:https?|ftp):\/*/gi, '')
    .replace(/\bwww\./gi, 'www ')
    // A dot between a word and two or more letters is how a domain looks: "premios.example", not "S.L.".
    .replace(/(\w)\.(?=[a-z]{2,})/gi, '$1 ')
    .replace(/[<>]/g, '')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
