/**
 * The permission matrix of households (issue 18), generated from GET /api/openapi.json: every
 * operation of the document must have an entry here (a new route without one fails), either a
 * household entry, called as the household's owner, editor and viewer, a former member, another
 * user and anonymously, with the status each must get (a 4xx writes nothing; a 200 shows the
 * household's rows to its members only), or the reason it does not touch a household's rows.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_ADULT_HOUSEHOLD } from '@shared/readiness/example-households';
import { rowsOf } from '../db/sql-helpers';
import { createTestApp, type TestApp } from './app';
import { okJson, signedInWithProfile, TestClient } from './client';
import { inviteByEmail } from './households';
import { changedTables, tableDigest, type DigestOptions } from './snapshot';

const IDENTITIES = ['owner', 'editor', 'viewer', 'former', 'other', 'anonymous'] as const;
type Identity = (typeof IDENTITIES)[number];
type Member = Awaited<ReturnType<typeof signedInWithProfile>>;

/** Written by design on any request: sessions renew, rate limits count. */
const DIGEST: DigestOptions = { except: ['rate_limits', 'security_events', 'sessions', 'verifications', 'jobs'] };

interface Fixture {
  clients: Record<Identity, TestClient>;
  ids: Record<Identity, string>;
  householdId: string;
  cansId: string;
  /** A kit and a plan the owner shares with the household (decision 244); the kit has `itemId`. */
  kitId: string;
  itemId: string;
  planId: string;
  pendingInvitationId: string;
  /** A drill the owner recorded for the household. */
  drillId: string;
  /** An invitation of the household to the "other" user's address. */
  tokenForOther: string;
  /** The household's open incident (emergency mode), started by the owner. */
  incidentId: string;
  /** A check-in of it by the owner about the viewer, with a location. */
  checkinId: string;
  /** A place the household watches (issue 38), added by the owner. */
  placeId: string;
  /** The headline of an official warning matched to that place (decision 280), and its id. */
  alertHeadline: string;
  alertId: string;
}

type Call = { path: string; init?: Parameters<TestClient['request']>[1] };
interface HouseholdEntry {
  /** The request; may prepare what it needs (a fresh row to delete) first. */
  call: (f: Fixture, t: TestApp) => Call | Promise<Call>;
  expect: Record<Identity, number>;
  /** Text in a 2xx body that only the household's members may see. */
  membersSee?: (f: Fixture) => string;
  /** Who of them sees it, when not all three (a list of what others share leaves out one's own). */
  seenBy?: readonly Identity[];
  /** Succeeding changes the household itself (a member leaves, an invitation is used): a fresh fixture for each 2xx. */
  fresh?: boolean;
}
type Entry = HouseholdEntry | { notHousehold: string };

const signedInOnly = (ok: number) =>
  ({ owner: ok, editor: ok, viewer: ok, former: ok, other: ok, anonymous: 401 }) as const;
const householdWrite = (ok: number) =>
  ({ owner: ok, editor: ok, viewer: 403, former: 404, other: 404, anonymous: 401 }) as const;
/** Writes into the caller's own household: members of others write their own. */
const ownHouseholdWrite = (ok: number) =>
  ({ owner: ok, editor: ok, viewer: 403, former: ok, other: ok, anonymous: 401 }) as const;
/** Only the creator of a kit or plan (the owner here): visibility and deletion. */
const creatorOnly = (ok: number) =>
  ({ owner: ok, editor: 403, viewer: 403, former: 404, other: 404, anonymous: 401 }) as const;
/** A kit or plan shared with the household: its members read it, no one else (signed out too). */
const householdRead = { owner: 200, editor: 200, viewer: 200, former: 404, other: 404, anonymous: 404 } as const;
/** Acquiring makes a private copy: the creator cannot, any member (a viewer too) can. */
const householdAcquire = { owner: 400, editor: 201, viewer: 201, former: 404, other: 404, anonymous: 401 } as const;
const json = (method: string, body: unknown) => ({ method, json: body });
/** The admin routes: 404 to everyone who is not an administrator, signed out too (decision 284). */
const adminOnly = { owner: 404, editor: 404, viewer: 404, former: 404, other: 404, anonymous: 404 } as const;
const adminPost = (path: string) => ({ path, init: json('POST', {}) });
async function newSharedKit(f: Fixture): Promise<string> {
  const { kit } = await okJson(
    await f.clients.owner.api.kits.$post({ json: { name: `Shared ${crypto.randomUUID().slice(0, 8)}` } }),
  );
  await f.clients.owner.api.kits[':id'].$patch({ param: { id: kit.id }, json: { visibility: 'household' } });
  return kit.id;
}
/** A barcode kept on the household's cans (no GTIN: never looked up). */
const MATRIX_CODE = 'MATRIX-CANS';
const PLACE_BODY = { name: 'School', country: 'DE', latitude: 48.137, longitude: 11.575, ars: '091620000000' };
const PLAN_BODY = {
  title: 'Our flood plan',
  eventType: 'flood',
  visibility: 'household',
  includeFamilyPlan: true,
} as const;
let tinyPng: Uint8Array;
/** A spreadsheet CSV of one supply, as the import dialog sends it. */
const csvUpload = (name: string) => {
  const form = new FormData();
  form.append('file', new Blob([`item,quantity\n${name},2\n`], { type: 'text/csv' }), 'supplies.csv');
  return { method: 'POST', body: form };
};

