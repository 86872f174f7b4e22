import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OTHERS_UNSENT_TITLE } from '@web/components/unsent-changes-dialog';
import { sessionQueryKey } from '@web/lib/auth/session';
import { showPendingFlash } from '@web/lib/flash';
import { OFFLINE_USER_KEY } from '@web/lib/offline/marker';
import { write, type ResourceQueue } from '@web/lib/offline/store';
import { installIndexedDb } from '@web/test/indexed-db';
import { apiError, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { installPushSubscription, TEST_PUSH_ENDPOINT } from '@web/test/push';
import { renderApp, visibleToast } from '@web/test/render';
import { defaultResourceId, seededResources } from '@web/test/resource-fixtures';
import './offline-queues';

const slow = { timeout: 15_000 };
const FOOD = defaultResourceId('Canned Food');
const resources = seededResources({ 'Canned Food': 5 });

/** Ada took one can of food offline (5 -> 4), then her session expired before it was sent. */
const adasQueue: ResourceQueue = {
  userId: 'ada',
  changes: [{ id: FOOD, currentQuantity: 4, baseUpdatedAt: '2026-11-21T12:00:00.000Z', name: 'Canned Food' }],
  batches: [],
};
const ada = signedIn({ id: 'ada', name: 'Ada King' }, { userId: 'ada', firstName: 'Ada', lastName: 'King' });
const bo = signedIn({ id: 'bo', name: 'Bo Dale' }, { userId: 'bo', firstName: 'Bo', lastName: 'Dale' });

let device: ReturnType<typeof installIndexedDb>;
let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
beforeEach(async () => {
  hardNavigate = spyOnHardNavigate();
  device = installIndexedDb();
  await write('snapshot', { userId: 'ada', savedAt: 1, buster: '5', state: { mutations: [], queries: [] } });
  await write('queue', adasQueue);
});

function mockServer(session: typeof ada) {
  return mockApi({
    'GET /api/account/session': { body: session },
    'GET /api/resources': { body: { resources } },
    'PUT /api/resources': { body: { resources } },
    'POST /api/account/sign-out': { body: { ok: true } },
  });
}

describe('changes queued offline outlive an expired session (decision 237)', () => {
  it('the server says nobody is signed in: the copies go, the queue stays under its user', async () => {
    mockServer(signedOut);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    await waitFor(() => expect(device.owners()).toEqual({ queue: 'ada' }));
    expect(localStorage.getItem(OFFLINE_USER_KEY)).toBe('ada');
  });

  it('the sync is refused (401, the session ended while offline): the queue stays, and the user is told and sent to /', async () => {
    let session = ada;
    let expired = true;
    const { callsTo } = mockApi({
      'GET /api/account/session': () => ({ body: session }),
      'GET /api/resources': () => {
        if (!expired) return { body: { resources } };
        session = signedOut;
        return apiError(401, 'unauthorized', 'Authentication required');
      },
      'PUT /api/resources': { body: { resources } },
    });
    const { router, queryClient } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Session expired'));
    expect(visibleToast()).toHaveTextContent('your offline changes are kept on this device until you do.');
    expect(callsTo('PUT /api/resources')).toHaveLength(0);
    await waitFor(() => expect(device.owners()).toEqual({ queue: 'ada' }));

    // Ada signs in again on this page (the sign-in answer names her): the queue is sent.
    expired = false;
    session = ada;
    act(() => queryClient.setQueryData(sessionQueryKey, ada));
    await waitFor(() => expect(callsTo('PUT /api/resources')).toHaveLength(1), slow);
    expect(callsTo('PUT /api/resources')[0]!.body).toMatchObject({ changes: [{ id: FOOD, currentQuantity: 4 }] });
    await waitFor(() => expect(device.owners().queue).toBeUndefined());
  });

  it('the same user signs in again: nobody is asked, and the queue is sent and emptied', async () => {
    const { callsTo } = mockServer(ada);
    renderApp('/dashboard');
    await waitFor(() => expect(callsTo('PUT /api/resources')).toHaveLength(1), slow);
    expect(callsTo('PUT /api/resources')[0]!.body).toEqual({
      changes: [{ id: FOOD, currentQuantity: 4 }],
      batches: [],
      removedBatches: [],
      // Made once for this save (decision 0276).
      saveKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Offline changes synced'));
    await waitFor(() => expect(device.owners().queue).toBeUndefined());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('another user signing in is asked before the queue is discarded (decision 238)', () => {
  it('asks, naming how many; Cancel keeps them and signs the new user out again', async () => {
    const { callsTo, user } = { ...mockServer(bo), ...renderApp('/dashboard') };
    const dialog = await screen.findByRole('alertdialog', { name: OTHERS_UNSENT_TITLE }, slow);
    expect(dialog).toHaveTextContent('This device holds 1 supply change that another account made offline');
    // The safe choice has the focus; Escape does not choose.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: OTHERS_UNSENT_TITLE })).toBe(dialog);

    await user.click(cancel);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(1);
    expect(callsTo('PUT /api/resources')).toHaveLength(0);
    // Ada's copies went when Bo's session was seen; her queue did not.
    expect(device.owners()).toEqual({ queue: 'ada' });
    expect(localStorage.getItem(OFFLINE_USER_KEY)).toBe('ada');

    // The next page load says what happened.
    showPendingFlash();
    await waitFor(() =>
      expect(visibleToast()).toHaveTextContent(
        '1 supply change of the other account stays on this device until it signs in here again.',
      ),
    );
  });

  it("Cancel's sign-out ends this browser's notifications too, the device leaving the account first", async () => {
    const push = installPushSubscription();
    try {
      const { calls, callsTo, user } = {
        ...mockApi({
          'GET /api/account/session': { body: bo },
          'GET /api/resources': { body: { resources } },
          'DELETE /api/push/subscriptions/current': { status: 204 },
          'POST /api/account/sign-out': { body: { ok: true } },
        }),
        ...renderApp('/dashboard'),
      };
      const dialog = await screen.findByRole('alertdialog', { name: OTHERS_UNSENT_TITLE }, slow);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
      expect(callsTo('DELETE /api/push/subscriptions/current')).toEqual([
        expect.objectContaining({ body: { endpoint: TEST_PUSH_ENDPOINT } }),
      ]);
      const order = calls.map((c) => `${c.method} ${c.path}`);
      expect(order.indexOf('DELETE /api/push/subscriptions/current')).toBeLessThan(
        order.indexOf('POST /api/account/sign-out'),
      );
      expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    } finally {
      push.remove();
    }
  });

  it("Continue discards them, and the new user's offline copies start", async () => {
    const { callsTo, user } = { ...mockServer(bo), ...renderApp('/dashboard') };
    const dialog = await screen.findByRole('alertdialog', { name: OTHERS_UNSENT_TITLE }, slow);
    // Nothing of Bo is kept while the question is open.
    expect(device.owners()).toEqual({ queue: 'ada' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Unsent changes discarded'));
    expect(visibleToast()).toHaveTextContent('1 supply change of the other account was deleted from this device.');
    expect(device.owners().queue).toBeUndefined();
    await waitFor(() => expect(device.owners()).toEqual({ snapshot: 'bo' }), slow);
    expect(localStorage.getItem(OFFLINE_USER_KEY)).toBe('bo');
    expect(callsTo('PUT /api/resources')).toHaveLength(0);
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(0);
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
