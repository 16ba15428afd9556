import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = new URL('./modules/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The top-level keys of the object pattern that starts at `open` (the index of its `{`). */
function patternKeys(source: string, open: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth === 0) break;
    if (depth === 1 && char === ',') {
      keys.push(current);
      current = '';
    } else if (index > open) {
      current += char;
    }
  }
  keys.push(current);
  return keys.map((key) => key.split(/[:=]/)[0]?.trim() ?? '').filter((key) => key.length > 0);
}

/** Every exported function of the modules whose first parameter is an object holding the action context. */
function exportedActions() {
  return sourceFiles(MODULES_DIR).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/export (?:async )?function (\w+)(?:<[^>]*>)?\(\s*\{/g)].flatMap((match) => {
      const keys = patternKeys(source, (match.index ?? 0) + match[0].length - 1);
      return keys.includes('ctx') ? [{ action: `${file.slice(MODULES_DIR.length)}#${match[1]}`, keys }] : [];
    });
  });
}

describe('action shape', () => {
  it('finds the actions it checks', () => {
    expect(exportedActions().length).toBeGreaterThan(90);
  });

  it('gives every action ({ ctx }) or ({ ctx, input }) and nothing else', () => {
    const otherShapes = exportedActions()
      .filter(({ keys }) => keys.join(',') !== 'ctx' && keys.join(',') !== 'ctx,input')
      .map(({ action, keys }) => `${action}({ ${keys.join(', ')} })`);
    expect(otherShapes).toEqual([]);
  });
});
