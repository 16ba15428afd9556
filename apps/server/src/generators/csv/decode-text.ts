const UTF8_BOM = [0xef, 0xbb, 0xbf];
const LINE_FEED = 0x0a;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The single-byte encoding of the lines that are not UTF-8: Windows-1252, what Spanish Excel writes, unless the bytes
 * show ISO-8859-15 (LibreOffice's 'Europa occidental'), whose € is 0xA4: a 0xA4 ('¤' in Windows-1252, never meant in
 * a Spanish sign-up file) with none of the bytes 0x80-0x9F, which ISO-8859-15 keeps for control codes.
 */
function legacyEncodingOf(lines: Uint8Array[]): string {
  let currencySign = false;
  for (const line of lines) {
    for (const byte of line) {
      if (byte >= 0x80 && byte <= 0x9f) return 'windows-1252';
      if (byte === 0xa4) currencySign = true;
    }
  }
  return currencySign ? 'iso-8859-15' : 'windows-1252';
}

/** The file's lines as bytes, each with its line feed, so decoding them one by one keeps the text whole. */
function linesOf(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === LINE_FEED) {
      lines.push(bytes.subarray(start, i + 1));
      start = i + 1;
    }
  }
  if (start < bytes.length) lines.push(bytes.subarray(start));
  return lines;
}

const isUtf8 = (line: Uint8Array) => {
  try {
    strictUtf8.decode(line);
    return true;
  } catch {
    return false;
  }
};

/**
 * The text of an uploaded CSV: UTF-8 (with or without BOM) or, line by line where a line is not UTF-8, the
 * single-byte encoding its bytes show (legacyEncodingOf). A file pasted together from two sources keeps the '€' of
 * each. Null when the bytes are not text at all (NUL bytes or other control characters): a binary file renamed .csv.
 */
export function decodeCsvText(bytes: Uint8Array): string | null {
  const hasBom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  const text = isUtf8(body) ? strictUtf8.decode(body) : decodeLineByLine(body);
  return hasControlCharacters(text) ? null : text;
}

function decodeLineByLine(body: Uint8Array): string {
  const lines = linesOf(body).map((line) => ({ line, utf8: isUtf8(line) }));
  const legacy = new TextDecoder(legacyEncodingOf(lines.filter(({ utf8 }) => !utf8).map(({ line }) => line)));
  return lines.map(({ line, utf8 }) => (utf8 ? strictUtf8 : legacy).decode(line)).join('');
}

/** Tab, line feed and carriage return are the only control characters a CSV may hold. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
