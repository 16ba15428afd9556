import { decodeCsvText } from './decode-text.js';
import { parseSignupCsv, type SignupCsvRow } from './parse-signup-csv.js';

export type SignupCsvLimits = { maxLines: number; maxLineLength: number };

export type SignupCsvReading =
  | { ok: true; rows: SignupCsvRow[] }
  | { ok: false; problem: 'notText' | 'empty' | 'tooManyLines' }
  | { ok: false; problem: 'lineTooLong'; line: number };

const LINE_BREAK = /\r\n|\n|\r/;

/**
 * The rows of an uploaded mass sign-up CSV, or why it is refused: not text, a line longer than the limit (no
 * real `nifCif;telefono` line comes near it), no data line or too many. CPU-bound: runs on the CSV thread.
 */
export function readSignupCsv(bytes: Uint8Array, limits: SignupCsvLimits): SignupCsvReading {
  const text = decodeCsvText(bytes);
  if (text === null) return { ok: false, problem: 'notText' };
  const lines = text.split(LINE_BREAK);
  const tooLong = lines.findIndex((line) => line.length > limits.maxLineLength);
  if (tooLong >= 0) return { ok: false, problem: 'lineTooLong', line: tooLong + 1 };
  const rows = parseSignupCsv(text);
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  if (rows.length > limits.maxLines) return { ok: false, problem: 'tooManyLines' };
  return { ok: true, rows };
}
