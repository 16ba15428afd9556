import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The official pain.008 XSD of a version, kept byte for byte in the repository's testdata/xsd (see its README). */
function schemaFile(name: string): string {
  const dir = process.env.CUMPLIA_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../testdata');
  const file = path.join(dir, 'xsd', name);
  if (!existsSync(file)) {
    throw new Error(
      `The ${name} XSD was not found at ${file}. It belongs in the repository's testdata/xsd (or set CUMPLIA_TESTDATA_DIR).`,
    );
  }
  return readFileSync(file, 'utf8');
}

/**
 * Validates a SEPA file against the official schema of the version its namespace names (pain.008.001.02 or .08)
 * with libxml2 (xmllint compiled to WebAssembly).
 */
export async function validatePain008(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const version = /xmlns="urn:iso:std:iso:20022:tech:xsd:pain\.008\.001\.(\d\d)"/.exec(xml)?.[1] ?? '02';
  const name = `pain.008.001.${version}.xsd`;
  const result = await validateXML({
    xml: [{ fileName: 'sepa.xml', contents: xml }],
    schema: [{ fileName: name, contents: schemaFile(name) }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
