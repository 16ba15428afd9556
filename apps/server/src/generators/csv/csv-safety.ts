/**
 * '+34612345678', '+34 612 345 678' or '-5': up to 15 digits after a sign, at most single spaces between them (longer
 * numbers lose digits in Excel, so they keep the apostrophe). Nothing in it
 * can run (a formula needs a function, a reference or an operator other than the sign), so it is written as it is:
 * an apostrophe would show in Excel, and a phone would no longer read as one.
 */
const SIGNED_WHOLE_NUMBER = /^[+-](?=(?:\d ?){1,15}$)\d+(?: \d+)*$/;

/**
 * A cell as the product writes it into a CSV: values that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return, other than a bare signed number) are prefixed with an apostrophe, and cells holding any
 * separator a spreadsheet might split on (semicolon, comma, tab, whatever this file uses), quotes or line breaks are
 * quoted: opened with another separator, "x,=cmd|…" stays one cell instead of becoming a live formula.
 */
export function safeCsvCell(value: string, separator = ';'): string {
  const neutralised = /^[=+\-@\t\r]/.test(value) && !SIGNED_WHOLE_NUMBER.test(value) ? `'${value}` : value;
  return /[";,\t\r\n]/.test(neutralised) || neutralised.includes(separator)
    ? `"${neutralised.replace(/"/g, '""')}"`
    : neutralised;
}

/** A CSV file as UTF-8 with BOM (what Spanish Excel opens correctly) with CRLF line ends. */
export function csvBytes(rows: string[][], separator = ';'): Buffer {
  const body = rows.map((row) => row.map((cell) => safeCsvCell(cell, separator)).join(separator)).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${body}\r\n`, 'utf8')]);
}
