import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { showPendingFlash } from '@web/lib/flash';
import { longUsDate } from '@web/lib/format';
import { localToday } from '@web/lib/format';
import { write, type ResourceQueue } from '@web/lib/offline/store';
import { setBrowserOnline } from '@web/test/connectivity';
import { FakeEventSource } from '@web/test/fake-event-source';
import { installIndexedDb } from '@web/test/indexed-db';
import { apiError, deferred, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { renderApp, visibleToast } from '@web/test/render';
import { NAVIGATION } from './components/dashboard-header';
import { QUICK_ACTIONS } from './components/quick-actions-card';

// jsdom cannot leave the page; record where the app sends the browser instead.
let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
beforeEach(() => {
  hardNavigate = spyOnHardNavigate();
});

const slow = { timeout: 15_000 };

/** Two supply quantities Rex changed offline, not sent yet. */
const unsentQueue: ResourceQueue = {
  userId: 'u1',
  changes: [
    { id: 'r-food', currentQuantity: 4, baseUpdatedAt: '2026-11-21T12:00:00.000Z', name: 'Canned Food' },
    { id: 'r-water', currentQuantity: 2, baseUpdatedAt: '2026-11-21T12:00:00.000Z', name: 'Water (Gallons)' },
  ],
};

async function renderDashboard(session = signedIn(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: session }, ...routes });
  const utils = renderApp('/dashboard');
  // The cards after the first two follow one a task (RevealInTurn): all there once the last one is.
  await screen.findByRole('heading', { name: 'Operative Profile' }, slow);
  await screen.findByRole('heading', { name: 'My Overview' }, slow);
  return { ...utils, ...api };
}

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
      longUsDate('2026-11-21T12:00:00.000Z'),
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

  it('mail off on the server: resending says no email was sent and where the link went (issue 35, item 9)', async () => {
    const { user, callsTo } = await renderDashboard(signedIn({ emailVerified: false }), {
      'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled: false } },
      'POST /api/account/resend-verification': { status: 202, body: { ok: true } },
    });
    await waitFor(() => expect(callsTo('GET /api/config')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Mail is off on this server'));
    expect(visibleToast()).toHaveTextContent(
      'No email was sent: the new verification link is in the server log, for whoever runs it.',
    );
    expect(visibleToast()).not.toHaveTextContent('Check your inbox');
  });

  it('toasts the server message when resending is rate limited', async () => {
    const { user } = await renderDashboard(signedIn({ emailVerified: false }), {
      'POST /api/account/resend-verification': apiError(429, 'rate_limited', 'Try again in 10 minutes.'),
    });
    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Try again in 10 minutes.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });

  it('offline: Resend verification is disabled with the reason and sends nothing; Sign Out and the links stay', async () => {
    const { user, callsTo } = await renderDashboard(signedIn({ emailVerified: false }), {
      'POST /api/account/resend-verification': { status: 202, body: { ok: true } },
    });
    setBrowserOnline(false);
    const card = screen.getByRole('region', { name: 'Mission Status' });
    const resend = within(card).getByRole('button', { name: 'Resend verification' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(resend);
    expect(callsTo('POST /api/account/resend-verification')).toHaveLength(0);

    // Signing out clears the device: it stays available offline, as do the links.
    expect(screen.getByRole('link', { name: 'Emergency Kits' })).toHaveAttribute('href', '/kits');
    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).not.toHaveAttribute('aria-disabled');
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
    await user.keyboard('{Escape}');

    setBrowserOnline(true);
    await user.click(within(card).getByRole('button', { name: 'Resend verification' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Verification email sent'));
    expect(callsTo('POST /api/account/resend-verification')).toHaveLength(1);
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

  it("lists the fifteen Navigation entries in order, Emergency first, then Official Warnings, the family's own plans and kits before the community's", async () => {
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Navigation' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Emergency',
      'Official Warnings',
      'Knowledge Hub',
      'Resource Tracker',
      'Readiness',
      'Family Plan',
      'Household',
      'Gear Vault',
      'Training Protocols',
      'Survival Plans',
      'Emergency Kits',
      'Community Overview',
      'Public Survival Plans',
      'Shared Emergency Kits',
      'Home Base',
    ]);
    expect(items.map((i) => i.getAttribute('href'))).toEqual(NAVIGATION.map((n) => n.to));
  });

  it("the header's Emergency control and the body's Emergency link lead to /emergency", async () => {
    const { user, router } = await renderDashboard();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Emergency' })).toHaveAttribute('href', '/emergency');
    const body = screen.getByRole('link', { name: 'Emergency: who to call, where to meet, what to do' });
    await user.click(body);
    await waitFor(() => expect(router.state.location.pathname).toBe('/emergency'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency' }, slow)).toBeVisible();
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
    // Not an administrator: no admin page in the menu.
    expect(within(menu).queryByRole('menuitem', { name: 'Administration' })).toBeNull();
  });

  it('offers the admin page to an administrator (decision 284)', async () => {
    const { user } = await renderDashboard({ ...signedIn(), admin: true });
    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Administration' })).toHaveAttribute('href', '/admin');
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

  it('offline with changes not yet sent: says how many, and "Keep Changes and Sign Out" keeps only them', async () => {
    const device = installIndexedDb();
    await write('queue', unsentQueue);
    setBrowserOnline(false);
    const { user, callsTo } = await renderDashboard(undefined, {
      'POST /api/account/sign-out': { body: { ok: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
    await within(dialog).findByText('You have 2 supply changes not yet sent to Holdfast (made while offline).');
    expect(within(dialog).queryByRole('button', { name: 'Yes, Sign Out' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No, Stay Logged In' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Changes and Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(callsTo('POST /api/account/sign-out')).toHaveLength(1);
    expect(device.owners()).toEqual({ queue: 'u1' });
  });

  it('"Discard Changes and Sign Out" deletes the changes not yet sent with the rest', async () => {
    const device = installIndexedDb();
    await write('queue', unsentQueue);
    setBrowserOnline(false);
    const { user } = await renderDashboard(undefined, { 'POST /api/account/sign-out': { body: { ok: true } } });
    await user.click(screen.getByRole('button', { name: 'Rex Ranger' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Discard Changes and Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(device.owners()).toEqual({});
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
    hardNavigate.mockClear();
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

/** The <dd> read-out under a stat's label in `card`. */
function stat(card: HTMLElement, label: string): string {
  const dd = within(card).getByText(label).closest('[data-slot="stat"]')?.querySelector('dd');
  if (!dd) throw new Error(`No stat ${label}`);
  return dd.textContent ?? '';
}

const community = {
  activePreppersCount: 2048,
  publicPlansCount: 12,
  publicKitsCount: 9,
  preparednessScore: 20,
  preparednessPercent: 20,
};

describe('dashboard cards', () => {
  it('orders the cards as docs/product.md lists them', async () => {
    await renderDashboard();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Readiness',
      'Next Step',
      'Operative Profile',
      'Mission Status',
      'Family Plan',
      'Quick Actions',
      'Community Tactical Overview',
      'My Overview',
    ]);
  });

  it('Quick Actions links to the nine destinations', async () => {
    await renderDashboard();
    const card = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Knowledge Hub', '/knowledge-hub'],
      ['Resource Tracker', '/resource-tracker'],
      ['Readiness', '/readiness'],
      ['Family Plan', '/family-plan'],
      ['Household', '/household'],
      ['Gear Vault', '/gear-vault'],
      ['Training Protocols', '/training-protocols'],
      ['Survival Plans', '/plans'],
      ['Emergency Kits', '/kits'],
    ]);
    expect(QUICK_ACTIONS).toHaveLength(9);
  });

  it('Family Plan says what the plan still lacks, then that it is complete', async () => {
    await renderDashboard();
    const card = screen.getByRole('region', { name: 'Family Plan' });
    const missing = await within(card).findByRole('list', { name: 'Missing from the family plan' }, slow);
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Name the people in your household',
      'Add an out-of-town contact with a phone',
      'Add at least two meeting places (0 so far)',
      'Add a phone for each person 14 and older',
      'Practise the plan and record a drill',
    ]);
    expect(within(card).getByRole('link', { name: 'Open the family plan' })).toHaveAttribute('href', '/family-plan');
  });

  it('Family Plan: a complete plan says so', async () => {
    const place = { name: 'Oak tree', address: '5th and Main', instructions: '' };
    await renderDashboard(undefined, {
      'GET /api/family-plan': {
        body: {
          plan: familyPlanSchema.parse({
            members: [{ id: 'm1', name: 'Ana', mobilePhone: '+1 555 0100' }],
            outOfTownContacts: [{ name: 'May', mobilePhone: '+1 555 0199' }],
            meetingPlaces: { neighbourhood: place, outOfTown: place },
            lastPracticedOn: localToday(),
          }),
          updatedAt: '2026-11-24T10:00:00.000Z',
        },
      },
    });
    const card = screen.getByRole('region', { name: 'Family Plan' });
    expect(
      await within(card).findByText('Complete: everyone knows who to call and where to meet.', {}, slow),
    ).toBeVisible();
  });

  it('Community Tactical Overview shows the community stats', async () => {
    await renderDashboard(undefined, { 'GET /api/community/stats': { body: community } });
    const card = screen.getByRole('region', { name: 'Community Tactical Overview' });
    await waitFor(() => expect(stat(card, 'Active Preppers')).toBe('2,048'));
    expect(stat(card, 'Survival Plans')).toBe('12');
    expect(stat(card, 'Emergency Kits')).toBe('9');
    expect(stat(card, 'Preparedness Score')).toBe('20 / 1,000,000 20%');
  });

  it('My Overview shows my plans, my kits and my score once loaded', async () => {
    const mine = deferred({ body: { plansCount: 3, kitsCount: 4, personalScore: 7 } });
    await renderDashboard(undefined, { 'GET /api/me/stats': mine.handler });
    const card = screen.getByRole('region', { name: 'My Overview' });
    expect(stat(card, 'My Plans')).toBe('—');
    mine.release();
    await waitFor(() => expect(stat(card, 'My Plans')).toBe('3'));
    expect(stat(card, 'My Kits')).toBe('4');
    expect(stat(card, 'Personal Score')).toBe('7%');
    expect(within(card).getByRole('progressbar', { name: 'Personal preparedness' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
  });

  it('a failed stats load is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderDashboard(undefined, { 'GET /api/me/stats': apiError(500, 'internal_error', 'boom') });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('My stats failed to load', expect.anything()));
    expect(stat(screen.getByRole('region', { name: 'My Overview' }), 'My Kits')).toBe('—');
    expect(visibleToast()).toBeUndefined();
  });
});

describe('live dashboard', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    // jsdom has no EventSource and there is no server: the fake plays the stream.
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    FakeEventSource.reset();
  });

  it('one shared stream; a kit change refreshes My Overview and the community stats together', async () => {
    let kits = 1;
    const { callsTo, unmount } = await renderDashboard(undefined, {
      'GET /api/me/stats': () => ({ body: { plansCount: 0, kitsCount: kits, personalScore: kits } }),
      'GET /api/community/stats': () => ({ body: { ...community, publicKitsCount: 8 + kits } }),
    });
    const mine = screen.getByRole('region', { name: 'My Overview' });
    const everyone = screen.getByRole('region', { name: 'Community Tactical Overview' });
    await waitFor(() => expect(stat(mine, 'My Kits')).toBe('1'));
    await waitFor(() => expect(stat(everyone, 'Emergency Kits')).toBe('9'));
    expect(FakeEventSource.open()).toHaveLength(1);
    const me = callsTo('GET /api/me/stats').length;
    const all = callsTo('GET /api/community/stats').length;

    kits = 2;
    FakeEventSource.latest().emit('change', { table: 'kits', op: 'INSERT', id: 'k2' });
    FakeEventSource.latest().emit('change', { table: 'kits', op: 'UPDATE', id: 'k2' });
    await waitFor(() => expect(stat(mine, 'My Kits')).toBe('2'));
    await waitFor(() => expect(stat(everyone, 'Emergency Kits')).toBe('10'));
    expect(stat(mine, 'Personal Score')).toBe('2%');
    expect(callsTo('GET /api/me/stats').length).toBe(me + 1);
    expect(callsTo('GET /api/community/stats').length).toBe(all + 1);

    // A new prepper moves only the community stats.
    FakeEventSource.latest().emit('change', { table: 'profiles', op: 'INSERT', id: null });
    await waitFor(() => expect(callsTo('GET /api/community/stats').length).toBe(all + 2));
    expect(callsTo('GET /api/me/stats').length).toBe(me + 1);

    unmount();
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it('a request still in flight when the stream opens is asked again (it may have read before a change the stream never sent)', async () => {
    const held = deferred({ body: { plansCount: 0, kitsCount: 1, personalScore: 1 } });
    let asked = 0;
    const { callsTo } = await renderDashboard(undefined, {
      'GET /api/me/stats': () =>
        ++asked === 1 ? held.handler() : { body: { plansCount: 0, kitsCount: 2, personalScore: 2 } },
    });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    await waitFor(() => expect(callsTo('GET /api/me/stats')).toHaveLength(1));
    // The stream is ready while the first answer is on its way; that answer is the old one.
    FakeEventSource.latest().emit('ready', { signedIn: true });
    held.release();
    const mine = screen.getByRole('region', { name: 'My Overview' });
    await waitFor(() => expect(stat(mine, 'My Kits')).toBe('2'), slow);
    expect(callsTo('GET /api/me/stats')).toHaveLength(2);
  });

  it('reopens the stream when the signed-in user changes, so the server filters for the right viewer', async () => {
    let session = signedIn();
    const { queryClient, callsTo } = await renderDashboard(undefined, {
      'GET /api/account/session': () => ({ body: session }),
    });
    expect(FakeEventSource.open()).toHaveLength(1);
    const first = FakeEventSource.latest();
    const me = callsTo('GET /api/me/stats').length;

    session = signedIn({ id: 'u2', email: 'other@example.com' }, { userId: 'u2' });
    await queryClient.refetchQueries({ queryKey: ['session'] });
    await waitFor(() => expect(first.closed).toBe(true));
    expect(FakeEventSource.open()).toHaveLength(1);
    // Back on the air as the new viewer: whatever was missed is refetched.
    FakeEventSource.latest().emit('ready', { signedIn: true });
    await waitFor(() => expect(callsTo('GET /api/me/stats').length).toBe(me + 1));
  });
});
