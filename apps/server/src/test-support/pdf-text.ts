import { PDFParse } from 'pdf-parse';

/** A PDF's text with whitespace collapsed to single spaces, and its page count. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: bytes });
  const result = await parser.getText();
  await parser.destroy();
  return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
}
