import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guidanceItems } from '@shared/plans/guidance';
import type { PlanDetail } from '@shared/plans/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { getOpenAuthDialog } from '@web/lib/auth/auth-dialogs';
import { sessionQueryKey } from '@web/lib/auth/session';
import { APP_TITLE } from '@web/lib/use-document-title';
import { setBrowserOnline } from '@web/test/connectivity';
import { FakeEventSource } from '@web/test/fake-event-source';
import { apiError, deferred, mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { makeItem, makeLinkedKit, makePlanDetail } from '@web/test/plan-fixtures';
import { renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as PlanPage } from './plan-page';

const slow = { timeout: 15_000 };

const ownPlan = makePlanDetail(
  {
    kits: [
      makeLinkedKit({
        id: 'k-car',
        name: 'Car Kit',
        description: 'Lives in the trunk.',
        isPublic: false,
        items: [
          { itemName: 'LED Headlamp', quantity: 2, category: 'Fire & Light' },
          { itemName: '45L Tactical Backpack', quantity: 1, category: 'Bag & Carrying System' },
          { itemName: 'Cash', quantity: 5, category: 'Documents & Cash' },
          { itemName: 'Ferro Rod Fire Starter', quantity: 1, category: 'Fire & Light' },
        ],
      }),
      makeLinkedKit({ id: 'k-home', name: 'Home Kit', description: null, isPublic: true }),
    ],
    items: [
      makeItem('step', 'Drop, cover and hold on.', 0),
      makeItem('note', 'The gas valve is behind the water heater.', 1),
      makeItem('step', 'Check everyone for injuries.', 2),
      makeItem('resource', 'USGS earthquake map', 3),
      makeItem('step', 'Meet at the park.', 4),
    ],
  },
  { id: 'p1', title: 'Quake Plan', isPublic: false, isOwner: true },
);
const publicPlan = (overrides: Partial<PlanDetail> = {}) =>
  makePlanDetail(
    { items: [makeItem('step', 'Leave early.', 0)], ...overrides },
    {
      id: 'p-fire',
      title: 'Wildfire Plan',
      description: 'Go before the smoke.',
      eventType: 'wildfire',
      isPublic: true,
      isOwner: false,
      createdAt: '2026-11-21T12:00:00.000Z',
      updatedAt: '2027-01-05T12:00:00.000Z',
    },
  );

function renderPlan(plan: PlanDetail | MockHandler, session = signedIn(), routes: Record<string, MockHandler> = {}) {
  const id = 'id' in plan ? plan.id : 'p1';
  const api = mockApi({
    'GET /api/account/session': { body: session },
    [`GET /api/plans/${id}`]: 'id' in plan ? { body: { plan } } : plan,
    ...routes,
  });
  const utils = renderAt(<PlanPage />, { path: `/plans/${id}`, routePath: '/plans/:id' });
  return { ...api, ...utils };
}

const entries = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-slot="plan-kit"], [data-slot="plan-item"]'));

afterEach(() => {
  FakeEventSource.reset();
});

