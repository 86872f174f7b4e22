import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@web/lib/auth/session';
import { deferred, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { field, renderApp } from '@web/test/render';
import { isRedirect, routeTable } from './route-table';

// Lazy pages compile on first use under vitest; give them time.
const slow = { timeout: 15_000 };

const sessionPaths = routeTable
  .filter((r) => !isRedirect(r) && r.access === 'session')
  .map((r) => r.path.replace(/:[a-z]+/gi, 'x7'));

describe('route guards', () => {
  it('lists every protected path of the route table as session-only', () => {
    expect(sessionPaths).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/complete-profile',
        '/knowledge-hub',
        '/resource-tracker',
        '/gear-vault',
        '/gear-vault/x7',
        '/training-protocols',
        '/community-overview',
        '/public-survival-plans',
        '/shared-emergency-kits',
        '/profile-settings',
        '/plans/new',
        '/plans/x7/edit',
        '/kits',
        '/kits/new',
        '/kits/x7/edit',
        '/household',
      ]),
    );
  });

  it("shows the app shell's skeleton and nothing private while the session is checked", async () => {
    const pending = deferred({ body: signedIn() });
    mockApi({ 'GET /api/account/session': pending.handler });
    renderApp('/dashboard');
    const status = await screen.findByText('Checking clearance…', {}, slow);
    // The header bar with the brand, not a lone spinner (index.html paints the same before JS).
    const shell = status.closest('[aria-busy="true"]');
    expect(shell?.querySelector('header')).toHaveTextContent('Holdfast');
    expect(screen.queryByText('Operative Profile')).not.toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('heading', { name: 'Operative Profile' }, slow)).toBeVisible();
  });

  it.each(sessionPaths)('sends a visitor with no session from %s to /', async (path) => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(await screen.findByText('OPERATIONAL STATUS: ACTIVE', {}, slow)).toBeVisible();
    // ...and says why, so the click does not seem to have done nothing.
    expect(screen.getByText(/Clearance required/).closest('[role="status"]')).toHaveTextContent(
      `Sign in or join the squad to open ${path}.`,
    );
  });

  it('sends a signed-in user without a profile to /complete-profile', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn({}, null) } });
    const { router } = renderApp('/resource-tracker');
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'), slow);
    expect(await screen.findByRole('heading', { name: 'Complete your operative profile' }, slow)).toBeVisible();
  });

  it('sends a user who already has a profile from /complete-profile to /dashboard', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { router } = renderApp('/complete-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
  });

  it('after signing in on the landing page, carries a visitor on to the signed-in page that sent them there', async () => {
    let session = signedOut;
    mockApi({
      'GET /api/account/session': () => ({ body: session }),
      'GET /api/config': { body: { googleEnabled: false } },
      'POST /api/account/sign-in': () => {
        session = signedIn();
        return { body: session };
      },
      'GET /api/household': {
        body: {
          id: 'h1',
          role: 'owner',
          members: [
            {
              userId: 'u1',
              name: 'Rex Ranger',
              email: 'ranger@example.com',
              role: 'owner',
              joinedAt: '2026-11-21T12:00:00.000Z',
              isMe: true,
            },
          ],
          invitations: [],
          activity: [],
        },
      },
    });
    const { router, user } = renderApp('/household');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    await user.click(await screen.findByRole('button', { name: 'ACCESS COMMAND CENTER' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' }, slow);
    await user.type(field('Email', dialog), 'ranger@example.com');
    await user.type(field('Password', dialog), 'Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/household'), slow);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your household' }, slow)).toBeVisible();
  });

  it("signed in in another tab (a new account's emailed link): the landing carries on to the page that sent the visitor", async () => {
    let session = signedOut;
    mockApi({ 'GET /api/account/session': () => ({ body: session }) });
    const { router, queryClient } = renderApp('/household');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(await screen.findByText('OPERATIONAL STATUS: ACTIVE', {}, slow)).toBeVisible();
    session = signedIn();
    // What the SIGNED_IN broadcast of the other tab does here (lib/auth/follow-auth-events.ts).
    await act(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/household'), slow);
  });

  it('sends a signed-in user from the landing page to /dashboard', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
    expect(screen.queryByText('OPERATIONAL STATUS: ACTIVE')).not.toBeInTheDocument();
  });

  it('shows the landing page to a visitor', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'ACCESS COMMAND CENTER' }, slow)).toBeVisible();
    // One in the navigation bar, one in the hero.
    expect(screen.getAllByRole('button', { name: 'JOIN SQUAD' })).toHaveLength(2);
  });

  it('leaves public guide paths open to visitors', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/intel/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '72-Hour Bug-Out Bag Essentials' }, slow),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/intel/1');
  });

  it('says so when the session cannot be checked, instead of guessing', async () => {
    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Could not check your session' }, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('with mail on, an unconfirmed account sees only "Check your email" (decision 284)', async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn({ emailVerified: false, email: 'new@example.com' }) },
      'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled: true, signups: 'open' } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Check your email' }, slow)).toBeVisible();
    expect(screen.getByText('new@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend verification' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Operative Profile' })).not.toBeInTheDocument();
  });

  it('without mail, an unconfirmed account works as before', async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn({ emailVerified: false }) },
      'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled: false, signups: 'open' } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Operative Profile' }, slow)).toBeVisible();
  });
});
