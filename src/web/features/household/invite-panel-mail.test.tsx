/**
 * The invite panel with and without mail on the server (issue 35, item 9; decision 0262): with
 * mail, the spec's texts word for word; without, it says mail is off, and the link the server
 * answers is shown once with "Copy invitation link".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Household } from '@web/lib/household/household-query';
import { mockApi, signedIn } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as HouseholdPage } from './household-page';

const slow = { timeout: 15_000 };
const LINK = 'http://holdfast.test/household/join/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const pending = {
  id: 'i1',
  email: 'lee@example.com',
  role: 'viewer' as const,
  expiresAt: '2026-12-01T12:00:00.000Z',
  invitedBy: 'Rex Ranger',
};
const household = (invitations: Household['invitations'] = []): Household => ({
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
  invitations,
  activity: [],
});

async function renderPanel(mailEnabled: boolean, answer: { id: string; link?: string }) {
  let current = household();
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled } },
    'GET /api/household': () => ({ body: current }),
    'POST /api/household/invitations': () => {
      current = household([pending]);
      return { status: 201, body: answer };
    },
  });
  const utils = renderAt(<HouseholdPage />, { path: '/household' });
  const form = await screen.findByRole('region', { name: 'Invite someone' }, slow);
  await waitFor(() => expect(api.callsTo('GET /api/config')).toHaveLength(1));
  return { ...utils, ...api, form };
}

describe('the invite panel and the mail server', () => {
  it("mail on: the spec's texts, and no link on screen", async () => {
    const { user, form } = await renderPanel(true, { id: 'i1' });
    expect(
      within(form).getByText(/^We email them a link that works once, for 7 days\. Someone without an account/),
    ).toBeVisible();
    await user.type(field('Email', form), 'lee@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Invitation sent'));
    expect(visibleToast()).toHaveTextContent('We emailed lee@example.com a link to join. It works once, for 7 days.');
    expect(within(form).queryByRole('button', { name: 'Copy invitation link' })).not.toBeInTheDocument();
  });

  it('mail off: says so, shows the link once with "Copy invitation link", and the pending list says how to get another', async () => {
    const { user, form } = await renderPanel(false, { id: 'i1', link: LINK });
    expect(
      await within(form).findByText(
        /^Mail is off on this server: you get the link to pass on yourself\. It works once, for 7 days\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/We email them/)).not.toBeInTheDocument();
    await user.type(field('Email', form), 'lee@example.com');
    await user.click(within(form).getByRole('button', { name: 'Create invitation link' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Invitation created'));
    expect(visibleToast()).toHaveTextContent(
      'Mail is off on this server, so nothing was emailed. Copy the link and send it to lee@example.com yourself.',
    );
    expect(screen.queryByText(/We emailed/)).not.toBeInTheDocument();
    const shown = field('Invitation link for lee@example.com', form);
    expect(shown).toHaveValue(LINK);
    expect(shown).toHaveAttribute('readonly');
    await user.click(within(form).getByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Link copied'));

    const list = screen.getByRole('region', { name: 'Pending invitations' });
    expect(
      await within(list).findByText(
        'Mail is off on this server: each link was shown once, when it was made. Lost one? Revoke it and invite again.',
      ),
    ).toBeVisible();
  });
});
