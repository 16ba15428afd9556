import type { Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text of a PDF, with runs of white space made single spaces. */
export async function pdfTextOf(bytes: Buffer) {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The text of a downloaded PDF. */
export async function pdfText(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return pdfTextOf(Buffer.concat(chunks));
}
