import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOUSEHOLD_MESSAGES, ROLE_DESCRIPTION, ROLE_LABEL, type HouseholdRole } from '@shared/households/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import type { Household } from '@web/lib/household/household-query';
import { setBrowserOnline } from '@web/test/connectivity';
import { FakeEventSource } from '@web/test/fake-event-source';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as HouseholdPage } from './household-page';

const slow = { timeout: 15_000 };
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const me = (role: HouseholdRole = 'owner') => ({
  userId: 'u1',
  name: 'Rex Ranger',
  email: 'ranger@example.com',
  role,
  joinedAt: '2026-11-21T12:00:00.000Z',
  isMe: true,
});
const sam = (role: HouseholdRole = 'editor') => ({
  userId: 'u2',
  name: 'Sam Scout',
  email: 'sam@example.com',
  role,
  joinedAt: '2026-11-22T12:00:00.000Z',
  isMe: false,
});
const invitation = {
  id: 'i1',
  email: 'lee@example.com',
  role: 'viewer' as const,
  expiresAt: '2026-12-01T12:00:00.000Z',
  invitedBy: 'Rex Ranger',
};

function household(overrides: Partial<Household> = {}): Household {
  const members = overrides.members ?? [me(), sam()];
  return {
    id: 'h1',
    role: members.find((m) => m.isMe)?.role ?? 'owner',
    members,
    invitations: [invitation],
    activity: [
      { id: 'a2', actorName: 'Sam Scout', summary: 'used 1 Canned Food', event: null, at: ago(2 * HOUR) },
      {
        id: 'a1',
        actorName: 'Rex Ranger',
        summary: 'invited lee@example.com as viewer',
        event: null,
        at: ago(30 * 24 * HOUR),
      },
    ],
    ...overrides,
  };
}

async function renderHousehold(first: Household, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/household': { body: first },
    'GET /api/household/places': { body: { places: [], canEdit: first.role !== 'viewer', max: 5 } },
    ...routes,
  });
  const utils = renderAt(<HouseholdPage />, { path: '/household' });
  await screen.findByRole('heading', { level: 1, name: 'Your household' }, slow);
  await screen.findByRole('region', { name: 'Members' }, slow);
  return { ...utils, ...api };
}

const region = (name: string) => screen.getByRole('region', { name });
const member = (email: string) => region('Members').querySelector<HTMLElement>(`[data-member="${email}"]`)!;

