/**
 * Households' activity is kept to what their page shows (docs/scaling.md: the log grew for ever):
 * the prune deletes each household's lines beyond its newest ACTIVITY_KEPT, in the page's order,
 * and the job worker runs it.
 */
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_LIMITS } from '@shared/households/roles';
import { householdActivity, households } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { ACTIVITY_KEPT, pruneHouseholdActivity } from './housekeeping';
import { JobWorker } from './worker';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** A household with `count` activity lines, line i made i minutes ago ("line 0" the newest). */
async function householdWith(count: number): Promise<string> {
  const [row] = await database.db.insert(households).values({}).returning({ id: households.id });
  const id = row!.id;
  if (count > 0)
    await database.db.insert(householdActivity).values(
      Array.from({ length: count }, (_, i) => ({
        householdId: id,
        actorName: 'Sam',
        summary: `line ${i}`,
        createdAt: sql`now() - ${i}::int * interval '1 minute'`,
      })),
    );
  return id;
}

const linesOf = async (householdId: string) =>
  (
    await database.db
      .select({ summary: householdActivity.summary })
      .from(householdActivity)
      .where(eq(householdActivity.householdId, householdId))
      .orderBy(sql`${householdActivity.createdAt} desc, ${householdActivity.id}`)
  ).map((r) => r.summary);

describe('pruneHouseholdActivity', () => {
  it('keeps what the household page shows (the newest 100) and nothing older', () => {
    expect(ACTIVITY_KEPT).toBe(HOUSEHOLD_LIMITS.activityShown);
    expect(ACTIVITY_KEPT).toBe(100);
  });

  it("deletes each household's lines beyond its newest `keep`, and no other household's", async () => {
    const busy = await householdWith(7);
    const quiet = await householdWith(3);
    const empty = await householdWith(0);
    expect(await pruneHouseholdActivity(database.db, 3)).toBeGreaterThanOrEqual(4);
    expect(await linesOf(busy)).toEqual(['line 0', 'line 1', 'line 2']);
    expect(await linesOf(quiet)).toEqual(['line 0', 'line 1', 'line 2']);
    expect(await linesOf(empty)).toEqual([]);
    // Nothing left beyond `keep`: a second prune deletes nothing of these.
    await pruneHouseholdActivity(database.db, 3);
    expect(await linesOf(busy)).toHaveLength(3);
  });

  it('breaks a tie in time as the page does (by id), so the lines kept are the ones shown', async () => {
    const [row] = await database.db.insert(households).values({}).returning({ id: households.id });
    const id = row!.id;
    await database.db
      .insert(householdActivity)
      .values(
        ['a', 'b', 'c', 'd'].map((summary) => ({
          householdId: id,
          actorName: 'Sam',
          summary,
          createdAt: sql`'2026-11-01T12:00:00Z'::timestamptz`,
        })),
      );
    const shown = (await linesOf(id)).slice(0, 2);
    await pruneHouseholdActivity(database.db, 2);
    expect(await linesOf(id)).toEqual(shown);
  });
});

describe("the job worker's prune", () => {
  it("trims every household's activity to ACTIVITY_KEPT lines", async () => {
    const id = await householdWith(ACTIVITY_KEPT + 5);
    const worker = new JobWorker(database, pino({ level: 'silent' }), { pollIntervalMs: 50, pruneIntervalMs: 0 });
    worker.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await linesOf(id)).length > ACTIVITY_KEPT && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await worker.stop();
    }
    const left = await linesOf(id);
    expect(left).toHaveLength(ACTIVITY_KEPT);
    expect(left[0]).toBe('line 0');
    expect(left.at(-1)).toBe(`line ${ACTIVITY_KEPT - 1}`);
  });
});
