import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommunityOverview } from '@shared/community/schemas';
import { PLAN_EVENT_TYPE_VALUES } from '@shared/constants/plans';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

const overview: CommunityOverview = {
  since: '2026-11-01T00:00:00.000Z',
  topKits: [
    { id: 'k1', name: 'Bug-Out Bag', author: 'pack_mule', acquisitions: 7 },
    { id: 'k2', name: 'Car Kit', author: null, acquisitions: 1 },
  ],
  topPlans: [],
  plansByEventType: PLAN_EVENT_TYPE_VALUES.map((eventType) => ({
    eventType,
    count: eventType === 'hurricane' ? 4 : eventType === 'flood' ? 1 : 0,
  })),
};

const stats = {
  activePreppersCount: 1234,
  publicPlansCount: 5,
  publicKitsCount: 2,
  preparednessScore: 12,
  preparednessPercent: 12,
};

afterEach(() => FakeEventSource.reset());

describe('/community-overview', () => {
  it('sends a visitor to the landing page', async () => {
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/community-overview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(callsTo('GET /api/community/overview')).toHaveLength(0);
  });

  it("shows the live stats, this month's most acquired and the public plans per event type", async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/community/stats': { body: stats },
      'GET /api/community/overview': { body: overview },
    });
    renderApp('/community-overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Overview' }, slow)).toBeVisible();
    const live = screen.getByRole('region', { name: 'Live Community Stats' });
    await waitFor(() => expect(within(live).getByText('1,234')).toBeVisible(), slow);

    const kits = await screen.findByRole('region', { name: 'Most Acquired Kits This Month' }, slow);
    const entries = within(kits).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      '1Bug-Out BagBy pack_mule7 acquisitions',
      '2Car KitBy An operative1 acquisition',
    ]);
    expect(within(entries[0]!).getByRole('link')).toHaveAttribute('href', '/kits/k1');
    expect(within(kits).getByRole('link', { name: 'Browse shared kits' })).toHaveAttribute(
      'href',
      '/shared-emergency-kits?sort=most-acquired',
    );
    const plans = screen.getByRole('region', { name: 'Most Acquired Plans This Month' });
    expect(within(plans).getByText('No plans acquired yet this month.')).toBeVisible();
    expect(screen.getByText('Most acquired since November 1 (UTC).')).toBeVisible();

    const byType = screen.getByRole('region', { name: 'Public Plans by Event Type' });
    expect(within(byType).getAllByRole('link')).toHaveLength(13);
    expect(within(byType).getByRole('link', { name: 'Hurricane: 4 public plans' })).toHaveAttribute(
      'href',
      '/public-survival-plans?eventType=hurricane',
    );
    expect(within(byType).getByRole('link', { name: 'Flood: 1 public plan' })).toBeVisible();
    expect(within(byType).getByRole('link', { name: 'Custom: 0 public plans' })).toBeVisible();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('offers Try Again when the overview cannot load', async () => {
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/community/overview': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    const { user } = renderApp('/community-overview');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Failed to Load the Overview');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(callsTo('GET /api/community/overview')).toHaveLength(2));
  });
});
