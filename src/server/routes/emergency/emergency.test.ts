/**
 * GET /api/emergency through the real routes (docs/product.md#emergency-screen): one answer with
 * the household's family plan, plans with their steps and kits, kits with their items, hold-out
 * and people; the household's members only (owner, editor, viewer), never anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import type { FamilyPlanInput } from '@shared/family-plan/schemas';
import type { HouseholdInput } from '@shared/readiness/schemas';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';
import { inviteByEmail } from '../../test/households';
import { tableDigest, changedTables } from '../../test/snapshot';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>>;

async function join(owner: Member, member: Member, role: 'editor' | 'viewer') {
  const { token } = await inviteByEmail(t, owner.client, member.data.email, role);
  const res = await member.client.request('/api/household/invitations/accept', { method: 'POST', json: { token } });
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${await res.text()}`);
}

const get = async (client: TestClient): Promise<EmergencyAnswer> => {
  const res = await client.api.emergency.$get();
  expect(res.status).toBe(200);
  return okJson(res);
};

const year = new Date().getUTCFullYear();
/** Two adults, a child of 9-13 and one of 4-8: the worked example's household (12.5 days). */
const familyPlan: FamilyPlanInput = {
  members: [
    {
      id: 'm1',
      name: 'Ana Ortiz',
      mobilePhone: '+1 (555) 010-0100',
      allergies: 'Penicillin',
      medicines: 'Inhaler',
      conditions: 'Asthma',
      bloodType: 'O+',
    },
    { id: 'm2', name: 'Ben Ortiz', mobilePhone: '555 010 0101' },
    { id: 'm3', name: 'Mia Ortiz', dateOfBirth: `${year - 11}-01-01` },
    { id: 'm4', name: 'Leo Ortiz', dateOfBirth: `${year - 6}-01-01` },
  ],
  outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
  // Saved out of order: the answer lists them in the plan's order.
  meetingPlaces: {
    outOfTown: { name: 'Grandma’s', address: '12 Lake Rd, Ocala FL' },
    neighbourhood: { name: 'Oak tree', address: '5th and Main' },
  },
  emergencyRegion: 'eu',
  numbers: [{ label: 'Poison control', number: '1-800-222-1222' }],
};
const household: HouseholdInput = {
  adults: 2,
  children9to13: 1,
  children4to8: 1,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [{ name: 'Rex', kind: 'dog', weightKg: 22.7 }],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
};

let owner: Member, editor: Member, viewer: Member, outsider: Member;
const ids = {} as Record<
  'ownKit' | 'sharedKit' | 'privateKit' | 'publicKit' | 'floodPlan' | 'sharedPlan' | 'privatePlan' | 'pet',
  string
>;

beforeAll(async () => {
  [owner, editor, viewer, outsider] = (await Promise.all(Array.from({ length: 4 }, () => signedInWithProfile(t)))) as [
    Member,
    Member,
    Member,
    Member,
  ];
  await join(owner, editor, 'editor');
  await join(owner, viewer, 'viewer');

  const saved = await okJson(await owner.client.api.readiness.household.$put({ json: household }));
  ids.pet = saved.household!.pets[0]!.id;
  const rows = saved.resources;
  const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
  await owner.client.api.resources.$put({
    json: {
      changes: [
        { id: idOf('Water (Gallons)'), currentQuantity: 60 },
        { id: idOf('Energy Bars'), currentQuantity: 250 },
      ],
    },
  });
  await owner.client.api['family-plan'].$put({
    json: { ...familyPlan, pets: [{ petId: ids.pet, vet: 'Dr Vega 555 0123', microchip: '985112003456789' }] },
  });

  const newKit = async (m: Member, name: string, visibility: 'private' | 'household' | 'public') => {
    const { kit } = await okJson(await m.client.api.kits.$post({ json: { name, template: '72hour' } }));
    if (visibility !== 'private')
      await m.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { visibility } });
    return kit.id;
  };
  ids.ownKit = await newKit(owner, 'Go bag', 'private');
  ids.sharedKit = await newKit(editor, 'Car kit', 'household');
  ids.privateKit = await newKit(editor, 'Editor’s secret kit', 'private');
  ids.publicKit = await newKit(outsider, 'Stranger’s public kit', 'public');

  const newPlan = async (m: Member, body: object) =>
    (await okJson(await m.client.api.plans.$post({ json: body as never }))).plan.id;
  ids.floodPlan = await newPlan(owner, {
    title: 'Our flood plan',
    eventType: 'flood',
    items: [
      { kind: 'step', content: 'Move the car uphill' },
      { kind: 'note', content: 'The cat hides under the bed' },
      { kind: 'step', content: 'Turn off the mains' },
    ],
    kitIds: [ids.ownKit, ids.publicKit],
  });
  ids.sharedPlan = await newPlan(editor, {
    title: 'Hurricane plan',
    eventType: 'hurricane',
    visibility: 'household',
    items: [{ kind: 'step', content: 'Board the windows' }],
    kitIds: [ids.sharedKit],
  });
  ids.privatePlan = await newPlan(editor, { title: 'Editor’s own plan', eventType: 'blackout' });
}, 120_000);

