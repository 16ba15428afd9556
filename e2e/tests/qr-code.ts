import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The text of the first QR code on a PDF's first page, read as a phone reads it: the page rendered to an image
 * by poppler's pdftoppm (Debian's poppler-utils, which the seal checks use too), then decoded by jsQR.
 */
export function qrCodeOfPdf(pdf: Buffer): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'cumplia-qr-'));
  try {
    const file = path.join(dir, 'factura.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')]);
    const image = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
