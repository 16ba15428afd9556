import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import forge from 'node-forge';

const { asn1, pki } = forge;

/**
 * What an uploaded PDF's bytes say about its seal, before anyone asks whose it is:
 * - `unsealed`: no signature at all (`resaved` when a signature dictionary survives only inside a compressed
 *   object stream, as a tool that re-saved a sealed file leaves it);
 * - `broken`: a signature that does not hold, with the reason in Spanish;
 * - `sound`: exactly one signature, covering every byte of the file but its own value, that verifies with
 *   the certificate it carries.
 * `sha256` is the file's: only a byte-identical copy of a document the provider sealed is that document.
 */
export type SealInspection = { sha256: string } & (
  | { state: 'unsealed'; resaved: boolean }
  | { state: 'broken'; reason: string; certificateFingerprint: string | null }
  | { state: 'sound'; signerName: string; certificateFingerprint: string }
);

/** The provider's seals reserve 16,384 bytes; anything much larger in /Contents is not one of them. */
const MAX_SIGNATURE_HEX = 64 * 1024;
/** Bounds on inflating object streams while looking for a moved signature dictionary. */
const INFLATE_LIMITS = { perStream: 4 * 1024 * 1024, total: 32 * 1024 * 1024, streams: 2_000 };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/;
/**
 * What a signature dictionary says of itself, its names read as a viewer reads them: '#42' in a name is 'B', so
 * '/#42yteRange' is '/ByteRange'. A file that shows one only so written hides its seal from a plain search.
 */
const SIGNATURE_MARKER = /\/ByteRange\b|\/Type\s*\/(?:Sig|DocTimeStamp)\b|\/SubFilter\s*\/(?:adbe\.pkcs7|ETSI\.)/;
const withNamesDecoded = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sha256Binary = (bytes: string) => forge.md.sha256.create().update(bytes).digest().getBytes();
const MESSAGE_DIGEST_OID = pki.oids.messageDigest as string;

type Node = forge.asn1.Asn1 & { value: Node[] | string };
const children = (node: Node | undefined): Node[] => (Array.isArray(node?.value) ? node.value : []);

function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

/**
 * Inspects a PDF's seal strictly, as a forger would be checked: one signature, a byte range that starts at 0,
 * ends at the end of the file and leaves out nothing but the /Contents hex string of that same signature
 * (zero-padded DER, nothing else), a message digest equal to the SHA-256 of the covered bytes, and a signature
 * over the signed attributes that verifies with the signer certificate. Pure CPU work on untrusted input: it
 * runs on the PDF thread (pdf-thread.ts), with time and memory limits.
 */
export function inspectSeal(pdf: Uint8Array): SealInspection {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const sha256 = sha256Hex(bytes);
  const text = bytes.toString('latin1');
  const dictionaries = occurrences(text, '/ByteRange');
  const broken = (reason: string, certificateFingerprint: string | null = null): SealInspection => ({
    sha256,
    state: 'broken',
    reason,
    certificateFingerprint,
  });
  if (dictionaries.length === 0) {
    // A signature dictionary that cannot be read as written is an altered seal, never the absence of one.
    if (SIGNATURE_MARKER.test(withNamesDecoded(text))) return broken('La firma del documento no se puede leer.');
    return { sha256, state: 'unsealed', resaved: holdsCompressedSignature(text) };
  }
  if (dictionaries.length > 1) {
    return broken('El documento contiene más de una firma; Cumplia sella cada documento una sola vez.');
  }
  const range = BYTE_RANGE.exec(text.slice(dictionaries[0], (dictionaries[0] ?? 0) + 120));
  if (!range) return broken('La firma del documento no se puede leer.');
  const [start, firstLength, secondStart, secondLength] = range.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (secondStart + secondLength < bytes.length) {
    return broken('El documento tiene contenido añadido después del sello.');
  }
  if (start !== 0 || secondStart <= firstLength || secondStart + secondLength !== bytes.length) {
    return broken('El sello no cubre el documento entero.');
  }
  const gap = text.slice(firstLength, secondStart);
  const contentsKey = /\/Contents\s*$/.test(text.slice(Math.max(0, firstLength - 16), firstLength));
  if (!contentsKey || !/^<[0-9A-Fa-f]*>$/.test(gap) || gap.length > MAX_SIGNATURE_HEX + 2) {
    return broken('Hay contenido fuera de la parte sellada del documento.');
  }
  const signature = signatureDer(Buffer.from(gap.slice(1, -1), 'hex'));
  if (!signature) return broken('Hay contenido fuera de la parte sellada del documento.');
  const covered = Buffer.concat([bytes.subarray(0, firstLength), bytes.subarray(secondStart)]);
  return { sha256, ...verifyCms(signature, covered) };
}