describe('GET /api/emergency', () => {
  it('answers everything the screen shows, in one answer', async () => {
    const body = await get(owner.client);
    expect(body.emergencyNumber).toEqual({ region: 'eu', number: '112' });
    expect(body.people.map((p) => [p.name, p.mobilePhone])).toEqual([
      ['Ana Ortiz', '+1 (555) 010-0100'],
      ['Ben Ortiz', '555 010 0101'],
      ['Mia Ortiz', ''],
      ['Leo Ortiz', ''],
    ]);
    expect(body.people[0]).toMatchObject({
      allergies: 'Penicillin',
      medicines: 'Inhaler',
      conditions: 'Asthma',
      bloodType: 'O+',
    });
    expect(body.outOfTownContacts).toEqual([
      { name: 'Aunt May', mobilePhone: '+1 555 0199', otherPhone: '', email: '' },
    ]);
    expect(body.numbers).toEqual([{ label: 'Poison control', number: '1-800-222-1222', note: '' }]);
    expect(body.meetingPlaces.map((p) => [p.key, p.name, p.address])).toEqual([
      ['neighbourhood', 'Oak tree', '5th and Main'],
      ['outOfTown', 'Grandma’s', '12 Lake Rd, Ocala FL'],
    ]);
    expect(body.pets).toEqual([
      { id: ids.pet, name: 'Rex', kind: 'dog', vet: 'Dr Vega 555 0123', microchip: '985112003456789' },
    ]);
    // The worked example: 12.5 days, limited by food (water 13.6).
    expect(body.holdOut).toMatchObject({
      daysCovered: 12.5,
      limitedBy: 'food',
      goalDays: 14,
      people: 4,
      runsOut: [
        { resource: 'food', days: 12.5 },
        { resource: 'water', days: 13.6 },
      ],
    });
    expect(body.canEdit).toBe(true);
  });

  it("lists every household plan with its items and visible kits, and the household's kits with their items", async () => {
    const body = await get(owner.client);
    expect(body.plans.map((p) => p.id).sort()).toEqual([ids.floodPlan, ids.sharedPlan].sort());
    const flood = body.plans.find((p) => p.id === ids.floodPlan)!;
    expect(flood).toMatchObject({ title: 'Our flood plan', eventType: 'flood' });
    expect(flood.items.map((i) => [i.kind, i.content])).toEqual([
      ['step', 'Move the car uphill'],
      ['note', 'The cat hides under the bed'],
      ['step', 'Turn off the mains'],
    ]);
    // By name: "Go bag", then "Stranger’s public kit".
    expect(flood.kitIds).toEqual([ids.ownKit, ids.publicKit]);
    expect(body.plans.find((p) => p.id === ids.sharedPlan)!.kitIds).toEqual([ids.sharedKit]);

    const kits = new Map(body.kits.map((k) => [k.id, k]));
    expect([...kits.keys()].sort()).toEqual([ids.ownKit, ids.sharedKit, ids.publicKit].sort());
    expect(kits.get(ids.ownKit)).toMatchObject({ name: 'Go bag', household: true });
    // A public kit of someone else is there because a household plan links it, not as the household's.
    expect(kits.get(ids.publicKit)!.household).toBe(false);
    expect(kits.get(ids.sharedKit)!.items.length).toBe(23);
    expect(kits.get(ids.sharedKit)!.items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      itemName: expect.any(String),
      quantity: expect.any(Number),
      category: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain(ids.privateKit);
    expect(JSON.stringify(body)).not.toContain(ids.privatePlan);
  });

  it('a viewer reads the same household (without Save as our plan); the editor sees their own private plan too', async () => {
    const asViewer = await get(viewer.client);
    const asOwner = await get(owner.client);
    expect(asViewer.canEdit).toBe(false);
    expect(asViewer.people).toEqual(asOwner.people);
    expect(asViewer.holdOut).toEqual(asOwner.holdOut);
    expect(asViewer.plans.map((p) => p.id)).toEqual([ids.sharedPlan]);
    expect(asViewer.kits.map((k) => k.id)).toEqual([ids.sharedKit]);
    const asEditor = await get(editor.client);
    expect(asEditor.canEdit).toBe(true);
    expect(asEditor.plans.map((p) => p.id).sort()).toEqual([ids.sharedPlan, ids.privatePlan].sort());
  });

  it('another user gets their own (empty) household, nothing of this one; signed out is 401', async () => {
    const body = await get(outsider.client);
    const text = JSON.stringify(body);
    for (const secret of ['Aunt May', 'Ana Ortiz', 'Rex', ids.floodPlan, ids.sharedPlan, ids.sharedKit, ids.ownKit])
      expect(text).not.toContain(secret);
    expect(body).toMatchObject({
      emergencyNumber: { region: 'us', number: '911' },
      people: [],
      outOfTownContacts: [],
      meetingPlaces: [],
      pets: [],
      plans: [],
      holdOut: null,
      canEdit: true,
    });
    // Their own public kit is theirs.
    expect(body.kits.map((k) => k.id)).toEqual([ids.publicKit]);
    const digest = { except: ['rate_limits', 'security_events', 'sessions', 'verifications', 'jobs'] };
    const before = await tableDigest(t.database, digest);
    expect((await new TestClient(t).get('/api/emergency')).status).toBe(401);
    expect(changedTables(before, await tableDigest(t.database, digest))).toEqual([]);
  });

  it('a member removed a moment ago reads nothing of the household on the next request', async () => {
    const gone = await signedInWithProfile(t);
    await join(owner, gone, 'viewer');
    expect((await get(gone.client)).plans.map((p) => p.id)).toEqual([ids.sharedPlan]);
    const h = await okJson(await owner.client.api.household.$get());
    const userId = h.members.find((m) => m.email === gone.data.email)!.userId;
    expect((await owner.client.api.household.members[':userId'].$delete({ param: { userId } })).status).toBe(200);
    const after = JSON.stringify(await get(gone.client));
    for (const secret of ['Aunt May', ids.sharedPlan, ids.sharedKit]) expect(after).not.toContain(secret);
  });
});
