import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser, Instance } from '@shared/admin/schemas';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as AdminPage } from './admin-page';
import { Component as InvitedPage } from './invited-page';

const slow = { timeout: 15_000 };

const instance: Instance = {
  version: '0.1.0',
  database: { kind: 'embedded', bytes: 12 * 1024 * 1024 },
  uploads: { storage: 'local', bytes: 2048 },
  jobs: { pending: 2, failed: 1, lastFailures: [{ kind: 'email', error: 'SMTP refused', at: '2026-11-26T10:00:00Z' }] },
  lastReminderSent: null,
  mailEnabled: true,
  signups: { policy: 'open', fromEnv: true, envDefault: 'open' },
  requireAdminTwoFactor: false,
};

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u2',
  email: 'sam@example.com',
  name: 'Sam Scout',
  emailVerified: false,
  admin: false,
  disabled: false,
  createdAt: '2026-11-20T12:00:00Z',
  lastSignInAt: null,
  household: { owner: 'Rex Ranger', role: 'editor' },
  twoFactor: false,
  ...overrides,
});

async function renderAdmin(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn({ email: 'chief@example.com' }) },
    'GET /api/admin/instance': { body: instance },
    'GET /api/admin/users': {
      body: {
        users: [user(), user({ id: 'u1', email: 'chief@example.com', admin: true, emailVerified: true })],
        next: null,
      },
    },
    'GET /api/admin/audit': {
      body: {
        entries: [
          {
            id: 'a1',
            actor: 'command line',
            action: 'grant',
            targetEmail: 'chief@example.com',
            details: {},
            createdAt: '2026-11-26T09:00:00Z',
          },
        ],
        next: null,
      },
    },
    ...routes,
  });
  const utils = renderAt(<AdminPage />, { path: '/admin' });
  return { ...utils, ...api };
}

const accountOf = async (email: string) => {
  const list = await screen.findByRole('list', { name: 'Accounts' }, slow);
  return within(list).getByText(email).closest('li')!;
};

describe('/admin', () => {
  it('offers no "Send password reset" with OIDC_ONLY (no passwords on the server, decision 0287)', async () => {
    await renderAdmin({
      'GET /api/config': { body: { googleEnabled: false, oidcName: 'Authentik', passwordSignIn: false } },
    });
    const sam = await accountOf('sam@example.com');
    expect(within(sam).getByRole('button', { name: 'Confirm email' })).toBeVisible();
    // Shown until the server's configuration is known, then gone.
    await waitFor(() => expect(within(sam).queryByRole('button', { name: 'Send password reset' })).toBeNull());
  });

  it('is the not-found page for anyone the API answers 404', async () => {
    await renderAdmin({ 'GET /api/admin/instance': apiError(404, 'not_found', 'No API route') });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' }, slow)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Accounts' })).toBeNull();
  });

  it('sends an administrator without two-factor sign-in to set it up when it is required', async () => {
    const { router } = await renderAdmin({
      'GET /api/admin/instance': apiError(403, 'two_factor_required', 'Turn it on first.'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-settings'), slow);
    expect(router.state.location.hash).toBe('#sign-in-security');
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Turn on two-factor sign-in first'));
  });

  it('"Require two-factor sign-in for administrators" saves the setting', async () => {
    const { user: u, callsTo } = await renderAdmin({ 'PUT /api/admin/two-factor': { body: { ok: true } } });
    const box = await screen.findByRole('checkbox', { name: /Require two-factor sign-in for administrators/ }, slow);
    expect(box).not.toBeChecked();
    await u.click(box);
    await waitFor(() => expect(callsTo('PUT /api/admin/two-factor')[0]?.body).toEqual({ required: true }));
  });

  it('shows the server, the accounts with their details, and the audit log', async () => {
    await renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    const server = await screen.findByRole('region', { name: 'This server' }, slow);
    expect(server).toHaveTextContent('Embedded PostgreSQL, 12.0 MB');
    expect(server).toHaveTextContent('2.0 KB on this server');
    expect(server).toHaveTextContent('2 waiting, 1 failed');
    expect(server).toHaveTextContent('SMTP refused');
    expect(within(server).getByRole('button', { name: 'Send a test email' })).toBeVisible();

    const sam = await accountOf('sam@example.com');
    expect(sam).toHaveTextContent('Not confirmed');
    expect(sam).toHaveTextContent("Rex Ranger's household (editor)");
    expect(sam).toHaveTextContent('Two-factor sign-in: Off');
    expect(sam).toHaveTextContent('Last sign-in: Never');
    // One's own account: no disable or delete here.
    const chief = await accountOf('chief@example.com');
    expect(within(chief).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(chief).queryByRole('button', { name: 'Delete' })).toBeNull();

    const audit = screen.getByRole('list', { name: 'Audit log' });
    expect(audit).toHaveTextContent('command line made an administrator chief@example.com');
  });

  it('asks before disabling, then disables', async () => {
    const { user: u, callsTo } = await renderAdmin({ 'POST /api/admin/users/u2/disable': { body: { ok: true } } });
    const sam = await accountOf('sam@example.com');
    await u.click(within(sam).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable sam@example.com?' });
    expect(callsTo('POST /api/admin/users/u2/disable')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(callsTo('POST /api/admin/users/u2/disable')).toHaveLength(1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Account disabled'));
  });

  it('cancelling the delete dialog deletes nothing', async () => {
    const { user: u, callsTo } = await renderAdmin();
    const sam = await accountOf('sam@example.com');
    await u.click(within(sam).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete sam@example.com?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/admin/users/u2')).toHaveLength(0);
  });

  it('searches the accounts by what is typed', async () => {
    const { user: u, fetchMock } = await renderAdmin();
    await accountOf('sam@example.com');
    await u.type(field('Search accounts'), 'sam');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/admin/users?q=sam'))).toBe(true),
    );
  });

  it('changes the sign-up policy', async () => {
    const { user: u, callsTo } = await renderAdmin({ 'PUT /api/admin/signup-policy': { body: { ok: true } } });
    await screen.findByRole('region', { name: 'Who may sign up' }, slow);
    await u.click(screen.getByRole('radio', { name: /Closed/ }));
    await waitFor(() => expect(callsTo('PUT /api/admin/signup-policy')[0]?.body).toEqual({ policy: 'closed' }));
  });

  it('invites by email, with the field message the server gives', async () => {
    const { user: u, callsTo } = await renderAdmin({
      'POST /api/admin/invitations': apiError(409, 'conflict', 'An account with this email already exists.', {
        email: ['An account with this email already exists.'],
      }),
    });
    await accountOf('sam@example.com');
    await u.type(field('Invite by email'), 'sam@example.com');
    await u.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(callsTo('POST /api/admin/invitations')[0]?.body).toEqual({ email: 'sam@example.com' }));
    expect(await screen.findByText('An account with this email already exists.', { selector: 'p' })).toBeVisible();
  });
});

describe('/invited/:token', () => {
  it('names the invited address and offers to create the account', async () => {
    mockApi({
      'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled: true, signups: 'closed' } },
    });
    renderAt(<InvitedPage />, { path: '/invited/tok123?email=lee%40example.com', routePath: '/invited/:token' });
    expect(await screen.findByText('lee@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create your account' })).toBeVisible();
  });
});
