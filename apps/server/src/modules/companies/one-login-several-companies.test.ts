import { CAPTCHA_HEADER, COMPANY_HEADER, ROLES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyUsers, outboxMessages, roles, userRoles, users } from '../../db/schema/index.js';
import { companyRequest } from '../../test-support/company-request.js';
import { signAsRepresentative } from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let agency: { token: string; agencyId: number; username: string };

const body = (nifCif: string, username: string, telefono: string) =>
  companyRequest(nifCif, username, telefono, {
    email: `admin-${nifCif.toLowerCase()}@several.example`,
    metodoDePago: 'TRANSFERENCIA',
    acosoLaboral: false,
  });

const createForAgency = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${agency.token}` },
    payload,
  });

async function signLatestLink(phone: string) {
  const link = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';
  const signed = await signAsRepresentative(t, link, phone);
  expect(signed.statusCode, signed.body).toBe(200);
}

const asCompany = (token: string, url: string, companyId?: number) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(companyId && { [COMPANY_HEADER]: String(companyId) }) },
  });

const companyIdOf = async (nifCif: string) =>
  (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, nifCif)))[0]?.id ?? 0;

const linkedUsers = async (companyId: number) =>
  (await t.db.select().from(companyUsers).where(eq(companyUsers.companyId, companyId))).map((row) => row.userId);

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.factories.agencyUser();
  agency = { token: (await t.loginTokens(user.username, 'G')).token, agencyId: user.agencyId, username: user.username };
});
afterAll(async () => {
  await t.close();
});

describe('one person, several companies', () => {
  it("adds a second company to its administrator's login when it signs, and the person switches between them", async () => {
    const owner = await t.factories.companyUser();
    const [ownerRow] = await t.db.select().from(users).where(eq(users.id, owner.id));
    const created = await createForAgency(body('B38234563', owner.username, '+34611400001'));
    expect(created.statusCode, created.body).toBe(201);
    const second = await companyIdOf('B38234563');
    expect(await linkedUsers(second)).toEqual([]);

    await signLatestLink('+34611400001');
    // No second account and no activation e-mail: the company joins the login the person has, who is told.
    expect(await t.db.select().from(users).where(eq(users.username, owner.username))).toHaveLength(1);
    expect(await linkedUsers(second)).toEqual([owner.id]);
    const notice = await t.lastMessageTo(ownerRow?.email ?? '');
    expect(notice?.subject).toBe('Empresa B38234563 S.L. ya está en su cuenta de Cumplia');
    expect(notice?.bodyText).toContain('elija la empresa en el selector «Empresa»');
    const toCompanyEmail = await t.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'admin-b38234563@several.example'));
    expect(toCompanyEmail.map((row) => row.subject)).not.toContain('Active su cuenta de Cumplia');

    const { token } = await t.loginTokens(owner.username, 'E');
    const choices = (await asCompany(token, '/cumplia-core/empresas/mias')).json();
    expect(choices.map((choice: { id: number }) => choice.id).sort()).toEqual([owner.companyId, second].sort());
    // Without a choice, the person's first company; with one, that company, for every company-area call.
    expect((await asCompany(token, '/cumplia-core/empresas/my')).json().id).toBe(owner.companyId);
    expect((await asCompany(token, '/cumplia-core/empresas/my', second)).json()).toMatchObject({
      id: second,
      nifCif: 'B38234563',
    });
    const home = await asCompany(token, '/cumplia-core/empresas/my/resumen', second);
    expect(home.json().empresa.id).toBe(second);
  });

  it("refuses a company that is not the person's, whatever id the request names", async () => {
    const owner = await t.factories.companyUser();
    const stranger = await t.factories.companyUser();
    const { token } = await t.loginTokens(owner.username, 'E');
    expect((await asCompany(token, '/cumplia-core/empresas/my', stranger.companyId)).statusCode).toBe(403);
    expect((await asCompany(token, '/cumplia-core/facturas/empresa/my', stranger.companyId)).statusCode).toBe(403);
    expect((await asCompany(token, '/cumplia-core/empresas/mias')).json()).toHaveLength(1);
  });

  it('takes a public registration naming a person with a login, tells the truth, and links only once signed', async () => {
    const owner = await t.factories.companyUser();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/empresas/register',
      headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
      payload: body('B38567897', owner.username, '+34611400002'),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ username: owner.username, usuarioExistente: true });
    expect((await t.lastMessageTo('admin-b38567897@several.example'))?.subject).not.toBe('Active su cuenta de Cumplia');
    // Unproven: naming someone gives their login nothing until the company signs.
    const company = await companyIdOf('B38567897');
    expect(await linkedUsers(company)).toEqual([]);
    await signLatestLink('+34611400002');
    expect(await linkedUsers(company)).toEqual([owner.id]);
  });

  it("gives an agency member who also runs a company the client role on the same login, and refuses the agency's own NIFs", async () => {
    const member = await t.factories.agencyUser();
    const created = await createForAgency(body('B38123451', member.username, '+34611400003'));
    expect(created.statusCode, created.body).toBe(201);
    await signLatestLink('+34611400003');
    const [companyRole] = await t.db
      .select()
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, member.id), eq(roles.name, ROLES.company)));
    expect(companyRole).toBeDefined();
    expect((await t.login(member.username, 'G')).statusCode).toBe(200);
    const { token } = await t.loginTokens(member.username, 'E');
    expect((await asCompany(token, '/cumplia-core/empresas/my')).json().nifCif).toBe('B38123451');

    const ownNif = await createForAgency(body('B38991238', agency.username, '+34611400004'));
    expect(ownNif.statusCode).toBe(409);
    expect(ownNif.json().code).toBe('ADMIN_NIF_IS_AGENCY_USER');
    expect(await companyIdOf('B38991238')).toBe(0);
  });

  it('staff giving a login to a confirmed company whose administrator has one add it to that login', async () => {
    const owner = await t.factories.companyUser();
    const staff = await t.factories.staff();
    const { token } = await t.loginTokens(staff.username, null);
    // A company that signed (confirmed) and then lost its login.
    const created = await createForAgency(body('B38345674', '51234567C', '+34611400005'));
    expect(created.statusCode, created.body).toBe(201);
    await signLatestLink('+34611400005');
    const orphanId = await companyIdOf('B38345674');
    await t.db.delete(companyUsers).where(eq(companyUsers.companyId, orphanId));
    const [ownerRow] = await t.db.select().from(users).where(eq(users.id, owner.id));
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/empresas/${orphanId}/asignar-usuario`,
      headers: { authorization: `Bearer ${token}` },
      payload: { username: owner.username, email: ownerRow?.email, name: 'Otra Persona' },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json().message).toMatch(/ya tenía usuario en Cumplia/);
    expect(await linkedUsers(orphanId)).toEqual([owner.id]);
  });
});
