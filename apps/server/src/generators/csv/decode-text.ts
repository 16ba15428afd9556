const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The text of an uploaded CSV: UTF-8 (with or without BOM) or, failing that, Windows-1252 (what Spanish Excel
 * writes). Null when the bytes are not text at all (NUL bytes or other control characters): a binary file
 * renamed .csv.
 */
export function decodeCsvText(bytes: Uint8Array): string | null {
  const hasBom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder('windows-1252').decode(body);
  }
  return hasControlCharacters(text) ? null : text;
}

/** Tab, line feed and carriage return are the only control characters a CSV may hold. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
