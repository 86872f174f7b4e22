/**
 * The packing checklist (issue 21): `packed` on the item PATCH. Whoever may edit the kit's content
 * ticks it (its creator, a household owner or editor); anyone else is refused with the kit's usual
 * answer and nothing is written. Packing is the household's own state, like expiresOn: copies start
 * unpacked and someone viewing another's public kit reads false.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import type { KitDetail } from '@shared/kits/schemas';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';
import { inviteByEmail } from '../../test/households';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>>;

/** Alice's household with Bob in it as `role`, and Carol outside it. */
async function household(role: 'editor' | 'viewer') {
  const [alice, bob, carol] = await Promise.all([
    signedInWithProfile(t),
    signedInWithProfile(t),
    signedInWithProfile(t),
  ]);
  const { token } = await inviteByEmail(t, alice!.client, bob!.data.email, role);
  const res = await bob!.client.api.household.invitations.accept.$post({ json: { token } });
  expect(res.status).toBe(200);
  return { alice: alice!, bob: bob!, carol: carol! };
}

async function templateKit(m: Member, visibility: 'private' | 'public' | 'household' = 'private') {
  const { kit } = await okJson(await m.client.api.kits.$post({ json: { name: 'Go bag', template: '72hour' } }));
  if (visibility !== 'private')
    await okJson(await m.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { visibility } }));
  return kit;
}

const pack = (client: TestClient, kit: KitDetail, itemId: string, packed: unknown) =>
  client.api.kits[':id'].items[':itemId'].$patch({
    param: { id: kit.id, itemId },
    // An invalid body on purpose in one test: the server must answer 400.
    json: { packed } as { packed: boolean },
  });

async function packedOf(client: TestClient, id: string): Promise<boolean[]> {
  const { kit } = await okJson(await client.api.kits[':id'].$get({ param: { id } }));
  return kit.items.map((i) => i.packed);
}

describe('packing a kit', () => {
  it('its creator ticks an item packed and unticks it, one PATCH each; the answer and the kit say so', async () => {
    const alice = await signedInWithProfile(t);
    const kit = await templateKit(alice);
    expect(kit.items).toHaveLength(23);
    expect(kit.items.every((i) => !i.packed)).toBe(true);
    const [first, second] = kit.items;

    const ticked = await okJson(await pack(alice.client, kit, first!.id, true));
    expect(ticked.item.packed).toBe(true);
    await okJson(await pack(alice.client, kit, second!.id, true));
    let packed = await packedOf(alice.client, kit.id);
    expect(packed.filter(Boolean)).toHaveLength(2);
    expect(packed[0]).toBe(true);

    const unticked = await okJson(await pack(alice.client, kit, first!.id, false));
    expect(unticked.item.packed).toBe(false);
    packed = await packedOf(alice.client, kit.id);
    expect(packed.filter(Boolean)).toHaveLength(1);
    expect(packed[1]).toBe(true);
  });

  it('refuses a packed that is not true or false with a field message, writing nothing', async () => {
    const alice = await signedInWithProfile(t);
    const kit = await templateKit(alice);
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => pack(alice.client, kit, kit.items[0]!.id, 'yes'),
      400,
    );
    expect(refused.error.fields?.packed?.[0]).toBe('Packed must be true or false');
  });

  it('someone else: 404 for a private kit, 403 for a public one, 401 signed out; nothing written', async () => {
    const alice = await signedInWithProfile(t);
    const carol = await signedInWithProfile(t);
    const anonymous = new TestClient(t);
    const hidden = await templateKit(alice);
    const open = await templateKit(alice, 'public');
    await expectRefusedWithoutWrite(t.database, () => pack(carol.client, hidden, hidden.items[0]!.id, true), 404);
    await expectRefusedWithoutWrite(t.database, () => pack(carol.client, open, open.items[0]!.id, true), 403);
    await expectRefusedWithoutWrite(t.database, () => pack(anonymous, open, open.items[0]!.id, true), 401);
    expect((await packedOf(alice.client, open.id)).some(Boolean)).toBe(false);
  });

  it("a household editor packs the household's kit; its members see the ticks, others read false", async () => {
    const { alice, bob, carol } = await household('editor');
    const kit = await templateKit(alice, 'household');
    await okJson(await pack(bob.client, kit, kit.items[0]!.id, true));
    expect((await packedOf(alice.client, kit.id))[0]).toBe(true);
    expect((await packedOf(bob.client, kit.id))[0]).toBe(true);

    // Made public: the ticks stay the household's own.
    await okJson(await alice.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { visibility: 'public' } }));
    expect((await packedOf(alice.client, kit.id))[0]).toBe(true);
    expect((await packedOf(carol.client, kit.id)).some(Boolean)).toBe(false);
    expect((await packedOf(new TestClient(t), kit.id)).some(Boolean)).toBe(false);
  });

  it("a household viewer is refused with the household's 403, nothing written", async () => {
    const { alice, bob } = await household('viewer');
    const kit = await templateKit(alice, 'household');
    const refused = await expectRefusedWithoutWrite(
      t.database,
      () => pack(bob.client, kit, kit.items[0]!.id, true),
      403,
    );
    expect(refused.error.message).toBe(HOUSEHOLD_MESSAGES.viewerCannotEdit);
    expect((await packedOf(alice.client, kit.id)).some(Boolean)).toBe(false);
  });

  it('copies start unpacked: duplicate, acquire and a new kit from the template', async () => {
    const alice = await signedInWithProfile(t);
    const carol = await signedInWithProfile(t);
    const kit = await templateKit(alice, 'public');
    for (const item of kit.items.slice(0, 5)) await okJson(await pack(alice.client, kit, item.id, true));
    expect((await packedOf(alice.client, kit.id)).filter(Boolean)).toHaveLength(5);

    const duplicate = await okJson(await alice.client.api.kits[':id'].duplicate.$post({ param: { id: kit.id } }));
    expect(duplicate.kit.items).toHaveLength(23);
    expect(duplicate.kit.items.some((i) => i.packed)).toBe(false);
    expect((await packedOf(alice.client, duplicate.kit.id)).some(Boolean)).toBe(false);

    const acquired = await okJson(await carol.client.api.kits[':id'].acquire.$post({ param: { id: kit.id } }));
    expect(acquired.kit.items).toHaveLength(23);
    expect((await packedOf(carol.client, acquired.kit.id)).some(Boolean)).toBe(false);

    const fresh = await templateKit(alice);
    expect((await packedOf(alice.client, fresh.id)).some(Boolean)).toBe(false);
  });
});
