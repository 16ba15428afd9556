/**
 * SMS text encoding (3GPP TS 23.038, formerly GSM 03.38). A text written only with characters of the GSM 7-bit
 * default alphabet (and its extension table, two septets each) travels as GSM-7: 160 characters in one SMS,
 * 153 per part when concatenated. Anything else (á, í, ó, ú, most emoji…) forces UCS-2: 70 characters in one
 * SMS, 67 per part. Parts carry a concatenation User Data Header (IEI 0x00, 8-bit reference).
 */

/** The GSM 7-bit default alphabet, in code order (0x1B is the escape to the extension table). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1BÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: character → code after the escape. */
const GSM7_EXTENSION: Record<string, number> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};
const BASIC_CODE = new Map([...GSM7_BASIC].map((char, code) => [char, code] as const));

export type SmsEncoding = 'GSM7' | 'UCS2';
/** SMPP data_coding: 0 = the SMSC default alphabet (GSM-7, one septet per octet), 8 = UCS-2. */
export const DATA_CODING: Record<SmsEncoding, number> = { GSM7: 0x00, UCS2: 0x08 };

const SINGLE_LIMIT: Record<SmsEncoding, number> = { GSM7: 160, UCS2: 70 };
const PART_LIMIT: Record<SmsEncoding, number> = { GSM7: 153, UCS2: 67 };

/** Whether every character of the text exists in the GSM 7-bit alphabet (basic or extension table). */
export function fitsGsm7(text: string): boolean {
  for (const char of text) if (!BASIC_CODE.has(char) && !(char in GSM7_EXTENSION)) return false;
  return true;
}

/**
 * What a phone shows, in GSM-7, for characters Spanish SMS use that GSM-7 lacks: á, í, ó and ú lose their accent
 * (é, ñ, ü, ¿ and ¡ are GSM-7 and stay), typographic quotes, dashes and bullets become their plain forms.
 */
const GSM7_STAND_INS: Record<string, string> = {
  '\u00A0': ' ',
  '«': '"',
  '»': '"',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '*',
  ç: 'c',
};

/**
 * The text as a GSM-7 SMS carries it: one accented vowel otherwise makes the whole message UCS-2, 70 characters a
 * part instead of 160, so a link SMS costs three parts instead of one. Characters with no GSM-7 form (other
 * scripts) are kept: the message then goes as UCS-2, whole.
 */
export function gsm7Text(text: string): string {
  let result = '';
  for (const char of text) {
    if (fitsGsm7(char)) result += char;
    else if (char in GSM7_STAND_INS) result += GSM7_STAND_INS[char];
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      result += fitsGsm7(bare) ? bare : char;
    }
  }
  return result;
}

/** The text as units that must not be split between parts: GSM-7 septet groups, or UTF-16 code points. */
function unitsOf(text: string, encoding: SmsEncoding): Buffer[] {
  return [...text].map((char) => {
    if (encoding === 'UCS2') return Buffer.from(char, 'utf16le').swap16();
    const basic = BASIC_CODE.get(char);
    if (basic !== undefined) return Buffer.from([basic]);
    return Buffer.from([0x1b, GSM7_EXTENSION[char] ?? 0x20]);
  });
}

/** Length of a unit in the part's budget: septets for GSM-7, UTF-16 code units for UCS-2. */
const sizeOf = (unit: Buffer, encoding: SmsEncoding) => (encoding === 'GSM7' ? unit.length : unit.length / 2);

export type EncodedSms = {
  encoding: SmsEncoding;
  dataCoding: number;
  /** Each part's short_message: the concatenation UDH (when there are several) followed by the encoded text. */
  parts: Buffer[];
  /** Whether the parts start with a UDH (esm_class UDHI must be set). */
  hasUdh: boolean;
};

/**
 * Encodes a text for SMPP submit_sm: GSM-7 (unpacked, one septet per octet as SMPP expects) when it fits,
 * UCS-2 big-endian otherwise, split in concatenated parts when longer than one SMS. `reference` is the
 * concatenation reference shared by the parts (0–255).
 */
export function encodeSms(text: string, reference = 0): EncodedSms {
  const encoding: SmsEncoding = fitsGsm7(text) ? 'GSM7' : 'UCS2';
  const units = unitsOf(text, encoding);
  const total = units.reduce((sum, unit) => sum + sizeOf(unit, encoding), 0);
  if (total <= SINGLE_LIMIT[encoding]) {
    return { encoding, dataCoding: DATA_CODING[encoding], parts: [Buffer.concat(units)], hasUdh: false };
  }
  const chunks: Buffer[][] = [[]];
  let used = 0;
  for (const unit of units) {
    const size = sizeOf(unit, encoding);
    if (used + size > PART_LIMIT[encoding]) {
      chunks.push([]);
      used = 0;
    }
    chunks[chunks.length - 1]?.push(unit);
    used += size;
  }
  if (chunks.length > 255) throw new Error('SMS text too long: more than 255 parts');
  const parts = chunks.map((chunk, index) =>
    Buffer.concat([Buffer.from([0x05, 0x00, 0x03, reference & 0xff, chunks.length, index + 1]), ...chunk]),
  );
  return { encoding, dataCoding: DATA_CODING[encoding], parts, hasUdh: true };
}

/** How many SMS a text costs. */
export const smsSegmentCount = (text: string) => encodeSms(text).parts.length;

/** Decodes one part back to text (for the test SMPP server and logs): strips a UDH when `hasUdh`. */
export function decodeSmsPart(payload: Buffer, dataCoding: number, hasUdh: boolean): string {
  const body = hasUdh ? payload.subarray((payload[0] ?? 0) + 1) : payload;
  if ((dataCoding & 0x0f) === 0x08) return Buffer.from(body).swap16().toString('utf16le');
  const extension = new Map(Object.entries(GSM7_EXTENSION).map(([char, code]) => [code, char] as const));
  let text = '';
  for (let i = 0; i < body.length; i++) {
    const code = body[i] ?? 0x20;
    if (code === 0x1b) text += extension.get(body[++i] ?? 0) ?? ' ';
    else text += GSM7_BASIC[code] ?? ' ';
  }
  return text;
}
