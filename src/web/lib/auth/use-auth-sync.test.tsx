import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { renderApp } from '@web/test/render';
import { AUTH_CHANNEL_NAME, type AuthEvent } from './auth-events';

// jsdom cannot leave the page; record where the app sends the browser instead.
let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
beforeEach(() => {
  hardNavigate = spyOnHardNavigate();
});

const slow = { timeout: 15_000 };

function fromOtherTab(type: AuthEvent['type']) {
  const other = new BroadcastChannel(AUTH_CHANNEL_NAME);
  other.postMessage({ type, at: Date.now() } satisfies AuthEvent);
  other.close();
}

describe('following the other tabs', () => {
  it('a sign-out in another tab sends this one to / with a full load', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Operative Profile' }, slow);
    fromOtherTab('SIGNED_OUT');
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
  });

  it('a sign-in in another tab takes this one from / to /dashboard', async () => {
    let session = signedOut;
    mockApi({ 'GET /api/account/session': () => ({ body: session }) });
    const { router } = renderApp('/');
    await screen.findByText('OPERATIONAL STATUS: ACTIVE', {}, slow);
    session = signedIn();
    fromOtherTab('SIGNED_IN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
  });
});
