import { addDays, daysBetween, RENEWAL_WINDOW_DAYS, todayInMadrid } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { periodFrom } from '../modules/signing/index.js';
import { DEMO_AGENCIES, signedUpAt, signsContracts } from './demo-data.js';

/**
 * The demo's dates are relative to the instant it is seeded. Its nearest renewal is meant to be in its notice
 * window, approved and not yet due (what 'Renovaciones' shows); it must never fall due as a side effect of
 * starting the server on some day of the year: a server started on a fresh demo, a test's process among them,
 * would issue a renewal invoice by itself.
 */
const MARGIN_DAYS = 7;

const signedDemoCompanies = DEMO_AGENCIES.flatMap((agency) => agency.companies).filter(signsContracts);

/** The day each signed demo company's renewal falls due when the demo is seeded at `seededAt`, as the seed signs. */
function renewalDueDays(seededAt: Date): string[] {
  return signedDemoCompanies.map((company) => periodFrom(todayInMadrid(signedUpAt(company, seededAt))).fechaFin);
}

describe('demo dates', () => {
  it(`leave at least a week (${MARGIN_DAYS} days) before any demo renewal falls due, whatever the day the demo is seeded`, () => {
    // Every day of four years (a leap day among them), at an hour on each side of midnight in Madrid.
    for (let day = '2026-01-01'; day < '2030-01-01'; day = addDays(day, 1)) {
      for (const time of ['T10:00:00Z', 'T22:30:00Z']) {
        const seededAt = new Date(`${day}${time}`);
        const seedDay = todayInMadrid(seededAt);
        const nearest = Math.min(...renewalDueDays(seededAt).map((due) => daysBetween(seedDay, due)));
        expect(nearest, `seeded at ${seededAt.toISOString()}`).toBeGreaterThanOrEqual(MARGIN_DAYS);
      }
    }
  });

  it('keeps one renewal inside its notice window, so the renewal screens have one to show', () => {
    const seededAt = new Date('2026-12-06T10:00:00Z');
    const seedDay = todayInMadrid(seededAt);
    const inWindow = renewalDueDays(seededAt).filter((due) => daysBetween(seedDay, due) <= RENEWAL_WINDOW_DAYS);
    expect(inWindow.length).toBeGreaterThan(0);
  });
});
