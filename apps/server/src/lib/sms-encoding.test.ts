import { describe, expect, it } from 'vitest';
import { decodeSmsPart, encodeSms, fitsGsm7, smsSegmentCount } from './sms-encoding.js';

describe('SMS encoding (GSM 03.38)', () => {
  it('keeps GSM-7 for texts of its alphabet, extension characters included', () => {
    expect(fitsGsm7('Hola, su código es 123456')).toBe(false); // ó is not GSM-7
    expect(fitsGsm7('Cumplia: firme aqui https://x.es/firma/abc?a=1 {€}')).toBe(true);
    expect(fitsGsm7('Ñandú')).toBe(false); // Ñ is, ú is not
    expect(fitsGsm7('Ñandu É à')).toBe(true);
    expect(encodeSms('abc').encoding).toBe('GSM7');
    expect(encodeSms('Léalo').encoding).toBe('GSM7'); // é is GSM-7
    expect(encodeSms('Fírmelo').encoding).toBe('UCS2');
  });

  it('counts segments: 160/153 septets for GSM-7, 70/67 characters for UCS-2', () => {
    expect(smsSegmentCount('a'.repeat(160))).toBe(1);
    expect(smsSegmentCount('a'.repeat(161))).toBe(2);
    expect(smsSegmentCount('a'.repeat(306))).toBe(2);
    expect(smsSegmentCount('a'.repeat(307))).toBe(3);
    expect(smsSegmentCount('€'.repeat(80))).toBe(1); // two septets each
    expect(smsSegmentCount('€'.repeat(81))).toBe(2);
    expect(smsSegmentCount('á'.repeat(70))).toBe(1);
    expect(smsSegmentCount('á'.repeat(71))).toBe(2);
    expect(smsSegmentCount('á'.repeat(134))).toBe(2);
    expect(smsSegmentCount('á'.repeat(135))).toBe(3);
  });

  it('splits long texts with a concatenation header and never cuts an escape sequence', () => {
    const text = `${'a'.repeat(152)}€${'b'.repeat(10)}`;
    const encoded = encodeSms(text, 7);
    expect(encoded.hasUdh).toBe(true);
    expect(encoded.parts).toHaveLength(2);
    expect([...(encoded.parts[0]?.subarray(0, 6) ?? [])]).toEqual([0x05, 0x00, 0x03, 7, 2, 1]);
    expect([...(encoded.parts[1]?.subarray(0, 6) ?? [])]).toEqual([0x05, 0x00, 0x03, 7, 2, 2]);
    expect(encoded.parts[0]?.length).toBe(6 + 152); // the € (2 septets) would not fit in the 153rd septet
    const joined = encoded.parts.map((part) => decodeSmsPart(part, encoded.dataCoding, true)).join('');
    expect(joined).toBe(text);
  });

  it('encodes UCS-2 big-endian and decodes it back', () => {
    const encoded = encodeSms('Fírmelo 😀');
    expect(encoded.dataCoding).toBe(8);
    expect(encoded.parts[0]?.subarray(0, 4)).toEqual(Buffer.from([0x00, 0x46, 0x00, 0xed]));
    expect(decodeSmsPart(encoded.parts[0] ?? Buffer.alloc(0), 8, false)).toBe('Fírmelo 😀');
  });
});
