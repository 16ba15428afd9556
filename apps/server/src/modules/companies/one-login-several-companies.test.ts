import { CAPTCHA_HEADER, COMPANY_HEADER, ROLES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyUsers, outboxMessages, roles, userRoles, users } from '../../db/schema/index.js';
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

const answer = (token: string, invitationId: number, verb: 'aceptar' | 'rechazar') =>
  t.app.inject({
    method: 'POST',
    url: `/cumplia-core/empresas/invitaciones/${invitationId}/${verb}`,
    headers: { authorization: `Bearer ${token}` },
  });

async function invitationsOf(token: string): Promise<{ id: number; razonSocial: string; nifCif: string }[]> {
  const listed = await asCompany(token, '/cumplia-core/empresas/invitaciones');
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json();
}

const emailOf = async (userId: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? '';

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

describe('one person, several companies: a company joins a login only when its holder accepts', () => {
  it('asks the person, at their own address, once the company signs; accepting adds it and the person switches', async () => {
    const owner = await t.factories.companyUser();
    const created = await createForAgency(body('B38234563', owner.username, '+34611400001'));
    expect(created.statusCode, created.body).toBe(201);
    const second = await companyIdOf('B38234563');
    await signLatestLink('+34611400001');

    // Signed, and still not in the person's login: no second account, no activation e-mail to the typed address.
    expect(await t.db.select().from(users).where(eq(users.username, owner.username))).toHaveLength(1);
    expect(await linkedUsers(second)).toEqual([]);
    const toTypedAddress = await t.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'admin-b38234563@several.example'));
    expect(toTypedAddress.map((row) => row.subject)).not.toContain('Active su cuenta de Cumplia');
    const asked = await t.lastMessageTo(await emailOf(owner.id));
    // The subject carries nothing the registrant typed.
    expect(asked?.subject).toBe('Una empresa le indica como su administrador en Cumplia');
    expect(asked?.bodyText).toContain('Empresa B38234563 S.L. (NIF/CIF B38234563)');

    const { token } = await t.loginTokens(owner.username, 'E');
    const [invitation, ...others] = await invitationsOf(token);
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({
      razonSocial: 'Empresa B38234563 S.L.',
      nifCif: 'B38234563',
      registradaPor: 'GESTORIA',
      gestoria: expect.any(String),
    });
    // Until the person answers, the company is not theirs to act for.
    expect((await asCompany(token, '/cumplia-core/empresas/my', second)).statusCode).toBe(403);
    const accepted = await answer(token, invitation?.id ?? 0, 'aceptar');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await linkedUsers(second)).toEqual([owner.id]);
    expect(await invitationsOf(token)).toEqual([]);
    expect((await answer(token, invitation?.id ?? 0, 'aceptar')).json().code).toBe('INVITATION_NOT_PENDING');

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

  it("refuses a company that is not the person's, whatever id the request names, and a header that names none", async () => {
    const owner = await t.factories.companyUser();
    const stranger = await t.factories.companyUser();
    const { token } = await t.loginTokens(owner.username, 'E');
    expect((await asCompany(token, '/cumplia-core/empresas/my', stranger.companyId)).statusCode).toBe(403);
    expect((await asCompany(token, '/cumplia-core/facturas/empresa/my', stranger.companyId)).statusCode).toBe(403);
    expect((await asCompany(token, '/cumplia-core/empresas/mias')).json()).toHaveLength(1);
    for (const malformed of ['07', '0', '7,11', `${owner.companyId} `, 'abc']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/cumplia-core/empresas/my',
        headers: { authorization: `Bearer ${token}`, [COMPANY_HEADER]: malformed },
      });
      expect(answer.statusCode, malformed).toBe(400);
      expect(answer.json().message).toContain('La empresa elegida no es válida');
    }
  });

  it('lets the person refuse a company that is not theirs: it never joins, and only they can answer', async () => {
    const owner = await t.factories.companyUser();
    const stranger = await t.factories.companyUser();
    expect((await createForAgency(body('B38456786', owner.username, '+34611400006'))).statusCode).toBe(201);
    const unwanted = await companyIdOf('B38456786');
    await signLatestLink('+34611400006');
    const { token } = await t.loginTokens(owner.username, 'E');
    const [invitation] = await invitationsOf(token);

    const strangerToken = (await t.loginTokens(stranger.username, 'E')).token;
    expect(await invitationsOf(strangerToken)).toEqual([]);
    const meddling = await answer(strangerToken, invitation?.id ?? 0, 'aceptar');
    expect(meddling.statusCode).toBe(404);
    expect(await linkedUsers(unwanted)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/cumplia-core/empresas/invitaciones/${invitation?.id}/aceptar` }))
        .statusCode,
    ).toBe(401);

    const refused = await answer(token, invitation?.id ?? 0, 'rechazar');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await linkedUsers(unwanted)).toEqual([]);
    expect(await invitationsOf(token)).toEqual([]);
    expect((await answer(token, invitation?.id ?? 0, 'aceptar')).statusCode).toBe(404);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'company'), eq(auditLog.entityId, String(unwanted))));
    expect(audited.map((row) => row.action)).toContain('company.login.refused');
  });

  it('takes a public registration naming a person with a login as any other, and only asks them once signed', async () => {
    const owner = await t.factories.companyUser();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/empresas/register',
      headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
      payload: body('B38567897', owner.username, '+34611400002'),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toEqual({
      id: expect.any(Number),
      username: owner.username,
      email: 'admin-b38567897@several.example',
    });
    expect((await t.lastMessageTo('admin-b38567897@several.example'))?.subject).not.toBe('Active su cuenta de Cumplia');
    const company = await companyIdOf('B38567897');
    const { token } = await t.loginTokens(owner.username, 'E');
    expect(await invitationsOf(token)).toEqual([]);
    await signLatestLink('+34611400002');
    expect(await linkedUsers(company)).toEqual([]);
    expect((await invitationsOf(token)).map((invitation) => invitation.nifCif)).toEqual(['B38567897']);
  });

  it("never offers a client to an agency's or the provider's login, and refuses the agency's own NIFs", async () => {
    const member = await t.factories.agencyUser();
    const created = await createForAgency(body('B38123451', member.username, '+34611400003'));
    expect(created.statusCode, created.body).toBe(201);
    await signLatestLink('+34611400003');
    const client = await companyIdOf('B38123451');
    expect(await linkedUsers(client)).toEqual([]);
    const [companyRole] = await t.db
      .select()
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, member.id), eq(roles.name, ROLES.company)));
    expect(companyRole).toBeUndefined();
    expect(await t.lastMessageTo(await emailOf(member.id))).toBeUndefined();

    const staffUser = await t.factories.staff();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/empresas/register',
      headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
      payload: body('B76543214', staffUser.username, '+34611400007'),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await signLatestLink('+34611400007');
    expect(await linkedUsers(await companyIdOf('B76543214'))).toEqual([]);

    const ownNif = await createForAgency(body('B38991238', agency.username, '+34611400004'));
    expect(ownNif.statusCode).toBe(409);
    expect(ownNif.json().code).toBe('ADMIN_NIF_IS_AGENCY_USER');
    expect(await companyIdOf('B38991238')).toBe(0);
  });

  it('staff giving a login to a company whose administrator has one ask that person, and cannot give a staff one', async () => {
    const owner = await t.factories.companyUser();
    const staff = await t.factories.staff();
    const { token } = await t.loginTokens(staff.username, null);
    // A company that signed (confirmed) and then lost its login.
    const created = await createForAgency(body('B38345674', '51234567C', '+34611400005'));
    expect(created.statusCode, created.body).toBe(201);
    await signLatestLink('+34611400005');
    const orphanId = await companyIdOf('B38345674');
    await t.db.delete(companyUsers).where(eq(companyUsers.companyId, orphanId));
    const assign = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/cumplia-core/empresas/${orphanId}/asignar-usuario`,
        headers: { authorization: `Bearer ${token}` },
        payload: { username, email, name: 'Otra Persona' },
      });
    const toStaff = await assign(staff.username, 'staff@several.example');
    expect(toStaff.statusCode).toBe(422);
    expect(toStaff.json().errors.username).toMatch(/no puede administrar una empresa cliente/);

    const assigned = await assign(owner.username, await emailOf(owner.id));
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json().message).toMatch(/se le ha pedido por correo que acepte la empresa/);
    expect(await linkedUsers(orphanId)).toEqual([]);
    const ownerToken = (await t.loginTokens(owner.username, 'E')).token;
    const [invitation] = await invitationsOf(ownerToken);
    expect((await answer(ownerToken, invitation?.id ?? 0, 'aceptar')).statusCode).toBe(200);
    expect(await linkedUsers(orphanId)).toEqual([owner.id]);
  });
});
