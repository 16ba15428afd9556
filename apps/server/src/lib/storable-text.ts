/** NUL, or a UTF-16 surrogate without its pair: neither is text, and PostgreSQL cannot store them. */
const NOT_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored and shown as text. */
export function isStorableText(value: string): boolean {
  return !NOT_TEXT.test(value);
}
