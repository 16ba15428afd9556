import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The external test vectors (with their public sources) are in the repository's testdata/; CUMPLIA_TESTDATA_DIR overrides. */
export const TESTDATA_DIR = process.env.CUMPLIA_TESTDATA_DIR ?? path.resolve(here, '../../../testdata');

/** Reads a TSV file of the shared test data as objects keyed by the header row (the columns named). */
export function readTestVectors<Column extends string>(fileName: string): Record<Column, string>[] {
  const file = path.join(TESTDATA_DIR, fileName);
  if (!existsSync(file)) {
    throw new Error(
      `External test vectors not found at ${file}. They belong in the repository's testdata/ (or set CUMPLIA_TESTDATA_DIR).`,
    );
  }
  const [header, ...rows] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const columns = (header ?? '').split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) as Record<Column, string>;
  });
}
