import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs the `openssl` command line, an implementation independent of ours, over files written to a temporary
 * directory (`{file}` in an argument names one of `files`). Returns its exit status and everything it printed.
 */
export async function openssl(args: string[], files: Record<string, Uint8Array | string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'cumplia-openssl-'));
  try {
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
    const resolved = args.map((arg) => arg.replace(/\{([\w.-]+)\}/g, (_, name: string) => path.join(dir, name)));
    try {
      const { stdout, stderr } = await run('openssl', resolved);
      return { ok: true, output: `${stdout}${stderr}` };
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
      if (failure.code === 'ENOENT') throw new Error('openssl is missing: install it (apt-get install openssl)');
      return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
