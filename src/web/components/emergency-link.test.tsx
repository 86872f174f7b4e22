import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { BackHeader } from './back-header';

const slow = { timeout: 15_000 };

describe('the Emergency control in the header', () => {
  it('a signed-in user gets it on every page with the back header', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    renderAt(<BackHeader to="/dashboard" label="Back to Dashboard" />, { path: '/readiness' });
    expect(await screen.findByRole('link', { name: 'Emergency' }, slow)).toHaveAttribute('href', '/emergency');
  });

  it('a visitor on a public page does not; nor does /emergency itself', async () => {
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { unmount } = renderAt(<BackHeader to="/plans" label="Back to Plans" />, { path: '/plans/p1' });
    await screen.findByRole('link', { name: 'Back to Plans' });
    // The session has answered (signed out) and the header has rendered with it.
    await waitFor(() => expect(callsTo('GET /api/account/session')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Emergency' })).toBeNull();
    unmount();
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    renderAt(<BackHeader to="/dashboard" label="Back to Dashboard" />, { path: '/emergency' });
    await screen.findByRole('link', { name: 'Back to Dashboard' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Emergency' })).toBeNull();
  });
});
