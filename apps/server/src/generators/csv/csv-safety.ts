/**
 * A cell as the product writes it into a CSV: values that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) are prefixed with an apostrophe, and cells holding the
 * separator, quotes or line breaks are quoted.
 */
export function safeCsvCell(value: string, separator = ';'): string {
  const neutralised = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(neutralised) || neutralised.includes(separator)
    ? `"${neutralised.replace(/"/g, '""')}"`
    : neutralised;
}

/** A CSV file as UTF-8 with BOM (what Spanish Excel opens correctly) with CRLF line ends. */
export function csvBytes(rows: string[][], separator = ';'): Buffer {
  const body = rows.map((row) => row.map((cell) => safeCsvCell(cell, separator)).join(separator)).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${body}\r\n`, 'utf8')]);
}
