import { describe, expect, it } from 'vitest';
import { csvBytes, safeCsvCell } from './csv-safety.js';
import { decodeCsvText } from './decode-text.js';
import { parseSignupCsv } from './parse-signup-csv.js';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('decoding an uploaded CSV', () => {
  it('reads UTF-8 with and without BOM', () => {
    expect(decodeCsvText(utf8('\uFEFFnifCif;telefono\nB38567897;+34612345678'))).toBe(
      'nifCif;telefono\nB38567897;+34612345678',
    );
    expect(decodeCsvText(utf8('nifCif;teléfono'))).toBe('nifCif;teléfono');
  });

  it('reads Windows-1252 as Spanish Excel saves it', () => {
    const latin = new Uint8Array([0x4e, 0x49, 0x46, 0x3b, 0x43, 0x61, 0xf1, 0x61, 0x64, 0x61]); // "NIF;Cañada"
    expect(decodeCsvText(latin)).toBe('NIF;Cañada');
  });

  it('reads the euro sign of Windows-1252 (0x80) and of ISO-8859-15 (0xA4), as each writes it', () => {
    const line = (euro: number) => new Uint8Array([...Buffer.from('B38567897;45 ', 'latin1'), euro, 0x0a]);
    expect(decodeCsvText(line(0x80))).toBe('B38567897;45 €\n');
    expect(decodeCsvText(line(0xa4))).toBe('B38567897;45 €\n');
    // With a Windows-1252 byte beside it, 0xA4 is the '¤' of that encoding.
    expect(decodeCsvText(new Uint8Array([0x80, 0x20, 0xa4]))).toBe('€ ¤');
  });

  it('decodes each line of a file pasted together from a UTF-8 and a Windows-1252 source on its own', () => {
    const mixed = Buffer.concat([
      Buffer.from('B38567897;45 €\n', 'utf8'),
      Buffer.from([0x43, 0x61, 0xf1, 0x61, 0x20, 0x80]),
    ]);
    expect(decodeCsvText(new Uint8Array(mixed))).toBe('B38567897;45 €\nCaña €');
  });

  it('refuses binary content renamed .csv', () => {
    expect(decodeCsvText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]))).toBeNull();
  });
});

describe('parsing the mass sign-up CSV', () => {
  it('accepts ; and , separators, a header, quoted fields and blank lines, keeping file line numbers', () => {
    expect(parseSignupCsv('nifCif;telefono\r\nB38567897;+34612345678\r\n\r\n"B38234563";"612 345 678"\r\n')).toEqual([
      { linea: 2, raw: 'B38567897;+34612345678', nifCif: 'B38567897', telefono: '+34612345678' },
      { linea: 4, raw: '"B38234563";"612 345 678"', nifCif: 'B38234563', telefono: '612 345 678' },
    ]);
    expect(parseSignupCsv('nifCif,telefono\nB38567897,"+34 612, 345"').map((row) => row.telefono)).toEqual([
      '+34 612, 345',
    ]);
  });

  it('does not need a header', () => {
    expect(parseSignupCsv('B38567897;+34612345678').map((row) => row.linea)).toEqual([1]);
  });
});

describe('CSV the product serves', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(safeCsvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    // A bare signed number runs nothing: a phone is written as Excel shows it, without an apostrophe.
    expect(safeCsvCell('+34612345678')).toBe('+34612345678');
    expect(safeCsvCell('+34612345678+1')).toBe("'+34612345678+1");
    // A phone typed with spaces is still only digits: no apostrophe for Excel to show.
    expect(safeCsvCell('+34 612 345 678')).toBe('+34 612 345 678');
    expect(safeCsvCell('+34 612 A1')).toBe("'+34 612 A1");
    expect(safeCsvCell('+34  612')).toBe("'+34  612");
    expect(safeCsvCell('-2+3')).toBe("'-2+3");
    expect(safeCsvCell('+1234567890123456')).toBe("'+1234567890123456");
    expect(safeCsvCell('a;b')).toBe('"a;b"');
    // Split on commas instead, the formula after one must not become a cell of its own.
    expect(safeCsvCell('x,=cmd|" /C calc"!A0')).toBe('"x,=cmd|"" /C calc""!A0"');
    expect(safeCsvCell('x\t=1+1')).toBe('"x\t=1+1"');
    expect(safeCsvCell('Talleres Guanche S.L.')).toBe('Talleres Guanche S.L.');
    expect(csvBytes([['nifCif', 'telefono']]).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
