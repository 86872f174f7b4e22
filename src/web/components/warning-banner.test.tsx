import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HouseholdAlert } from '@shared/alerts/schemas';
import type { SessionInfo } from '@shared/auth/api-types';
import { makeAlert } from '@web/test/alert-fixtures';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';
import { warningTitle } from './warning-banner';

const slow = { timeout: 15_000 };
const member = (role: 'owner' | 'editor' | 'viewer' = 'viewer'): SessionInfo => ({
  ...signedIn(),
  household: { id: 'h1', role },
});

async function renderDashboard(alerts: HouseholdAlert[] | (() => HouseholdAlert[]), session = member()) {
  const api = mockApi({
    'GET /api/account/session': { body: session },
    'GET /api/alerts': () => ({ body: { alerts: typeof alerts === 'function' ? alerts() : alerts } }),
  });
  const utils = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Operative Profile' }, slow);
  return { ...utils, ...api };
}
const banner = () => screen.queryByRole('alert', { name: 'Official warning' });

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => FakeEventSource.reset());

describe('the official warning banner (issue 38)', () => {
  it('shows a Severe warning on a signed-in page: "{Event}: {headline}" and a link to it, orange', async () => {
    const { callsTo } = await renderDashboard([makeAlert()]);
    const shown = await screen.findByRole('alert', { name: 'Official warning' }, slow);
    expect(shown).toHaveTextContent('Severe Thunderstorm Warning: Severe storms until 2:15 PM');
    expect(shown).not.toHaveTextContent('more');
    expect(shown).toHaveAttribute('data-severity', 'Severe');
    expect(shown.className).toContain('bg-[#f97316]');
    expect(within(shown).getByRole('link', { name: 'See the warning' })).toHaveAttribute('href', '/alerts#alert-a1');
    // Before the page itself (the signed-in layout's, not the page's).
    expect(shown.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(callsTo('GET /api/alerts').length).toBeGreaterThanOrEqual(1);
  });

  it('names the most severe of several, red for Extreme, with "+N more"; Immediate alone counts too', async () => {
    await renderDashboard([
      makeAlert({ id: 'a1' }),
      makeAlert({ id: 'a2', severity: 'Extreme', event: 'Tornado Warning', headline: 'Tornado Warning until 3 PM' }),
      makeAlert({ id: 'a3', severity: 'Moderate', urgency: 'Immediate', event: 'Flood Advisory', headline: null }),
      // Not counted: Moderate and Expected, ended, expired.
      makeAlert({ id: 'a4', severity: 'Moderate', urgency: 'Expected' }),
      makeAlert({ id: 'a5', severity: 'Extreme', endedAt: new Date().toISOString(), endedReason: 'cancel' }),
      makeAlert({ id: 'a6', severity: 'Extreme', expires: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    const shown = await screen.findByRole('alert', { name: 'Official warning' }, slow);
    expect(shown).toHaveTextContent('Tornado Warning until 3 PM+2 more');
    expect(shown).toHaveAttribute('data-severity', 'Extreme');
    expect(shown.className).toContain('bg-[#b3261e]');
    expect(within(shown).getByRole('link', { name: 'See the warning' })).toHaveAttribute('href', '/alerts');
  });

  it('is not shown for a Moderate, Expected warning, nor for ended ones', async () => {
    await renderDashboard([
      makeAlert({ severity: 'Moderate', urgency: 'Expected' }),
      makeAlert({
        id: 'a2',
        severity: 'Extreme',
        urgency: 'Immediate',
        endedAt: new Date().toISOString(),
        endedReason: 'expired',
      }),
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Operative Profile' })).toBeVisible());
    expect(banner()).not.toBeInTheDocument();
  });

  it('appears when the household feed announces a new match, and goes when the warning ends', async () => {
    let alerts: HouseholdAlert[] = [];
    const { callsTo } = await renderDashboard(() => alerts);
    await waitFor(() => expect(callsTo('GET /api/alerts').length).toBeGreaterThanOrEqual(1));
    expect(banner()).not.toBeInTheDocument();
    alerts = [makeAlert({ severity: 'Extreme' })];
    FakeEventSource.latest().emit('change', { table: 'household_alerts', op: 'INSERT', id: 'h1' });
    expect(await screen.findByRole('alert', { name: 'Official warning' }, slow)).toBeVisible();
    alerts = [makeAlert({ severity: 'Extreme', endedAt: new Date().toISOString(), endedReason: 'cancel' })];
    FakeEventSource.latest().emit('change', { table: 'household_alerts', op: 'UPDATE', id: 'h1' });
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('outside a household nothing is asked for and nothing shown', async () => {
    const { callsTo } = await renderDashboard([makeAlert({ severity: 'Extreme' })], signedIn());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Operative Profile' })).toBeVisible());
    expect(banner()).not.toBeInTheDocument();
    expect(callsTo('GET /api/alerts')).toEqual([]);
  });

  it('says the event once when the headline starts with it', () => {
    expect(warningTitle({ event: 'Tornado Warning', headline: 'Tornado Warning issued at 1 PM' })).toBe(
      'Tornado Warning issued at 1 PM',
    );
    expect(warningTitle({ event: 'Flood', headline: 'Rivers rising' })).toBe('Flood: Rivers rising');
    expect(warningTitle({ event: 'Flood', headline: null })).toBe('Flood');
  });
});
