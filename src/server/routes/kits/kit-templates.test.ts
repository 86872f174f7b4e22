/**
 * The family kit templates through the real routes (decision 0290): each is created with its
 * items scaled to the caller's own household in one transaction, every item with its source, and
 * a user is scaled by their own household only (a member by the household they joined, never by
 * another's).
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_KITS_PER_USER } from '@shared/constants/limits';
import { FAMILY_TEMPLATES, ONE_PERSON_BASIS, scaleTemplate } from '@shared/kits/family-templates';
import { FAMILY_TEMPLATE_IDS, type KitDetail } from '@shared/kits/schemas';
import { KIT_SOURCES } from '@shared/kits/sources';
import type { HouseholdInput } from '@shared/readiness/schemas';
import { kitItems, kits, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';
import { inviteByEmail } from '../../test/households';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>>;

/** Two adults, children of 10 and 6, and Rex the dog (30 kg), US standard. */
const FAMILY_OF_FOUR: HouseholdInput = {
  adults: 2,
  children9to13: 1,
  children4to8: 1,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [{ name: 'Rex', kind: 'dog', weightKg: 30 }],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
};

async function saveHousehold(client: TestClient, household: HouseholdInput) {
  const res = await client.api.readiness.household.$put({ json: household });
  expect(res.status).toBe(200);
}

async function create(client: TestClient, template: (typeof FAMILY_TEMPLATE_IDS)[number]): Promise<KitDetail> {
  const res = await client.api.kits.$post({ json: { name: `My ${template}`, template } });
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return (await res.json()).kit;
}

const quantityOf = (kit: KitDetail, name: string) => {
  const item = kit.items.find((i) => i.itemName === name);
  if (!item) throw new Error(`no "${name}" in ${kit.name}`);
  return item.quantity;
};

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function basisOf(client: TestClient) {
  return (await okJson(await client.api.kits['template-basis'].$get())).basis;
}