describe('/household as an owner', () => {
  it('shows the roles, the members, pending invitations and the activity', async () => {
    await renderHousehold(household());
    for (const role of ['owner', 'editor', 'viewer'] as const) {
      const term = screen.getByText(ROLE_LABEL[role], { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(ROLE_DESCRIPTION[role]);
    }
    expect(screen.getByText(/You are an owner of this household\./)).toBeVisible();

    expect(within(member('ranger@example.com')).getByText('Rex Ranger')).toBeVisible();
    expect(within(member('ranger@example.com')).getByText('You')).toBeVisible();
    expect(within(member('sam@example.com')).queryByText('You')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Rex Ranger' })).toHaveValue('owner');
    expect(screen.getByRole('combobox', { name: 'Role of Sam Scout' })).toHaveValue('editor');
    expect(screen.getByRole('combobox', { name: 'Role of Sam Scout' })).toHaveAccessibleDescription(
      ROLE_DESCRIPTION.editor,
    );
    expect(screen.getByRole('button', { name: 'Remove Sam Scout' })).toBeEnabled();
    // Nobody removes themself: they leave.
    expect(screen.queryByRole('button', { name: 'Remove Rex Ranger' })).not.toBeInTheDocument();

    const pending = region('Pending invitations');
    expect(within(pending).getByText('lee@example.com')).toBeVisible();
    expect(within(pending).getByText('Viewer')).toBeVisible();
    expect(within(pending).getByText(/^expires/)).toHaveTextContent('expires Dec 1, 2026 · invited by Rex Ranger');
    expect(within(pending).getByRole('button', { name: 'Revoke the invitation of lee@example.com' })).toBeEnabled();

    const items = within(region('Activity')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sam Scout used 1 Canned Food');
    expect(items[0]).toHaveTextContent('2 hours ago');
    expect(items[1]).toHaveTextContent('Rex Ranger invited lee@example.com as viewer');
    expect(within(items[1]!).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  });

  it('invites an email address as a viewer', async () => {
    let answer = household({ invitations: [] });
    const { user, callsTo } = await renderHousehold(answer, {
      'GET /api/household': () => ({ body: answer }),
      'POST /api/household/invitations': () => {
        answer = household({ invitations: [{ ...invitation, email: 'new@example.com' }] });
        return { status: 201, body: { id: 'i2' } };
      },
    });
    expect(within(region('Pending invitations')).getByText('No pending invitations.')).toBeVisible();
    const form = region('Invite someone');
    await user.type(field('Email', form), '  New@Example.com ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Viewer');
    expect(within(form).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(ROLE_DESCRIPTION.viewer);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Invitation sent'));
    expect(visibleToast()).toHaveTextContent('We emailed new@example.com a link to join. It works once, for 7 days.');
    expect(callsTo('POST /api/household/invitations').map((c) => c.body)).toEqual([
      { email: 'new@example.com', role: 'viewer' },
    ]);
    expect(await within(region('Pending invitations')).findByText('new@example.com')).toBeVisible();
    expect(field('Email', form)).toHaveValue('');
  });

  it('checks the email before sending, and shows the server’s answer at the field', async () => {
    const { user, callsTo } = await renderHousehold(household(), {
      'POST /api/household/invitations': apiError(409, 'conflict', HOUSEHOLD_MESSAGES.alreadyMember, {
        email: [HOUSEHOLD_MESSAGES.alreadyMember],
      }),
    });
    const form = region('Invite someone');
    await user.type(field('Email', form), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(HOUSEHOLD_MESSAGES.email)).toBeVisible();
    expect(callsTo('POST /api/household/invitations')).toHaveLength(0);

    await user.clear(field('Email', form));
    await user.type(field('Email', form), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(field('Email', form)).toHaveAccessibleDescription(HOUSEHOLD_MESSAGES.alreadyMember));
    expect(field('Email', form)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /api/household/invitations').map((c) => c.body)).toEqual([
      { email: 'sam@example.com', role: 'editor' },
    ]);
  });

  it("changes a member's role as soon as it is chosen", async () => {
    const { user, callsTo } = await renderHousehold(household(), {
      'PATCH /api/household/members/u2': { body: household({ members: [me(), sam('owner')] }) },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Sam Scout' }), 'Owner');
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Sam Scout is now an owner'));
    expect(callsTo('PATCH /api/household/members/u2').map((c) => c.body)).toEqual([{ role: 'owner' }]);
    expect(screen.getByRole('combobox', { name: 'Role of Sam Scout' })).toHaveValue('owner');
  });

  it('shows the server’s refusal when the last owner steps down, and keeps the role', async () => {
    const { user, callsTo } = await renderHousehold(household(), {
      'PATCH /api/household/members/u1': apiError(409, 'conflict', HOUSEHOLD_MESSAGES.lastOwner),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Rex Ranger' }), 'Viewer');
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Role not changed'));
    expect(visibleToast()).toHaveTextContent(HOUSEHOLD_MESSAGES.lastOwner);
    expect(callsTo('PATCH /api/household/members/u1').map((c) => c.body)).toEqual([{ role: 'viewer' }]);
    expect(screen.getByRole('combobox', { name: 'Role of Rex Ranger' })).toHaveValue('owner');
  });

  it('removes a member after asking', async () => {
    const { user, callsTo } = await renderHousehold(household(), {
      'DELETE /api/household/members/u2': { body: household({ members: [me()] }) },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Sam Scout' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Sam Scout from the household?' });
    expect(dialog).toHaveTextContent(
      "Sam Scout's access to the household's supplies, readiness and family plan ends at once, and they get an empty household of their own. The supplies stay here.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/household/members/u2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Scout' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Sam Scout from the household?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Sam Scout was removed from the household'));
    expect(callsTo('DELETE /api/household/members/u2')).toHaveLength(1);
    expect(within(region('Members')).queryByText('Sam Scout')).not.toBeInTheDocument();
  });

  it('revokes a pending invitation', async () => {
    let answer = household();
    const { user, callsTo } = await renderHousehold(answer, {
      'GET /api/household': () => ({ body: answer }),
      'DELETE /api/household/invitations/i1': () => {
        answer = household({ invitations: [] });
        return { status: 204 };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation of lee@example.com' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Invitation revoked'));
    expect(visibleToast()).toHaveTextContent('The link sent to lee@example.com no longer works.');
    expect(callsTo('DELETE /api/household/invitations/i1')).toHaveLength(1);
    expect(await within(region('Pending invitations')).findByText('No pending invitations.')).toBeVisible();
  });

  it('cannot leave as the only owner, and says why', async () => {
    await renderHousehold(household());
    const leave = screen.getByRole('button', { name: 'Leave household' });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAccessibleDescription(HOUSEHOLD_MESSAGES.lastOwner);
    expect(screen.getByText(HOUSEHOLD_MESSAGES.lastOwner)).toBeVisible();
  });

  it('may leave when another member is an owner too', async () => {
    await renderHousehold(household({ members: [me(), sam('owner')] }));
    expect(screen.getByRole('button', { name: 'Leave household' })).toBeEnabled();
    expect(screen.queryByText(HOUSEHOLD_MESSAGES.lastOwner)).not.toBeInTheDocument();
  });

  it('alone: no one to remove, cannot leave, nothing yet', async () => {
    await renderHousehold(household({ members: [me()], invitations: [], activity: [] }));
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave household' })).toHaveAccessibleDescription(
      HOUSEHOLD_MESSAGES.alone,
    );
    expect(within(region('Pending invitations')).getByText('No pending invitations.')).toBeVisible();
    expect(within(region('Activity')).getByText('No changes yet.')).toBeVisible();
  });

  it('offline: the lists stay, every write is disabled with the reason', async () => {
    await renderHousehold(household({ members: [me(), sam('owner')] }));
    setBrowserOnline(false);
    for (const name of [
      'Remove Sam Scout',
      'Revoke the invitation of lee@example.com',
      'Send invitation',
      'Leave household',
    ]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
    expect(screen.getByRole('combobox', { name: 'Role of Sam Scout' })).toBeDisabled();
    expect(within(region('Members')).getByText('Sam Scout')).toBeVisible();
  });
});

describe('/household as an editor or a viewer', () => {
  it.each(['editor', 'viewer'] as const)('a %s sees the lists read-only', async (role) => {
    await renderHousehold(household({ members: [me(role), sam('owner')] }));
    expect(screen.getByText(new RegExp(`You are an? ${role} of this household\\.`))).toBeVisible();
    expect(screen.getByText('Only an owner can invite people, change roles and remove members.')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(within(member('sam@example.com')).getByText('Owner')).toBeVisible();
    expect(within(member('ranger@example.com')).getByText(role === 'editor' ? 'Editor' : 'Viewer')).toBeVisible();
    expect(within(region('Pending invitations')).getByText('lee@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave household' })).toBeEnabled();
    // Someone can edit it: no notice.
    expect(screen.queryByRole('region', { name: 'No one can edit this household' })).not.toBeInTheDocument();
  });

  it('viewers only (the last owner deleted their account): says no one can edit it; leaving stays open', async () => {
    await renderHousehold(
      household({
        members: [me('viewer'), sam('viewer')],
        activity: [
          {
            id: 'a3',
            actorName: 'Ana Ranger',
            summary: 'deleted their account; only viewers are left, so no one can change the household',
            event: null,
            at: ago(HOUR),
          },
        ],
      }),
    );
    const notice = screen.getByRole('region', { name: 'No one can edit this household' });
    expect(notice).toHaveTextContent(HOUSEHOLD_MESSAGES.noOneCanEdit);
    expect(screen.getByRole('button', { name: 'Leave household' })).toBeEnabled();
  });

  it('leaves after asking, and is then alone in a household of their own', async () => {
    let answer = household({ members: [me('editor'), sam('owner')] });
    const { user, callsTo } = await renderHousehold(answer, {
      'GET /api/household': () => ({ body: answer }),
      'POST /api/household/leave': () => {
        answer = household({ id: 'h2', members: [me('owner')], invitations: [], activity: [] });
        return { body: answer };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the household?' });
    expect(dialog).toHaveTextContent(
      'Your access to its supplies, readiness and family plan ends at once, and you get an empty household of your own. The supplies stay with the household.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Leave household' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('You left the household'));
    expect(callsTo('POST /api/household/leave')).toHaveLength(1);
    expect(within(region('Members')).queryByText('Sam Scout')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to leave as a toast', async () => {
    const { user } = await renderHousehold(household({ members: [me('editor'), sam('owner')] }), {
      'POST /api/household/leave': apiError(409, 'conflict', HOUSEHOLD_MESSAGES.alone),
    });
    await user.click(screen.getByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the household?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave household' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent(HOUSEHOLD_MESSAGES.alone));
  });
});

describe('/household realtime', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => FakeEventSource.reset());

  it("another member's change refetches the household; a change of my own membership refetches everything", async () => {
    let answer = household();
    const { callsTo, queryClient } = await renderHousehold(answer, {
      'GET /api/household': () => ({ body: answer }),
    });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    FakeEventSource.latest().emit('ready', { signedIn: true });

    answer = household({
      activity: [{ id: 'a3', actorName: 'Sam Scout', summary: 'added Water', event: null, at: ago(0) }],
    });
    FakeEventSource.latest().emit('change', { table: 'household_activity', op: 'INSERT', id: 'a3' });
    expect(await within(region('Activity')).findByText('added Water', { exact: false }, slow)).toBeVisible();

    // Another member's membership: the household only.
    const sessionCalls = callsTo('GET /api/account/session').length;
    const householdCalls = callsTo('GET /api/household').length;
    FakeEventSource.latest().emit('change', { table: 'household_members', op: 'UPDATE', id: 'u2' });
    await waitFor(() => expect(callsTo('GET /api/household')).toHaveLength(householdCalls + 1), slow);
    expect(callsTo('GET /api/account/session')).toHaveLength(sessionCalls);

    // Mine (removed, a new role, joined elsewhere): every query is stale.
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    FakeEventSource.latest().emit('change', { table: 'household_members', op: 'UPDATE', id: 'u1' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: [] }), slow);
    await waitFor(() => expect(callsTo('GET /api/account/session').length).toBeGreaterThan(sessionCalls), slow);
  });
});
