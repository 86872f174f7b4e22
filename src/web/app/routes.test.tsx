import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@web/lib/auth/session';
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

const DASHBOARD_DATA = ['GET /api/readiness', 'GET /api/me/stats', 'GET /api/family-plan', 'GET /api/community/stats'];

/** Loads /dashboard's code as the router does on the way there, rendering nothing. */
async function loadDashboardCode(session: typeof signedOut) {
  const api = mockApi({});
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  const lazy = routeAt(buildRoutes(false, queryClient), '/dashboard')!.lazy as () => Promise<RouteObject>;
  const route = await lazy();
  return { api, route };
}

describe('page data asked for as soon as the page code has loaded', () => {
  it("the dashboard's four requests start before it renders, for a signed-in user", async () => {
    const { api, route } = await loadDashboardCode(signedIn());
    expect(route.Component).toBeTypeOf('function');
    // The route object keeps only what the router knows.
    expect(route).not.toHaveProperty('prefetch');
    await expect.poll(() => DASHBOARD_DATA.map((r) => api.callsTo(r).length)).toEqual([1, 1, 1, 1]);
  });

  it('a visitor (no session) asks for nothing the guard would refuse', async () => {
    const { api } = await loadDashboardCode(signedOut);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });
});