const MATRIX: Record<string, Entry> = {
  'GET /api/resources': {
    call: () => ({ path: '/api/resources' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.cansId,
  },
  'PUT /api/resources': {
    call: (f) => ({ path: '/api/resources', init: json('PUT', { changes: [{ id: f.cansId, currentQuantity: 9 }] }) }),
    expect: householdWrite(200),
  },
  'POST /api/resources': {
    call: () => ({
      path: '/api/resources',
      init: json('POST', {
        name: `Matrix ${crypto.randomUUID().slice(0, 8)}`,
        category: 'Food & Nutrition',
        unit: 'bags',
        targetQuantity: 1,
        litresPerUnit: null,
        kcalPerUnit: null,
      }),
    }),
    expect: ownHouseholdWrite(201),
  },
  'PUT /api/resources/targets': {
    call: (f) => ({
      path: '/api/resources/targets',
      init: json('PUT', { targets: [{ id: f.cansId, targetQuantity: 30 }] }),
    }),
    expect: householdWrite(200),
  },
  'PATCH /api/resources/{id}': {
    call: (f) => ({ path: `/api/resources/${f.cansId}`, init: json('PATCH', { targetQuantity: 31 }) }),
    expect: householdWrite(200),
  },
  'DELETE /api/resources/{id}': {
    call: async (f) => {
      const created = await f.clients.owner.request('/api/resources', {
        method: 'POST',
        json: {
          name: `Gone ${crypto.randomUUID().slice(0, 8)}`,
          category: 'Food & Nutrition',
          unit: 'bags',
          targetQuantity: 1,
          litresPerUnit: null,
          kcalPerUnit: null,
        },
      });
      const { resource } = (await created.json()) as { resource: { id: string } };
      return { path: `/api/resources/${resource.id}`, init: { method: 'DELETE' } };
    },
    expect: householdWrite(204),
  },
  'POST /api/resources/scan': {
    // A code on the household's cans: its members add one; others' households do not know it
    // (a new code, nothing written; no GTIN, so Open Food Facts is not asked).
    call: () => ({ path: '/api/resources/scan', init: json('POST', { code: MATRIX_CODE }) }),
    expect: ownHouseholdWrite(200),
    membersSee: (f) => f.cansId,
    seenBy: ['owner', 'editor'],
  },
  'POST /api/resources/{id}/barcodes': {
    call: (f) => ({
      path: `/api/resources/${f.cansId}/barcodes`,
      init: json('POST', { code: `M-${crypto.randomUUID().slice(0, 8)}` }),
    }),
    expect: householdWrite(200),
  },
  'DELETE /api/resources/{id}/barcodes/{code}': {
    call: async (f, app) => {
      const code = `GONE-${crypto.randomUUID().slice(0, 8)}`;
      await app.database.db.execute(
        sql`insert into resource_barcodes (household_id, code, resource_id) values (${f.householdId}::uuid, ${code}, ${f.cansId}::uuid)`,
      );
      return { path: `/api/resources/${f.cansId}/barcodes/${code}`, init: { method: 'DELETE' } };
    },
    expect: householdWrite(204),
  },
  'POST /api/resources/import/preview': {
    call: () => ({
      path: '/api/resources/import/preview',
      init: csvUpload(`Preview ${crypto.randomUUID().slice(0, 8)}`),
    }),
    // Into the caller's own household: members of others preview into theirs.
    expect: ownHouseholdWrite(200),
  },
  'POST /api/resources/import': {
    call: () => ({ path: '/api/resources/import', init: csvUpload(`Imported ${crypto.randomUUID().slice(0, 8)}`) }),
    expect: ownHouseholdWrite(200),
  },
  'GET /api/readiness': {
    call: () => ({ path: '/api/readiness' }),
    expect: signedInOnly(200),
    membersSee: () => '"adults":7',
  },
  'GET /api/kits/template-basis': {
    call: () => ({ path: '/api/kits/template-basis' }),
    // Each signed-in user is told about their own household only. Listed before PUT
    // /api/readiness/household, which gives the former member and the other user 7 adults too.
    expect: signedInOnly(200),
    membersSee: () => '"adults":7',
  },
  'PUT /api/readiness/household': {
    call: () => ({ path: '/api/readiness/household', init: json('PUT', { ...ONE_ADULT_HOUSEHOLD, adults: 7 }) }),
    expect: ownHouseholdWrite(200),
  },
  'PUT /api/readiness/units': { notHousehold: "the user's own profile setting (readiness.test.ts)" },
  'GET /api/family-plan': {
    call: () => ({ path: '/api/family-plan' }),
    expect: signedInOnly(200),
    membersSee: () => 'Aunt May',
  },
  'PUT /api/family-plan': {
    call: () => ({
      path: '/api/family-plan',
      init: json('PUT', { outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '555 0199' }] }),
    }),
    expect: ownHouseholdWrite(200),
  },
  'GET /api/emergency': {
    call: () => ({ path: '/api/emergency' }),
    expect: signedInOnly(200),
    // The plan the owner shares with the household (with its linked kit): never another's.
    membersSee: (f) => f.planId,
  },
  'GET /api/drills': {
    call: () => ({ path: '/api/drills' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.drillId,
  },
  'POST /api/drills': {
    call: () => ({ path: '/api/drills', init: json('POST', { eventType: 'blackout', practisedOn: '2026-01-05' }) }),
    expect: ownHouseholdWrite(201),
  },
  'DELETE /api/drills/{id}': {
    call: async (f) => {
      const res = await f.clients.owner.request(
        '/api/drills',
        json('POST', { eventType: 'flood', practisedOn: '2026-01-06' }),
      );
      return { path: `/api/drills/${((await res.json()) as { id: string }).id}`, init: { method: 'DELETE' } };
    },
    expect: householdWrite(204),
  },
  'GET /api/alerts': {
    call: () => ({ path: '/api/alerts' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.alertHeadline,
  },
  'GET /api/household/places': {
    call: () => ({ path: '/api/household/places' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.placeId,
  },
  'POST /api/household/places': {
    call: () => ({ path: '/api/household/places', init: json('POST', PLACE_BODY) }),
    expect: ownHouseholdWrite(201),
  },
  'PUT /api/household/places/{id}': {
    call: (f) => ({ path: `/api/household/places/${f.placeId}`, init: json('PUT', { ...PLACE_BODY, name: 'Work' }) }),
    expect: householdWrite(200),
  },
  'DELETE /api/household/places/{id}': {
    // A fresh place for each call, made in the database: the one a refused call left goes first,
    // so the household stays under its cap of 5 (which the POST entry's adds need).
    call: async (f, app) => {
      await app.database.db.execute(
        sql`delete from household_places where household_id = ${f.householdId}::uuid and name = 'To remove'`,
      );
      const [row] = rowsOf<{ id: string }>(
        await app.database.db
          .execute(sql`insert into household_places (household_id, name, country, latitude, longitude, position)
          values (${f.householdId}::uuid, 'To remove', 'US', 40, -75, 9) returning id`),
      );
      return { path: `/api/household/places/${row!.id}`, init: { method: 'DELETE' } };
    },
    expect: householdWrite(204),
  },
  'GET /api/incidents/current': {
    call: () => ({ path: '/api/incidents/current' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.incidentId,
  },
  'GET /api/incidents/{id}': {
    call: (f) => ({ path: `/api/incidents/${f.incidentId}` }),
    expect: { owner: 200, editor: 200, viewer: 200, former: 404, other: 404, anonymous: 401 },
    // Its check-ins and their locations.
    membersSee: (f) => f.checkinId,
  },
  'POST /api/incidents': {
    // For the household's official warning (issue 38): it has one open already (409); the others
    // may start one in their own household, but not for this household's warning (404, nothing written).
    call: (f) => ({ path: '/api/incidents', init: json('POST', { eventType: 'flood', alertId: f.alertId }) }),
    expect: { owner: 409, editor: 409, viewer: 403, former: 404, other: 404, anonymous: 401 },
  },
  'POST /api/incidents/{id}/end': {
    call: (f) => ({ path: `/api/incidents/${f.incidentId}/end`, init: { method: 'POST' } }),
    expect: householdWrite(200),
    fresh: true,
  },
  'POST /api/incidents/{id}/checkins': {
    call: (f) => ({
      path: `/api/incidents/${f.incidentId}/checkins`,
      init: json('POST', { id: crypto.randomUUID(), status: 'safe' }),
    }),
    // Any member checks in, a viewer too.
    expect: { owner: 201, editor: 201, viewer: 201, former: 404, other: 404, anonymous: 401 },
  },
  'DELETE /api/incidents/{id}/checkins/{checkinId}/location': {
    call: (f) => ({
      path: `/api/incidents/${f.incidentId}/checkins/${f.checkinId}/location`,
      init: { method: 'DELETE' },
    }),
    // Only its reporter (the owner) or its subject (the viewer).
    expect: { owner: 200, editor: 404, viewer: 200, former: 404, other: 404, anonymous: 401 },
  },
  'PUT /api/incidents/{id}/ticks': {
    call: (f) => ({
      path: `/api/incidents/${f.incidentId}/ticks`,
      init: json('PUT', { kind: 'step', itemKey: 'step-1', ticked: true }),
    }),
    expect: { owner: 200, editor: 200, viewer: 200, former: 404, other: 404, anonymous: 401 },
  },
  'GET /api/household': {
    call: () => ({ path: '/api/household' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.householdId,
  },
  'POST /api/household/invitations': {
    call: () => ({
      path: '/api/household/invitations',
      init: json('POST', { email: `m${crypto.randomUUID().slice(0, 8)}@example.com`, role: 'viewer' }),
    }),
    // Former members and other users own a household of their own: they invite to it.
    expect: { owner: 201, editor: 403, viewer: 403, former: 201, other: 201, anonymous: 401 },
  },
  'DELETE /api/household/invitations/{id}': {
    call: (f) => ({ path: `/api/household/invitations/${f.pendingInvitationId}`, init: { method: 'DELETE' } }),
    expect: { owner: 204, editor: 403, viewer: 403, former: 404, other: 404, anonymous: 401 },
    fresh: true,
  },
  'POST /api/household/invitations/preview': {
    call: (f) => ({ path: '/api/household/invitations/preview', init: json('POST', { token: f.tokenForOther }) }),
    expect: signedInOnly(200),
  },
  'POST /api/household/invitations/lookup': {
    call: (f) => ({ path: '/api/household/invitations/lookup', init: json('POST', { token: f.tokenForOther }) }),
    // The token is the key (signed out too): inviter, role and the invited address, nothing of the
    // household's rows (household-invitations.test.ts).
    expect: { owner: 200, editor: 200, viewer: 200, former: 200, other: 200, anonymous: 200 },
  },
  'POST /api/household/invitations/accept': {
    call: (f) => ({ path: '/api/household/invitations/accept', init: json('POST', { token: f.tokenForOther }) }),
    expect: { owner: 403, editor: 403, viewer: 403, former: 403, other: 200, anonymous: 401 },
    fresh: true,
  },
  'PATCH /api/household/members/{userId}': {
    call: (f) => ({ path: `/api/household/members/${f.ids.viewer}`, init: json('PATCH', { role: 'viewer' }) }),
    expect: { owner: 200, editor: 403, viewer: 403, former: 404, other: 404, anonymous: 401 },
  },
  'DELETE /api/household/members/{userId}': {
    call: (f) => ({ path: `/api/household/members/${f.ids.editor}`, init: { method: 'DELETE' } }),
    expect: { owner: 200, editor: 403, viewer: 403, former: 404, other: 404, anonymous: 401 },
    fresh: true,
  },
  'POST /api/household/leave': {
    call: () => ({ path: '/api/household/leave', init: { method: 'POST' } }),
    // The only owner may not leave; someone alone has nowhere to leave to.
    expect: { owner: 409, editor: 200, viewer: 200, former: 409, other: 409, anonymous: 401 },
    fresh: true,
  },
  'GET /api/me/export': {
    call: () => ({ path: '/api/me/export' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.cansId,
  },
  'GET /api/health': { notHousehold: 'public health check' },
  'GET /api/community/stats': { notHousehold: 'public counts' },
  'GET /api/community/plans': {
    notHousehold: 'public plans only; household rows never listed, even to members (community-lists.test.ts)',
  },
  'GET /api/community/kits': {
    notHousehold: 'public kits only; household rows never listed, even to members (community-lists.test.ts)',
  },
  'GET /api/community/overview': { notHousehold: 'public counts and public rows (community-lists.test.ts)' },
  'GET /api/me/stats': { notHousehold: "the user's own plans and kits (me tests)" },
  'GET /api/me/account-security': { notHousehold: "the user's own security events" },
  'GET /api/realtime': {
    notHousehold: 'an endless stream: its household events are tested in household.test.ts and realtime.test.ts',
  },
  'POST /api/newsletter': { notHousehold: 'public sign-up' },
  'GET /api/kits': {
    // The family's own, the household's with the member's (decision 0291): all three see it.
    call: () => ({ path: '/api/kits?tab=mine' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.kitId,
  },
  'POST /api/kits': {
    call: () => ({ path: '/api/kits', init: json('POST', { name: 'My own kit' }) }),
    // Anyone signed in makes kits of their own, a household's viewer too.
    expect: signedInOnly(201),
  },
  'GET /api/kits/{id}': {
    call: (f) => ({ path: `/api/kits/${f.kitId}` }),
    expect: householdRead,
    membersSee: (f) => f.kitId,
  },
  'PATCH /api/kits/{id}': {
    call: (f) => ({ path: `/api/kits/${f.kitId}`, init: json('PATCH', { name: 'Shared car kit' }) }),
    expect: householdWrite(200),
  },
  'DELETE /api/kits/{id}': {
    call: async (f) => ({ path: `/api/kits/${await newSharedKit(f)}`, init: { method: 'DELETE' } }),
    expect: creatorOnly(204),
  },
  'POST /api/kits/{id}/duplicate': {
    call: (f) => ({ path: `/api/kits/${f.kitId}/duplicate`, init: { method: 'POST' } }),
    expect: creatorOnly(201),
  },
  'POST /api/kits/{id}/acquire': {
    call: (f) => ({ path: `/api/kits/${f.kitId}/acquire`, init: { method: 'POST' } }),
    expect: householdAcquire,
  },
  'POST /api/kits/{id}/items': {
    call: (f) => ({
      path: `/api/kits/${f.kitId}/items`,
      init: json('POST', { category: 'Water & Hydration', itemName: 'Water bottle', quantity: 2 }),
    }),
    expect: householdWrite(201),
  },
  'PATCH /api/kits/{id}/items/{itemId}': {
    call: (f) => ({ path: `/api/kits/${f.kitId}/items/${f.itemId}`, init: json('PATCH', { quantity: 3 }) }),
    expect: householdWrite(200),
  },
  'DELETE /api/kits/{id}/items/{itemId}': {
    call: async (f) => {
      const res = await f.clients.owner.request(`/api/kits/${f.kitId}/items`, {
        method: 'POST',
        json: { category: 'Tools & Self-Defense', itemName: 'Spare whistle', quantity: 1 },
      });
      const { item } = (await res.json()) as { item: { id: string } };
      return { path: `/api/kits/${f.kitId}/items/${item.id}`, init: { method: 'DELETE' } };
    },
    expect: householdWrite(204),
  },
  'PUT /api/kits/{id}/items/{itemId}/image': {
    call: (f) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'photo.png');
      return { path: `/api/kits/${f.kitId}/items/${f.itemId}/image`, init: { method: 'PUT', body: form } };
    },
    expect: householdWrite(200),
  },
  'GET /api/plans': {
    // The family's own, the household's with the member's (decision 0291): all three see it.
    call: () => ({ path: '/api/plans?tab=mine' }),
    expect: signedInOnly(200),
    membersSee: (f) => f.planId,
  },
  'POST /api/plans': {
    call: () => ({ path: '/api/plans', init: json('POST', { title: 'My own plan', eventType: 'blackout' }) }),
    expect: signedInOnly(201),
  },
  'GET /api/plans/{id}': {
    call: (f) => ({ path: `/api/plans/${f.planId}` }),
    expect: householdRead,
    // The family plan it includes is the creator's household's: its members see it with the plan.
    membersSee: () => 'Aunt May',
  },
  'PUT /api/plans/{id}': {
    call: (f) => ({ path: `/api/plans/${f.planId}`, init: json('PUT', { ...PLAN_BODY, title: 'Our flood plan, v2' }) }),
    expect: householdWrite(200),
  },
  'DELETE /api/plans/{id}': {
    call: async (f) => {
      const res = await f.clients.owner.request('/api/plans', { method: 'POST', json: PLAN_BODY });
      const { plan } = (await res.json()) as { plan: { id: string } };
      return { path: `/api/plans/${plan.id}`, init: { method: 'DELETE' } };
    },
    expect: creatorOnly(204),
  },
  'POST /api/plans/{id}/acquire': {
    call: (f) => ({ path: `/api/plans/${f.planId}/acquire`, init: { method: 'POST' } }),
    expect: householdAcquire,
  },
  'GET /api/calendar': { notHousehold: "the user's own calendar link (calendar.test.ts)" },
  'POST /api/calendar/reset': { notHousehold: "the user's own calendar link (calendar.test.ts)" },
  'GET /api/calendar/{file}': {
    notHousehold: "a secret link: the household's batches of the link's user (calendar.test.ts)",
  },
  'GET /api/config': { notHousehold: 'public configuration' },
  // Administrators only (decision 284): none of the matrix's identities is one, so every route
  // answers the 404 of a route that does not exist (what an administrator gets: admin.test.ts).
  'GET /api/admin/instance': { call: () => ({ path: '/api/admin/instance' }), expect: adminOnly },
  'GET /api/admin/users': { call: () => ({ path: '/api/admin/users?q=a' }), expect: adminOnly },
  'POST /api/admin/users/{id}/verify': {
    call: (f) => adminPost(`/api/admin/users/${f.ids.other}/verify`),
    expect: adminOnly,
  },
  'POST /api/admin/users/{id}/disable': {
    call: (f) => adminPost(`/api/admin/users/${f.ids.other}/disable`),
    expect: adminOnly,
  },
  'POST /api/admin/users/{id}/enable': {
    call: (f) => adminPost(`/api/admin/users/${f.ids.other}/enable`),
    expect: adminOnly,
  },
  'POST /api/admin/users/{id}/password-reset': {
    call: (f) => adminPost(`/api/admin/users/${f.ids.other}/password-reset`),
    expect: adminOnly,
  },
  'DELETE /api/admin/users/{id}': {
    call: (f) => ({ path: `/api/admin/users/${f.ids.other}`, init: { method: 'DELETE' } }),
    expect: adminOnly,
  },
  'POST /api/admin/invitations': {
    call: () => ({ path: '/api/admin/invitations', init: json('POST', { email: 'someone@example.com' }) }),
    expect: adminOnly,
  },
  'PUT /api/admin/signup-policy': {
    call: () => ({ path: '/api/admin/signup-policy', init: json('PUT', { policy: 'closed' }) }),
    expect: adminOnly,
  },
  'PUT /api/admin/two-factor': {
    call: () => ({ path: '/api/admin/two-factor', init: json('PUT', { required: true }) }),
    expect: adminOnly,
  },
  'POST /api/admin/test-email': { call: () => adminPost('/api/admin/test-email'), expect: adminOnly },
  'GET /api/admin/audit': { call: () => ({ path: '/api/admin/audit' }), expect: adminOnly },
  'POST /api/account/sign-up': { notHousehold: 'accounts' },
  'POST /api/account/sign-in': { notHousehold: 'accounts' },
  'POST /api/account/sign-out': { notHousehold: 'accounts' },
  'GET /api/account/session': { notHousehold: 'accounts (names the household and role: household.test.ts)' },
  'POST /api/account/resend-verification': { notHousehold: 'accounts' },
  'POST /api/account/forgot-password': { notHousehold: 'accounts' },
  'POST /api/account/reset-password': { notHousehold: 'accounts' },
  'POST /api/account/google': { notHousehold: 'accounts' },
  'POST /api/account/oidc': {
    notHousehold: 'accounts: starts sign-in with the OpenID Connect provider (oidc.test.ts)',
  },
  'POST /api/account/password': { notHousehold: "accounts: the user's own password (account-security.test.ts)" },
  'PUT /api/account/locale': { notHousehold: "accounts: the user's own language (locale.test.ts)" },
  'POST /api/account/email': { notHousehold: "accounts: the user's own email (account-security.test.ts)" },
  'GET /api/account/sessions': { notHousehold: "the user's own sessions (account-security.test.ts)" },
  'DELETE /api/account/sessions': { notHousehold: "the user's own sessions (account-security.test.ts)" },
  'DELETE /api/account/sessions/{id}': {
    notHousehold: "the user's own sessions; another user's id answers 404 (account-security.test.ts)",
  },
  'GET /api/account/security-events': { notHousehold: "the user's own security events (account-security.test.ts)" },
  'GET /api/account/two-factor': { notHousehold: "the user's own two-factor sign-in (two-factor.test.ts)" },
  'POST /api/account/two-factor/enable': { notHousehold: "the user's own two-factor sign-in (two-factor.test.ts)" },
  'POST /api/account/two-factor/confirm': { notHousehold: "the user's own two-factor sign-in (two-factor.test.ts)" },
  'POST /api/account/two-factor/disable': { notHousehold: "the user's own two-factor sign-in (two-factor.test.ts)" },
  'POST /api/account/two-factor/recovery-codes': {
    notHousehold: "the user's own recovery codes (two-factor.test.ts)",
  },
  'POST /api/account/two-factor/verify': {
    notHousehold: "sign-in's second step, for the browser holding the two_factor cookie (two-factor.test.ts)",
  },
  'GET /api/account/passkeys': { notHousehold: "the user's own passkeys (passkeys.test.ts)" },
  'POST /api/account/passkeys': { notHousehold: "the user's own passkeys (passkeys.test.ts)" },
  'POST /api/account/passkeys/registration-options': { notHousehold: "the user's own passkeys (passkeys.test.ts)" },
  'PATCH /api/account/passkeys/{id}': {
    notHousehold: "the user's own passkeys; another user's id answers 404 (passkeys.test.ts)",
  },
  'DELETE /api/account/passkeys/{id}': {
    notHousehold: "the user's own passkeys; another user's id answers 404 (passkeys.test.ts)",
  },
  'POST /api/account/passkeys/sign-in-options': {
    notHousehold: 'signed out: starts a passkey sign-in (passkeys.test.ts)',
  },
  'POST /api/account/passkeys/sign-in': { notHousehold: 'signed out: a passkey sign-in (passkeys.test.ts)' },
  'DELETE /api/account': {
    notHousehold:
      'accounts: the household keeps an owner or goes and is told (schema.test.ts, my-data.test.ts, household.test.ts)',
  },
  'GET /api/profile': { notHousehold: "the user's own profile" },
  'POST /api/profile': { notHousehold: "the user's own profile" },
  'PATCH /api/profile': { notHousehold: "the user's own profile" },
  'PUT /api/profile/avatar': { notHousehold: "the user's own profile" },
  'DELETE /api/profile/avatar': { notHousehold: "the user's own profile" },
  'POST /api/profile/welcomed': { notHousehold: "the user's own profile (welcomed.test.ts)" },
  'POST /api/security-events': { notHousehold: "the user's own security events" },
  'GET /api/alerts/settings': { notHousehold: "the user's own warning preferences (alert-settings.test.ts)" },
  'PATCH /api/alerts/settings': { notHousehold: "the user's own warning preferences (alert-settings.test.ts)" },
  'GET /api/reminders/settings': { notHousehold: "the user's own reminder settings" },
  'PUT /api/reminders/settings': { notHousehold: "the user's own reminder settings" },
  'POST /api/reminders/unsubscribe/{token}': { notHousehold: "a signed link for one user's reminders" },
  'GET /api/push/key': { notHousehold: "the server's public VAPID key" },
  'GET /api/push/subscriptions': {
    notHousehold: "the user's own devices; another user's are never listed (push.test.ts)",
  },
  'POST /api/push/subscriptions': {
    notHousehold: "the user's own devices; a browser moves to whoever signs in on it (push.test.ts)",
  },
  'DELETE /api/push/subscriptions/current': {
    notHousehold:
      "sign-out: the user's own device by its endpoint; another user's answers 404 and stays (push.test.ts)",
  },
  'DELETE /api/push/subscriptions/{id}': {
    notHousehold: "the user's own devices; another user's answers 404 and stays (push.test.ts)",
  },
  'POST /api/push/test': { notHousehold: "the user's own devices (push.test.ts)" },
  'GET /api/files/{userId}/{file}': { notHousehold: 'pictures of kits and profiles (files.test.ts)' },
};

let t: TestApp;
const inviteToken = (owner: TestClient, email: string, role: 'editor' | 'viewer') =>
  inviteByEmail(t, owner, email, role);

async function join(owner: Member, member: Member, role: 'editor' | 'viewer') {
  const { token } = await inviteToken(owner.client, member.data.email, role);
  const res = await member.client.request('/api/household/invitations/accept', { method: 'POST', json: { token } });
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${await res.text()}`);
}

async function fixture(): Promise<Fixture> {
  const [owner, editor, viewer, former, other] = await Promise.all(
    Array.from({ length: 5 }, () => signedInWithProfile(t)),
  );
  await join(owner!, editor!, 'editor');
  await join(owner!, viewer!, 'viewer');
  await join(owner!, former!, 'editor');
  const h = await okJson(await owner!.client.api.household.$get());
  const idOf = (m: Member) => h.members.find((x) => x.email === m.data.email)!.userId;
  const ids = {
    owner: idOf(owner!),
    editor: idOf(editor!),
    viewer: idOf(viewer!),
    former: idOf(former!),
    other: '',
    anonymous: '',
  };
  expect((await owner!.client.api.household.members[':userId'].$delete({ param: { userId: ids.former } })).status).toBe(
    200,
  );
  const cans = (await okJson(await owner!.client.api.resources.$get())).resources.find(
    (r) => r.name === 'Canned Food',
  )!;
  await owner!.client.api.resources.$put({ json: { changes: [{ id: cans.id, currentQuantity: 10 }] } });
  await owner!.client.request(`/api/resources/${cans.id}/barcodes`, json('POST', { code: MATRIX_CODE }));
  await owner!.client.api.readiness.household.$put({ json: { ...ONE_ADULT_HOUSEHOLD, adults: 7 } });
  await owner!.client.api['family-plan'].$put({
    json: { outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '555 0199' }] },
  });
  const kitId = (await okJson(await owner!.client.api.kits.$post({ json: { name: 'Car kit', template: '72hour' } })))
    .kit.id;
  const kit = await okJson(
    await owner!.client.api.kits[':id'].$patch({ param: { id: kitId }, json: { visibility: 'household' } }),
  );
  expect(kit.kit.visibility).toBe('household');
  const itemId = (await okJson(await owner!.client.api.kits[':id'].$get({ param: { id: kitId } }))).kit.items[0]!.id;
  const planId = (await okJson(await owner!.client.api.plans.$post({ json: { ...PLAN_BODY, kitIds: [kitId] } }))).plan
    .id;
  const drill = await owner!.client.request(
    '/api/drills',
    json('POST', { eventType: 'tornado', practisedOn: '2026-01-04' }),
  );
  const drillId = ((await drill.json()) as { id: string }).id;
  const incident = await owner!.client.request('/api/incidents', json('POST', { eventType: 'hurricane' }));
  const incidentId = ((await incident.json()) as { id: string }).id;
  const checkin = await owner!.client.request(
    `/api/incidents/${incidentId}/checkins`,
    json('POST', {
      id: crypto.randomUUID(),
      status: 'safe',
      subjectUserId: ids.viewer,
      location: { latitude: 12.3456, longitude: 65.4321, accuracyM: null },
    }),
  );
  const checkinId = ((await checkin.json()) as { id: string }).id;
  const place = await owner!.client.request('/api/household/places', json('POST', { ...PLACE_BODY, name: 'Home' }));
  const placeId = ((await place.json()) as { place: { id: string } }).place.id;
  // An official warning the poller matched to the place (written here as the poller writes it).
  const alertHeadline = `Flood warning ${crypto.randomUUID().slice(0, 8)}`;
  const [alertRow] = rowsOf<{ id: string }>(
    await t.app.services.db.execute(sql`
    with a as (
      insert into alerts (source, sender, identifier, sent, status, msg_type, event_type, event, severity, urgency, certainty, headline, expires, infos)
      values ('cap', 'matrix@example.org', ${alertHeadline}, now(), 'Actual', 'Alert', 'flood', 'Flood Warning', 'Severe', 'Expected', 'Likely',
        ${alertHeadline}, now() + interval '1 day', '[]'::jsonb)
      returning id)
    insert into household_alerts (household_id, alert_id, place_id) select ${h.id}::uuid, a.id, ${placeId}::uuid from a
    returning alert_id as id`),
  );
  const pending = await inviteToken(owner!.client, `pending${crypto.randomUUID().slice(0, 8)}@example.com`, 'viewer');
  const forOther = await inviteToken(owner!.client, other!.data.email, 'editor');
  return {
    clients: {
      owner: owner!.client,
      editor: editor!.client,
      viewer: viewer!.client,
      former: former!.client,
      other: other!.client,
      anonymous: new TestClient(t),
    },
    ids,
    householdId: h.id,
    cansId: cans.id,
    kitId,
    itemId,
    planId,
    pendingInvitationId: pending.id,
    drillId,
    tokenForOther: forOther.token,
    incidentId,
    checkinId,
    placeId,
    alertHeadline,
    alertId: alertRow!.id,
  };
}

beforeAll(async () => {
  t = await createTestApp({ mail: true, env: { RATE_LIMIT_SCALE: '1000' } });
  tinyPng = new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the household permission matrix', () => {
  it('covers every operation of the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} /api${path.replace(/^\/api/, '')}`),
    );
    expect(operations.filter((op) => !(op in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((op) => !operations.includes(op))).toEqual([]);
  });

  it('every household operation, as owner, editor, viewer, former member, other user and anonymous', async () => {
    let shared = await fixture();
    const failures: string[] = [];
    for (const [op, entry] of Object.entries(MATRIX)) {
      if ('notHousehold' in entry) continue;
      for (const identity of IDENTITIES) {
        const expected = entry.expect[identity];
        const f = entry.fresh && expected < 300 ? await fixture() : shared;
        const { path, init } = await entry.call(f, t);
        const before = await tableDigest(t.database, DIGEST);
        const res = await f.clients[identity].request(path, init);
        const body = await res.text();
        const label = `${op} as ${identity}`;
        if (res.status !== expected)
          failures.push(`${label}: ${res.status}, expected ${expected}: ${body.slice(0, 160)}`);
        if (res.status >= 400) {
          const changed = changedTables(before, await tableDigest(t.database, DIGEST));
          if (changed.length) failures.push(`${label}: ${res.status} but wrote ${changed.join(', ')}`);
        } else if (entry.membersSee) {
          const member = (entry.seenBy ?? ['owner', 'editor', 'viewer']).includes(identity);
          if (body.includes(entry.membersSee(f)) !== member)
            failures.push(`${label}: ${member ? 'does not show' : 'shows'} the household's rows`);
        }
        if (entry.fresh && expected < 300 && res.status < 300) shared = f === shared ? await fixture() : shared;
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
