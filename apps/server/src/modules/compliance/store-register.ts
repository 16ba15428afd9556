import type { RegisterActivity } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { processingActivities, processingRegisters } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { registerHash } from './company-register.js';

/** 409: someone saved the register since the editor opened it (or the same editor in another tab). */
export const registerChanged = () => new AppError('REGISTER_CHANGED', 409);

/**
 * Writes the activities as the register's next version, provided it is still at `expectedVersion` (0: never saved).
 * Run inside the caller's transaction; returns the new version.
 */
export async function storeRegister(
  tx: Queryable,
  companyId: number,
  expectedVersion: number,
  activities: readonly RegisterActivity[],
  now: Date,
): Promise<number> {
  const hash = registerHash(activities);
  const version = expectedVersion + 1;
  const written =
    expectedVersion === 0
      ? await tx
          .insert(processingRegisters)
          .values({ companyId, version, hash, updatedAt: now })
          .onConflictDoNothing()
          .returning({ version: processingRegisters.version })
      : await tx
          .update(processingRegisters)
          .set({ version, hash, updatedAt: now })
          .where(and(eq(processingRegisters.companyId, companyId), eq(processingRegisters.version, expectedVersion)))
          .returning({ version: processingRegisters.version });
  if (written.length === 0) throw registerChanged();
  await tx.delete(processingActivities).where(eq(processingActivities.companyId, companyId));
  if (activities.length > 0) {
    await tx
      .insert(processingActivities)
      .values(activities.map((activity, position) => ({ companyId, position, activity })));
  }
  return version;
}

/**
 * Saves activities as a company's first register, confirmed by a person: how the demo seed gives its signed
 * companies the register their gestoría reviewed when they signed up.
 */
export async function storeConfirmedRegister(
  tx: Queryable,
  companyId: number,
  activities: readonly RegisterActivity[],
  reviewer: { userId: number; name: string },
  now: Date,
) {
  const version = await storeRegister(tx, companyId, 0, activities, now);
  await tx
    .update(processingRegisters)
    .set({
      reviewedVersion: version,
      reviewedAt: now,
      reviewedByUserId: reviewer.userId,
      reviewedByName: reviewer.name,
    })
    .where(eq(processingRegisters.companyId, companyId));
}
