/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards in the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}
