export type SignupCsvRow = { linea: number; raw: string; nifCif: string; telefono: string };

/** Splits one CSV record into cells, honouring double-quoted fields ("" is a quote inside a field). */
export function splitRecord(record: string, separator: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const char = record.charAt(i);
    if (quoted) {
      if (char === '"' && record.charAt(i + 1) === '"') {
        current += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        current += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      cells.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

/** `;` unless the first record clearly uses `,` (Spanish Excel writes `;`, other tools `,`). */
function detectSeparator(firstRecord: string): string {
  const semicolons = firstRecord.split(';').length;
  const commas = firstRecord.split(',').length;
  return commas > semicolons ? ',' : ';';
}

const HEADER = /^\s*"?nif/i;

/** How a mass sign-up CSV is laid out: its separator, and its header's cells when it has one. */
export function signupCsvLayout(text: string): { separator: string; header: string[] | null } {
  const firstContent = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const separator = detectSeparator(firstContent);
  return { separator, header: HEADER.test(firstContent) ? splitRecord(firstContent, separator) : null };
}

/**
 * The rows of a mass sign-up CSV (`nifCif;telefono`): separator `;` or `,`, optional header, quoted fields,
 * blank lines skipped. `linea` is the line number in the file, as the user sees it in a spreadsheet.
 */
export function parseSignupCsv(text: string): SignupCsvRow[] {
  const lines = text.split(/\r\n|\n|\r/);
  const firstContent = lines.find((line) => line.trim() !== '') ?? '';
  const separator = detectSeparator(firstContent);
  const rows: SignupCsvRow[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '' || (rows.length === 0 && HEADER.test(line) && line === firstContent)) return;
    const [nifCif = '', telefono = ''] = splitRecord(line, separator);
    if (nifCif === '' && telefono === '') return;
    rows.push({ linea: index + 1, raw: line, nifCif, telefono });
  });
  return rows;
}
