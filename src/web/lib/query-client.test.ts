import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { testQueryClient } from '@web/test/render';
import { apiFetch, readJson } from './api';
import { sessionQueryKey, sessionQueryOptions } from './auth/session';

describe('the one 401 handler', () => {
  it('refetches the session when a protected query answers 401, so the guards send the user to /', async () => {
    let session = signedIn();
    const { callsTo } = mockApi({
      'GET /api/profile': apiError(401, 'unauthorized', 'Authentication required'),
      'GET /api/account/session': () => ({ body: session }),
    });
    const queryClient = testQueryClient();
    // The route guard observes the session in the app.
    const unobserve = new QueryObserver(queryClient, sessionQueryOptions).subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual(signedIn()));

    session = signedOut; // expired on the server
    await queryClient.prefetchQuery({ queryKey: ['profile'], queryFn: () => apiFetch('/api/profile').then(readJson) });
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual(signedOut));
    expect(callsTo('GET /api/account/session')).toHaveLength(2);
    unobserve();
  });

  it('leaves other errors (a wrong password is a 401 too) alone', async () => {
    mockApi({ 'POST /api/account/sign-in': apiError(401, 'invalid_credentials', 'Invalid login credentials') });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQueryKey, signedOut);
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () => apiFetch('/api/account/sign-in', { method: 'POST', body: '{}' }).then(readJson),
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(false);
  });
});

describe('quiet failures (meta.logErrorAs)', () => {
  it('logs a failed query once, under its label, and nothing else', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/community/stats': apiError(500, 'internal_error', 'boom') });
    const queryClient = testQueryClient();
    await queryClient.prefetchQuery({
      queryKey: ['community', 'stats'],
      queryFn: () => apiFetch('/api/community/stats').then(readJson),
      meta: { logErrorAs: 'Community stats failed to load' },
    });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Community stats failed to load', expect.objectContaining({ status: 500 }));
  });

  it('leaves unlabelled failures and 401s to their usual handling', async () => {
    mockApi({
      'GET /api/a': apiError(500, 'internal_error', 'boom'),
      'GET /api/b': apiError(401, 'unauthorized', 'Authentication required'),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQueryKey, signedOut);
    await queryClient.prefetchQuery({ queryKey: ['a'], queryFn: () => apiFetch('/api/a').then(readJson) });
    await queryClient.prefetchQuery({
      queryKey: ['b'],
      queryFn: () => apiFetch('/api/b').then(readJson),
      meta: { logErrorAs: 'B failed' },
    });
    // console.error would have failed this test (src/web/test/setup.ts).
    expect(queryClient.getQueryState(['b'])?.status).toBe('error');
  });
});
