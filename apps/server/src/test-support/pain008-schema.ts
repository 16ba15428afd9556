import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The official pain.008.001.02 XSD from the shared test data (never copied into the repository). */
function schemaFile(): string {
  const dir = process.env.CUMPLIA_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/testdata');
  const file = path.join(dir, 'xsd', 'pain.008.001.02.xsd');
  if (!existsSync(file)) {
    throw new Error(
      `The pain.008.001.02 XSD was not found at ${file}. Place the shared test data beside the repository or set CUMPLIA_TESTDATA_DIR.`,
    );
  }
  return readFileSync(file, 'utf8');
}

/** Validates a SEPA file against the official schema with libxml2 (xmllint compiled to WebAssembly). */
export async function validatePain008(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: [{ fileName: 'sepa.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: schemaFile() }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
