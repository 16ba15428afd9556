import { CAPTCHA_HEADER, ERROR_CODE_MESSAGES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, outboxMessages, users } from '../../db/schema/index.js';
import { companyEditBody } from '../../test-support/company-request.js';
import {
  askForSigningCode,
  openEveryDocument,
  signAsRepresentative,
  signingCodeIn,
} from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let agencyA: { token: string; agencyId: number };
let agencyB: { token: string; agencyId: number };

const body = (nifCif: string, username: string, telefono: string, email: string) => ({
  razonSocial: `Empresa ${nifCif} S.L.`,
  nifCif,
  tipo: 'E',
  nombre: 'Candelaria Pérez Rodríguez',
  username,
  email,
  telefono,
  nombreComercial: `Empresa ${nifCif}`,
  direccion: 'Calle La Marina 3',
  codigoPostal: '38001',
  localidad: 'Santa Cruz de Tenerife',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '5611',
  actividad: 'Restauración',
  metodoDePago: 'TRANSFERENCIA',
  lopdgdd: true,
  acosoLaboral: false,
  desconexionDigital: false,
});

const claim = (agency: { token: string }, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${agency.token}` },
    payload,
  });

const ownCompany = (agency: { token: string }, nifCif: string) =>
  t.app.inject({
    method: 'GET',
    url: `/cumplia-core/gestorias/empresas/${nifCif}`,
    headers: { authorization: `Bearer ${agency.token}` },
  });

async function register(payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/cumplia-core/empresas/register',
    headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
    payload,
  });
}

const latestLink = async (phone: string) =>
  /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';

async function askCodeOnLatestLink(phone: string) {
  const link = await latestLink(phone);
  await openEveryDocument(t, link);
  return { link, asked: await askForSigningCode(t, link) };
}

async function signLatestLink(phone: string) {
  const link = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';
  const described = await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${link}` });
  const signed = await signAsRepresentative(t, link, phone);
  return { described, signed };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const target of ['A', 'B'] as const) {
    const user = await t.factories.agencyUser();
    const session = { token: (await t.loginTokens(user.username, 'G')).token, agencyId: user.agencyId };
    if (target === 'A') agencyA = session;
    else agencyB = session;
  }
});
afterAll(async () => {
  await t.close();
});

