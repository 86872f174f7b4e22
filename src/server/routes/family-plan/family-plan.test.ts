/**
 * The family plan through the real routes (docs/product.md#family-plan): the owner only, saved
 * whole, validated with the shared schema, never in anyone else's stream or answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FAMILY_PLAN_MESSAGES as M, type FamilyPlanInput } from '@shared/family-plan/schemas';
import { ONE_ADULT_HOUSEHOLD } from '@shared/readiness/example-households';
import { familyPlans, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { householdIdOf } from '../../test/households';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { readSse } from '../../test/sse';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

const plan: FamilyPlanInput = {
  members: [
    {
      id: 'm1',
      name: 'Ana Ortiz',
      dateOfBirth: '1988-03-14',
      mobilePhone: '+1 (555) 010-0100',
      email: 'ana@example.com',
      allergies: 'Penicillin',
      bloodType: 'O+',
    },
    { id: 'm2', name: 'Leo Ortiz', dateOfBirth: '2018-06-01', place: { kind: 'school', name: 'Elm Primary' } },
  ],
  outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
  meetingPlaces: { neighbourhood: { name: 'Oak tree', address: '5th and Main' } },
  emergencyRegion: 'us',
  numbers: [{ label: 'Poison control', number: '1-800-222-1222' }],
};
const get = async (client: TestClient) => okJson(await client.api['family-plan'].$get());
const put = (client: TestClient, json: FamilyPlanInput) => client.api['family-plan'].$put({ json });
const putRaw = (client: TestClient, body: unknown) => client.request('/api/family-plan', { method: 'PUT', json: body });

describe('/api/family-plan', () => {
  it('a new user has the empty plan; the whole plan saves and reads back, defaults filled', async () => {
    const { client, data } = await signedInWithProfile(t);
    expect(await get(client)).toMatchObject({ plan: { members: [], outOfTownContacts: [] }, updatedAt: null });
    const saved = await okJson(await put(client, plan));
    expect(saved.plan.members[0]).toMatchObject({
      name: 'Ana Ortiz',
      mobilePhone: '+1 (555) 010-0100',
      otherPhone: '',
    });
    expect(saved.plan.members[1]!.place).toMatchObject({ kind: 'school', name: 'Elm Primary', address: '' });
    expect(await get(client)).toEqual(saved);
    // Saved whole: a second save replaces it (one row per owner).
    const again = await okJson(await put(client, { ...plan, members: [] }));
    expect(again.plan.members).toEqual([]);
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
    const householdId = await householdIdOf(t.database.db, u!.id);
    expect(await t.database.db.select().from(familyPlans).where(eq(familyPlans.householdId, householdId))).toHaveLength(
      1,
    );
  });

  it('nobody else reads or writes it: another user has their own, anonymous gets 401', async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    await put(owner.client, plan);
    const theirs = await get(other.client);
    expect(theirs.plan.members).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Ana Ortiz');
    // The other user's save writes only their own plan.
    await put(other.client, { members: [{ id: 'x', name: 'Zed' }] });
    expect((await get(owner.client)).plan.members.map((m) => m.name)).toEqual(['Ana Ortiz', 'Leo Ortiz']);
    const anonymous = await t.app.request('/api/family-plan');
    expect(anonymous.status).toBe(401);
    const anonymousPut = await t.app.request('/api/family-plan', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: t.env.PUBLIC_URL },
      body: JSON.stringify(plan),
    });
    expect(anonymousPut.status).toBe(401);
  });

  it("never reaches another user's realtime stream", async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    const abort = new AbortController();
    const res = await other.client.request('/api/realtime', { signal: abort.signal });
    const stream = readSse(res, abort);
    try {
      await stream.next((e) => e.event === 'ready');
      await put(owner.client, plan);
      // Something the other user does see, after the save: the stream was listening all along.
      const [water] = (await okJson(await other.client.api.resources.$get())).resources;
      await other.client.api.resources.$put({ json: { changes: [{ id: water!.id, currentQuantity: 3 }] } });
      await stream.next((e) => e.event === 'change' && e.data.includes('user_resources'));
      expect(stream.events.some((e) => /family|Ana Ortiz|555/.test(e.data))).toBe(false);
    } finally {
      stream.close();
    }
  });

  it("readiness counts the plan's named people by their ages, and keeps the plain counts while nobody is named", async () => {
    const { client } = await signedInWithProfile(t);
    await client.api.readiness.household.$put({ json: { ...ONE_ADULT_HOUSEHOLD, pets: [], adults: 5 } });
    expect((await okJson(await client.api.readiness.$get())).memberCounts).toBeNull();
    await put(client, {
      members: [
        { id: 'a', name: 'Ana', dateOfBirth: '1988-03-14', pregnantOrBreastfeeding: true },
        { id: 'b', name: 'Ben', dateOfBirth: null },
        { id: 'c', name: 'Leo', dateOfBirth: '2024-01-01' },
      ],
    });
    const answer = await okJson(await client.api.readiness.$get());
    expect(answer.memberCounts).toEqual({
      adults: 2,
      children9to13: 0,
      children4to8: 0,
      childrenUnder4: 1,
      pregnantOrBreastfeeding: 1,
    });
    // The stored household keeps its own counts; the figure uses the plan's people.
    expect(answer.household?.adults).toBe(5);
  });

  it('is in Export My Data, and goes with the account', async () => {
    const { client, data } = await signedInWithProfile(t);
    await put(client, plan);
    const exported = (await (await client.api.me.export.$get()).json()) as {
      familyPlan: { plan: { members: { name: string; allergies: string }[] } } | null;
    };
    expect(exported.familyPlan?.plan.members[0]).toMatchObject({ name: 'Ana Ortiz', allergies: 'Penicillin' });
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
    const householdId = await householdIdOf(t.database.db, u!.id);
    const res = await client.api.account.$delete({ json: { username: data.username, password: data.password } });
    expect(res.status).toBeLessThan(300);
    expect(await t.database.db.select().from(familyPlans).where(eq(familyPlans.householdId, householdId))).toEqual([]);
  });

  it("a survival plan that includes it shows the members' mobiles, its contacts and meeting places to the owner only, never the people's other details", async () => {
    const owner = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    await put(owner.client, plan);
    const created = await owner.client.api.plans.$post({
      json: { title: 'Flood plan', eventType: 'flood', isPublic: true, includeFamilyPlan: true },
    });
    const { plan: saved } = (await created.json()) as { plan: { id: string } };
    const view = async (client: TestClient) =>
      (await okJson(await client.api.plans[':id'].$get({ param: { id: saved.id } }))).plan;
    const mine = await view(owner.client);
    expect(mine.includeFamilyPlan).toBe(true);
    expect(mine.familyPlan).toEqual({
      emergencyNumber: '911',
      // Leo has no mobile: only Ana's.
      memberMobiles: [{ name: 'Ana Ortiz', mobilePhone: '+1 (555) 010-0100' }],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199', otherPhone: '', email: '' }],
      meetingPlaces: [{ label: 'In the neighbourhood', name: 'Oak tree', address: '5th and Main', instructions: '' }],
    });
    for (const detail of ['Penicillin', 'ana@example.com', '1988-03-14', 'Elm Primary'])
      expect(JSON.stringify(mine)).not.toContain(detail);
    // The plan is public: another user and a visitor read it without the family plan.
    const theirs = await view(other.client);
    expect(theirs.familyPlan).toBeNull();
    const anonymous = await t.app.request(`/api/plans/${saved.id}`);
    const body = await anonymous.text();
    expect(anonymous.status).toBe(200);
    expect(body).not.toContain('Aunt May');
    expect(body).not.toContain('Oak tree');
    expect(body).not.toContain('010-0100');
    expect(JSON.stringify(theirs)).not.toContain('010-0100');
  });

  it("lists the household's pets; keeps vet and microchip for those pets only", async () => {
    const { client } = await signedInWithProfile(t);
    const other = await signedInWithProfile(t);
    expect((await get(client)).householdPets).toEqual([]);
    const pets = [
      { name: 'Rex', kind: 'dog' as const, weightKg: 22.7 },
      { name: 'Mia', kind: 'cat' as const, weightKg: 4 },
    ];
    const household = await okJson(
      await client.api.readiness.household.$put({ json: { ...ONE_ADULT_HOUSEHOLD, pets } }),
    );
    const [rex, mia] = household.household!.pets;
    const theirs = await okJson(
      await other.client.api.readiness.household.$put({ json: { ...ONE_ADULT_HOUSEHOLD, pets: [pets[0]!] } }),
    );
    expect((await get(client)).householdPets).toEqual([
      { id: rex!.id, name: 'Rex', kind: 'dog' },
      { id: mia!.id, name: 'Mia', kind: 'cat' },
    ]);
    const saved = await okJson(
      await put(client, {
        ...plan,
        pets: [
          { petId: rex!.id, vet: 'Dr Paws, 555 0177', microchip: '985141000123456' },
          { petId: mia!.id, vet: '', microchip: '' },
          // Another user's pet, and one that does not exist: not kept.
          { petId: theirs.household!.pets[0]!.id, vet: 'Dr Other', microchip: '1' },
          { petId: 'gone', vet: 'Dr Gone', microchip: '2' },
        ],
      }),
    );
    expect(saved.plan.pets).toEqual([{ petId: rex!.id, vet: 'Dr Paws, 555 0177', microchip: '985141000123456' }]);
    expect(await get(client)).toEqual(saved);
    expect((await get(other.client)).householdPets).toEqual([
      { id: theirs.household!.pets[0]!.id, name: 'Rex', kind: 'dog' },
    ]);
    // A readiness save that keeps Rex (by id) keeps his vet; the plan's answer follows the rename.
    await client.api.readiness.household.$put({
      json: { ...ONE_ADULT_HOUSEHOLD, pets: [{ ...pets[0]!, id: rex!.id, name: 'Rex II' }] },
    });
    const after = await get(client);
    expect(after.householdPets).toEqual([{ id: rex!.id, name: 'Rex II', kind: 'dog' }]);
    expect(after.plan.pets).toEqual(saved.plan.pets);
  });

  it.each([
    [
      'a 10,000-character note',
      { members: [{ id: 'm1', name: 'Ana', allergies: 'x'.repeat(10_000) }] },
      'members.0.allergies',
      M.note,
    ],
    ['an invalid email', { members: [{ id: 'm1', name: 'Ana', email: 'ana@nowhere' }] }, 'members.0.email', M.email],
    [
      '200 members',
      { members: Array.from({ length: 200 }, (_, i) => ({ id: `m${i}`, name: `P${i}` })) },
      'members',
      M.members,
    ],
    [
      'a phone with letters',
      { outOfTownContacts: [{ name: 'May', mobilePhone: 'ring ring' }] },
      'outOfTownContacts.0.mobilePhone',
      M.phone,
    ],
  ])('%s is a 400 at the field, and nothing is written', async (_label, body, field, message) => {
    const { client } = await signedInWithProfile(t);
    await put(client, plan);
    const refused = await expectRefusedWithoutWrite(t.database, () => putRaw(client, body), 400);
    expect(refused.error.fields?.[field]).toEqual([message]);
  });

  it.each([
    [
      'de',
      {
        'members.0.bloodType': ['Bis zu 10 Zeichen.'],
        'outOfTownContacts.0.mobilePhone': [
          'Geben Sie eine Telefonnummer ein: Ziffern, Leerzeichen, +, -, ( ) und . (3 bis 30 Zeichen).',
        ],
        'pets.0.microchip': ['Bis zu 40 Zeichen.'],
        emergencyRegion: ['Wählen Sie Ihre Notrufnummer.'],
      },
    ],
    [
      'es',
      {
        'members.0.bloodType': ['Hasta 10 caracteres.'],
        'outOfTownContacts.0.mobilePhone': [
          'Escriba un número de teléfono: dígitos, espacios, +, -, ( ) y . (de 3 a 30 caracteres).',
        ],
        'pets.0.microchip': ['Hasta 40 caracteres.'],
        emergencyRegion: ['Elija su número de emergencia.'],
      },
    ],
  ] as const)('a %s reader is refused in their language (decision 0359), nothing written', async (locale, fields) => {
    const { client } = await signedInWithProfile(t);
    await put(client, plan);
    expect((await client.api.account.locale.$put({ json: { locale } })).status).toBe(200);
    const body = {
      members: [{ id: 'm1', name: 'Ana', bloodType: 'A positive, I think' }],
      outOfTownContacts: [{ name: 'May', mobilePhone: 'ring ring' }],
      pets: [{ petId: 'p1', vet: '', microchip: '4'.repeat(41) }],
      emergencyRegion: 'fr',
    };
    const refused = await expectRefusedWithoutWrite(t.database, () => putRaw(client, body), 400);
    expect(refused.error.fields).toEqual(fields);
  });
});
