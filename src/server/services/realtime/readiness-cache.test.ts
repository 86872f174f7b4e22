/**
 * ReadinessCache on a real database with a stand-in feed: a change to a household drops the
 * bodies of its members read since, and the users' households it keeps beside the bodies stay
 * bounded however many users read.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { households, users } from '../../db/schema';
import { loadReadiness } from '../../routes/readiness/readiness.queries';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { householdIdOf } from '../../test/households';
import type { Change, ChangeFeed } from './change-feed';
import { ReadinessCache } from './readiness-cache';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

/** The feed as the cache sees it: up, and its events sent by the test. */
function standInFeed() {
  const listeners: ((change: Change) => void)[] = [];
  const feed = {
    connected: true,
    epoch: 1,
    subscribe: (l: (change: Change) => void) => listeners.push(l),
    onResync: () => undefined,
    onDown: () => undefined,
  };
  return {
    feed: feed as unknown as ChangeFeed,
    send: (table: Change['table'], household: string) =>
      listeners.forEach((l) =>
        l({ table, op: 'UPDATE', id: household, owner: '', household, wasPublic: false, isPublic: false }),
      ),
  };
}

/** A user (with the household every new user gets) and its id. */
async function newUser(): Promise<{ id: string; householdId: string }> {
  const id = randomUUID();
  await database.db.insert(users).values({ id, name: 'Reader', email: `reader-${id}@example.com` });
  return { id, householdId: await householdIdOf(database.db, id) };
}

const adults = async (cache: ReadinessCache, userId: string) =>
  (JSON.parse((await cache.get(userId))!) as { household: { adults: number } | null }).household?.adults ?? null;
const setAdults = (householdId: string, n: number) =>
  database.db.update(households).set({ adults: n, readinessSet: true }).where(eq(households.id, householdId));
const keptHouseholds = (cache: ReadinessCache) => (cache as unknown as { households: Map<string, string> }).households;

describe('ReadinessCache', () => {
  it("a change to a household drops its members' bodies; the households kept beside the bodies stay bounded", async () => {
    const { feed, send } = standInFeed();
    const cache = new ReadinessCache(
      database,
      feed,
      (userId, today) => loadReadiness(database, database.db, userId, today),
      Date.now,
      2,
    );
    const readers = await Promise.all(Array.from({ length: 7 }, () => newUser()));
    for (const r of readers) {
      await setAdults(r.householdId, 1);
      expect(await adults(cache, r.id)).toBe(1);
      // At most twice the bodies kept (2), pruned to the kept ones past that.
      expect(keptHouseholds(cache).size).toBeLessThanOrEqual(4);
    }
    // The last two bodies are kept: a change made without an event is not seen...
    const [last, previous] = [readers.at(-1)!, readers.at(-2)!];
    await setAdults(last.householdId, 2);
    await setAdults(previous.householdId, 2);
    expect(await adults(cache, last.id)).toBe(1);
    expect(await adults(cache, previous.id)).toBe(1);
    // ...until the feed names their household.
    send('households', last.householdId);
    expect(await adults(cache, last.id)).toBe(2);
    expect(await adults(cache, previous.id)).toBe(1);
    send('user_resources', previous.householdId);
    expect(await adults(cache, previous.id)).toBe(2);
    // A user read long ago (their household forgotten) is read again, fresh.
    await setAdults(readers[0]!.householdId, 3);
    expect(await adults(cache, readers[0]!.id)).toBe(3);
  });
});
