import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HouseholdAlert } from '@shared/alerts/schemas';
import type { IncidentsCurrent, IncidentView } from '@shared/incidents/schemas';
import { makeAlert } from '@web/test/alert-fixtures';
import { setBrowserOnline } from '@web/test/connectivity';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };
const XSS = '<img src=x onerror=alert(1)>';
const member = (role: 'owner' | 'editor' | 'viewer') => ({ ...signedIn(), household: { id: 'h1', role } });

const tornado = makeAlert({
  id: 'a-tornado',
  event: 'Tornado Warning',
  eventType: 'tornado',
  severity: 'Extreme',
  urgency: 'Immediate',
  headline: 'Tornado Warning until 3:00 PM',
  // As the NWS writes it: paragraphs, and lines hard-wrapped at about 69 characters.
  instruction: 'TAKE COVER NOW!\n\nMove to a basement or an interior\nroom on the lowest floor.',
  description: `A confirmed tornado was near Bayou.\n${XSS}`,
  places: [
    { id: 'p1', name: 'Home' },
    { id: 'p2', name: 'School' },
  ],
});
const ended = makeAlert({
  id: 'a-ended',
  event: 'Flood Watch',
  severity: 'Moderate',
  endedAt: new Date(Date.now() - 3_600_000).toISOString(),
  endedReason: 'cancel',
});

function incidentFor(alert: HouseholdAlert): IncidentView {
  return {
    id: 'inc1',
    eventType: 'tornado',
    practice: false,
    startedAt: new Date().toISOString(),
    startedBy: { id: 'u1', name: 'Rex Ranger' },
    endedAt: null,
    endedBy: null,
    latest: [],
    checkins: [],
    notHeardFrom: [{ id: 'u1', name: 'Rex Ranger' }],
    ticks: [],
    warning: {
      id: alert.id,
      senderName: alert.senderName!,
      headline: alert.headline,
      event: alert.event,
      severity: alert.severity,
      urgency: alert.urgency,
      instruction: alert.instruction,
      description: alert.description,
      expires: alert.expires,
      endedAt: null,
    },
  };
}

async function renderAlerts(
  role: 'owner' | 'editor' | 'viewer',
  alerts: HouseholdAlert[] = [tornado, ended],
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    'GET /api/account/session': { body: member(role) },
    'GET /api/alerts': { body: { alerts } },
    'GET /api/household/places': { body: { places: [] } },
    ...routes,
  });
  const utils = renderApp('/alerts');
  await screen.findByRole('heading', { level: 1, name: 'Official warnings' }, slow);
  return { ...utils, ...api };
}
const card = (name: string) => screen.getByRole('article', { name });

