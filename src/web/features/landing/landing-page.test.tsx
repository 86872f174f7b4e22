import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommunityStats } from '@shared/stats';
import { getOpenAuthDialog } from '@web/lib/auth/auth-dialogs';
import { FakeEventSource } from '@web/test/fake-event-source';
import { apiError, deferred, mockApi, signedOut, type MockHandler } from '@web/test/mock-api';
import { renderApp, visibleToast } from '@web/test/render';

// Lazy pages compile on first use under vitest; give them time.
const slow = { timeout: 15_000 };

const live: CommunityStats = {
  activePreppersCount: 1234,
  publicPlansCount: 56,
  publicKitsCount: 78,
  preparednessScore: 13,
  preparednessPercent: 13,
};

async function renderLanding(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: signedOut }, ...routes });
  const utils = renderApp('/');
  await screen.findByText('OPERATIONAL STATUS: ACTIVE', {}, slow);
  // The sections under the hero are a second chunk.
  await screen.findByRole('contentinfo', {}, slow);
  return { ...utils, ...api };
}

const missionStatus = () => screen.getByRole('region', { name: 'Mission Status' });

/** The <dd> read-out under a stat's label. */
function stat(label: string, container: HTMLElement = missionStatus()): string {
  const dd = within(container).getByText(label).closest('[data-slot="stat"]')?.querySelector('dd');
  if (!dd) throw new Error(`No stat ${label}`);
  return dd.textContent ?? '';
}

const readouts = () =>
  ['Active Preppers', 'Survival Plans', 'Emergency Kits', 'Preparedness Score'].map((l) => stat(l));

