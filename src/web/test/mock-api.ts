/**
 * A stand-in for the API in jsdom component tests. There is no server in jsdom, so `fetch` is
 * replaced (the one place these tests mock); the browser tests in e2e/ run the real server.
 */
import { vi } from 'vitest';
import type { Profile, SessionInfo, SessionUser } from '@shared/auth/api-types';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import { ONE_PERSON_BASIS } from '@shared/kits/family-templates';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
export interface MockResponse {
  status?: number;
  body?: unknown;
}
/** A response, a function making one, or a promise (to hold a request "in flight"). */
export type MockHandler = MockResponse | ((call: ApiCall) => MockResponse | Promise<MockResponse>);

export function apiError(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return { status, body: { error: fields ? { code, message, fields } : { code, message } } };
}

/** A request that never answers until `release` is called: the UI's busy state stays on. */
export function deferred(response: MockResponse = { status: 200, body: { ok: true } }) {
  let release!: (r?: MockResponse) => void;
  const promise = new Promise<MockResponse>((resolve) => {
    release = (r) => resolve(r ?? response);
  });
  return { handler: () => promise, release };
}

/**
 * Calls pages make on their own in the background (live stats, the security log). They answer
 * like a quiet server unless a test routes them itself; every call is still recorded.
 */
export const ambientRoutes: Record<string, MockHandler> = {
  'GET /api/community/stats': {
    body: {
      activePreppersCount: 1,
      publicPlansCount: 0,
      publicKitsCount: 0,
      preparednessScore: 0,
      preparednessPercent: 0,
    },
  },
  'GET /api/me/stats': { body: { plansCount: 0, kitsCount: 0, personalScore: 0 } },
  // The dashboard's readiness card: no household yet, no supplies.
  'GET /api/readiness': {
    body: {
      household: null,
      units: 'us',
      expiryWindowDays: 30,
      memberCounts: null,
      resources: [],
      summary: { daysCovered: null, limitedBy: null, goalDays: null, goalMet: false },
    },
  },
  // The dashboard's family plan card: nothing saved yet.
  'GET /api/family-plan': { body: { plan: familyPlanSchema.parse({}), updatedAt: null } },
  // The emergency screen's answer, asked for on every signed-in load (offline/persist.ts): nothing saved.
  'GET /api/emergency': {
    body: {
      emergencyNumber: { region: 'us', number: '911' },
      people: [],
      outOfTownContacts: [],
      numbers: [],
      meetingPlaces: [],
      pets: [],
      plans: [],
      kits: [],
      holdOut: null,
      canEdit: true,
      warning: null,
    },
  },
  'POST /api/security-events': { status: 204 },
  // New Kit's family templates: no household yet, so one adult.
  'GET /api/kits/template-basis': { body: { basis: ONE_PERSON_BASIS } },
  // Emergency mode (the dashboard leads with an open incident): none open.
  'GET /api/incidents/current': { body: { incident: null, recent: [], canManage: true, lastEventType: null } },
  // The official warnings (the banner of every page of a household member): none.
  'GET /api/alerts': { body: { alerts: [] } },
  // The profile settings page's expiry reminders section.
  'GET /api/reminders/settings': { body: { windowDays: 30, reminders: true, emailVerified: true } },
  // …and its notifications card: no device yet.
  'GET /api/push/subscriptions': { body: { devices: [] } },
  // …and its official warnings section: the defaults.
  'GET /api/alerts/settings': {
    body: {
      severities: ['Extreme', 'Severe', 'Moderate'],
      quietFrom: null,
      quietTo: null,
      timeZone: null,
      emailVerified: true,
    },
  },
  // …and its sign-in and security section: a password, this one session, nothing logged.
  'GET /api/me/account-security': { body: { hasPassword: true, freshSignIn: false } },
  'GET /api/account/two-factor': { body: { enabled: false, recoveryCodesLeft: 0 } },
  'GET /api/account/sessions': {
    body: {
      sessions: [
        {
          id: 'session-this',
          device: 'Firefox on Linux',
          ip: '203.0.113.7',
          createdAt: '2026-11-21T12:00:00.000Z',
          lastSeenAt: '2026-11-22T08:00:00.000Z',
          current: true,
        },
      ],
    },
  },
  'GET /api/account/security-events': { body: { events: [], nextCursor: null } },
};

/**
 * Routes are "METHOD /path" (query string ignored), on top of `ambientRoutes`. An unrouted call
 * answers 404 in the API's error shape and is recorded, so a test can assert it never happened.
 */
export function mockApi(ownRoutes: Record<string, MockHandler>) {
  const routes = { ...ambientRoutes, ...ownRoutes };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path: url.pathname, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const res: MockResponse = !handler
      ? apiError(404, 'not_found', 'Not found')
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const status = res.status ?? 200;
    return new Response(status === 204 || res.body === undefined ? null : JSON.stringify(res.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Calls to one route, e.g. `callsTo('POST /api/account/sign-up')`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

// ---- Fixtures ---------------------------------------------------------------

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'ranger@example.com',
    emailVerified: true,
    name: 'Rex Ranger',
    image: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    metadata: {
      firstName: 'Rex',
      lastName: 'Ranger',
      fullName: null,
      username: 'rex_ranger',
      dateOfBirth: '1990-05-04',
    },
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'u1',
    firstName: 'Rex',
    lastName: 'Ranger',
    username: 'rex_ranger',
    dateOfBirth: '1990-05-04',
    avatarUrl: null,
    isProfilePublic: false,
    showPreparednessScore: true,
    welcomed: true,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

export const signedOut: SessionInfo = { user: null, profile: null };
export const signedIn = (user: Partial<SessionUser> = {}, profile: Partial<Profile> | null = {}): SessionInfo => ({
  user: makeUser(user),
  profile: profile === null ? null : makeProfile(profile),
});
