import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { recordAudits } from './record-audit.js';

const SOURCE = join(import.meta.dirname, '..', '..');
const ACTION =
  /'((?:agency|commission-statement|company|invoice|outbox|privacy|renewal|sepa|user|verifactu)(?:\.[a-z-]+)+)'/g;
const ENTITY = /entityType: '([a-z_]+)'/g;

/** The server's own source files (not its tests): what it can write to the audit log. */
async function serverSources(): Promise<string[]> {
  const files = await readdir(SOURCE, { recursive: true });
  const sources = files.filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test-support'),
  );
  return Promise.all(sources.map((file) => readFile(join(SOURCE, file), 'utf8')));
}

describe("'Registro de cambios' names everything the server records", () => {
  it('has a Spanish name for every action and entity the server writes', async () => {
    const text = (await serverSources()).join('\n');
    const actions = new Set([...text.matchAll(ACTION)].map((match) => match[1] ?? ''));
    const entities = new Set([...text.matchAll(ENTITY)].map((match) => match[1] ?? ''));
    expect(actions.size).toBeGreaterThan(30);
    expect([...actions].filter((action) => !AUDIT_ACTION_LABELS[action])).toEqual([]);
    expect(entities.size).toBeGreaterThan(8);
    expect([...entities].filter((entity) => !AUDIT_ENTITY_LABELS[entity])).toEqual([]);
  });

  it('refuses, under test, to record a field it has no Spanish name for, so every suite checks what it audits', async () => {
    const refused = recordAudits(
      null as never,
      { actor: { userId: null, roles: [] }, requestId: null, now: new Date() },
      [
        {
          action: 'company.update',
          entityType: 'company',
          entityId: 1,
          after: { razonSocial: 'x', campoSinNombre: 1 },
        },
      ],
    );
    await expect(refused).rejects.toThrow('company.update records fields without a Spanish name: campoSinNombre');
  });
});
