import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { testQueryClient } from '@web/test/render';
import { api } from './api';
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
    await queryClient.prefetchQuery({ queryKey: ['profile'], queryFn: () => api.get('/api/profile') });
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
      .build(queryClient, { mutationFn: () => api.post('/api/account/sign-in', {}) })
      .execute(undefined)
      .catch(() => undefined);
    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(false);
  });
});
