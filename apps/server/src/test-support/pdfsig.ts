import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runTool } from './command-line-tool.js';

const run = promisify(execFile);

/**
 * Runs poppler's `pdfsig` on a PDF and returns its report (it exits non-zero for a broken signature, so the
 * report is read from its output either way).
 */
export async function pdfsig(pdf: Uint8Array): Promise<string> {
  return (await runTool('pdfsig', ['{document.pdf}'], { 'document.pdf': pdf }, 'poppler-utils')).output;
}

/** The files attached to a PDF, extracted by poppler's `pdfdetach` as anyone holding the PDF would. */
export async function pdfAttachments(pdf: Uint8Array): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cumplia-pdfdetach-'));
  const file = path.join(dir, 'document.pdf');
  const out = path.join(dir, 'attachments');
  try {
    await writeFile(file, pdf);
    await mkdir(out);
    await run('pdfdetach', ['-saveall', '-o', out, file]);
    const names = await readdir(out);
    return new Map(await Promise.all(names.map(async (name) => [name, await readFile(path.join(out, name))] as const)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
