/**
 * Signing out asks nothing more of the server in the user's name: the offline sync's follow-up
 * requests (the emergency answer, a second after a change) stop before the session ends, so none
 * meets it ended with a 401.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@web/lib/auth/session';
import { startOfflineSync } from '@web/lib/offline/persist';
import { installIndexedDb } from '@web/test/indexed-db';
import { mockApi, signedIn } from '@web/test/mock-api';
import { testQueryClient } from '@web/test/render';
import { useSignOut } from './use-sign-out';

describe('signing out', () => {
  it('stops the offline sync first: a change just before it sends no request after the session ended', async () => {
    installIndexedDb();
    const { calls, callsTo } = mockApi({ 'POST /api/account/sign-out': { status: 200, body: { ok: true } } });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQueryKey, signedIn());
    startOfflineSync(queryClient, 'u1');
    await expect.poll(() => callsTo('GET /api/emergency').length).toBe(1);
    // Settled: whatever the first load asked for has been answered.
    await new Promise((resolve) => setTimeout(resolve, 1300));

    const { result } = renderHook(() => useSignOut(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    // The dashboard's readiness arrives (the emergency answer is made of it), then the user signs out.
    queryClient.setQueryData(['readiness'], { score: 40 });
    await act(() => result.current.mutateAsync());
    const signedOutAt = calls.findIndex((c) => c.method === 'POST' && c.path === '/api/account/sign-out');
    expect(signedOutAt).toBeGreaterThan(-1);

    // Past the follow-up's second: nothing was asked after the sign-out.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.slice(signedOutAt + 1)).toEqual([]);
  });
});
