import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLED_TEMPLATES, useLegalTemplatesFolder } from '../generators/legal/legal-template.js';

/** Replaces a text in one template of the copy, as a lawyer's edit would. */
export type EditTemplate = (name: string, from: string, to: string) => void;

/**
 * Runs `use` with the documents reading a copy of the shipped wording (as LEGAL_TEMPLATES_DIR does), which it
 * may edit; then the shipped wording is read again and the copy removed.
 */
export async function withWordingCopy<T>(use: (edit: EditTemplate, folder: string) => T | Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'cumplia-wording-'));
  try {
    cpSync(new URL(BUNDLED_TEMPLATES), folder, { recursive: true });
    useLegalTemplatesFolder(pathToFileURL(folder));
    const edit: EditTemplate = (name, from, to) => {
      const file = join(folder, name);
      const text = readFileSync(file, 'utf8');
      if (!text.includes(from)) throw new Error(`${name} does not contain ${JSON.stringify(from)}`);
      writeFileSync(file, text.replace(from, to));
    };
    return await use(edit, folder);
  } finally {
    useLegalTemplatesFolder(BUNDLED_TEMPLATES);
    rmSync(folder, { recursive: true, force: true });
  }
}
