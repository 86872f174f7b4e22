/**
 * Kits and plans shared with the household (decision 244) through the real routes: the rules the
 * permission matrix (test/household-matrix.test.ts) does not show: only the creator changes who
 * sees them, they follow their creator out of a household, members see expiry dates and get the
 * reminders, plans link them, and the event stream reaches the household only.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { PLAN_MESSAGES } from '@shared/plans/schemas';
import { VISIBILITY_MESSAGES } from '@shared/visibility/schemas';
import { createTestApp, type TestApp } from '../../test/app';
import { errorJson, okJson, signedInWithProfile, TestClient } from '../../test/client';
import { inviteByEmail } from '../../test/households';
import { outboxDrained, remindersTo } from '../../test/reminders';
import { expectRefusedWithoutWrite } from '../../test/snapshot';
import { readSse } from '../../test/sse';

const t: TestApp = await createTestApp({ mail: true });
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInWithProfile>>;

/** Alice's household with Bob in it as `role`, and Carol outside it. */
async function household(role: 'editor' | 'viewer' = 'editor') {
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

/** A day `days` from today, as the forms send it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function sharedKit(m: Member, name = 'Car kit') {
  const { kit } = await okJson(await m.client.api.kits.$post({ json: { name } }));
  await okJson(await m.client.api.kits[':id'].$patch({ param: { id: kit.id }, json: { visibility: 'household' } }));
  return kit.id;
}
const getKit = (m: Member, id: string) => m.client.api.kits[':id'].$get({ param: { id } });
const patchKit = (
  m: Member,
  id: string,
  json: Parameters<Member['client']['api']['kits'][':id']['$patch']>[0]['json'],
) => m.client.api.kits[':id'].$patch({ param: { id }, json });

describe('kits and plans shared with the household', () => {
  it('only its creator changes who sees a kit; an editor keeps it as it is and edits the rest', async () => {
    const { alice, bob } = await household('editor');
    const id = await sharedKit(alice);
    for (const visibility of ['private', 'public'] as const) {
      const refused = await expectRefusedWithoutWrite(t.database, () => patchKit(bob, id, { visibility }), 403);
      expect(refused.error.message).toBe(VISIBILITY_MESSAGES.creatorOnly);
    }
    // The legacy isPublic is the same request.
    expect((await patchKit(bob, id, { isPublic: true })).status).toBe(403);
    // Sending the kit's own visibility with a change is not a change of visibility.
    const renamed = await okJson(await patchKit(bob, id, { name: 'Our car kit', visibility: 'household' }));
    expect(renamed.kit).toMatchObject({ name: 'Our car kit', visibility: 'household', isOwner: false, canEdit: true });
    // Disagreeing fields are a field-level 400.
    const disagree = await patchKit(alice, id, { isPublic: true, visibility: 'household' });
    expect(disagree.status).toBe(400);
    expect((await errorJson(disagree)).error.fields).toEqual({ visibility: [VISIBILITY_MESSAGES.disagree] });
    // The creator makes it private: Bob no longer sees it at all.
    expect((await okJson(await patchKit(alice, id, { visibility: 'private' }))).kit.visibility).toBe('private');
    expect((await getKit(bob, id)).status).toBe(404);
    expect((await patchKit(bob, id, { name: 'Mine now' })).status).toBe(404);
  });

  it("a viewer reads the household's kit and its expiry dates but changes nothing; others see no dates", async () => {
    const { alice, bob, carol } = await household('viewer');
    const id = await sharedKit(alice);
    const expiresOn = dayFromNow(40);
    await okJson(
      await alice.client.api.kits[':id'].items.$post({
        param: { id },
        json: { category: 'First Aid & Hygiene', itemName: 'Ibuprofen', quantity: 1, expiresOn },
      }),
    );
    const seen = (await okJson(await getKit(bob, id))).kit;
    expect(seen).toMatchObject({ visibility: 'household', isOwner: false, canEdit: false });
    expect(seen.items.map((i) => i.expiresOn)).toEqual([expiresOn]);
    const refused = await expectRefusedWithoutWrite(t.database, () => patchKit(bob, id, { name: 'No' }), 403);
    expect(refused.error.message).toBe(HOUSEHOLD_MESSAGES.viewerCannotEdit);
    // Public, the kit shows to anyone, without the household's dates.
    await okJson(await patchKit(alice, id, { visibility: 'public' }));
    const outside = (await okJson(await getKit(carol, id))).kit;
    expect(outside.items.map((i) => i.expiresOn)).toEqual([null]);
  });

  it("lists what others share with the household under mine, with the member's own, counted there; a picture an editor adds is kept with the kit", async () => {
    const { alice, bob, carol } = await household('editor');
    const kitId = await sharedKit(alice, 'Shared go bag');
    await alice.client.api.kits.$post({ json: { name: 'Private bag' } });
    const bobsOwn = (await okJson(await bob.client.api.kits.$post({ json: { name: 'Bob bag' } }))).kit.id;
    // Newest change first: Bob's kit, then the household's (decision 0291).
    const list = await okJson(await bob.client.api.kits.$get({ query: { tab: 'mine' } }));
    expect(list.items.map((k) => [k.id, k.visibility, k.isOwner])).toEqual([
      [bobsOwn, 'private', true],
      [kitId, 'household', false],
    ]);
    expect(list.counts).toMatchObject({ mine: 2, acquired: 0 });
    // Paged by cursor across the two owners: one kit a page, each once.
    const first = await okJson(await bob.client.api.kits.$get({ query: { tab: 'mine', limit: '1' } }));
    expect(first.items.map((k) => k.id)).toEqual([bobsOwn]);
    const second = await okJson(
      await bob.client.api.kits.$get({ query: { tab: 'mine', limit: '1', cursor: first.nextCursor! } }),
    );
    expect(second.items.map((k) => k.id)).toEqual([kitId]);
    expect(second.nextCursor).toBeNull();
    // A kit made as the household's from the start (New Kit's default there) is shared at once.
    const made = await okJson(await bob.client.api.kits.$post({ json: { name: 'Boat bag', visibility: 'household' } }));
    expect(made.kit).toMatchObject({ visibility: 'household', isOwner: true });
    const aliceSees = await okJson(await alice.client.api.kits.$get({ query: { tab: 'mine' } }));
    expect(aliceSees.items.map((k) => k.id)).toContain(made.kit.id);
    // Someone outside the household sees none of it; Alice's own shared kit is hers once.
    expect((await okJson(await carol.client.api.kits.$get({ query: { tab: 'mine' } }))).items).toEqual([]);
    // Hers (2) and Bob's Boat bag; his private one stays his.
    expect((await okJson(await alice.client.api.kits.$get({ query: { tab: 'mine' } }))).counts).toMatchObject({
      mine: 3,
      acquired: 0,
    });

    const { item } = await okJson(
      await bob.client.api.kits[':id'].items.$post({
        param: { id: kitId },
        json: { category: 'Fire & Light', itemName: 'Headlamp', quantity: 1 },
      }),
    );
    const form = new FormData();
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lamp.png');
    const uploaded = await okJson(
      await bob.client.api.kits[':id'].items[':itemId'].image.$put(
        { param: { id: kitId, itemId: item.id } },
        { init: { body: form } },
      ),
    );
    const aliceId = (await okJson(await alice.client.api.household.$get())).members.find((m) => m.isMe)!.userId;
    expect(uploaded.item.imageUrl).toMatch(new RegExp(`^/api/files/${aliceId}/`));
  });

  it('a kit or plan follows its creator out of the household; a member who leaves loses it at once', async () => {
    const { alice, bob } = await household('editor');
    const kitId = await sharedKit(bob, "Bob's kit");
    const { plan } = await okJson(
      await bob.client.api.plans.$post({ json: { title: 'Blackout', eventType: 'blackout', visibility: 'household' } }),
    );
    const aliceKit = await sharedKit(alice, "Alice's kit");
    expect((await getKit(alice, kitId)).status).toBe(200);
    expect((await bob.client.api.household.leave.$post()).status).toBe(200);
    // Bob took his kit and plan with him; Alice's stays hers.
    expect((await getKit(alice, kitId)).status).toBe(404);
    expect((await alice.client.api.plans[':id'].$get({ param: { id: plan.id } })).status).toBe(404);
    expect((await getKit(bob, kitId)).status).toBe(200);
    expect((await getKit(bob, aliceKit)).status).toBe(404);
  });

  it('an editor edits a household plan, keeping its visibility; links kits they may see; acquiring makes a private copy', async () => {
    const { alice, bob } = await household('editor');
    const shared = await sharedKit(alice, 'Shared kit');
    const { kit: privateKit } = await okJson(await alice.client.api.kits.$post({ json: { name: 'Private kit' } }));
    const body = { title: 'Flood', eventType: 'flood' as const, visibility: 'household' as const, kitIds: [shared] };
    const { plan } = await okJson(await alice.client.api.plans.$post({ json: body }));
    const put = (json: Parameters<Member['client']['api']['plans'][':id']['$put']>[0]['json']) =>
      bob.client.api.plans[':id'].$put({ param: { id: plan.id }, json });
    const refused = await expectRefusedWithoutWrite(t.database, () => put({ ...body, visibility: 'public' }), 403);
    expect(refused.error.message).toBe(VISIBILITY_MESSAGES.creatorOnly);
    // Alice's private kit is not Bob's to link: the same answer as a missing kit.
    const privateLink = await put({ ...body, kitIds: [shared, privateKit.id] });
    expect(privateLink.status).toBe(400);
    expect((await errorJson(privateLink)).error.fields).toEqual({ 'kitIds.1': [PLAN_MESSAGES.kitUnavailable] });
    const edited = await okJson(await put({ ...body, title: 'Flood, with the shared kit' }));
    expect(edited.plan).toMatchObject({ visibility: 'household', isOwner: false, canEdit: true });
    expect(edited.plan.kits.map((k) => [k.id, k.visibility])).toEqual([[shared, 'household']]);
    // Bob links the household's kit into a plan of his own.
    expect(
      (await bob.client.api.plans.$post({ json: { title: 'Mine', eventType: 'flood', kitIds: [shared] } })).status,
    ).toBe(201);
    const copy = await okJson(await bob.client.api.plans[':id'].acquire.$post({ param: { id: plan.id } }));
    expect(copy.plan).toMatchObject({
      visibility: 'private',
      isOwner: true,
      title: 'Flood, with the shared kit (Copy)',
    });
  });

  it("each member with reminders on is reminded of a household kit's dated items, and finds them in their calendar", async () => {
    const { alice, bob, carol } = await household('viewer');
    const id = await sharedKit(alice, 'Medicine box');
    const expiresOn = dayFromNow(3);
    await okJson(
      await alice.client.api.kits[':id'].items.$post({
        param: { id },
        json: { category: 'First Aid & Hygiene', itemName: 'Allergy tablets', quantity: 1, expiresOn },
      }),
    );
    await t.app.services.reminders.runNow();
    await outboxDrained(t.app.services.db);
    for (const m of [alice, bob]) {
      expect(remindersTo(t, m.data.email).some((mail) => mail.body.includes('Allergy tablets'))).toBe(true);
    }
    expect(remindersTo(t, carol.data.email).some((mail) => mail.body.includes('Allergy tablets'))).toBe(false);
    const { url } = await okJson(await bob.client.api.calendar.reset.$post());
    const feed = await (await new TestClient(t).get(new URL(url).pathname)).text();
    expect(feed).toContain('Allergy tablets');
  });

  it("the event stream tells the household of a shared kit's changes, and no one else", async () => {
    const { alice, bob, carol } = await household('viewer');
    const id = await sharedKit(alice, 'Stream kit');
    const open = async (m: Member) => {
      const abort = new AbortController();
      const stream = readSse(await m.client.request('/api/realtime', { signal: abort.signal }), abort);
      await stream.next((e) => e.event === 'ready');
      return { stream, abort };
    };
    const [bobs, carols] = await Promise.all([open(bob), open(carol)]);
    try {
      const heardOf = () => bobs.stream.events.filter((e) => e.event === 'change' && e.data.includes(id)).length;
      await okJson(await patchKit(alice, id, { name: 'Stream kit, renamed' }));
      await bobs.stream.next((e) => e.event === 'change' && e.data.includes(id));
      // Made private: Bob hears that once (it was shared), then nothing more of it.
      const before = heardOf();
      await okJson(await patchKit(alice, id, { visibility: 'private' }));
      await bobs.stream.next((e) => e.event === 'change' && e.data.includes(id) && heardOf() > before);
      const heard = heardOf();
      await okJson(await patchKit(alice, id, { name: 'Secret now' }));
      // Something Carol and Bob both hear afterwards: a public kit of Carol's.
      const marker = await sharedKit(carol, 'Marker');
      await okJson(await patchKit(carol, marker, { visibility: 'public' }));
      await bobs.stream.next((e) => e.event === 'change' && e.data.includes(marker));
      expect(heardOf()).toBe(heard);
      expect(carols.stream.events.some((e) => e.data.includes(id))).toBe(false);
    } finally {
      bobs.abort.abort();
      carols.abort.abort();
    }
  });
});
