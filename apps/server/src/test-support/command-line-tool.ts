import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a Debian command-line tool (an implementation independent of ours) over files written to a temporary
 * directory: `{name}` in an argument is the path of `files[name]`. Returns its exit status and everything it
 * printed (a tool that reports a broken signature exits non-zero); throws a clear error naming the Debian package
 * to install when the tool is missing.
 */
export async function runTool(
  command: string,
  args: string[],
  files: Record<string, Uint8Array | string>,
  debianPackage: string,
): Promise<{ ok: boolean; output: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), `cumplia-${command}-`));
  try {
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
    const resolved = args.map((arg) => arg.replace(/\{([\w.-]+)\}/g, (_, name: string) => path.join(dir, name)));
    try {
      const { stdout, stderr } = await run(command, resolved);
      return { ok: true, output: `${stdout}${stderr}` };
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
      if (failure.code === 'ENOENT') {
        throw new Error(`${command} is missing: install ${debianPackage} (apt-get install ${debianPackage})`);
      }
      return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
