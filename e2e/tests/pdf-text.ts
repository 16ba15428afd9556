import type { Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text of a downloaded PDF, with runs of white space made single spaces. */
export async function pdfText(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