describe('landing page', () => {
  it('stacks every section in order: nav, hero, knowledge, tracker, gear, premium, newsletter, footer', async () => {
    await renderLanding({ 'GET /api/community/stats': { body: live } });
    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Holdfast: ready before it counts');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Mission Status',
      'Resource Overview',
      'Knowledge Hub',
      'Resource Tracker',
      'Gear Vault',
      'Elite Operative',
      'Get briefed',
    ]);
    expect(within(footer).getByText(/© 2025 Holdfast/)).toBeVisible();
  });

  it('shows 1 / 0 / 0 / 0 of 1,000,000 before the stats load, then the live values', async () => {
    const stats = deferred({ body: live });
    await renderLanding({ 'GET /api/community/stats': stats.handler });
    expect(readouts()).toEqual(['1', '0', '0', '0 / 1,000,000 0%']);
    stats.release();
    await waitFor(() => expect(readouts()).toEqual(['1,234', '56', '78', '13 / 1,000,000 13%']));
  });

  it('keeps the previous values when a refresh fails, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const { queryClient } = await renderLanding({
      'GET /api/community/stats': () => (fail ? apiError(500, 'internal_error', 'boom') : { body: live }),
    });
    await waitFor(() => expect(stat('Active Preppers')).toBe('1,234'));
    fail = true;
    await queryClient.refetchQueries({ queryKey: ['community', 'stats'] });
    expect(logged).toHaveBeenCalledWith('Community stats failed to load', expect.objectContaining({ status: 500 }));
    expect(readouts()).toEqual(['1,234', '56', '78', '13 / 1,000,000 13%']);
    expect(visibleToast()).toBeUndefined();
  });

  it('keeps the defaults when the first load fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderLanding({ 'GET /api/community/stats': apiError(503, 'unavailable', 'down') });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Community stats failed to load', expect.anything()));
    expect(readouts()).toEqual(['1', '0', '0', '0 / 1,000,000 0%']);
  });

  it('shows the four fixed sample bars with their status in words and colour', async () => {
    await renderLanding();
    const panel = screen.getByRole('region', { name: 'Resource Overview' });
    const bars = within(panel).getAllByRole('progressbar');
    expect(
      bars.map((bar) => [
        bar.getAttribute('aria-labelledby') &&
          document.getElementById(bar.getAttribute('aria-labelledby')!)?.textContent,
        bar.getAttribute('aria-valuenow'),
        bar.dataset.tone,
      ]),
    ).toEqual([
      ['Food Supplies', '85', 'optimal'],
      ['Water Storage', '60', 'good'],
      ['Medical Kit', '30', 'low'],
      ['Power Backup', '15', 'critical'],
    ]);
    expect(within(panel).getByRole('progressbar', { name: 'Medical Kit' })).toBeInTheDocument();
    const badges = within(panel)
      .getAllByText(/^(Optimal|Good|Low|Critical)$/)
      .map((b) => [b.textContent, b.dataset.variant]);
    expect(badges).toEqual([
      ['Optimal', 'optimal'],
      ['Good', 'good'],
      ['Low', 'low'],
      ['Critical', 'critical'],
    ]);
  });

  it('links the six gear categories, with their counts, to /gear-vault/{slug}', async () => {
    await renderLanding();
    const gear = screen.getByRole('region', { name: 'Gear Vault' });
    const links = within(gear).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Food & Water47 items', '/gear-vault/food-and-water'],
      ['Shelter23 items', '/gear-vault/shelter'],
      ['Medical31 items', '/gear-vault/medical'],
      ['Tools56 items', '/gear-vault/tools'],
      ['Defense18 items', '/gear-vault/defense'],
      ['Power29 items', '/gear-vault/power'],
    ]);
  });

  it('features four pieces of gear with a price and a rating', async () => {
    await renderLanding();
    const gear = screen.getByRole('region', { name: 'Gear Vault' });
    const featured = within(gear).getAllByRole('heading', { level: 4 });
    expect(featured).toHaveLength(4);
    for (const heading of featured) {
      const item = heading.closest('li')!;
      expect(item).toHaveTextContent(/Around \$\d+/);
      expect(item).toHaveTextContent(/Rated \d\.\d out of 5/);
    }
    expect(within(gear).queryByRole('img')).not.toBeInTheDocument();
  });

  it('links the knowledge hub and resource tracker sections to their pages', async () => {
    await renderLanding();
    expect(
      within(screen.getByRole('region', { name: 'Knowledge Hub' })).getByRole('link', {
        name: 'Open the Knowledge Hub',
      }),
    ).toHaveAttribute('href', '/knowledge-hub');
    expect(
      within(screen.getByRole('region', { name: 'Resource Tracker' })).getByRole('link', {
        name: 'Open the Resource Tracker',
      }),
    ).toHaveAttribute('href', '/resource-tracker');
  });

  it('advertises premium membership without offering a purchase', async () => {
    await renderLanding();
    const premium = screen.getByRole('region', { name: 'Elite Operative' });
    for (const benefit of ['Advanced recommendations', 'Member discounts', 'Priority access', 'Bulk purchasing']) {
      expect(within(premium).getByRole('heading', { name: benefit })).toBeVisible();
    }
    expect(within(premium).getByText('Membership opens soon')).toBeVisible();
    expect(within(premium).getByText('Coming soon')).toBeVisible();
    expect(within(premium).queryByRole('button')).not.toBeInTheDocument();
    expect(within(premium).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('landing navigation bar', () => {
  it('has the five entries (landing-era paths) and JOIN SQUAD opens sign-up', async () => {
    const { user } = await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const entries = within(nav)
      .getAllByRole('link')
      .slice(1) // the brand
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(entries).toEqual([
      ['Command Center', '/'],
      ['Knowledge Hub', '/knowledge'],
      ['Resource Tracker', '/tracker'],
      ['Gear Vault', '/gear'],
      ['Operations', '/ops'],
    ]);
    await user.click(within(nav).getByRole('button', { name: 'JOIN SQUAD' }));
    expect(getOpenAuthDialog()).toBe('sign-up');
  });

  it('folds the entries into an accessible menu on narrow screens', async () => {
    const { user } = await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toggle = within(nav).getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Command Center', 'Knowledge Hub', 'Resource Tracker', 'Gear Vault', 'Operations']);

    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Open menu');
  });

  it('sends a visitor following Knowledge Hub back here with a word about why', async () => {
    const { user, router } = await renderLanding();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Knowledge Hub' }),
    );
    await waitFor(() => expect(router.state.location.state).toEqual({ deniedFrom: '/knowledge-hub' }), slow);
    expect(router.state.location.pathname).toBe('/');
    const notice = await screen.findByText(/Clearance required/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  });
});

describe('live updates on the landing', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    // jsdom has no EventSource and there is no server: the fake plays the stream.
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    FakeEventSource.reset();
  });

  it('refetches the stats once for a burst of changes, and closes the stream on leaving', async () => {
    let preppers = 1234;
    const { callsTo, unmount } = await renderLanding({
      'GET /api/community/stats': () => ({ body: { ...live, activePreppersCount: preppers } }),
    });
    await waitFor(() => expect(stat('Active Preppers')).toBe('1,234'));
    expect(FakeEventSource.open()).toHaveLength(1);
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/realtime');
    stream.emit('ready', { signedIn: false });
    const before = callsTo('GET /api/community/stats').length;

    preppers = 1237;
    for (let i = 0; i < 3; i++) stream.emit('change', { table: 'profiles', op: 'INSERT', id: null });
    await waitFor(() => expect(stat('Active Preppers')).toBe('1,237'));
    expect(callsTo('GET /api/community/stats').length).toBe(before + 1);

    unmount();
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});