describe('creating from a family template', () => {
  it('scales each template to the household of four with a dog, every item with its source', async () => {
    const { client } = await signedInWithProfile(t);
    await saveHousehold(client, FAMILY_OF_FOUR);
    const basis = await basisOf(client);
    for (const id of FAMILY_TEMPLATE_IDS) {
      const kit = await create(client, id);
      const expected = scaleTemplate(id, basis);
      expect(kit.items).toHaveLength(expected.length);
      // The kit answer is ordered by category then position: compare as sets of rows.
      const rows = (k: { category: string; itemName: string; quantity: number; sourceUrl: string | null }[]) =>
        k.map((i) => `${i.category}|${i.itemName}|${i.quantity}|${i.sourceUrl}`).sort();
      expect(rows(kit.items)).toEqual(rows(expected));
      expect(kit.items.every((i) => i.sourceType === 'template')).toBe(true);
      expect(kit.visibility).toBe('private');
    }
  });

  it('the go-bag holds 12 gallons for 4 people x 3 days, 3 days of food for Rex, and his leash', async () => {
    const { client } = await signedInWithProfile(t);
    await saveHousehold(client, FAMILY_OF_FOUR);
    const kit = await create(client, 'family-go-bag');
    expect(quantityOf(kit, 'Drinking water (gallons)')).toBe(12);
    expect(quantityOf(kit, 'Food for Rex (daily portions)')).toBe(3);
    expect(quantityOf(kit, 'Games and activities for children')).toBe(2);
    const leash = kit.items.find((i) => i.itemName === 'Leash, collar and ID tag for Rex')!;
    expect(leash.sourceUrl).toBe(KIT_SOURCES.redCrossPets.url);
  });

  it("lists the family plan's named prescriptions and counts its members", async () => {
    const { client } = await signedInWithProfile(t);
    await saveHousehold(client, FAMILY_OF_FOUR);
    const res = await client.api['family-plan'].$put({
      json: {
        members: [
          { id: 'm1', name: 'Maria', dateOfBirth: '1984-03-02', medicines: 'Metformin 500 mg' },
          { id: 'm2', name: 'Leo', dateOfBirth: '2016-05-10', medicines: 'Albuterol inhaler' },
          { id: 'm3', name: 'Dan', dateOfBirth: '1982-07-19' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const kit = await create(client, 'stay-home');
    expect(kit.items.filter((i) => i.itemName.endsWith('(7-day supply)')).map((i) => i.itemName)).toEqual([
      'Metformin 500 mg for Maria (7-day supply)',
      'Albuterol inhaler for Leo (7-day supply)',
    ]);
    // The plan names three people, which replace the household's four: 3 x 14 days.
    expect(quantityOf(kit, 'Drinking water (gallons)')).toBe(42);
  });

  it('without a household scales for one person (and the basis says so)', async () => {
    const { client } = await signedInWithProfile(t);
    expect(await basisOf(client)).toEqual(ONE_PERSON_BASIS);
    const kit = await create(client, 'family-go-bag');
    expect(quantityOf(kit, 'Drinking water (gallons)')).toBe(3);
    expect(kit.items.some((i) => i.itemName.includes('Rex'))).toBe(false);
  });

  it('the 72-hour template stays as it was (no sources, 23 items)', async () => {
    const { client } = await signedInWithProfile(t);
    const { kit } = await okJson(await client.api.kits.$post({ json: { name: 'Bug-out', template: '72hour' } }));
    expect(kit.items).toHaveLength(23);
    expect(kit.items.every((i) => i.sourceUrl === null)).toBe(true);
  });

  it('refuses an unknown template with a field message, writing nothing', async () => {
    const { client, data } = await signedInWithProfile(t);
    const ownerId = await userIdOf(data.email);
    const res = await client.request('/api/kits', { method: 'POST', json: { name: 'X', template: 'bunker' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('template');
    expect(await t.database.db.select().from(kits).where(eq(kits.ownerId, ownerId))).toHaveLength(0);
  });

  it('writes nothing at the kit limit (one transaction)', async () => {
    const { client, data } = await signedInWithProfile(t);
    const ownerId = await userIdOf(data.email);
    await t.database.db
      .insert(kits)
      .values(Array.from({ length: MAX_KITS_PER_USER }, (_, i) => ({ ownerId, name: `K${i}` })));
    const res = await client.api.kits.$post({ json: { name: 'One too many', template: 'family-go-bag' } });
    expect(res.status).toBe(403);
    const owned = await t.database.db.select({ id: kits.id }).from(kits).where(eq(kits.ownerId, ownerId));
    expect(owned).toHaveLength(MAX_KITS_PER_USER);
    const items = await t.database.db
      .select({ id: kitItems.id })
      .from(kitItems)
      .innerJoin(kits, eq(kits.id, kitItems.kitId))
      .where(eq(kits.ownerId, ownerId));
    expect(items).toHaveLength(0);
  });
});

describe('whose household scales the kit', () => {
  let owner: Member;
  let member: Member;
  let stranger: Member;

  it('a member is scaled by the household they joined; someone else by their own', async () => {
    owner = await signedInWithProfile(t);
    member = await signedInWithProfile(t);
    stranger = await signedInWithProfile(t);
    await saveHousehold(owner.client, FAMILY_OF_FOUR);
    await saveHousehold(stranger.client, { ...FAMILY_OF_FOUR, adults: 1, children9to13: 0, children4to8: 0, pets: [] });
    const { token } = await inviteByEmail(t, owner.client, member.data.email, 'viewer');
    const joined = await member.client.request('/api/household/invitations/accept', {
      method: 'POST',
      json: { token },
    });
    expect(joined.status).toBe(200);

    // The viewer makes a kit of their own, scaled by the household they belong to.
    const memberKit = await create(member.client, 'family-go-bag');
    expect(quantityOf(memberKit, 'Drinking water (gallons)')).toBe(12);
    expect(memberKit.isOwner).toBe(true);

    // The stranger's kit follows their own one-adult household, never the family's.
    const strangerKit = await create(stranger.client, 'family-go-bag');
    expect(quantityOf(strangerKit, 'Drinking water (gallons)')).toBe(3);
    expect(strangerKit.items.some((i) => i.itemName.includes('Rex'))).toBe(false);
    expect((await basisOf(stranger.client)).pets).toEqual([]);
  });

  it('the basis needs a session', async () => {
    const res = await new TestClient(t).api.kits['template-basis'].$get();
    expect(res.status).toBe(401);
  });

  it('every family template is offered with a name, a description and what it scales by', () => {
    for (const template of FAMILY_TEMPLATES) {
      expect(template.name).not.toBe('');
      expect(template.scalesBy).not.toBe('');
    }
  });
});
