import { validateXML } from 'xmllint-wasm';
import { testdataFile } from './xsd-files.js';

const AEAT_SCHEMAS = [
  'SuministroInformacion.xsd',
  'SuministroLR.xsd',
  'RespuestaSuministro.xsd',
  'xmldsig-core-schema.xsd',
] as const;

export type AeatSchema = 'SuministroInformacion.xsd' | 'SuministroLR.xsd' | 'RespuestaSuministro.xsd';

/**
 * Validates an XML document against one of the AEAT's official Verifactu schemas (testdata/aeat), the others it
 * imports preloaded, with libxml2 (xmllint compiled to WebAssembly).
 */
export async function validateAeat(xml: string, schema: AeatSchema): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: schema, contents: testdataFile(`aeat/${schema}`) }],
    preload: AEAT_SCHEMAS.filter((name) => name !== schema).map((name) => ({
      fileName: name,
      contents: testdataFile(`aeat/${name}`),
    })),
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}

/**
 * The element a SOAP 1.1 message carries in its Body, as a document of its own: the namespace declarations of
 * the Envelope and Body it relied on are written on it. Null when the message has no Body element.
 */
export function soapBodyDocument(message: string): string | null {
  const envelope = /<([\w-]+:)?Envelope\b([^>]*)>/.exec(message);
  const body = /<([\w-]+:)?Body\b([^>]*)>([\s\S]*)<\/([\w-]+:)?Body\s*>/.exec(message);
  if (!envelope || !body) return null;
  const declarations = [...`${envelope[2]} ${body[2]}`.matchAll(/\s(xmlns(?::[\w-]+)?)\s*=\s*("[^"]*"|'[^']*')/g)];
  const content = (body[3] ?? '').trim();
  const firstTag = /^<([\w:-]+)/.exec(content);
  if (!firstTag) return null;
  const own = new Set(
    [...(/^<[^>]*>/.exec(content)?.[0] ?? '').matchAll(/\s(xmlns(?::[\w-]+)?)\s*=/g)].map((match) => match[1]),
  );
  const inScope = new Map(declarations.map(([, name = '', value = '']) => [name, value]));
  const inherited = [...inScope]
    .filter(([name]) => !own.has(name))
    .map(([name, value]) => ` ${name}=${value}`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${content.replace(firstTag[0], `${firstTag[0]}${inherited}`)}`;
}
