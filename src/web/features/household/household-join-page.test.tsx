import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import type { InvitationPreview } from '@web/lib/household/household-query';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { renderAt, visibleToast } from '@web/test/render';
import { Component as JoinPage } from './household-join-page';

const slow = { timeout: 15_000 };
const TOKEN = 'tok_123-abc';

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  inviter: 'Ana Ranger',
  role: 'editor',
  email: 'ranger@example.com',
  emailMatches: true,
  alreadyMember: false,
  suppliesStay: false,
  lastOwner: false,
  mustVerifyEmail: false,
  ...overrides,
});
const joined = {
  id: 'h9',
  role: 'editor',
  members: [],
  invitations: [],
  activity: [],
};

async function renderJoin(answer: MockHandler, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'POST /api/household/invitations/preview': answer,
    ...routes,
  });
  const utils = renderAt(<JoinPage />, { path: `/household/join/${TOKEN}`, routePath: '/household/join/:token' });
  await screen.findByRole('heading', { level: 1, name: 'Join a household' }, slow);
  return { ...utils, ...api };
}

describe('/household/join/:token', () => {
  it('says who invited whom as what, and joins at once for someone alone (supplies come along)', async () => {
    const { user, callsTo, router } = await renderJoin(
      { body: preview() },
      {
        'POST /api/household/invitations/accept': { body: joined },
      },
    );
    expect(await screen.findByText('Ana Ranger invited you to their household as an editor.', {}, slow)).toBeVisible();
    // The token travels in the body, never in the API's URL.
    expect(callsTo('POST /api/household/invitations/preview').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/your supplies come along: merged by name/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Join household' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/household'));
    expect(visibleToast()).toHaveTextContent('You joined the household');
    expect(callsTo('POST /api/household/invitations/accept').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('a member of a shared household is offered no choice: their supplies stay with it', async () => {
    const { user, callsTo, router } = await renderJoin(
      { body: preview({ role: 'viewer', suppliesStay: true }) },
      {
        'POST /api/household/invitations/accept': { body: joined },
      },
    );
    expect(await screen.findByText('Ana Ranger invited you to their household as a viewer.', {}, slow)).toBeVisible();
    expect(
      screen.getByText(
        'You share your current household with others, so your supplies stay with it. You start with the supplies of the household you join.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/come along/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join household' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/household'));
    expect(callsTo('POST /api/household/invitations/accept').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('an unconfirmed address (mail on): says to confirm it first, with Resend verification; no Join', async () => {
    const { user, callsTo } = await renderJoin(
      { body: preview({ mustVerifyEmail: true }) },
      {
        'POST /api/account/resend-verification': { status: 202, body: { ok: true } },
      },
    );
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: 'Confirm your email first' })).toBeVisible();
    expect(alert).toHaveTextContent(HOUSEHOLD_MESSAGES.verifyEmailFirst);
    expect(screen.queryByRole('button', { name: 'Join household' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Resend verification' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Verification email sent'));
    expect(callsTo('POST /api/account/resend-verification')).toHaveLength(1);
  });

  it('the last owner of a shared household: says to make another member an owner first, links to the household; no Join', async () => {
    await renderJoin({ body: preview({ lastOwner: true, suppliesStay: true }) });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: 'Hand over your household first' })).toBeVisible();
    expect(alert).toHaveTextContent(HOUSEHOLD_MESSAGES.lastOwner);
    expect(within(alert).getByRole('link', { name: 'Open your household' })).toHaveAttribute('href', '/household');
    expect(screen.queryByRole('button', { name: 'Join household' })).not.toBeInTheDocument();
  });

  it('refused meanwhile (the address needs confirming): the toast says why and the page shows it', async () => {
    let previews = 0;
    const { user } = await renderJoin(
      () => {
        previews += 1;
        return { body: preview({ mustVerifyEmail: previews > 1 }) };
      },
      {
        'POST /api/household/invitations/accept': apiError(
          403,
          'email_not_verified',
          HOUSEHOLD_MESSAGES.verifyEmailFirst,
        ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Join household' }, slow));
    await waitFor(() => expect(visibleToast()).toHaveTextContent(HOUSEHOLD_MESSAGES.verifyEmailFirst));
    expect(await screen.findByRole('heading', { name: 'Confirm your email first' })).toBeVisible();
  });

  it('an invitation for another address: says so and which address to sign in with; no Join', async () => {
    await renderJoin({ body: preview({ email: 'sam@example.com', emailMatches: false }) });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(HOUSEHOLD_MESSAGES.invitationWrongAccount);
    // The session is known by then in the app (the route's guard waited for it).
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'It was sent to sam@example.com; you are signed in as ranger@example.com. Sign out, then sign in with sam@example.com (or create an account with it) and open the link again.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Join household' })).not.toBeInTheDocument();
  });

  it('an invitation for another address: "Sign out" asks first, then comes back to the link signed out', async () => {
    const hardNavigate = spyOnHardNavigate();
    const { user, callsTo } = await renderJoin(
      { body: preview({ email: 'sam@example.com', emailMatches: false }) },
      {
        'POST /api/account/sign-out': { body: { ok: true } },
      },
    );
    const alert = await screen.findByRole('alert', {}, slow);
    await user.click(within(alert).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(`/household/join/${TOKEN}`));
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(1);
  });

  it('already a member: says so and links to the household', async () => {
    await renderJoin({ body: preview({ alreadyMember: true }) });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('You are already in this household.');
    expect(within(alert).getByRole('link', { name: 'Open your household' })).toHaveAttribute('href', '/household');
    expect(screen.queryByRole('button', { name: 'Join household' })).not.toBeInTheDocument();
  });

  it('a used, revoked, expired or unknown link says it is not valid', async () => {
    await renderJoin(apiError(404, 'not_found', HOUSEHOLD_MESSAGES.invitationInvalid));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(HOUSEHOLD_MESSAGES.invitationInvalid);
    expect(alert).toHaveTextContent('Ask the person who invited you to send a new invitation.');
    expect(screen.queryByRole('button', { name: 'Join household' })).not.toBeInTheDocument();
  });

  it('a link used meanwhile: the join fails with the server’s message and stays on the page', async () => {
    const { user, router } = await renderJoin(
      { body: preview() },
      {
        'POST /api/household/invitations/accept': apiError(404, 'not_found', HOUSEHOLD_MESSAGES.invitationInvalid),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Join household' }, slow));
    await waitFor(() => expect(visibleToast()).toHaveTextContent(HOUSEHOLD_MESSAGES.invitationInvalid));
    expect(router.state.location.pathname).toBe(`/household/join/${TOKEN}`);
  });
});
