import { AUDIT_COUNT_CAP, MESSAGES } from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, companies, roles, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let superadmin: string;
let superadminId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = superadmin) =>
  t.app.inject({
    method,
    url: `/cumplia-core${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const demoAgencyId = async () =>
  (await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38123451')))[0]?.id ?? 0;

/** A login of the demo agency added by staff, as 'Gestionar usuarios' does. */
const addAgencyUser = async (username: string, email: string) => {
  const added = await call('POST', `/admin/gestorias/${await demoAgencyId()}/users`, {
    username,
    name: 'Ana Torres',
    email,
  });
  expect(added.statusCode, added.body).toBe(201);
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`user ${username} not stored`);
  return user;
};

beforeAll(async () => {
  t = await createDemoTestApp();
  const login = (await t.login('43827164C', null, DEMO_PASSWORD)).json();
  superadmin = login.token;
  superadminId = (await t.db.select().from(users).where(eq(users.username, '43827164C')))[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('staff users and the audit log', () => {
  describe("'Gestionar usuarios'", () => {
    it('lists collaborators with their users, filtered by NIF/CIF and user e-mail', async () => {
      const page = (await call('GET', '/admin/gestorias/users?page=0&size=10')).json();
      expect(page.totalElements).toBe(2);
      expect(page.content.every((row: { users: unknown[] }) => row.users.length >= 1)).toBe(true);
      const byEmail = (await call('GET', '/admin/gestorias/users?userEmail=ASESORIA')).json();
      expect(byEmail.content.map((row: { nifCif: string }) => row.nifCif)).toEqual(
        expect.arrayContaining([expect.any(String)]),
      );
      const none = (await call('GET', '/admin/gestorias/users?userEmail=nadie@ninguno')).json();
      expect(none.totalElements).toBe(0);
      const byNif = (await call('GET', '/admin/gestorias/users?nifCif=B38890')).json();
      expect(byNif.content.map((row: { nifCif: string }) => row.nifCif)).toEqual(['B38890125']);
    });

    it('adds a user to a collaborator (login e-mailed to verify) with the messages of section 5.3', async () => {
      const agencyId = await demoAgencyId();
      const invalid = await call('POST', `/admin/gestorias/${agencyId}/users`, {
        username: '',
        name: '',
        email: `${'a'.repeat(251)}@x.es`,
      });
      expect(invalid.json().errors).toEqual({
        username: 'El campo NIF del usuario es obligatorio.',
        name: 'El campo Nombre es obligatorio.',
        email: 'El Email no puede exceder los 255 caracteres.',
      });
      const shape = await call('POST', `/admin/gestorias/${agencyId}/users`, {
        username: '1',
        name: 'Ana',
        email: 'x',
      });
      expect(shape.json().errors).toEqual({
        username: 'El NIF del usuario debe ser un NIF o NIE válido.',
        email: 'El Email no es válido.',
      });
      const missing = await call('POST', `/admin/gestorias/${agencyId}/users`, { name: 'Ana' });
      expect(missing.json().errors.email).toBe('El campo Email es obligatorio.');

      const added = await call('POST', `/admin/gestorias/${agencyId}/users`, {
        username: 'x1234567l',
        name: 'Ana Torres',
        email: 'ana@asesoria.example',
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().username).toBe('X1234567L');
      expect((await t.lastMessageTo('ana@asesoria.example'))?.subject).toBe('Active su cuenta de Cumplia');
      const again = await call('POST', `/admin/gestorias/${agencyId}/users`, {
        username: 'X1234567L',
        name: 'Ana',
        email: 'ana2@asesoria.example',
      });
      expect(again.json().code).toBe('DUPLICATE_USERNAME');
    });
  });

  describe("'Datos de Usuario'", () => {
    it('reads a user with roles, companies and collaborators, and the role list', async () => {
      const [agencyUser] = await t.db.select().from(users).where(eq(users.username, '45219873X'));
      const detail = (await call('GET', `/admin/users/${agencyUser?.id}`)).json();
      expect(detail.roles.map((role: { name: string }) => role.name)).toEqual(['ROLE_MANAGEMENT']);
      expect(detail.gestorias).toHaveLength(1);
      expect((await call('GET', '/admin/roles')).json()).toHaveLength(4);
      expect((await call('GET', '/admin/users/999999')).statusCode).toBe(404);
    });

    it('saves roles, companies, collaborators and enabled; disabling ends the sessions', async () => {
      const user = await addAgencyUser('Y2345678Z', 'ana@asesoria-roles.example');
      const allRoles = await t.db.select().from(roles);
      const companyRole = allRoles.find((role) => role.name === 'ROLE_COMPANY');
      const agencyRole = allRoles.find((role) => role.name === 'ROLE_MANAGEMENT');
      const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
      const saved = await call('PUT', `/admin/users/${user.id}`, {
        username: 'Y2345678Z',
        name: 'Ana',
        surname: 'Torres Díaz',
        email: 'ana@asesoria-roles.example',
        enabled: false,
        roles: [{ id: agencyRole?.id }, { id: companyRole?.id }],
        empresas: [{ id: company?.id }],
        gestorias: [{ id: await demoAgencyId() }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ surname: 'Torres Díaz', enabled: false });
      expect(saved.json().roles).toHaveLength(2);
      expect(saved.json().empresas).toEqual([expect.objectContaining({ nifCif: 'B38567897' })]);

      const unknownRole = await call('PUT', `/admin/users/${user.id}`, {
        ...saved.json(),
        roles: [{ id: 999 }],
      });
      expect(unknownRole.statusCode).toBe(400);
    });

    it("refuses a staff role beside an agency's or a client's, and staff linked to their companies", async () => {
      const [agencyUser] = await t.db.select().from(users).where(eq(users.username, '45219873X'));
      const detail = (await call('GET', `/admin/users/${agencyUser?.id}`)).json();
      const allRoles = await t.db.select().from(roles);
      const role = (name: string) => ({ id: allRoles.find((candidate) => candidate.name === name)?.id });
      const mixed = await call('PUT', `/admin/users/${agencyUser?.id}`, {
        ...detail,
        roles: [role('ROLE_MANAGEMENT'), role('ROLE_CUMPLIA')],
      });
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json().errors).toEqual({ roles: MESSAGES.staffUsers.staffRoleMixed });
      const linkedStaff = await call('PUT', `/admin/users/${agencyUser?.id}`, {
        ...detail,
        roles: [role('ROLE_CUMPLIA')],
      });
      expect(linkedStaff.statusCode, 'a staff login keeps no collaborator').toBe(422);
      const after = (await call('GET', `/admin/users/${agencyUser?.id}`)).json();
      expect(after.roles.map((granted: { name: string }) => granted.name)).toEqual(['ROLE_MANAGEMENT']);
    });

    it('refuses to lock the superadmin out of their own account or to delete it', async () => {
      const self = (await call('GET', `/admin/users/${superadminId}`)).json();
      const noRole = await call('PUT', `/admin/users/${superadminId}`, { ...self, roles: [] });
      expect(noRole.statusCode).toBe(409);
      expect(noRole.json().message).toBe(
        'No puede retirarse el rol de superadministrador ni deshabilitar su propio usuario.',
      );
      expect((await call('PUT', `/admin/users/${superadminId}`, { ...self, enabled: false })).statusCode).toBe(409);
      expect((await call('DELETE', `/admin/users/${superadminId}`)).statusCode).toBe(409);
    });

    it('deletes a user; the history it left stays', async () => {
      const user = await addAgencyUser('Z3456789D', 'ana@asesoria-baja.example');
      const response = await call('DELETE', `/admin/users/${user.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await t.db.select().from(users).where(eq(users.username, 'Z3456789D'))).toHaveLength(0);
      expect((await call('DELETE', `/admin/users/${user.id}`)).statusCode).toBe(404);
      const history = (await call('GET', `/admin/auditoria?entityType=user&entityId=${user.id}`)).json();
      expect(history.content.map((entry: { action: string }) => entry.action)).toEqual(['user.delete', 'user.create']);
    });
  });

  describe('audit log', () => {
    it('lists the changes newest first with who made them, filtered by entity, action, user and day', async () => {
      const user = await addAgencyUser('X4567890K', 'ana@asesoria-historia.example');
      const detail = (await call('GET', `/admin/users/${user.id}`)).json();
      expect((await call('PUT', `/admin/users/${user.id}`, { ...detail, enabled: false })).statusCode).toBe(200);
      expect((await call('DELETE', `/admin/users/${user.id}`)).statusCode).toBe(200);

      const ofUser = `entityType=user&entityId=${user.id}`;
      const all = (await call('GET', `/admin/auditoria?page=0&size=50&${ofUser}`)).json();
      expect(all.content.map((entry: { action: string }) => entry.action)).toEqual([
        'user.delete',
        'user.update',
        'user.create',
      ]);
      expect(all.content[0]).toMatchObject({ actorUsername: '43827164C', entityType: 'user' });
      expect(all.content[0].before).toMatchObject({ username: 'X4567890K' });
      const updates = (await call('GET', `/admin/auditoria?action=user.update&${ofUser}`)).json();
      expect(updates.totalElements).toBe(1);
      expect(updates.content[0].after).toMatchObject({ enabled: false });
      expect((await call('GET', `/admin/auditoria?usuario=43827164c&${ofUser}`)).json().totalElements).toBe(3);
      expect((await call('GET', `/admin/auditoria?usuario=45219873x&${ofUser}`)).json().totalElements).toBe(0);
      expect((await call('GET', '/admin/auditoria?desde=2000-01-01&hasta=2000-01-02')).json().totalElements).toBe(0);
      expect((await call('GET', '/admin/auditoria?desde=2026-13-01')).statusCode).toBe(400);
    });

    it("filters by Madrid's days: a change at 00:30 in Madrid is that day's, not the UTC day's before", async () => {
      // 28 November 2026, 00:30 in Madrid (23:30 UTC on the 27th); 29 March 2026, 23:30 in summer time (21:30 UTC).
      await t.db.execute(sql`
        insert into audit_log (at, action, entity_type, entity_id, actor_role) values
          ('2026-11-27T23:30:00Z', 'company.update', 'company', 'madrid-midnight', 'ROLE_CUMPLIA'),
          ('2026-03-29T21:30:00Z', 'company.update', 'company', 'madrid-summer', 'ROLE_CUMPLIA')`);
      const ofDay = async (entityId: string, day: string) =>
        (await call('GET', `/admin/auditoria?entityId=${entityId}&desde=${day}&hasta=${day}`)).json().totalElements;
      expect(await ofDay('madrid-midnight', '2026-11-28')).toBe(1);
      expect(await ofDay('madrid-midnight', '2026-11-27')).toBe(0);
      expect(await ofDay('madrid-summer', '2026-03-29')).toBe(1);
      expect(await ofDay('madrid-summer', '2026-03-30')).toBe(0);
    });

    it('counts a long log only up to the cap and says so', async () => {
      await t.db.execute(sql`
        insert into audit_log (at, action, entity_type, entity_id, actor_role)
        select now() - (i || ' seconds')::interval, 'company.update', 'company', 'capped-' || (i % 7), 'ROLE_CUMPLIA'
        from generate_series(1, ${AUDIT_COUNT_CAP + 1}) as i`);
      const capped = (await call('GET', '/admin/auditoria?page=0&size=20')).json();
      expect(capped).toMatchObject({ totalElements: AUDIT_COUNT_CAP, totalCapped: true });
      expect(capped.content).toHaveLength(20);
      const narrow = (await call('GET', '/admin/auditoria?entityId=capped-3')).json();
      const ofEntity3 = Array.from({ length: AUDIT_COUNT_CAP + 1 }, (_, i) => i + 1).filter((i) => i % 7 === 3);
      expect(narrow).toMatchObject({ totalElements: ofEntity3.length, totalCapped: false });
    });
  });
});
