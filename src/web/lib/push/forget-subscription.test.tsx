/**
 * Signing out ends this browser's notifications (decision 273): its device leaves the account
 * before the session ends, then the browser's push subscription ends; offline only the latter,
 * and the sign-out goes on either way. A session that ended elsewhere ends the subscription too.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@web/lib/auth/session';
import { mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { installPushSubscription, TEST_PUSH_ENDPOINT } from '@web/test/push';
import { renderApp } from '@web/test/render';

let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
let push: ReturnType<typeof installPushSubscription>;
beforeEach(() => {
  hardNavigate = spyOnHardNavigate();
  push = installPushSubscription();
});
afterEach(() => push.remove());

const slow = { timeout: 15_000 };

async function signOutFromDashboard(routes: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, ...routes });
  const utils = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Operative Profile' }, slow);
  await utils.user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
  await utils.user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
  await utils.user.click(within(dialog).getByRole('button', { name: 'Yes, Sign Out' }));
  await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
  return { ...api, ...utils };
}

const route = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('signing out on a browser with notifications on', () => {
  it("removes this browser's device from the account while the session is valid, then ends its subscription", async () => {
    let unsubscribedBeforeSignOut: boolean | undefined;
    const { calls, callsTo } = await signOutFromDashboard({
      'DELETE /api/push/subscriptions/current': { status: 204 },
      'POST /api/account/sign-out': () => {
        unsubscribedBeforeSignOut = push.subscription.unsubscribe.mock.calls.length > 0;
        return { body: { ok: true } };
      },
    });
    expect(callsTo('DELETE /api/push/subscriptions/current')).toEqual([
      expect.objectContaining({ body: { endpoint: TEST_PUSH_ENDPOINT } }),
    ]);
    const order = calls.map(route);
    expect(order.indexOf('DELETE /api/push/subscriptions/current')).toBeLessThan(
      order.indexOf('POST /api/account/sign-out'),
    );
    expect(unsubscribedBeforeSignOut).toBe(true);
    expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('offline: the subscription still ends on the browser, and the sign-out goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { callsTo } = await signOutFromDashboard({
      'DELETE /api/push/subscriptions/current': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/account/sign-out': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(callsTo('DELETE /api/push/subscriptions/current')).toHaveLength(1);
    expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Sign-out failed', expect.anything());
  });

  it('without notifications on, signs out as before and asks the server nothing about devices', async () => {
    push.remove();
    const { callsTo } = await signOutFromDashboard({ 'POST /api/account/sign-out': { body: { ok: true } } });
    expect(callsTo('DELETE /api/push/subscriptions/current')).toHaveLength(0);
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(1);
  });
});

describe('a session that ended elsewhere', () => {
  it("ends this browser's subscription when the app learns it (the server cannot be asked any more)", async () => {
    let session = signedIn();
    const { callsTo } = mockApi({ 'GET /api/account/session': () => ({ body: session }) });
    const { queryClient } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Operative Profile' }, slow);
    expect(push.subscription.unsubscribe).not.toHaveBeenCalled();

    // Expired, or signed out in another browser: the next session check names nobody.
    session = signedOut;
    await act(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
    await waitFor(() => expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1));
    expect(callsTo('DELETE /api/push/subscriptions/current')).toHaveLength(0);
  });
});
