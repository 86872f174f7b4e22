/**
 * The permission matrix: every plan route as the owner, another signed-in user and an anonymous
 * visitor, against a private and a public plan. A refused call leaves the plan, its items and
 * its kit links exactly as they were.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDetail, SavePlanInput } from '@shared/plans/schemas';
import { planItems, planKits, survivalPlans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let anonymous: TestClient;
let kitId: string;

beforeAll(async () => {
  t = await createTestApp({ mail: true });
  owner = (await signedInWithProfile(t)).client;
  other = (await signedInWithProfile(t)).client;
  anonymous = new TestClient(t);
  const kit = await owner.api.kits.$post({ json: { name: 'Linked kit' } });
  kitId = (await okJson(kit)).kit.id;
});
afterAll(async () => {
  await t.close();
});

type Role = 'owner' | 'other' | 'anonymous';
type Visibility = 'private' | 'public';
const clientFor = (role: Role) => ({ owner, other, anonymous })[role];

async function makePlan(visibility: Visibility): Promise<PlanDetail> {
  const res = await owner.api.plans.$post({
    json: {
      title: `Matrix ${visibility}`,
      eventType: 'blackout',
      isPublic: visibility === 'public',
      kitIds: [kitId],
      items: [
        { kind: 'step', content: 'Find the flashlight' },
        { kind: 'note', content: 'Fridge stays shut' },
      ],
    },
  });
  return (await okJson(res)).plan;
}

async function snapshot(planId: string) {
  const db = t.database.db;
  return JSON.stringify({
    plan: await db.select().from(survivalPlans).where(eq(survivalPlans.id, planId)),
    items: await db.select().from(planItems).where(eq(planItems.planId, planId)).orderBy(asc(planItems.position)),
    kits: await db.select().from(planKits).where(eq(planKits.planId, planId)),
  });
}

const takeover: SavePlanInput = { title: 'Taken over', eventType: 'flood', items: [], kitIds: [] };
const ownerOnly = (ok: number) => ({
  owner: { private: ok, public: ok },
  other: { private: 404, public: 403 },
  anonymous: { private: 401, public: 401 },
});
const calls: {
  name: string;
  run: (c: TestClient, p: PlanDetail) => Promise<Response>;
  expect: Record<Role, Record<Visibility, number>>;
}[] = [
  {
    name: 'GET plan',
    run: (c, p) => c.api.plans[':id'].$get({ param: { id: p.id } }),
    expect: {
      owner: { private: 200, public: 200 },
      other: { private: 404, public: 200 },
      anonymous: { private: 404, public: 200 },
    },
  },
  {
    name: 'POST acquire',
    run: (c, p) => c.api.plans[':id'].acquire.$post({ param: { id: p.id } }),
    expect: {
      owner: { private: 400, public: 400 },
      other: { private: 404, public: 201 },
      anonymous: { private: 401, public: 401 },
    },
  },
  {
    name: 'PUT plan',
    run: (c, p) => c.api.plans[':id'].$put({ param: { id: p.id }, json: takeover }),
    expect: ownerOnly(200),
  },
  { name: 'DELETE plan', run: (c, p) => c.api.plans[':id'].$delete({ param: { id: p.id } }), expect: ownerOnly(204) },
];

describe.each(['private', 'public'] as const)('a %s plan', (visibility) => {
  it.each(['other', 'anonymous'] as const)(
    'as %s: every route answers as the matrix says and nothing changes',
    async (role) => {
      const plan = await makePlan(visibility);
      const before = await snapshot(plan.id);
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const call of calls) {
        got[call.name] = (await call.run(clientFor(role), plan)).status;
        want[call.name] = call.expect[role][visibility];
      }
      expect(got).toEqual(want);
      expect(await snapshot(plan.id)).toBe(before);
    },
  );

  it('as the owner: every route answers as the matrix says', async () => {
    const plan = await makePlan(visibility);
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const call of calls) {
      got[call.name] = (await call.run(owner, plan)).status;
      want[call.name] = call.expect.owner[visibility];
    }
    expect(got).toEqual(want);
    expect(await snapshot(plan.id)).toBe(JSON.stringify({ plan: [], items: [], kits: [] }));
  });
});

it('the list needs a session', async () => {
  expect((await anonymous.api.plans.$get({ query: {} })).status).toBe(401);
  expect((await anonymous.api.plans.$post({ json: takeover })).status).toBe(401);
});