describe('/alerts (issue 38)', () => {
  it('lists active warnings first, then recent ones, with who sent them, the places, times and texts as plain text', async () => {
    await renderAlerts('viewer');
    const article = await screen.findByRole('article', { name: 'Tornado Warning' }, slow);
    expect(document.title).toMatch(/^Official warnings/);
    const [active, recent] = [
      screen.getByRole('region', { name: 'Active (1)' }),
      screen.getByRole('region', { name: 'Recent (1)' }),
    ];
    expect(active.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(active).getByRole('article')).toBe(article);
    expect(within(recent).getByRole('article', { name: 'Flood Watch' })).toHaveTextContent(/Ended.*\(Cancelled\)/);

    expect(article).toHaveTextContent('From NWS Jacksonville FL');
    expect(article).toHaveTextContent('Severity: Extreme');
    expect(article).toHaveTextContent('Urgency: Immediate');
    expect(article).toHaveTextContent('Certainty: Observed');
    expect(article).toHaveTextContent('ForHome, School');
    expect(article).toHaveTextContent(/Sent(\w{3} \d+, )?\d\d:\d\d/);
    expect(article).toHaveTextContent(/Expires(\w{3} \d+, )?\d\d:\d\d/);
    expect(within(article).getByText('Tornado Warning until 3:00 PM')).toBeVisible();

    // The instruction first, then the description; the sender's markup is text, never HTML.
    const instruction = within(article).getByText(/TAKE COVER NOW!/);
    const description = within(article).getByText(/A confirmed tornado/);
    expect(instruction.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Paragraphs kept, the sender's hard wrapping undone (the screen wraps the lines).
    expect(instruction.textContent).toBe(
      'TAKE COVER NOW!\n\nMove to a basement or an interior room on the lowest floor.',
    );
    expect(instruction).toHaveClass('whitespace-pre-line');
    expect(description.textContent).toContain(XSS);
    expect(article.querySelector('img')).toBeNull();

    const official = within(article).getByRole('link', { name: /The official page/ });
    expect(official).toHaveAttribute('href', 'https://www.weather.gov/');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
    expect(official).toHaveAttribute('target', '_blank');
  });

  it('a viewer reads the instruction but has no start button', async () => {
    await renderAlerts('viewer');
    const article = await screen.findByRole('article', { name: 'Tornado Warning' }, slow);
    expect(within(article).getByText(/TAKE COVER NOW!/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start emergency mode for this' })).not.toBeInTheDocument();
  });

  it("an owner starts emergency mode for it: asked first, the warning's type and id sent, /emergency leads with its instruction", async () => {
    let current: IncidentsCurrent = { incident: null, recent: [], canManage: true, lastEventType: null };
    const { user, callsTo } = await renderAlerts('owner', [tornado, ended], {
      'GET /api/incidents/current': () => ({ body: current }),
      'POST /api/incidents': () => {
        current = { ...current, incident: incidentFor(tornado), lastEventType: 'tornado' };
        return { status: 201, body: current.incident };
      },
    });
    const article = await screen.findByRole('article', { name: 'Tornado Warning' }, slow);
    // Only active warnings offer it.
    expect(within(card('Flood Watch')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: 'Start emergency mode for this' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start emergency mode: Tornado?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(callsTo('POST /api/incidents')).toEqual([]);

    await user.click(within(article).getByRole('button', { name: 'Start emergency mode for this' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Start emergency mode: Tornado?' })).getByRole('button', {
        name: 'Start emergency',
      }),
    );
    await waitFor(() => expect(callsTo('POST /api/incidents')).toHaveLength(1));
    expect(callsTo('POST /api/incidents')[0]!.body).toEqual({
      eventType: 'tornado',
      practice: false,
      alertId: 'a-tornado',
    });

    // On /emergency the warning comes first, headed by its sender and headline, then the incident, then Call.
    const warning = await screen.findByRole(
      'region',
      { name: 'Official warning from NWS Jacksonville FL Tornado Warning until 3:00 PM' },
      slow,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency' })).toBeVisible();
    expect(within(warning).getByText(/TAKE COVER NOW!/).textContent).toBe(
      'TAKE COVER NOW!\n\nMove to a basement or an interior room on the lowest floor.',
    );
    const call = await screen.findByRole('region', { name: 'Call' }, slow);
    const incident = screen.getByRole('heading', { name: /^Tornado — emergency since/ });
    expect(warning.compareDocumentPosition(incident) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(incident.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(warning.querySelector('img')).toBeNull();
    // The chooser follows the incident's type.
    expect(screen.getByRole('button', { name: 'Tornado', pressed: true })).toBeVisible();
  });

  it('with no watched places it says where to add them; offline it shows the saved answer and its age', async () => {
    await renderAlerts('owner', []);
    const empty = await screen.findByRole('heading', { name: 'No official warnings right now' }, slow);
    const section = empty.closest('section')!;
    await within(section).findByText(/None is set yet/, {}, slow);
    expect(within(section).getByRole('link', { name: 'Household' })).toHaveAttribute('href', '/household');
    setBrowserOnline(false);
    expect(await screen.findByText(/^Saved just now/, {}, slow)).toBeVisible();
  });
});
