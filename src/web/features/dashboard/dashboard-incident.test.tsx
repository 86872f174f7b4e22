import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IncidentsCurrent, IncidentView } from '@shared/incidents/schemas';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { incidentHeadline } from '@web/lib/incidents/incident-text';
import { setBrowserOnline } from '@web/test/connectivity';
import { installIndexedDb } from '@web/test/indexed-db';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };
const ana = { id: 'u2', name: 'Ana' };

/** `ms` ago, but not before today's midnight (local time): a start today shows as "since HH:MM" only. */
function earlierToday(ms: number): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return new Date(Math.max(Date.now() - ms, midnight.getTime())).toISOString();
}

const open = (overrides: Partial<IncidentView> = {}): IncidentView => ({
  id: 'inc1',
  eventType: 'hurricane',
  practice: false,
  startedAt: new Date(Date.now() - 20 * 60_000).toISOString(),
  startedBy: ana,
  endedAt: null,
  endedBy: null,
  latest: [],
  checkins: [],
  notHeardFrom: [{ id: 'u1', name: 'Rex' }, ana],
  ticks: [],
  warning: null,
  ...overrides,
});
const current = (incident: IncidentView | null): IncidentsCurrent => ({
  incident,
  recent: [],
  canManage: false,
  lastEventType: null,
});

async function renderDashboard(answer: IncidentsCurrent) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/incidents/current': { body: answer },
    'POST /api/incidents/inc1/checkins': { status: 201, body: {} },
  });
  const utils = renderApp('/dashboard');
  // All the cards: the ones after the first two follow one a task (RevealInTurn).
  await screen.findByRole('heading', { name: 'My Overview' }, slow);
  return { ...utils, ...api };
}

describe('/dashboard while an incident is open (issue 37)', () => {
  it('leads the page: the event, "I\'m safe" in one tap, and the way to the emergency screen', async () => {
    const { user, callsTo } = await renderDashboard(current(open()));
    const card = await screen.findByRole('region', { name: incidentHeadline(open()) }, slow);
    const main = screen.getByRole('main');
    // First in the page's main content, before the welcome and every card.
    expect(main.firstElementChild).toBe(card);
    expect(within(card).queryByText('PRACTICE')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open emergency screen' })).toHaveAttribute('href', '/emergency');

    await user.click(within(card).getByRole('button', { name: "I'm safe" }));
    await waitFor(() => expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1));
    expect(callsTo('POST /api/incidents/inc1/checkins')[0]!.body).toMatchObject({
      status: 'safe',
      subjectUserId: null,
      subjectName: null,
    });
    expect(await within(card).findByText(/^Sent at \d\d:\d\d: you are safe\.$/, {}, slow)).toBeVisible();
    // The dashboard asks for the incident once.
    expect(callsTo('GET /api/incidents/current').length).toBeLessThanOrEqual(2);
  });

  it('a practice is labelled PRACTICE', async () => {
    const practice = open({ practice: true, startedAt: earlierToday(20 * 60_000) });
    await renderDashboard(current(practice));
    const card = await screen.findByRole('region', { name: incidentHeadline(practice) }, slow);
    expect(within(card).getByText('PRACTICE')).toBeVisible();
    expect(card).toHaveTextContent(/Hurricane — practice since \d\d:\d\d, started by Ana/);
  });

  it('offline, "I\'m safe" is queued on the device and says so', async () => {
    installIndexedDb();
    const { user, callsTo } = await renderDashboard(current(open()));
    const card = await screen.findByRole('region', { name: incidentHeadline(open()) }, slow);
    setBrowserOnline(false);
    await user.click(within(card).getByRole('button', { name: "I'm safe" }));
    expect(
      await within(card).findByText("I'm safe: Queued — will send when you are back online.", {}, slow),
    ).toBeVisible();
    expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(0);
  });

  it('with no incident open, nothing about it shows', async () => {
    const { callsTo } = await renderDashboard(current(null));
    await waitFor(() => expect(callsTo('GET /api/incidents/current')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Open emergency screen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm safe" })).not.toBeInTheDocument();
  });
});

describe("/dashboard while an incident is open, in the family's language (issue 43)", () => {
  afterEach(() => setPageLocale('en'));

  it.each([
    ['de', /^Hurrikan – Notfall seit \d\d:\d\d, ausgelöst von Ana$/, 'Ich bin in Sicherheit'],
    ['es', /^Huracán — emergencia desde \d\d:\d\d, iniciada por Ana$/, 'Estoy a salvo'],
  ] as const)(
    '%s: the card is named by the headline in that language, not the English one',
    async (locale, headline, safe) => {
      setPageLocale(locale);
      await loadAllMessages();
      mockApi({
        'GET /api/account/session': { body: signedIn() },
        'GET /api/incidents/current': { body: current(open({ startedAt: earlierToday(20 * 60_000) })) },
      });
      renderApp('/dashboard');
      const card = await screen.findByRole('region', { name: headline }, slow);
      expect(within(card).getByRole('heading', { name: headline })).toBeVisible();
      expect(within(card).getByRole('button', { name: safe })).toBeVisible();
      expect(card).not.toHaveTextContent(/Hurricane|emergency since|started by/);
    },
  );
});
