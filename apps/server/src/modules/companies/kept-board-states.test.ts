import { obligationsInputOf, todayInMadrid } from '@cumplia/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, complianceProfiles, contracts, onboardingInvitations, renewals } from '../../db/schema/index.js';
import { createDemoTestApp } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { clientBoardItem } from './client-board-item.js';
import { boardPageQuery } from './client-board-query.js';

let t: TestApp;

beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Every company's kept board states beside a recomputation from what its board row reads (its contracts, SMS
 * sign-up, saved profile and current renewal), with the rules the board shows them by.
 */
async function disagreements() {
  const now = t.clock.now();
  const today = todayInMadrid(now);
  const rows = await boardPageQuery(t.db, {
    from: sql`"companies"`,
    where: undefined,
    sort: { sort: 'fecha', dir: 'desc' },
    total: sql`0`,
    today,
    limit: 100_000,
    offset: 0,
  });
  const kept = new Map(
    (
      await t.db
        .select({
          id: companies.id,
          contractToSign: companies.contractToSign,
          signUpOpen: companies.signUpOpen,
          profileIncomplete: companies.profileIncomplete,
          protocolsUncovered: companies.protocolsUncovered,
          periodEnd: companies.periodEnd,
        })
        .from(companies)
    ).map((row) => [row.id, row]),
  );
  expect(rows.length).toBe(kept.size);
  return rows.flatMap((row) => {
    const headcount = obligationsInputOf(row, row.profile).numTrabajadores;
    const recomputed = {
      id: row.id,
      contractToSign: row.contractToSign,
      signUpOpen:
        row.invitationId !== null && row.lastSentAt !== null && row.signedAt === null && row.cancelledAt === null,
      profileIncomplete: clientBoardItem(row, now, today).perfilFaltan.length > 0,
      protocolsUncovered:
        !(row.lopdgdd && row.contratoLopdAceptado) ||
        (headcount > 0 &&
          !(
            row.acosoLaboral &&
            row.contratoAcosoAceptado &&
            row.desconexionDigital &&
            row.contratoDesconexionAceptado
          )),
      periodEnd: row.renewal?.fechaFin ?? null,
    };
    const stored = kept.get(row.id);
    return JSON.stringify(stored) === JSON.stringify(recomputed) ? [] : [{ stored, recomputed }];
  });
}

describe("each company's kept board states (what the board filters, counts and sorts on)", () => {
  it('agree with the contracts, sign-ups, profiles and renewals the demo leaves, every state present', async () => {
    expect(await disagreements()).toEqual([]);
    const states = await t.db
      .select({
        contractToSign: sql<number>`count(*) filter (where ${companies.contractToSign})::int`,
        signUpOpen: sql<number>`count(*) filter (where ${companies.signUpOpen})::int`,
        profileIncomplete: sql<number>`count(*) filter (where ${companies.profileIncomplete})::int`,
        profileComplete: sql<number>`count(*) filter (where not ${companies.profileIncomplete})::int`,
        protocolsUncovered: sql<number>`count(*) filter (where ${companies.protocolsUncovered})::int`,
        covered: sql<number>`count(*) filter (where not ${companies.protocolsUncovered})::int`,
        periodEnd: sql<number>`count(${companies.periodEnd})::int`,
      })
      .from(companies);
    for (const count of Object.values(states[0] ?? {})) expect(count).toBeGreaterThan(0);
  });

  it('follow every write: contracts signed and issued, a sign-up signed and cancelled, a profile saved and removed, services and signatures, a renewal processed and the next one', async () => {
    const [pending] = await t.db.select().from(contracts).where(eq(contracts.status, 'PENDIENTE_FIRMA')).limit(1);
    if (!pending) throw new Error('the demo needs a contract to sign');
    await t.db.update(contracts).set({ status: 'FIRMADO' }).where(eq(contracts.companyId, pending.companyId));
    expect(await disagreements()).toEqual([]);
    await t.db.update(contracts).set({ status: 'PENDIENTE_FIRMA' }).where(eq(contracts.id, pending.id));
    expect(await disagreements()).toEqual([]);

    const open = await t.db
      .select()
      .from(onboardingInvitations)
      .where(and(isNull(onboardingInvitations.signedAt), isNull(onboardingInvitations.cancelledAt)))
      .limit(2);
    const [signing, cancelling] = open;
    if (!signing || !cancelling) throw new Error('the demo needs two open sign-ups');
    await t.db
      .update(onboardingInvitations)
      .set({ signedAt: t.clock.now() })
      .where(eq(onboardingInvitations.id, signing.id));
    await t.db
      .update(onboardingInvitations)
      .set({ cancelledAt: t.clock.now() })
      .where(eq(onboardingInvitations.id, cancelling.id));
    expect(await disagreements()).toEqual([]);

    const [profile] = await t.db.select().from(complianceProfiles).limit(1);
    if (!profile) throw new Error('the demo needs a saved profile');
    await t.db
      .update(complianceProfiles)
      .set({ gaps: { lopd: ['Falta el responsable'], acoso: [], desconexion: [] } })
      .where(eq(complianceProfiles.companyId, profile.companyId));
    expect(await disagreements()).toEqual([]);
    await t.db
      .update(complianceProfiles)
      .set({ profile: { ...profile.profile, numTrabajadores: 0 }, gaps: { lopd: [], acoso: ['x'], desconexion: [] } })
      .where(eq(complianceProfiles.companyId, profile.companyId));
    expect(await disagreements()).toEqual([]);
    await t.db.delete(complianceProfiles).where(eq(complianceProfiles.companyId, profile.companyId));
    expect(await disagreements()).toEqual([]);
    await t.db.insert(complianceProfiles).values(profile);
    expect(await disagreements()).toEqual([]);

    // The company's own data: services switched and contracts accepted, and its headcount.
    await t.db
      .update(companies)
      .set({ lopdgdd: true, contratoLopdAceptado: true, acosoLaboral: false, numTrabajadores: 12 })
      .where(eq(companies.id, profile.companyId));
    expect(await disagreements()).toEqual([]);
    await t.db
      .update(companies)
      .set({
        acosoLaboral: true,
        contratoAcosoAceptado: true,
        desconexionDigital: true,
        contratoDesconexionAceptado: true,
      })
      .where(eq(companies.id, profile.companyId));
    expect(await disagreements()).toEqual([]);

    const [current] = await t.db.select().from(renewals).where(eq(renewals.procesada, false)).limit(1);
    if (!current) throw new Error('the demo needs a current renewal');
    await t.db.update(renewals).set({ procesada: true }).where(eq(renewals.id, current.id));
    expect(await disagreements()).toEqual([]);
    await t.db.insert(renewals).values({
      companyId: current.companyId,
      fechaInicio: current.fechaFin,
      fechaFin: '2099-12-31',
      fechaRenovacion: '2099-12-01',
    });
    expect(await disagreements()).toEqual([]);
    await t.db.delete(renewals).where(and(eq(renewals.companyId, current.companyId), eq(renewals.procesada, false)));
    expect(await disagreements()).toEqual([]);
  });
});
