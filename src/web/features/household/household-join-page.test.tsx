import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import type { InvitationPreview } from '@web/lib/household/household-query';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { renderAt, visibleToast } from '@web/test/render';
import { Component as JoinPage } from './household-join-page';

const slow = { timeout: 5000 };
const TOKEN = 'tok_123-abc';

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  inviter: 'Ana Ranger',
  role: 'editor',
  email: 'ranger@example.com',
  emailMatches: true,
  alreadyMember: false,
  needsChoice: false,
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

  it('asks what happens to the supplies when the current household has others, and sends the choice', async () => {
    const { user, callsTo, router } = await renderJoin(
      { body: preview({ role: 'viewer', needsChoice: true }) },
      {
        'POST /api/household/invitations/accept': { body: joined },
      },
    );
    expect(await screen.findByText('Ana Ranger invited you to their household as a viewer.', {}, slow)).toBeVisible();
    const group = screen.getByRole('group', { name: 'Your supplies' });
    const leave = within(group).getByRole('radio', { name: 'Leave them with your current household' });
    const bring = within(group).getByRole('radio', { name: 'Bring them along (merged by name)' });
    expect(leave).not.toBeChecked();
    expect(bring).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Join household' }));
    expect(await within(group).findByText(HOUSEHOLD_MESSAGES.joinChoice)).toBeVisible();
    expect(group).toHaveAccessibleDescription(HOUSEHOLD_MESSAGES.joinChoice);
    expect(callsTo('POST /api/household/invitations/accept')).toHaveLength(0);

    await user.click(bring);
    expect(within(group).queryByText(HOUSEHOLD_MESSAGES.joinChoice)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join household' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/household'));
    expect(callsTo('POST /api/household/invitations/accept').map((c) => c.body)).toEqual([
      { token: TOKEN, supplies: 'bring' },
    ]);
  });

  it('shows the server’s answer when the choice is still missing there', async () => {
    const { user } = await renderJoin(
      { body: preview({ needsChoice: true }) },
      {
        'POST /api/household/invitations/accept': apiError(400, 'validation_error', HOUSEHOLD_MESSAGES.joinChoice, {
          supplies: [HOUSEHOLD_MESSAGES.joinChoice],
        }),
      },
    );
    await user.click(await screen.findByRole('radio', { name: 'Leave them with your current household' }, slow));
    await user.click(screen.getByRole('button', { name: 'Join household' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Your supplies' })).toHaveAccessibleDescription(
        HOUSEHOLD_MESSAGES.joinChoice,
      ),
    );
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
