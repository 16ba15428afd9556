import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The official pain.008.001.02 XSD, kept byte for byte in the repository's testdata/xsd (see its README). */
function schemaFile(): string {
  const dir = process.env.CUMPLIA_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../testdata');
  const file = path.join(dir, 'xsd', 'pain.008.001.02.xsd');
  if (!existsSync(file)) {
    throw new Error(
      `The pain.008.001.02 XSD was not found at ${file}. It belongs in the repository's testdata/xsd (or set CUMPLIA_TESTDATA_DIR).`,
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
