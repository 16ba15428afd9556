import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The documents' typeface: Inter (SIL Open Font License), the web app's, embedded as a subset in every
 * generated PDF. The standard Helvetica of PDF readers only encodes WinAnsi, so a signer called "Ștefan Łukasz
 * Øre Çağlar" could not be written; Inter covers Latin Extended (Romanian, Polish, Czech, Turkish, Nordic...).
 */
const FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;

export type DocumentFont = keyof typeof FILES;

/** The names the fonts are registered under in a pdfkit document. */
export const FONT: Record<DocumentFont, string> = { regular: 'Inter', bold: 'Inter-Bold' };

const loaded = new Map<DocumentFont, Buffer>();

/** The font file's bytes, read once per process. */
export function documentFontBytes(font: DocumentFont): Buffer {
  let bytes = loaded.get(font);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FILES[font]));
    loaded.set(font, bytes);
  }
  return bytes;
}

const parsed = new Map<DocumentFont, Font>();

/**
 * The font parsed once per process and given to every document: pdfkit would otherwise parse the font file's
 * tables for each document. Each document still makes its own subset of it.
 */
function parsedFont(font: DocumentFont): Font {
  let parsedFont = parsed.get(font);
  if (!parsedFont) {
    parsedFont = create(documentFontBytes(font)) as Font;
    parsed.set(font, parsedFont);
  }
  return parsedFont;
}

/** pdfkit takes a parsed fontkit font where its types only list files and bytes. */
const asFontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

type Run = { advanceWidth: number };
type EmbeddedFont = {
  name: string;
  font: object;
  scale: number;
  layoutRun(this: { font: object; scale: number }, text: string): Run;
  layoutCached(text: string): Run;
  layout(text: string, features?: unknown, onlyWidth?: boolean): Run;
  widthOfString(text: string, size: number, features?: unknown): number;
};

/** Per font: words as shaped and texts' widths at size 1000, shared by every document (bounded). */
const WORK_LIMIT = 100_000;
type SharedWork = {
  shapingFont: object;
  shapes: Map<string, Run>;
  lines: Map<string, Run>;
  widths: Map<string, number>;
};
const sharedWork = new Map<string, SharedWork>();
const sharedPrototypes = new WeakSet<object>();

function workOf(font: EmbeddedFont): SharedWork {
  let work = sharedWork.get(font.name);
  if (!work) {
    work = { shapingFont: font.font, shapes: new Map(), lines: new Map(), widths: new Map() };
    sharedWork.set(font.name, work);
  }
  return work;
}

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= WORK_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * pdfkit shapes each word of an embedded font once per document, lays out each line from those shapes, and
 * line wrapping measures every word of every line: with Inter's OpenType features that is most of a
 * document's cost. All of it depends only on the font file, so it is kept across documents, made by one
 * parsed copy of each font. (Encoding stays per document: each document's subset must learn its glyphs.)
 */
function shareFontWork(font: EmbeddedFont) {
  const proto = Object.getPrototypeOf(font) as EmbeddedFont;
  if (sharedPrototypes.has(proto)) return;
  sharedPrototypes.add(proto);
  const shape = proto.layoutRun;
  proto.layoutCached = function (this: EmbeddedFont, text: string) {
    const work = workOf(this);
    return (
      work.shapes.get(text) ??
      remember(work.shapes, text, shape.call({ font: work.shapingFont, scale: this.scale }, text))
    );
  };
  // A whole text as laid out (its words' glyphs and positions joined); pdfkit copies before changing them.
  const lay = proto.layout;
  proto.layout = function (this: EmbeddedFont, text: string, features?: unknown, onlyWidth?: boolean) {
    if (features || onlyWidth) return lay.call(this, text, features, onlyWidth);
    const { lines } = workOf(this);
    return lines.get(text) ?? remember(lines, text, lay.call(this, text));
  };
  const measure = proto.widthOfString;
  proto.widthOfString = function (this: EmbeddedFont, text: string, size: number, features?: unknown) {
    if (features !== undefined) return measure.call(this, text, size, features);
    const { widths } = workOf(this);
    const unit = widths.get(text) ?? remember(widths, text, measure.call(this, text, 1000));
    return (unit * size) / 1000;
  };
}

/**
 * No default font for a document (`new PDFDocument({ font: NO_DEFAULT_FONT })`): pdfkit would load Helvetica's
 * metrics for every document, which uses only Inter (useDocumentFonts).
 */
export const NO_DEFAULT_FONT = '';

/** Registers both fonts in a pdfkit document and selects the regular one. */
export function useDocumentFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont(FONT.regular, asFontSource(parsedFont('regular')));
  doc.registerFont(FONT.bold, asFontSource(parsedFont('bold')));
  doc.font(FONT.regular);
  shareFontWork((doc as unknown as { _font: EmbeddedFont })._font);
}
