// `npm run test:changed [-- <vitest arguments>]`: the tests of what changed since main (this branch's commits, and
// uncommitted and untracked files), for the loop between edits; `npm test` still runs everything before a push.
// - Web and domain sources: the web and domain tests that import them (`vitest related`, from the module graph).
// - Server sources: the test files of the changed file's module (`apps/server/src/modules/<name>/`), or of its own
//   folder and below elsewhere in the server, and the server tests that import the file by name. Every server test
//   builds the whole app, so the module graph would name them all; a module's own tests exercise it.
// - A changed test file runs itself.
// `TEST_CHANGED_BASE` compares with another branch or commit than main.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SERVER_SOURCES = 'apps/server/src/';
const CLIENT_SOURCES = ['apps/web/src/', 'packages/domain/src/'];
const vitestArguments = process.argv.slice(2);

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const base = git('merge-base', 'HEAD', process.env.TEST_CHANGED_BASE ?? 'main')[0];
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
]
  .filter((file) => existsSync(file))
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file));

/** The folder whose server tests cover a changed server file: its module's, or its own. */
function serverTestFolder(file) {
  const [top, name] = file.slice(SERVER_SOURCES.length).split('/');
  return top === 'modules' && name && !name.includes('.') ? `${SERVER_SOURCES}modules/${name}` : path.dirname(file);
}

const testsUnder = (folder) =>
  readdirSync(folder, { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(folder, name));

const allServerTests = testsUnder(SERVER_SOURCES).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
/** The server tests that import `file` by name (a renderer tested from the module that uses it). */
const importersOf = (file) => {
  if (path.basename(file) === 'index.ts') return [];
  const imported = `/${path.basename(file).replace(/\.ts$/, '.js')}'`;
  return allServerTests.filter((test) => test.source.includes(imported)).map((test) => test.file);
};

const serverTests = new Set();
const clientFiles = [];
for (const file of changed) {
  if (file.startsWith(SERVER_SOURCES)) {
    const tests = file.endsWith('.test.ts') ? [file] : [...testsUnder(serverTestFolder(file)), ...importersOf(file)];
    for (const test of tests) serverTests.add(test);
  } else if (CLIENT_SOURCES.some((folder) => file.startsWith(folder))) {
    clientFiles.push(file);
  }
}

function vitest(args) {
  console.log(`\n▶ npx vitest ${args.join(' ')}`);
  return spawnSync('npx', ['vitest', ...args, ...vitestArguments], { stdio: 'inherit' }).status ?? 1;
}

if (serverTests.size === 0 && clientFiles.length === 0) {
  console.log(`Nothing testable changed since ${base.slice(0, 10)} (end-to-end specs run with Playwright).`);
  process.exit(0);
}
// Both runs, even when the first fails: each names its own failures.
const statuses = [];
if (clientFiles.length > 0) {
  statuses.push(
    vitest(['related', '--run', '--passWithNoTests', '--project', 'web', '--project', 'domain', ...clientFiles]),
  );
}
if (serverTests.size > 0) statuses.push(vitest(['run', ...serverTests]));
process.exit(statuses.find((status) => status !== 0) ?? 0);
