import { validateXML } from 'xmllint-wasm';
import { testdataFile } from './xsd-files.js';

/**
 * Validates a SEPA file against the official schema of the version its namespace names (pain.008.001.02 or .08)
 * with libxml2 (xmllint compiled to WebAssembly).
 */
export async function validatePain008(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const version = /xmlns="urn:iso:std:iso:20022:tech:xsd:pain\.008\.001\.(\d\d)"/.exec(xml)?.[1] ?? '02';
  const name = `pain.008.001.${version}.xsd`;
  const result = await validateXML({
    xml: [{ fileName: 'sepa.xml', contents: xml }],
    schema: [{ fileName: name, contents: testdataFile(`xsd/${name}`) }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
