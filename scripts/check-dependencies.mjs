// Checks every import of the server, the web app and the domain package against scripts/dependency-rules.mjs,
// on resolved paths (so '../../../features/x' and '@cumplia/domain' count for where they lead, not how they are
// spelled). Exit code 1 on a violation. `--graph` prints the groups each group imports instead (for the drawing
// in docs/architecture.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';
import { FLOORS, FORBIDDEN, MODULE_ENTRY } from './dependency-rules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const CODE = /\.(ts|tsx|mjs|js)$/;
const TEST = /(\.test\.tsx?$|\/test-support\/)/;

const resolver = new ResolverFactory({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  conditionNames: ['source', 'import', 'default'],
});

/** Every source file under the checked folders, relative to the repository root. */
export function sourceFiles() {
  return SOURCES.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && CODE.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name))),
  );
}

/** The specifiers a file imports: static imports, re-exports and literal dynamic imports, types included. */
function importsOf(file, source) {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  const dynamic = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end))
    .filter((text) => /^(['"`])[^'"`$]*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  return [
    ...module.staticImports.map((item) => item.moduleRequest.value),
    ...module.staticExports.flatMap((item) => item.entries.map((entry) => entry.moduleRequest?.value)),
    ...dynamic,
  ].filter((specifier) => specifier !== undefined && !specifier.startsWith('node:'));
}

/**
 * The repository path a specifier leads to from `file`, or null for a package the resolver does not find (a
 * built-in). A relative import that leads nowhere is an error: a rule cannot judge what it cannot see.
 */
function resolveFrom(file, specifier) {
  const result = resolver.sync(path.join(ROOT, path.dirname(file)), specifier);
  if (result.path) return path.relative(ROOT, result.path);
  if (specifier.startsWith('.')) throw new Error(`${file}: cannot resolve ${specifier} (${result.error})`);
  return null;
}

/** The floor and group a file belongs to (features are each a group of their own), or null. */
export function placeOf(file) {
  for (const [app, floors] of Object.entries(FLOORS)) {
    for (const [level, floor] of floors.entries()) {
      for (const [group, pattern] of Object.entries(floor)) {
        const match = pattern.exec(file);
        if (match) return { app, level, group: match.groups?.feature ? `${group}/${match.groups.feature}` : group };
      }
    }
  }
  return null;
}

/** Why `file` may not import `target`, or null when it may. */
function violationOf(file, target) {
  for (const rule of FORBIDDEN) {
    if (rule.from.test(file) && rule.to.test(target)) return { rule: rule.name, comment: rule.comment };
  }
  const from = placeOf(file);
  const to = placeOf(target);
  if (!from || !to || from.app !== to.app || from.group === to.group || to.level < from.level) {
    return entryFileViolationOf(file, target);
  }
  return {
    rule: to.level === from.level ? 'same-floor' : 'upward',
    comment:
      to.level === from.level
        ? `${from.group} and ${to.group} stand on the same floor: neither imports the other.`
        : `${from.group} stands below ${to.group}: it cannot import it.`,
  };
}

/** An import that reaches into another server module past its entry file, or null. */
function entryFileViolationOf(file, target) {
  const targetModule = MODULE_ENTRY.module.exec(target)?.groups.module;
  if (!targetModule || MODULE_ENTRY.module.exec(file)?.groups.module === targetModule) return null;
  if (target === `apps/server/src/modules/${targetModule}/${MODULE_ENTRY.entry}`) return null;
  return { rule: MODULE_ENTRY.name, comment: MODULE_ENTRY.comment };
}

/**
 * Every import of `files` (each a path and, for a probe, its source) as the file and the repository path it
 * resolves to; tests and test support left out, as are built-ins.
 */
function* resolvedImports(files) {
  for (const { file, source } of files) {
    if (TEST.test(file)) continue;
    for (const specifier of importsOf(file, source ?? readFileSync(path.join(ROOT, file), 'utf8'))) {
      const target = resolveFrom(file, specifier);
      if (target !== null) yield { file, target };
    }
  }
}

/** The violations of `files` (each a path and, for a probe, its source). */
export function checkImports(files) {
  const violations = [];
  for (const { file, target } of resolvedImports(files)) {
    const violation = violationOf(file, target);
    if (violation) violations.push({ file, target, ...violation });
  }
  return violations;
}

/** How many imports each group makes of each other group of its app. */
function printGraph(files) {
  const edges = new Map();
  for (const { file, target } of resolvedImports(files)) {
    const from = placeOf(file);
    const to = placeOf(target);
    if (!from || !to || to.app !== from.app || to.group === from.group) continue;
    const key = `${from.app}: ${from.group} -> ${to.group}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
  for (const [edge, count] of [...edges].sort()) process.stdout.write(`${edge} (${count})\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = sourceFiles();
  if (process.argv.includes('--graph')) {
    printGraph(files.map((file) => ({ file })));
  } else {
    const violations = checkImports(files.map((file) => ({ file })));
    for (const v of violations) process.stdout.write(`✗ ${v.file} -> ${v.target}\n    ${v.rule}: ${v.comment}\n`);
    process.stdout.write(`Dependency rules: ${files.length} files, ${violations.length} violations\n`);
    process.exit(violations.length > 0 ? 1 : 0);
  }
}
