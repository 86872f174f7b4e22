import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showPendingFlash } from '@web/lib/flash';
import { hardNavigate } from '@web/lib/hard-navigate';
import { apiError, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderApp, visibleToast } from '@web/test/render';
import { NAVIGATION } from './components/dashboard-header';
import { formatDeploymentDate } from './components/mission-status-card';

// jsdom cannot leave the page; record where the app sends the browser instead.
vi.mock('@web/lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

const slow = { timeout: 5000 };

async function renderDashboard(session = signedIn(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: session }, ...routes });
  const utils = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Operative Profile' }, slow);
  return { ...utils, ...api };
}

describe('formatDeploymentDate', () => {
  it('uses the long US format', () => {
    expect(formatDeploymentDate(new Date(2026, 10, 21, 12).toISOString())).toBe('November 21, 2026');
  });
});

describe('/dashboard', () => {
  it('shows the Operative Profile card', async () => {
    await renderDashboard();
    const card = screen.getByRole('region', { name: 'Operative Profile' });
    expect(card).toHaveTextContent('Rex Ranger');
    expect(card).toHaveTextContent('@rex_ranger');
    expect(card).toHaveTextContent('ranger@example.com');
  });

  it('shows the Mission Status card with email CONFIRMED for a verified user', async () => {
    await renderDashboard();
    const card = screen.getByRole('region', { name: 'Mission Status' });
    expect(within(card).getByText('Deployment Date').nextElementSibling).toHaveTextContent(
      formatDeploymentDate('2026-11-21T12:00:00.000Z'),
    );
    expect(within(card).getByText('CONFIRMED')).toBeVisible();
    expect(within(card).queryByText('PENDING')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Resend verification' })).not.toBeInTheDocument();
    expect(within(card).getByText('Security Clearance').nextElementSibling).toHaveTextContent('LEVEL 1');
  });

  it('shows PENDING and resends the verification link for an unverified user', async () => {
    const { user, callsTo } = await renderDashboard(signedIn({ emailVerified: false }), {
      'POST /api/account/resend-verification': { status: 202, body: { ok: true } },
    });
    const card = screen.getByRole('region', { name: 'Mission Status' });
    expect(within(card).getByText('PENDING')).toBeVisible();
    expect(within(card).queryByText('CONFIRMED')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Resend verification' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Verification email sent'));
    expect(visibleToast()).toHaveTextContent('Check your inbox for a new verification link.');
    expect(callsTo('POST /api/account/resend-verification')).toHaveLength(1);
  });

  it('toasts the server message when resending is rate limited', async () => {
    const { user } = await renderDashboard(signedIn({ emailVerified: false }), {
      'POST /api/account/resend-verification': apiError(429, 'rate_limited', 'Try again in 10 minutes.'),
    });
    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Try again in 10 minutes.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });

  it('a 401 (session ended elsewhere) is handled in one place: "Session expired", then /', async () => {
    let session = signedIn({ emailVerified: false });
    const { user, router } = await renderDashboard(undefined, {
      'GET /api/account/session': () => ({ body: session }),
      'POST /api/account/resend-verification': () => {
        session = signedOut;
        return apiError(401, 'unauthorized', 'Authentication required');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(visibleToast()).toHaveTextContent('Session expired');
    expect(visibleToast()).toHaveTextContent('Please sign in again.');
  });

  it('lists the eight Navigation entries in order', async () => {
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Navigation' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Knowledge Hub',
      'Resource Tracker',
      'Gear Vault',
      'Training Protocols',
      'Community Overview',
      'Public Survival Plans',
      'Shared Emergency Kits',
      'Home Base',
    ]);
    expect(items.map((i) => i.getAttribute('href'))).toEqual(NAVIGATION.map((n) => n.to));
  });

  it('names the avatar menu by the display name and shows @username and email in it', async () => {
    const { user } = await renderDashboard(signedIn({}, { lastName: null }));
    await user.click(screen.getByRole('button', { name: 'Rex' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Rex');
    expect(menu).toHaveTextContent('@rex_ranger');
    expect(menu).toHaveTextContent('ranger@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  });

  it('asks before signing out, and "No, Stay Logged In" keeps the session', async () => {
    const { user, callsTo } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
    expect(within(dialog).getByRole('button', { name: 'Yes, Sign Out' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No, Stay Logged In' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(0);
  });

  it('"Yes, Sign Out" signs out, loads / in full and says "Signed out" there', async () => {
    const { user, callsTo } = await renderDashboard(undefined, {
      'POST /api/account/sign-out': { body: { ok: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(1);

    // What the next page load does:
    showPendingFlash();
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Signed out'));
    expect(visibleToast()).toHaveTextContent('You have been successfully signed out.');
  });

  it('only logs a failed sign-out, and still leaves for /', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(hardNavigate).mockClear();
    const { user } = await renderDashboard(undefined, {
      'POST /api/account/sign-out': apiError(500, 'internal_error', 'boom'),
    });
    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(logged).toHaveBeenCalledWith('Sign-out failed', expect.anything());
    expect(sessionStorage.length).toBe(0);
  });
});
