import { validateXML } from 'xmllint-wasm';
import { testdataFile } from './xsd-files.js';

async function validateAgainst(xml: string, schemaPath: string) {
  const name = schemaPath.split('/').pop() ?? schemaPath;
  const result = await validateXML({
    xml: [{ fileName: 'sepa.xml', contents: xml }],
    schema: [{ fileName: name, contents: testdataFile(schemaPath) }],
  });
  return result.errors.map((error) => `${schemaPath}: ${error.rawMessage}`);
}

/**
 * Validates a SEPA file with libxml2 (xmllint compiled to WebAssembly) against the official ISO schema of the
 * version its namespace names (pain.008.001.02 or .08) and, for .02, also against the same message restricted to
 * the EPC SDD rules (the German banks' schema, testdata/xsd/epc-dk), which is stricter about where things stand.
 */
export async function validatePain008(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const version = /xmlns="urn:iso:std:iso:20022:tech:xsd:pain\.008\.001\.(\d\d)"/.exec(xml)?.[1] ?? '02';
  const schemas = [`xsd/pain.008.001.${version}.xsd`, ...(version === '02' ? ['xsd/epc-dk/pain.008.001.02.xsd'] : [])];
  const errors = (await Promise.all(schemas.map((schema) => validateAgainst(xml, schema)))).flat();
  return { valid: errors.length === 0, errors };
}
