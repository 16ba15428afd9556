import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestDatabase } from '../test-support/demo-template.js';
import type { DatabaseHandle } from './client.js';
import { sepaReturns, users } from './schema/index.js';

/**
 * The enumerated text columns (migration 0041) refuse a value their type does not list, whichever code writes
 * it, and keep accepting the values the code writes.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createDemoTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** The error PostgreSQL raises for the statement, or null when it runs (rolled back either way). */
async function errorOf(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await handle.db.transaction(async (tx) => {
      // Issued invoices refuse every update by trigger; with triggers off, the checks alone answer.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
      tx.rollback();
    });
    return null;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    const message = cause?.message ?? (error as Error).message;
    return /rollback/i.test(message) ? null : message;
  }
}

describe('enumerated columns', () => {
  it.each([
    ['tipo_factura', "'F3'", 'invoices_tipo_factura_known'],
    ['verifactu_impuesto', "'04'", 'invoices_verifactu_impuesto_known'],
    ['verifactu_clave_regimen', "'02'", 'invoices_verifactu_clave_regimen_known'],
    ['verifactu_calificacion', "'E1'", 'invoices_verifactu_calificacion_known'],
    ['sepa_sequence_type', "'OOFF'", 'invoices_sepa_sequence_type_known'],
  ])('invoices.%s refuses %s', async (column, value, constraint) => {
    const error = await errorOf(
      sql.raw(`update invoices set ${column} = ${value} where id = (select min(id) from invoices)`),
    );
    expect(error).toContain(constraint);
  });

  it.each([
    ['sepa_return_imports', 'message_kind', "'camt.053.001.08'", 'sepa_return_imports_message_kind_known'],
    ['roles', 'name', "'ROLE_ADMIN'", 'roles_name_known'],
  ])('%s.%s refuses %s', async (table, column, value, constraint) => {
    const error = await errorOf(
      sql.raw(`update ${table} set ${column} = ${value} where id = (select min(id) from ${table})`),
    );
    expect(error).toContain(constraint);
  });

  it("refuses a session's unknown login scope", async () => {
    const [user] = await handle.db.select({ id: users.id }).from(users).limit(1);
    const session = (scope: string) =>
      sql`insert into refresh_tokens (user_id, family_id, login_scope, token_hash, expires_at, family_expires_at)
          values (${user?.id}, gen_random_uuid(), ${scope}, md5(random()::text), now(), now())`;
    expect(await errorOf(session('ADMIN'))).toContain('refresh_tokens_login_scope_known');
    expect(await errorOf(session('STAFF'))).toBeNull();
  });

  it("refuses a return's unknown resolution", async () => {
    expect(await handle.db.$count(sepaReturns)).toBeGreaterThan(0);
    expect(await errorOf(sql`update sepa_returns set resolution = 'OLVIDADA'`)).toContain(
      'sepa_returns_resolution_known',
    );
  });

  it('accepts the listed values, and no key where none is due', async () => {
    const first = 'where id = (select min(id) from invoices)';
    expect(
      await errorOf(sql.raw(`update invoices set tipo_factura = 'R4', verifactu_impuesto = '03' ${first}`)),
    ).toBeNull();
    expect(
      await errorOf(sql.raw(`update invoices set verifactu_clave_regimen = null, sepa_sequence_type = null ${first}`)),
    ).toBeNull();
    expect(await errorOf(sql`update sepa_returns set resolution = 'PAGADA'`)).toBeNull();
  });
});
