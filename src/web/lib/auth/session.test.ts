import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@shared/auth/api-types';
import { mockApi, signedIn } from '@web/test/mock-api';
import { sessionQueryKey, sessionQueryOptions } from './session';

const inHousehold = (id: string): SessionInfo => ({ ...signedIn(), household: { id, role: 'editor' } });

describe('the session check and the household', () => {
  it("drops what this page kept of the former household when the user's household changed", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionQueryKey, inHousehold('h-old'));
    queryClient.setQueryData(['resources'], { resources: [{ id: 'old-cans' }] });
    queryClient.setQueryData(['family-plan'], { plan: {} });
    queryClient.setQueryData(['kits', 'list'], { kits: [] });
    mockApi({ 'GET /api/account/session': { body: inHousehold('h-new') } });
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    expect(queryClient.getQueryData(['resources'])).toBeUndefined();
    expect(queryClient.getQueryData(['family-plan'])).toBeUndefined();
    // Not the household's: kept.
    expect(queryClient.getQueryData(['kits', 'list'])).toEqual({ kits: [] });
  });

  it('keeps them when the household is the same', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionQueryKey, inHousehold('h1'));
    queryClient.setQueryData(['resources'], { resources: [{ id: 'cans' }] });
    mockApi({ 'GET /api/account/session': { body: inHousehold('h1') } });
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    expect(queryClient.getQueryData(['resources'])).toEqual({ resources: [{ id: 'cans' }] });
  });
});