describe('/plans/:id', () => {
  it('is a public route: a visitor sees a public plan, with Back to Plans and Sign In to Acquire', async () => {
    mockApi({
      'GET /api/account/session': { body: signedOut },
      'GET /api/plans/p-fire': { body: { plan: publicPlan() } },
    });
    const { router, user } = renderApp('/plans/p-fire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/plans/p-fire');
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/plans');
    expect(screen.queryByRole('link', { name: 'Edit Plan' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign In to Acquire' }));
    expect(getOpenAuthDialog()).toBe('sign-in');
  });

  it('shows the title, description, badge, event type and the dates in long US format', async () => {
    renderPlan(publicPlan());
    expect(await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow)).toBeVisible();
    expect(screen.getByText('Go before the smoke.')).toBeVisible();
    expect(screen.getByText('Public')).toHaveAttribute('data-slot', 'badge');
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
    expect(screen.getByText('Event type').nextElementSibling).toHaveTextContent('Wildfire');
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent('November 21, 2026');
    expect(screen.getByText('Updated').nextElementSibling).toHaveTextContent('January 5, 2027');
  });

  it('the owner gets Edit Plan and no Acquire; the badge says Private', async () => {
    renderPlan(ownPlan);
    await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow);
    expect(screen.getByRole('link', { name: 'Edit Plan' })).toHaveAttribute('href', '/plans/p1/edit');
    expect(screen.queryByRole('button', { name: 'Acquire' })).not.toBeInTheDocument();
    expect(screen.getByText('Private')).toHaveAttribute('data-slot', 'badge');
    expect(screen.getByText('Event type').nextElementSibling).toHaveTextContent('Earthquake');
  });

  it("a household editor who did not create the plan gets Edit Plan, the Household badge, and no Acquire: it is the family's already", async () => {
    const { queryClient } = renderPlan(
      publicPlan({
        visibility: 'household',
        isPublic: false,
        canEdit: true,
        kits: [makeLinkedKit({ id: 'k-shed', name: 'Shed Kit', visibility: 'household' })],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow);
    expect(screen.getByText('Household')).toHaveAttribute('data-slot', 'badge');
    expect(screen.getByRole('link', { name: 'Edit Plan' })).toHaveAttribute('href', '/plans/p-fire/edit');
    // The session is known (Acquire waits for it), and still no Acquire (decision 0291).
    await waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Shed Kit' })).getByText('Household Kit')).toBeVisible();
  });

  it("a household viewer reads another member's household plan: no Acquire, no Edit Plan", async () => {
    const { queryClient } = renderPlan(publicPlan({ visibility: 'household', isPublic: false, canEdit: false }));
    await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow);
    await waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Plan' })).not.toBeInTheDocument();
  });

  it('shows "Our family communication plan" when the plan includes it: the emergency number, every mobile, contact and places', async () => {
    renderPlan({
      ...ownPlan,
      includeFamilyPlan: true,
      familyPlan: {
        emergencyNumber: '112',
        memberMobiles: [
          { name: 'Ana', mobilePhone: '+49 151 1234567' },
          { name: 'Ben', mobilePhone: '0151 7654321' },
        ],
        outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+49 30 1234567', otherPhone: '', email: '' }],
        meetingPlaces: [
          { label: 'Outside the town', name: 'Gran', address: '12 Hill Rd', instructions: 'Pets welcome' },
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Our family communication plan' }, slow);
    expect(within(card).getByRole('link', { name: 'Call emergency services: 112' })).toHaveAttribute('href', 'tel:112');
    // Every member's own mobile, tap to call.
    const mobiles = within(card).getByText('Household mobiles').nextElementSibling as HTMLElement;
    expect(
      within(mobiles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana: +49 151 1234567', 'Ben: 0151 7654321']);
    expect(within(card).getByRole('link', { name: 'Call Ana: +49 151 1234567' })).toHaveAttribute(
      'href',
      'tel:+491511234567',
    );
    expect(within(card).getByRole('link', { name: 'Call Ben: 0151 7654321' })).toHaveAttribute(
      'href',
      'tel:01517654321',
    );
    expect(
      within(card)
        .getByText(/Aunt May/)
        .closest('li'),
    ).toHaveTextContent('Aunt May: +49 30 1234567');
    expect(within(card).getByRole('link', { name: 'Call Aunt May: +49 30 1234567' })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    expect(
      within(card)
        .getByText(/Outside the town/)
        .closest('li'),
    ).toHaveTextContent('Outside the town: Gran, 12 Hill RdOpenStreetMap (Pets welcome)');
    expect(within(card).getByRole('link', { name: '12 Hill Rd (open in a maps app)' })).toHaveAttribute(
      'href',
      'geo:0,0?q=12%20Hill%20Rd',
    );
    expect(within(card).getByRole('link', { name: 'Open the family plan' })).toHaveAttribute('href', '/family-plan');
  });

  it('lists the attached kits first, then the items with their badges, steps numbered among steps', async () => {
    renderPlan(ownPlan);
    await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow);

    expect(entries().map((e) => e.dataset.slot)).toEqual([
      'plan-kit',
      'plan-kit',
      'plan-item',
      'plan-item',
      'plan-item',
      'plan-item',
      'plan-item',
    ]);
    const car = screen.getByRole('article', { name: 'Car Kit' });
    expect(within(car).getByText('KIT')).toBeVisible();
    expect(within(car).getByRole('link', { name: 'Car Kit' })).toHaveAttribute('href', '/kits/k-car');
    expect(within(car).getByText('Lives in the trunk.')).toBeVisible();
    expect(within(car).getByText('Private Kit')).toBeVisible();
    const home = screen.getByRole('article', { name: 'Home Kit' });
    expect(within(home).getByText('Public Kit')).toBeVisible();
    expect(within(home).getByRole('link', { name: 'Home Kit' })).toHaveAttribute('href', '/kits/k-home');

    const items = entries().filter((e) => e.dataset.slot === 'plan-item');
    expect(items.map((e) => within(e).getByText(/^(Step|Note|Resource)$/).textContent)).toEqual([
      'Step',
      'Note',
      'Step',
      'Resource',
      'Step',
    ]);
    expect(items.map((e) => e.querySelector('[data-slot="step-number"]')!.textContent)).toEqual([
      '1',
      '',
      '2',
      '',
      '3',
    ]);
    expect(items[0]).toHaveTextContent('Drop, cover and hold on.');
    expect(items[3]).toHaveTextContent('USGS earthquake map');
    expect(screen.queryByText('No content has been added to this plan yet.')).not.toBeInTheDocument();
  });

  it('prints each kit with its items by category (name × quantity), hidden on screen', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderPlan(ownPlan);
    await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow);

    const printed = screen
      .getByRole('article', { name: 'Car Kit' })
      .querySelector<HTMLElement>('[data-slot="plan-kit-print-items"]')!;
    expect(printed).toHaveClass('hidden', 'print:grid');
    expect(
      within(printed)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Bag & Carrying System', 'Fire & Light', 'Documents & Cash']);
    expect(
      within(printed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['45L Tactical Backpack × 1', 'LED Headlamp × 2', 'Ferro Rod Fire Starter × 1', 'Cash × 5']);
    // The print style hides the header bar, the buttons and the toasts.
    const css = Array.from(document.querySelectorAll('style'), (el) => el.textContent).join('\n');
    expect(css).toMatch(/@media print \{[^]*\[data-plan-page\] > header, \[data-plan-page\] button/);
    expect(css).toMatch(/\[data-toaster\] \{ display: none !important; \}/);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the plan has neither kits nor items', async () => {
    renderPlan(makePlanDetail({}, { id: 'p1' }));
    expect(await screen.findByText('No content has been added to this plan yet.', {}, slow)).toBeVisible();
    expect(entries()).toHaveLength(0);
  });

  it('shows a loading state until the plan arrives', async () => {
    const pending = deferred({ body: { plan: ownPlan } });
    renderPlan(pending.handler);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading plan...');
    act(() => pending.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow)).toBeVisible();
  });

  it('answers "Plan not found" for a missing (or private) plan, and stays', async () => {
    const { router } = renderPlan(apiError(404, 'not_found', 'Plan not found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan not found' }, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/plans/p1');
    expect(visibleToast()).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/plans');
  });

  it('any other load failure toasts "Failed to load survival plan" and goes back to /plans', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderPlan(apiError(500, 'internal_error', 'Internal error'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'), slow);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to load survival plan'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(logged).toHaveBeenCalledWith('Loading the plan failed', expect.anything());
  });

  it('a signed-in viewer acquires a public plan of someone else, then lands on the Acquired tab', async () => {
    const copy = makePlanDetail({}, { id: 'p-copy', title: 'Wildfire Plan (Copy)', eventType: 'wildfire' });
    const { user, router, callsTo } = renderPlan(publicPlan(), signedIn(), {
      'POST /api/plans/p-fire/acquire': { status: 201, body: { plan: copy } },
    });
    await user.click(await screen.findByRole('button', { name: 'Acquire' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(router.state.location.search).toBe('?tab=acquired');
    expect(callsTo('POST /api/plans/p-fire/acquire')).toHaveLength(1);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Plan acquired'));
    expect(visibleToast()).toHaveTextContent('Wildfire Plan (Copy) is now in your Acquired tab.');
  });

  it('Acquire: "Already acquired" on a 409, and the page stays', async () => {
    const { user, router } = renderPlan(publicPlan(), signedIn(), {
      'POST /api/plans/p-fire/acquire': apiError(409, 'conflict', 'Already acquired'),
    });
    await user.click(await screen.findByRole('button', { name: 'Acquire' }, slow));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Already acquired'));
    expect(router.state.location.pathname).toBe('/plans/p-fire');
  });

  it('Acquire failure toasts "Failed to acquire plan. Please try again."', async () => {
    const { user } = renderPlan(publicPlan(), signedIn(), {
      'POST /api/plans/p-fire/acquire': apiError(400, 'bad_request', 'You cannot acquire your own plan'),
    });
    await user.click(await screen.findByRole('button', { name: 'Acquire' }, slow));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to acquire plan. Please try again.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });

  it('shows a disabled Acquired instead of Acquire on a plan already acquired', async () => {
    renderPlan(publicPlan({ acquired: true }));
    expect(await screen.findByRole('button', { name: 'Acquired' }, slow)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Acquire' })).not.toBeInTheDocument();
  });

  it('a private plan of someone else (as a shared link may still show) offers no Acquire', async () => {
    renderPlan(publicPlan({ isPublic: false }));
    await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow);
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Acquire/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Plan' })).not.toBeInTheDocument();
  });

  it('offline: Edit Plan is a link marked disabled with the reason; Print and the kit links stay', async () => {
    const { router, user } = renderPlan(ownPlan);
    await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow);
    setBrowserOnline(false);
    const edit = screen.getByRole('link', { name: 'Edit Plan' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(edit);
    expect(router.state.location.pathname).toBe('/plans/p1');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Car Kit' })).toHaveAttribute('href', '/kits/k-car');

    setBrowserOnline(true);
    expect(screen.getByRole('link', { name: 'Edit Plan' })).toHaveAttribute('href', '/plans/p1/edit');
  });

  it('offline: Acquire is disabled with the reason and sends nothing; online again it acquires', async () => {
    const copy = makePlanDetail({}, { id: 'p-copy', title: 'Wildfire Plan (Copy)', eventType: 'wildfire' });
    const { user, router, callsTo } = renderPlan(publicPlan(), signedIn(), {
      'POST /api/plans/p-fire/acquire': { status: 201, body: { plan: copy } },
    });
    await screen.findByRole('button', { name: 'Acquire' }, slow);
    setBrowserOnline(false);
    expect(screen.getByRole('button', { name: 'Acquire' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Acquire' })).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(screen.getByRole('button', { name: 'Acquire' }));
    expect(callsTo('POST /api/plans/p-fire/acquire')).toHaveLength(0);

    setBrowserOnline(true);
    expect(screen.getByRole('button', { name: 'Acquire' })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Acquire' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(callsTo('POST /api/plans/p-fire/acquire')).toHaveLength(1);
  });

  it('a public plan names its author and offers Copy link (and Share where the browser can); the tab takes its name', async () => {
    const { user, unmount } = renderPlan(publicPlan({ author: 'ridgeline' }), signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow)).toBeVisible();
    expect(screen.getByText('ridgeline')).toBeVisible();
    expect(document.querySelector('[data-slot="author"]')).toHaveTextContent('By ridgeline');
    expect(document.title).toBe('Wildfire Plan — Holdfast');
    // jsdom has no Web Share API: Copy link only.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/plans/p-fire`);
    unmount();
    expect(document.title).toBe(APP_TITLE);
  });

  it('a public plan whose author keeps a private profile shows "An operative"', async () => {
    renderPlan(publicPlan({ author: null }), signedOut);
    await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow);
    expect(document.querySelector('[data-slot="author"]')).toHaveTextContent('By An operative');
  });

  it('with the Web Share API, Share opens the share sheet with the plan', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    try {
      const { user } = renderPlan(publicPlan(), signedOut);
      await user.click(await screen.findByRole('button', { name: 'Share' }, slow));
      expect(share).toHaveBeenCalledWith({ title: 'Wildfire Plan', url: `${window.location.origin}/plans/p-fire` });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('a private or household plan has no share buttons and no author line', async () => {
    renderPlan(ownPlan);
    await screen.findByRole('heading', { level: 1, name: 'Quake Plan' }, slow);
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="author"]')).toBeNull();
  });

  it('recommended steps show their source and field guide as links', async () => {
    const [first, , , water] = guidanceItems('earthquake');
    renderPlan(
      publicPlan({
        items: [makeItem('step', first!.content, 0), makeItem('step', water!.content, 1)],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow);
    const [one, two] = document.querySelectorAll<HTMLElement>('[data-slot="plan-item"]');
    expect(one).toHaveTextContent('Secure heavy furniture');
    // The address is the link's, not part of the step's text.
    expect(one!.querySelector('p')).toHaveTextContent(/^Secure heavy furniture.*low shelves\.$/);
    const source = within(one!).getByRole('link', {
      name: /^Source: Ready\.gov \(FEMA\): Earthquakes ?\(opens in a new tab\)$/,
    });
    expect(source).toHaveAttribute('href', 'https://www.ready.gov/earthquakes');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(two!).getByRole('link', { name: 'Field guide: Water Purification Systems Comparison' }),
    ).toHaveAttribute('href', '/intel/2');
  });

  it('a plan for an event with a guide links the guide (decision 0289)', async () => {
    renderPlan(publicPlan({ id: 'p-hurricane', title: 'Our hurricane plan', eventType: 'hurricane' }));
    await screen.findByRole('heading', { level: 1, name: 'Our hurricane plan' }, slow);
    expect(screen.getByRole('link', { name: 'Read the guide: Hurricanes' })).toHaveAttribute(
      'href',
      '/guides/hurricane',
    );
  });

  it('a pandemic plan has no guide link', async () => {
    renderPlan(publicPlan({ id: 'p-flu', title: 'Flu season', eventType: 'pandemic' }));
    await screen.findByRole('heading', { level: 1, name: 'Flu season' }, slow);
    expect(screen.queryByRole('link', { name: /Read the guide/ })).not.toBeInTheDocument();
  });

  it('refreshes from the realtime feed: an edit made in another browser shows up', async () => {
    // jsdom has no EventSource and there is no server: the fake plays the stream.
    vi.stubGlobal('EventSource', FakeEventSource);
    let plan = publicPlan();
    renderPlan(() => ({ body: { plan } }), signedOut, {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan' }, slow)).toBeVisible();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/realtime');
    stream.emit('ready', { signedIn: false });
    plan = publicPlan({ title: 'Wildfire Plan v2', items: [makeItem('step', 'Leave at the first warning.', 0)] });
    stream.emit('change', { table: 'survival_plans', op: 'UPDATE', id: 'p-fire' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wildfire Plan v2' }, slow)).toBeVisible();
    expect(screen.getByText('Leave at the first warning.')).toBeVisible();
  });
});
