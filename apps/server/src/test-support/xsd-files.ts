import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A schema file of the repository's testdata (official XSDs, kept byte for byte with their public source in
 * testdata/README.md), or CUMPLIA_TESTDATA_DIR's.
 */
export function testdataFile(relativePath: string): string {
  const dir = process.env.CUMPLIA_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../testdata');
  const file = path.join(dir, relativePath);
  if (!existsSync(file)) {
    throw new Error(
      `${relativePath} was not found at ${file}. It belongs in the repository's testdata (or set CUMPLIA_TESTDATA_DIR).`,
    );
  }
  return readFileSync(file, 'utf8');
}