describe("agencies' claims on a NIF/CIF", () => {
  it('never tell an agency that another one claimed the NIF/CIF, and never block the company registering itself', async () => {
    // Claim releases counted from here: the other tests release claims of their own.
    const releases = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'company.claim.released'));
    const releasedBefore = (await releases()).length;
    const first = await claim(agencyA, body('B38567897', '43981256N', '+34611300001', 'a@claims.example'));
    expect(first.statusCode, first.body).toBe(201);
    // A claim holds no login yet: the administrator's login comes when the company confirms by signing.
    expect(await t.db.select().from(users).where(eq(users.username, '43981256N'))).toHaveLength(0);
    // Agency B claims the same NIF/CIF and gets the same answer as for any new company.
    const second = await claim(agencyB, body('B38567897', '43981256N', '+34611300002', 'b@claims.example'));
    expect(second.statusCode, second.body).toBe(201);
    expect((await ownCompany(agencyA, 'B38567897')).json().telefono).toBe('+34611300001');
    expect((await ownCompany(agencyB, 'B38567897')).json().telefono).toBe('+34611300002');
    // Claiming it twice is the agency's own duplicate.
    expect((await claim(agencyA, body('B38567897', '43981256N', '+34611300001', 'a@claims.example'))).json().code).toBe(
      'DUPLICATE_NIF_CIF',
    );

    // Someone registers the NIF/CIF publicly: not blocked, but an unproven registration withdraws nobody.
    const registered = await register(body('B38567897', '43981256N', '+34611300009', 'real@claims.example'));
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await ownCompany(agencyA, 'B38567897')).statusCode).toBe(200);
    expect((await ownCompany(agencyB, 'B38567897')).statusCode).toBe(200);
    expect(await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'))).toHaveLength(3);
    expect(await releases()).toHaveLength(releasedBefore);
    // Nor does it block anyone: another public registration of the NIF/CIF is taken as a claim too.
    expect((await register(body('B38567897', '45678123P', '+34611300008', 'other@claims.example'))).statusCode).toBe(
      201,
    );

    // A signature on the phone the registrant typed proves nothing against the other claims: no code is sent, and
    // nothing is signed or withdrawn. Staff verification decides (the dispute test below).
    const { asked } = await askCodeOnLatestLink('+34611300009');
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'NIF_CLAIM_DISPUTED',
      message: ERROR_CODE_MESSAGES.NIF_CLAIM_DISPUTED,
    });
    expect(signingCodeIn((await t.lastMessageTo('+34611300009'))?.bodyText)).toBe('');
    expect((await ownCompany(agencyA, 'B38567897')).statusCode).toBe(200);
    expect((await ownCompany(agencyB, 'B38567897')).statusCode).toBe(200);
    const rows = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.agencyConfirmedAt === null)).toBe(true);
    expect(await releases()).toHaveLength(releasedBefore);
  });

  it('a claim alone on its NIF/CIF signs, yet holds nothing against a later claim until staff verify it', async () => {
    expect(
      (await claim(agencyA, body('B38112231', '41928374H', '+34611300081', 'a10@claims.example'))).statusCode,
    ).toBe(201);
    expect((await signLatestLink('+34611300081')).signed.statusCode).toBe(200);
    // The real company's agency, or the company itself, can still register it: the signed one is not staff-held.
    expect(
      (await claim(agencyB, body('B38112231', '41928374H', '+34611300082', 'b10@claims.example'))).statusCode,
    ).toBe(201);
    expect((await register(body('B38112231', '41928374H', '+34611300083', 'own10@claims.example'))).statusCode).toBe(
      201,
    );
    // The later claims wait for staff: they cannot sign while the signed company is there.
    expect((await askCodeOnLatestLink('+34611300082')).asked.json().code).toBe('NIF_CLAIM_DISPUTED');
    const rows = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38112231'));
    expect(rows).toHaveLength(3);
    const admin = (await t.loginTokens((await t.factories.staff()).username, null)).token;
    const sideBySide = await t.app.inject({
      method: 'GET',
      url: `/cumplia-core/admin/empresas/${rows[0]?.id}/altas-mismo-nif`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(
      sideBySide
        .json()
        .map((row: { contratosFirmados: number; firmadaEl: string | null; conUsuario: boolean }) => [
          row.contratosFirmados,
          row.firmadaEl !== null,
          row.conUsuario,
        ]),
    ).toEqual([
      [1, true, true],
      [0, false, false],
      // The public registration names the signed company's administrator, who has a login: never linked unasked.
      [0, false, false],
    ]);

    // A claim that got its code while alone cannot sign once another claim arrived.
    expect(
      (await claim(agencyA, body('B38445565', '47382910N', '+34611300084', 'a11@claims.example'))).statusCode,
    ).toBe(201);
    const { link, asked } = await askCodeOnLatestLink('+34611300084');
    expect(asked.statusCode, asked.body).toBe(200);
    const code = signingCodeIn((await t.lastMessageTo('+34611300084'))?.bodyText);
    expect((await register(body('B38445565', '47382910N', '+34611300085', 'own11@claims.example'))).statusCode).toBe(
      201,
    );
    const late = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/firma/${link}/firmar`,
      payload: { codigo: code },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('NIF_CLAIM_DISPUTED');
    const [unsigned] = await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.nifCif, 'B38445565'), eq(companies.agencyId, agencyA.agencyId)));
    expect(unsigned?.agencyConfirmedAt).toBeNull();
    expect(unsigned?.contratoLopdAceptado).toBe(false);
  });

  it('the company confirms its agency by signing and gets its login; staff verification then withdraws later claims', async () => {
    expect((await claim(agencyA, body('B38234563', '78912345N', '+34611300011', 'a2@claims.example'))).statusCode).toBe(
      201,
    );
    const { described, signed } = await signLatestLink('+34611300011');
    expect(described.json().gestoria).toBeTruthy();
    expect(signed.statusCode, signed.body).toBe(200);

    const [confirmed] = await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.nifCif, 'B38234563'), eq(companies.agencyId, agencyA.agencyId)));
    expect(confirmed?.agencyConfirmedAt).not.toBeNull();
    const [login] = await t.db.select().from(users).where(eq(users.username, '78912345N'));
    expect(login?.passwordHash).toBeNull();
    expect((await t.lastMessageTo('a2@claims.example'))?.subject).toBe('Contratos firmados en Cumplia');
    const verification = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'a2@claims.example'),
          eq(outboxMessages.subject, 'Active su cuenta de Cumplia'),
        ),
      );
    expect(verification).toHaveLength(1);

    expect((await claim(agencyB, body('B38234563', '78912345N', '+34611300012', 'b2@claims.example'))).statusCode).toBe(
      201,
    );
    const admin = (await t.loginTokens((await t.factories.staff()).username, null)).token;
    const verified = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/admin/empresas/${confirmed?.id}/verify`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await ownCompany(agencyB, 'B38234563')).statusCode).toBe(404);
    // Held now: agencies are told it is registered, as the spec says.
    expect(
      (await claim(agencyB, body('B38234563', '78912345N', '+34611300012', 'b2@claims.example'))).json().code,
    ).toBe('DUPLICATE_NIF_CIF');
  });

  it('a withdrawn claim signs nothing, and a claim cannot confirm a NIF/CIF another company already holds', async () => {
    expect((await claim(agencyB, body('B38345674', '45678123P', '+34611300021', 'b3@claims.example'))).statusCode).toBe(
      201,
    );
    const withdrawnLink = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo('+34611300021'))?.bodyText ?? '')?.[1];
    expect((await register(body('B38345674', '51234987A', '+34611300029', 'real3@claims.example'))).statusCode).toBe(
      201,
    );
    const [publicClaim] = await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.nifCif, 'B38345674'), eq(companies.email, 'real3@claims.example')));
    const admin = (await t.loginTokens((await t.factories.staff()).username, null)).token;
    const verified = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/admin/empresas/${publicClaim?.id}/verify`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await signLatestLink('+34611300029')).signed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${withdrawnLink}` })).statusCode).toBe(404);

    // A company that came to hold the NIF/CIF while a claim's link was out (a race the checks cannot see).
    expect((await claim(agencyA, body('B38456786', '43765218J', '+34611300031', 'a4@claims.example'))).statusCode).toBe(
      201,
    );
    await t.db.insert(companies).values({
      razonSocial: 'Empresa B38456786 S.L.',
      nombreComercial: 'Empresa B38456786',
      nifCif: 'B38456786',
      nombre: 'Candelaria Pérez Rodríguez',
      dni: '43765218J',
      email: 'real4@claims.example',
      telefono: '+34611300039',
      agencyId: null,
      agencyConfirmedAt: new Date(),
      nifHeldAt: new Date(),
    });
    const { asked } = await askCodeOnLatestLink('+34611300031');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toContain('ya está dada de alta en Cumplia');
  });

  it('staff settle a dispute by verifying the right claim: it wins, the others go, each step audited', async () => {
    const admin = (await t.loginTokens((await t.factories.staff()).username, null)).token;
    const verify = (companyId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/cumplia-core/admin/empresas/${companyId}/verify`,
        headers: { authorization: `Bearer ${admin}` },
      });
    expect((await claim(agencyA, body('B38678900', '87654321X', '+34611300041', 'a5@claims.example'))).statusCode).toBe(
      201,
    );
    const registered = await register(body('B38678900', '23456789D', '+34611300049', 'intruso@claims.example'));
    expect(registered.statusCode).toBe(201);
    const claims = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38678900'));
    const agencyClaim = claims.find((row) => row.agencyId === agencyA.agencyId);
    const publicClaim = claims.find((row) => row.agencyId === null);
    if (!agencyClaim || !publicClaim) throw new Error('both claims expected');

    // Staff see the dispute in 'Nuevas empresas' and what each claim offers, side by side.
    const unverified = await t.app.inject({
      method: 'GET',
      url: '/cumplia-core/admin/empresas?verificado=false&nifCif=B38678900&page=0&size=10',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(unverified.json().content.map((row: { otrasAltasMismoNif: number }) => row.otrasAltasMismoNif)).toEqual([
      1, 1,
    ]);
    const sideBySide = await t.app.inject({
      method: 'GET',
      url: `/cumplia-core/admin/empresas/${publicClaim.id}/altas-mismo-nif`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sideBySide.statusCode, sideBySide.body).toBe(200);
    expect(sideBySide.json()).toEqual([
      expect.objectContaining({
        id: agencyClaim.id,
        registradaPor: 'GESTORIA',
        gestoria: expect.any(String),
        telefono: '+34611300041',
        telefonoIndicadoPor: 'GESTORIA',
        email: 'a5@claims.example',
        dniRepresentante: '87654321X',
        firmadaEl: null,
        contratosFirmados: 0,
      }),
      expect.objectContaining({
        id: publicClaim.id,
        registradaPor: 'WEB',
        gestoria: null,
        telefono: '+34611300049',
        email: 'intruso@claims.example',
      }),
    ]);

    // Both selected at once contradict each other: nothing is verified.
    const both = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/admin/empresas/verify',
      headers: { authorization: `Bearer ${admin}` },
      payload: { ids: [agencyClaim.id, publicClaim.id] },
    });
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toContain('Ha seleccionado dos altas con el NIF/CIF B38678900');

    const verified = await verify(agencyClaim.id);
    expect(verified.statusCode, verified.body).toBe(200);
    const [held] = await t.db.select().from(companies).where(eq(companies.id, agencyClaim.id));
    expect(held).toMatchObject({ verificado: true });
    expect(held?.agencyConfirmedAt).not.toBeNull();
    // The public registration went, with its login; its administrator's login is the verified company's now.
    expect(await t.db.select().from(companies).where(eq(companies.id, publicClaim.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.username, '23456789D'))).toEqual([]);
    const [login] = await t.db.select().from(users).where(eq(users.username, '87654321X'));
    expect(login?.email).toBe('a5@claims.example');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.claim.released'), eq(auditLog.entityId, String(publicClaim.id))));
    expect(audit).toHaveLength(1);

    // A claim that could not see the NIF/CIF was taken cannot be verified over the holder.
    expect((await claim(agencyB, body('B38789012', '78912345N', '+34611300051', 'b6@claims.example'))).statusCode).toBe(
      201,
    );
    const [late] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38789012'));
    await t.db.insert(companies).values({
      razonSocial: 'Empresa B38789012 S.L.',
      nombreComercial: 'Empresa B38789012',
      nifCif: 'B38789012',
      nombre: 'Candelaria Pérez Rodríguez',
      dni: '78912345N',
      email: 'real6@claims.example',
      telefono: '+34611300059',
      agencyId: null,
      agencyConfirmedAt: new Date(),
    });
    const refused = await verify(late?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DUPLICATE_NIF_CIF' });
    expect(refused.json().message).toContain('otra empresa ya tiene confirmado su NIF/CIF');
  });

  it("an agency cannot rewrite a confirmed company's NIF/CIF nor learn of other claims; staff can correct it", async () => {
    const admin = (await t.loginTokens((await t.factories.staff()).username, null)).token;
    const edit = (token: string, url: string, row: typeof companies.$inferSelect, nifCif: string) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: companyEditBody(row, { nifCif }),
      });
    // Agency A's client signed and staff verified it: its NIF/CIF is the company's now.
    expect((await claim(agencyA, body('B38555306', '45123987B', '+34611300061', 'a7@claims.example'))).statusCode).toBe(
      201,
    );
    expect((await signLatestLink('+34611300061')).signed.statusCode).toBe(200);
    const [confirmed] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38555306'));
    if (!confirmed) throw new Error('no company');
    await t.db.update(companies).set({ verificado: true, nifHeldAt: new Date() }).where(eq(companies.id, confirmed.id));
    const refused = await edit(agencyA.token, '/cumplia-core/gestorias/my/empresas/B38555306', confirmed, 'B38555108');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFIRMED_NIF_FIXED',
      message: ERROR_CODE_MESSAGES.CONFIRMED_NIF_FIXED,
    });

    // Agency B's unconfirmed claim may take a NIF/CIF agency A also claims: nothing tells B about A's.
    expect((await claim(agencyA, body('B38555108', '47561234V', '+34611300062', 'a8@claims.example'))).statusCode).toBe(
      201,
    );
    expect((await claim(agencyB, body('B38555207', '47561234V', '+34611300063', 'b8@claims.example'))).statusCode).toBe(
      201,
    );
    const [bClaim] = await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.nifCif, 'B38555207'), eq(companies.agencyId, agencyB.agencyId)));
    if (!bClaim) throw new Error('no claim');
    const moved = await edit(agencyB.token, '/cumplia-core/gestorias/my/empresas/B38555207', bClaim, 'B38555108');
    expect(moved.statusCode, moved.body).toBe(200);
    // A NIF/CIF a company holds is refused with the spec's text, as on registration.
    const [bMoved] = await t.db.select().from(companies).where(eq(companies.id, bClaim.id));
    if (!bMoved) throw new Error('no claim');
    const taken = await edit(agencyB.token, '/cumplia-core/gestorias/my/empresas/B38555108', bMoved, 'B38555306');
    expect(taken.json().code).toBe('DUPLICATE_NIF_CIF');

    // Staff correct the confirmed company's NIF/CIF (audited); the claims on the new one are withdrawn.
    const corrected = await edit(admin, `/cumplia-core/admin/empresas/${confirmed.id}`, confirmed, 'B38555108');
    expect(corrected.statusCode, corrected.body).toBe(200);
    const holders = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38555108'));
    expect(holders.map((row) => row.id)).toEqual([confirmed.id]);
  });

  it('an agency gives a login only to a confirmed company, and only to the administrator at the company e-mail', async () => {
    const assign = (companyId: number, login: { username: string; email: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/cumplia-core/empresas/${companyId}/asignar-usuario`,
        headers: { authorization: `Bearer ${agencyA.token}` },
        payload: { ...login, name: 'Candelaria Pérez Rodríguez' },
      });
    expect((await claim(agencyA, body('B38901237', '41234567Y', '+34611300071', 'a9@claims.example'))).statusCode).toBe(
      201,
    );
    const [unconfirmed] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38901237'));
    if (!unconfirmed) throw new Error('no claim');
    const early = await assign(unconfirmed.id, { username: '41234567Y', email: 'a9@claims.example' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('COMPANY_NOT_CONFIRMED');
    // Confirmed (staff verified it), without a login yet: only its own administrator, at its e-mail.
    await t.db.update(companies).set({ agencyConfirmedAt: new Date() }).where(eq(companies.id, unconfirmed.id));
    for (const login of [
      { username: '43827164C', email: 'a9@claims.example' },
      { username: '41234567Y', email: 'gestoria@claims.example' },
    ]) {
      const refused = await assign(unconfirmed.id, login);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'LOGIN_NOT_ADMINISTRATOR',
        message: ERROR_CODE_MESSAGES.LOGIN_NOT_ADMINISTRATOR,
      });
    }
    const given = await assign(unconfirmed.id, { username: '41234567Y', email: 'a9@claims.example' });
    expect(given.statusCode, given.body).toBe(201);
  });
});