/** The DER of the signature in /Contents: one TLV whose padding, up to the reserved length, is all zeros. */
function signatureDer(contents: Buffer): string | null {
  if (contents.length < 2 || contents[0] !== 0x30) return null;
  const lengthByte = contents[1] ?? 0;
  let length = lengthByte;
  let header = 2;
  if (lengthByte & 0x80) {
    const octets = lengthByte & 0x7f;
    if (octets === 0 || octets > 4) return null;
    length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + (contents[2 + i] ?? 0);
    header += octets;
  }
  const end = header + length;
  if (end > contents.length || contents.subarray(end).some((byte) => byte !== 0)) return null;
  return contents.subarray(0, end).toString('binary');
}

function verifyCms(
  signature: string,
  covered: Buffer,
):
  | { state: 'broken'; reason: string; certificateFingerprint: string | null }
  | {
      state: 'sound';
      signerName: string;
      certificateFingerprint: string;
    } {
  try {
    const message = forge.pkcs7.messageFromAsn1(asn1.fromDer(signature)) as unknown as {
      rawCapture: { signerInfos: Node[] };
      certificates: forge.pki.Certificate[];
    };
    const signer = message.certificates[0];
    const signerInfos = message.rawCapture.signerInfos;
    if (!signer || signerInfos.length !== 1) {
      return { state: 'broken', reason: 'La firma no identifica a un único firmante.', certificateFingerprint: null };
    }
    const certificateFingerprint = sha256Hex(
      Buffer.from(asn1.toDer(pki.certificateToAsn1(signer)).getBytes(), 'binary'),
    );
    const broken = (reason: string) => ({ state: 'broken' as const, reason, certificateFingerprint });
    const signerInfo = children(signerInfos[0]);
    const attributes = signerInfo.find((node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0);
    // The signature value: the signer info's last universal OCTET STRING (unsigned attributes may follow it).
    const value = signerInfo.findLast(
      (node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.OCTETSTRING,
    );
    if (!attributes || typeof value?.value !== 'string') return broken('La firma no tiene atributos firmados.');
    const digests = children(attributes).filter(
      (attribute) => asn1.derToOid(String(children(attribute)[0]?.value ?? '')) === MESSAGE_DIGEST_OID,
    );
    const signedDigest = children(children(digests[0])[1])[0]?.value;
    if (digests.length !== 1 || signedDigest !== sha256Binary(covered.toString('binary'))) {
      return broken('El contenido del documento ha cambiado después del sello.');
    }
    const attributesDer = asn1
      .toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, children(attributes)))
      .getBytes();
    const verified = (signer.publicKey as forge.pki.rsa.PublicKey).verify(sha256Binary(attributesDer), value.value);
    if (!verified) return broken('La firma no corresponde al documento.');
    return { state: 'sound', signerName: String(signer.subject.getField('CN')?.value ?? ''), certificateFingerprint };
  } catch {
    return { state: 'broken', reason: 'La firma del documento no es válida.', certificateFingerprint: null };
  }
}

/**
 * Whether a signature dictionary hides in a compressed (Flate) stream, where a text search cannot see it: a
 * tool that re-saved a sealed PDF may have moved it into an object stream. Inflation is bounded per stream and
 * in total, so a decompression bomb costs at most a few megabytes.
 */
function holdsCompressedSignature(text: string): boolean {
  let budget = INFLATE_LIMITS.total;
  let streams = 0;
  for (let at = text.indexOf('stream'); at !== -1 && budget > 0; at = text.indexOf('stream', at + 6)) {
    if (text.startsWith('end', at - 3)) continue;
    if (++streams > INFLATE_LIMITS.streams) break;
    const dataStart = text[at + 6] === '\r' ? at + 8 : at + 7;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd === -1) break;
    const before = text.slice(Math.max(0, at - 2048), at);
    const dictionary = before.slice(Math.max(0, before.lastIndexOf(' obj')));
    if (!dictionary.includes('/FlateDecode')) continue;
    const bound = Math.min(INFLATE_LIMITS.perStream, budget);
    try {
      const inflated = inflateSync(Buffer.from(text.slice(dataStart, dataEnd), 'latin1'), { maxOutputLength: bound });
      budget -= inflated.length;
      if (inflated.includes('/ByteRange')) return true;
    } catch (error) {
      // Corrupt, or past the bound (which then counts whole): this stream says nothing.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') budget -= bound;
    }
  }
  return false;
}
