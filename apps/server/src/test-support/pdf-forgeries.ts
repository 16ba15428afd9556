// Forgeries of a sealed PDF, built as a forger would from a genuine file, for the tests of 'Verificar documento'.
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { cadesDetachedSignature } from '../generators/pdf/pdf-seal.js';
import type { SealingCertificate } from '../lib/certificates.js';

type ByteRange = [number, number, number, number];

function byteRangeOf(pdf: Buffer): ByteRange {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('not a sealed PDF');
  return match.slice(1).map(Number) as ByteRange;
}

/** The seal's /Contents value (between the angle brackets), and the bytes it covers. */
export function sealParts(sealed: Buffer) {
  const [, firstLength, secondStart] = byteRangeOf(sealed);
  return {
    contentsHex: sealed.subarray(firstLength + 1, secondStart - 1).toString('latin1'),
    covered: Buffer.concat([sealed.subarray(0, firstLength), sealed.subarray(secondStart)]),
  };
}

/**
 * The genuine seal moved into a gap in front of an edited copy: a file whose first /ByteRange (in a comment of
 * the edited copy) leaves out the genuine signature and the edited copy, and covers exactly the bytes the
 * genuine seal signed. A checker that trusts the first /ByteRange it finds and only compares digests accepts it.
 */
export function sealMovedBeforeEditedCopy(sealed: Buffer, editedCopy: Buffer): Buffer {
  const { contentsHex, covered } = sealParts(sealed);
  const head = covered.subarray(0, 10);
  const tail = covered.subarray(10);
  const signature = contentsHex.replace(/(00)+$/, '');
  const build = (secondStart: number) =>
    Buffer.concat([
      head,
      Buffer.from(`<${signature}\n`, 'latin1'),
      Buffer.from(`%/ByteRange [0 ${head.length} ${secondStart} ${tail.length}]\n`, 'latin1'),
      editedCopy,
      tail,
    ]);
  // The range's own digits change the length: settle on a fixed point.
  let secondStart = build(0).length - tail.length;
  while (build(secondStart).length - tail.length !== secondStart) secondStart = build(secondStart).length - tail.length;
  return build(secondStart);
}

/** The genuine file with the zero padding of its /Contents replaced by other hex digits (unsigned bytes). */
export function paddingFilled(sealed: Buffer, payload: string): Buffer {
  const [, , secondStart] = byteRangeOf(sealed);
  const hex = Buffer.from(payload, 'utf8').toString('hex').toUpperCase();
  const at = secondStart - 1 - hex.length;
  if (!/^0+$/.test(sealed.subarray(at, secondStart - 1).toString('latin1'))) throw new Error('padding too small');
  const forged = Buffer.from(sealed);
  forged.write(hex, at, 'latin1');
  return forged;
}

/** Another sealed document with the genuine document's signature copied into its /Contents. */
export function sealCopiedInto(sealed: Buffer, otherSealed: Buffer): Buffer {
  const { contentsHex } = sealParts(sealed);
  const [, firstLength, secondStart] = byteRangeOf(otherSealed);
  if (secondStart - firstLength - 2 !== contentsHex.length) throw new Error('different reserved lengths');
  const forged = Buffer.from(otherSealed);
  forged.write(contentsHex, firstLength + 1, 'latin1');
  return forged;
}

/**
 * An incremental update that adds a second, valid signature by `signer` over the whole file (the genuine seal
 * then covers only the first revision), as a second signer's PDF tool would.
 */
export async function withSecondSignature(sealed: Buffer, signer: SealingCertificate): Promise<Buffer> {
  const text = sealed.toString('latin1');
  const previousXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const size = Math.max(...[...text.matchAll(/\/Size (\d+)/g)].map((match) => Number(match[1])));
  const root = /\/Root (\d+ \d+ R)/.exec(text)?.[1];
  const placeholder = '0000000000';
  const contents = '0'.repeat(16_384);
  const objectOffset = sealed.length + 1;
  const object = `${size} 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange [0 ${placeholder} ${placeholder} ${placeholder}] /Contents <${contents}> >>\nendobj\n`;
  const xrefOffset = objectOffset + object.length;
  const update = Buffer.from(
    `\n${object}xref\n${size} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Prev ${previousXref} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
    'latin1',
  );
  const unsigned = Buffer.concat([sealed, update]);
  const contentsAt = unsigned.indexOf(`<${contents}>`, sealed.length);
  const range = [0, contentsAt, contentsAt + contents.length + 2, unsigned.length - (contentsAt + contents.length + 2)];
  const rangeText = range.slice(1).map((value) => String(value).padStart(10, '0'));
  const rangeAt = unsigned.indexOf(`[0 ${placeholder} ${placeholder} ${placeholder}]`, sealed.length);
  unsigned.write(`[0 ${rangeText.join(' ')}]`, rangeAt, 'latin1');
  const covered = Buffer.concat([
    unsigned.subarray(0, contentsAt),
    unsigned.subarray(contentsAt + contents.length + 2),
  ]);
  const signature = (await cadesDetachedSignature(covered, signer)).toString('hex').toUpperCase();
  unsigned.write(signature, contentsAt + 1, 'latin1');
  return unsigned;
}

/** A PDF without any seal that claims, in its text, to be sealed by Cumplia. */
export async function unsealedClaimingCumplia(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595.28, 841.89]);
  page.drawText('Contrato firmado y sellado electrónicamente por Cumplia', { x: 56, y: 780, size: 12, font });
  page.drawText('Sello Cumplia - ETSI.CAdES.detached - documento íntegro', { x: 56, y: 760, size: 10, font });
  return Buffer.from(await document.save());
}
