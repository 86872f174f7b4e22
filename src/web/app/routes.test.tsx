import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@web/lib/auth/session';
import type { RouteObject } from '@web/lib/router';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { testQueryClient } from '@web/test/render';
import { buildRoutes } from './routes';

/** The route object of `path` in the tree buildRoutes makes. */
function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

/** What each page asks for as soon as its code has loaded (the same requests its components make). */
const PAGE_DATA: Record<string, string[]> = {
  '/dashboard': [
    'GET /api/readiness',
    'GET /api/me/stats',
    'GET /api/family-plan',
    'GET /api/community/stats',
    // Emergency mode: an open incident leads the page (issue 37).
    'GET /api/incidents/current',
  ],
  '/resource-tracker': ['GET /api/resources'],
  '/readiness': ['GET /api/readiness'],
  '/family-plan': ['GET /api/family-plan'],
  '/emergency': ['GET /api/emergency', 'GET /api/incidents/current'],
};

/** Loads a page's code as the router does on the way there, rendering nothing. */
async function loadPageCode(path: string, session: typeof signedOut) {
  const api = mockApi({ 'GET /api/resources': { body: { resources: [] } } });
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  const lazy = routeAt(buildRoutes(false, queryClient), path)!.lazy as () => Promise<RouteObject>;
  const route = await lazy();
  return { api, route };
}

describe('page data asked for as soon as the page code has loaded', () => {
  it.each(Object.entries(PAGE_DATA))(
    '%s: its requests start before it renders, for a signed-in user',
    async (path, requests) => {
      const { api, route } = await loadPageCode(path, signedIn());
      expect(route.Component).toBeTypeOf('function');
      // The route object keeps only what the router knows.
      expect(route).not.toHaveProperty('prefetch');
      await expect.poll(() => requests.map((r) => api.callsTo(r).length)).toEqual(requests.map(() => 1));
      expect(api.calls).toHaveLength(requests.length);
    },
  );

  it('a visitor (no session) asks for nothing the guard would refuse', async () => {
    const { api } = await loadPageCode('/dashboard', signedOut);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });

  it('a user without a profile yet (sent to /complete-profile) asks for nothing either', async () => {
    const { api } = await loadPageCode('/dashboard', signedIn({}, null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });
});
