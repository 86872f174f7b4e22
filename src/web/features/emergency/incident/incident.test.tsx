import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanEventType } from '@shared/constants/plans';
import type { HouseholdRole } from '@shared/households/schemas';
import type { IncidentCheckinView, IncidentsCurrent, IncidentView } from '@shared/incidents/schemas';
import { flushCheckinQueue } from '@web/lib/incidents/checkin-queue';
import { incidentHeadline, incidentTime } from '@web/lib/incidents/incident-text';
import { read } from '@web/lib/offline/store';
import { setBrowserOnline } from '@web/test/connectivity';
import { FakeEventSource } from '@web/test/fake-event-source';
import { installIndexedDb } from '@web/test/indexed-db';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { renderAt, visibleToast } from '@web/test/render';
import { CheckinPanel, QUEUED_TEXT } from './checkin-panel';
import { IncidentControls } from './incident-controls';
import { useIncident, useIncidentTicks } from './use-incident';

const slow = { timeout: 15_000 };
const MIN = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const rex = { id: 'u1', name: 'Rex' };
const ana = { id: 'u2', name: 'Ana' };
const sam = { id: 'u3', name: 'Sam' };

function checkin(overrides: Partial<IncidentCheckinView> & Pick<IncidentCheckinView, 'id'>): IncidentCheckinView {
  return {
    status: 'safe',
    note: null,
    subject: ana,
    subjectName: null,
    reportedBy: ana,
    location: null,
    createdAt: ago(5 * MIN),
    ...overrides,
  };
}

/** `ms` ago, but not before today's midnight (local time): a start today shows as "since HH:MM" only. */
function earlierToday(ms: number): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return new Date(Math.max(Date.now() - ms, midnight.getTime())).toISOString();
}

function incident(overrides: Partial<IncidentView> = {}): IncidentView {
  return {
    id: 'inc1',
    eventType: 'hurricane',
    practice: false,
    startedAt: ago(30 * MIN),
    startedBy: ana,
    endedAt: null,
    endedBy: null,
    latest: [],
    checkins: [],
    notHeardFrom: [rex, ana, sam],
    ticks: [],
    warning: null,
    ...overrides,
  };
}

function current(open: IncidentView | null, overrides: Partial<IncidentsCurrent> = {}): IncidentsCurrent {
  return { incident: open, recent: [], canManage: true, lastEventType: null, ...overrides };
}

const session = (role: HouseholdRole = 'owner') => ({
  ...signedIn({ id: 'u1' }, { firstName: 'Rex' }),
  household: { id: 'h1', role },
});

function Screen() {
  return (
    <main>
      <IncidentControls />
      <CheckinPanel />
    </main>
  );
}

async function renderScreen(first: IncidentsCurrent, routes: Record<string, MockHandler> = {}, role?: HouseholdRole) {
  const api = mockApi({
    'GET /api/account/session': { body: session(role) },
    'GET /api/incidents/current': { body: first },
    ...routes,
  });
  const utils = renderAt(<Screen />, { path: '/emergency' });
  await waitFor(() => expect(api.callsTo('GET /api/incidents/current').length).toBeGreaterThan(0));
  return { ...utils, ...api };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('IncidentControls', () => {
  it('no incident: an owner chooses the event (the last one used first) and starts an emergency that every member then sees', async () => {
    const started = incident({ startedBy: rex, startedAt: new Date().toISOString(), notHeardFrom: [rex, ana] });
    let answer = current(null, { lastEventType: 'flood' });
    const { user, callsTo } = await renderScreen(answer, {
      'GET /api/incidents/current': () => ({ body: answer }),
      'POST /api/incidents': () => {
        answer = current(started, { lastEventType: 'hurricane' });
        return { status: 201, body: started };
      },
    });
    const controls = await screen.findByRole('region', { name: 'What is happening' }, slow);
    const event = within(controls).getByRole('combobox', { name: 'Event' });
    expect(within(event).getAllByRole('option')).toHaveLength(13);
    expect(within(event).getAllByRole('option')[0]).toHaveTextContent('Flood');
    expect(event).toHaveValue('flood');
    // Nothing to check in to yet.
    expect(screen.queryByRole('button', { name: "I'm safe" })).not.toBeInTheDocument();

    await user.selectOptions(event, 'hurricane');
    await user.click(within(controls).getByRole('button', { name: 'Start emergency' }));
    await waitFor(() => expect(callsTo('POST /api/incidents')).toHaveLength(1));
    expect(callsTo('POST /api/incidents')[0]!.body).toEqual({ eventType: 'hurricane', practice: false });

    const banner = await screen.findByRole('heading', { name: incidentHeadline(started) }, slow);
    expect(banner).toHaveTextContent(/^Hurricane — emergency since \d\d:\d\d, started by Rex$/);
    expect(screen.queryByText('PRACTICE')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm safe" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'End emergency' })).toBeVisible();
  });

  it('"Start practice" sends practice: true', async () => {
    const { user, callsTo } = await renderScreen(current(null), {
      'POST /api/incidents': { status: 201, body: incident({ practice: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Start practice' }, slow));
    await waitFor(() => expect(callsTo('POST /api/incidents')).toHaveLength(1));
    expect(callsTo('POST /api/incidents')[0]!.body).toEqual({ eventType: 'earthquake', practice: true });
  });

  it('a second start answered 409 (another member started one): the message is shown and the open one fetched', async () => {
    let answer = current(null);
    const { user } = await renderScreen(answer, {
      'GET /api/incidents/current': () => ({ body: answer }),
      'POST /api/incidents': () => {
        answer = current(incident());
        return apiError(
          409,
          'conflict',
          'An emergency is already open for your household. End it before starting another.',
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start emergency' }, slow));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('An emergency is already open for your household.'));
    expect(await screen.findByRole('heading', { name: incidentHeadline(incident()) }, slow)).toBeVisible();
  });

  it('a practice is labelled PRACTICE; ending it asks first, then it shows as the last practice', async () => {
    const open = incident({ practice: true, startedAt: earlierToday(30 * MIN) });
    let answer = current(open);
    const ended = { ...open, endedAt: new Date().toISOString(), endedBy: rex };
    const { user, callsTo } = await renderScreen(answer, {
      'GET /api/incidents/current': () => ({ body: answer }),
      'POST /api/incidents/inc1/end': () => {
        answer = current(null, { recent: [ended] });
        return { body: ended };
      },
    });
    expect(await screen.findByText('PRACTICE', {}, slow)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: /^Hurricane — practice since \d\d:\d\d, started by Ana$/ }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'End practice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End the practice for everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep practising' }));
    expect(callsTo('POST /api/incidents/inc1/end')).toHaveLength(0);
    expect(screen.getByText('PRACTICE')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'End practice' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End practice' }));
    await waitFor(() => expect(callsTo('POST /api/incidents/inc1/end')).toHaveLength(1));
    expect(
      await screen.findByText(`Last practice: Hurricane, ended ${incidentTime(ended.endedAt)}.`, {}, slow),
    ).toBeVisible();
    expect(screen.queryByText('PRACTICE')).not.toBeInTheDocument();
    // The check-in is gone with the incident; the start is offered again.
    expect(screen.queryByRole('button', { name: "I'm safe" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start emergency' })).toBeVisible();
  });

  it('a viewer sees the emergency and can check in, but neither starts nor ends one', async () => {
    let answer = current(null, { canManage: false });
    const { queryClient } = await renderScreen(
      answer,
      { 'GET /api/incidents/current': () => ({ body: answer }) },
      'viewer',
    );
    expect(
      await screen.findByText('No emergency is open. An owner or editor of your household starts one here.', {}, slow),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start emergency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start practice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Event' })).not.toBeInTheDocument();

    answer = current(incident(), { canManage: false });
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('heading', { name: incidentHeadline(incident()) }, slow)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'End emergency' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm safe" })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'I need help' })).toBeEnabled();
  });

  it("on a page with its own chooser: no select of its own, the page's choice is started; banner and start can be placed apart", async () => {
    let answer = current(null);
    const api = mockApi({
      'GET /api/account/session': { body: session() },
      'GET /api/incidents/current': () => ({ body: answer }),
      'POST /api/incidents': () => {
        answer = current(incident({ eventType: 'flood' }));
        return { status: 201, body: answer.incident };
      },
    });
    function Page() {
      const [type, setType] = useState<PlanEventType | null>(null);
      return (
        <main>
          <IncidentControls show="open" />
          <button type="button" onClick={() => setType('flood')}>
            The page's chooser: Flood
          </button>
          <IncidentControls eventType={type} show="start" />
        </main>
      );
    }
    const { user } = renderAt(<Page />);
    const start = await screen.findByRole('region', { name: 'Emergency mode' }, slow);
    expect(within(start).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      await within(start).findByText(
        'Choose what is happening, then start it for your household: every member is told at once.',
        {},
        slow,
      ),
    ).toBeVisible();
    expect(within(start).getByRole('button', { name: 'Start emergency' })).toBeDisabled();
    expect(within(start).getByRole('button', { name: 'Start practice' })).toBeDisabled();
    // No incident: the banner's place shows nothing.
    expect(within(screen.getByRole('main')).getAllByRole('region')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "The page's chooser: Flood" }));
    expect(within(start).getByText('Flood: starting it tells every member of your household at once.')).toBeVisible();
    await user.click(within(start).getByRole('button', { name: 'Start emergency' }));
    await waitFor(() => expect(api.callsTo('POST /api/incidents')).toHaveLength(1));
    expect(api.callsTo('POST /api/incidents')[0]!.body).toEqual({ eventType: 'flood', practice: false });
    // Open: the banner shows in its place, the start is gone.
    expect(await screen.findByRole('heading', { name: /^Flood — emergency since/ }, slow)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Emergency mode' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('region')).toHaveLength(1);
  });

  it('the emergency could not be loaded: says so instead of offering a start', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    await renderScreen(current(null), { 'GET /api/incidents/current': apiError(500, 'internal_error', 'Boom') });
    expect(
      await screen.findByText("The household's emergency could not be loaded. Check your connection.", {}, slow),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start emergency' })).not.toBeInTheDocument();
  });
});

describe('CheckinPanel', () => {
  const leoHelp = checkin({
    id: 'c2',
    status: 'help',
    note: 'Ankle hurt, at the school gym',
    subject: null,
    subjectName: 'Leo',
    reportedBy: ana,
    createdAt: ago(2 * MIN),
  });
  const anaSafe = checkin({ id: 'c1', createdAt: ago(10 * MIN) });
  const withCheckins = () =>
    incident({ latest: [leoHelp, anaSafe], checkins: [leoHelp, anaSafe], notHeardFrom: [rex, sam] });

  it('"I need help" comes first and apart, each person\'s latest status and time, and who has not been heard from', async () => {
    await renderScreen(current(withCheckins()));
    const panel = await screen.findByRole('region', { name: 'Check in' }, slow);
    const help = within(panel).getByRole('list', { name: 'Needs help' });
    const checkedIn = within(panel).getByRole('list', { name: 'Checked in' });
    // Help is above everything else in the panel, the check-in buttons included.
    expect(help.compareDocumentPosition(screen.getByRole('button', { name: "I'm safe" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(help.compareDocumentPosition(checkedIn)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const leo = within(help).getByRole('listitem');
    expect(leo).toHaveTextContent(`LeoNeeds helpat ${incidentTime(leoHelp.createdAt)}`);
    expect(leo).toHaveTextContent('“Ankle hurt, at the school gym”');
    expect(leo).toHaveTextContent('Checked in by Ana');
    expect(leo.className).toMatch(/border-destructive/);
    expect(within(checkedIn).getByRole('listitem')).toHaveTextContent(`AnaSafeat ${incidentTime(anaSafe.createdAt)}`);
    expect(within(checkedIn).getByRole('listitem')).not.toHaveTextContent('Checked in by');
    const notHeard = within(panel).getByRole('list', { name: 'Not heard from' });
    expect(
      within(notHeard)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rex', 'Sam']);
  });

  it('with nobody missing it says so', async () => {
    await renderScreen(current(incident({ latest: [anaSafe], checkins: [anaSafe], notHeardFrom: [] })));
    expect(await screen.findByText('Everyone in the household has been heard from.', {}, slow)).toBeVisible();
  });

  it('"I\'m safe" sends a check-in about me with an id made on the device, and says it was sent', async () => {
    let answer = current(incident());
    const { user, callsTo } = await renderScreen(answer, {
      'GET /api/incidents/current': () => ({ body: answer }),
      'POST /api/incidents/inc1/checkins': (call) => {
        const mine = checkin({
          id: (call.body as { id: string }).id,
          subject: rex,
          reportedBy: rex,
          createdAt: ago(0),
        });
        answer = current(incident({ latest: [mine], checkins: [mine], notHeardFrom: [ana, sam] }));
        return { status: 201, body: mine };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Note (optional)' }, slow), 'Home, roof damaged');
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    await waitFor(() => expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1));
    const body = callsTo('POST /api/incidents/inc1/checkins')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'safe',
      note: 'Home, roof damaged',
      subjectUserId: null,
      subjectName: null,
      location: null,
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/^Sent at \d\d:\d\d: you are safe\.$/, {}, slow)).toBeVisible();
    const checkedIn = await screen.findByRole('list', { name: 'Checked in' }, slow);
    expect(within(checkedIn).getByRole('listitem')).toHaveTextContent('RexSafe');
    expect(within(screen.getByRole('list', { name: 'Not heard from' })).queryByText('Rex')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
  });

  it('checks in for a member, or for someone typed ("Leo is with me"); a typed name is required', async () => {
    const { user, callsTo } = await renderScreen(current(incident()), {
      'POST /api/incidents/inc1/checkins': { status: 201, body: {} },
    });
    const who = await screen.findByRole('combobox', { name: 'Who is this check-in for?' }, slow);
    expect(
      within(who)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Me (Rex)', 'Ana', 'Sam', 'Someone else (type their name)']);
    await user.selectOptions(who, 'Sam');
    await user.click(screen.getByRole('button', { name: 'I need help' }));
    await waitFor(() => expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1));
    expect(callsTo('POST /api/incidents/inc1/checkins')[0]!.body).toMatchObject({
      status: 'help',
      subjectUserId: 'u3',
      subjectName: null,
    });

    await user.selectOptions(who, 'Someone else (type their name)');
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    expect(await screen.findByText('Type the name of who this check-in is for.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Their name' })).toHaveAccessibleDescription(
      'Type the name of who this check-in is for.',
    );
    expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Their name' }), 'Leo');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Leo is with me');
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    await waitFor(() => expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(2));
    expect(callsTo('POST /api/incidents/inc1/checkins')[1]!.body).toMatchObject({
      status: 'safe',
      subjectUserId: null,
      subjectName: 'Leo',
      note: 'Leo is with me',
    });
    expect(await screen.findByText(/^Sent at \d\d:\d\d: Leo is safe\.$/)).toBeVisible();
  });

  it('"Share my location" asks the browser only when tapped; the location goes with the check-in; "Remove my location" clears it', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 25.76, longitude: -80.19, accuracy: 18 } } as GeolocationPosition),
    );
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
    );
    let answer = current(incident());
    const { user, callsTo } = await renderScreen(answer, {
      'GET /api/incidents/current': () => ({ body: answer }),
      'POST /api/incidents/inc1/checkins': (call) => {
        const body = call.body as { id: string; location: IncidentCheckinView['location'] };
        const mine = checkin({
          id: body.id,
          subject: rex,
          reportedBy: rex,
          location: body.location,
          createdAt: ago(0),
        });
        answer = current(incident({ latest: [mine], checkins: [mine], notHeardFrom: [ana, sam] }));
        return { status: 201, body: mine };
      },
      'DELETE /api/incidents/inc1/checkins/c-mine/location': { status: 204 },
    });
    await screen.findByRole('button', { name: "I'm safe" }, slow);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Your location goes with your check-in, to your household only.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: "I'm safe" }));
    await waitFor(() => expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1));
    expect(callsTo('POST /api/incidents/inc1/checkins')[0]!.body).toMatchObject({
      location: { latitude: 25.76, longitude: -80.19, accuracyM: 18 },
    });
    const link = await screen.findByRole('link', { name: 'Where Rex was (within 18 m)' }, slow);
    expect(link).toHaveAttribute('href', expect.stringContaining('mlat=25.76&mlon=-80.19'));

    // The check-in's id is the device's: make the DELETE route match it.
    const sentId = (callsTo('POST /api/incidents/inc1/checkins')[0]!.body as { id: string }).id;
    const mine = answer.incident!.latest[0]!;
    const { callsTo: callsAfter } = mockApi({
      'GET /api/account/session': { body: session() },
      'GET /api/incidents/current': () => ({ body: answer }),
      [`DELETE /api/incidents/inc1/checkins/${sentId}/location`]: () => {
        const cleared = { ...mine, location: null };
        answer = current(incident({ latest: [cleared], checkins: [cleared], notHeardFrom: [ana, sam] }));
        return { status: 204 };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove my location' }));
    await waitFor(() => expect(callsAfter(`DELETE /api/incidents/inc1/checkins/${sentId}/location`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Where Rex was/ })).not.toBeInTheDocument(), slow);
    expect(screen.queryByRole('button', { name: 'Remove my location' })).not.toBeInTheDocument();
  });

  it('the primary check-in buttons are at least 48 px tall, the text large, with no animation', async () => {
    await renderScreen(current(incident()));
    for (const name of ["I'm safe", 'I need help']) {
      const button = await screen.findByRole('button', { name }, slow);
      expect(button.className).toMatch(/\bmin-h-12\b/);
      expect(button.className).toMatch(/\btext-lg\b/);
      expect(button.className).not.toMatch(/animate-/);
    }
    expect(section('Check in').className).toMatch(/\btext-lg\b/);
  });

  describe('realtime', () => {
    beforeEach(() => {
      FakeEventSource.reset();
      vi.stubGlobal('EventSource', FakeEventSource);
    });
    afterEach(() => FakeEventSource.reset());

    it("another member's check-in shows live and is announced: safe politely, help assertively", async () => {
      let answer = current(incident());
      await renderScreen(answer, { 'GET /api/incidents/current': () => ({ body: answer }) });
      await screen.findByRole('region', { name: 'Check in' }, slow);
      await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
      FakeEventSource.latest().emit('ready', { signedIn: true });
      const polite = screen.getByTestId('checkins-announced');
      const urgent = screen.getByTestId('help-announced');
      expect(polite).toHaveAttribute('aria-live', 'polite');
      expect(urgent).toHaveAttribute('aria-live', 'assertive');
      expect(polite).toBeEmptyDOMElement();

      answer = current(incident({ latest: [anaSafe], checkins: [anaSafe], notHeardFrom: [rex, sam] }));
      FakeEventSource.latest().emit('change', { table: 'incident_checkins', op: 'INSERT', id: null });
      await waitFor(() => expect(polite).toHaveTextContent(`Ana: Safe at ${incidentTime(anaSafe.createdAt)}.`), slow);
      expect(within(screen.getByRole('list', { name: 'Checked in' })).getByRole('listitem')).toHaveTextContent('Ana');
      expect(urgent).toBeEmptyDOMElement();

      answer = current(withCheckins());
      FakeEventSource.latest().emit('change', { table: 'incident_checkins', op: 'INSERT', id: null });
      await waitFor(() => expect(urgent).toHaveTextContent('Leo: Needs help'), slow);
      expect(urgent).toHaveTextContent('Ankle hurt, at the school gym');
      expect(within(screen.getByRole('list', { name: 'Needs help' })).getByRole('listitem')).toHaveTextContent('Leo');
    });
  });

  describe('offline', () => {
    let device: ReturnType<typeof installIndexedDb>;
    beforeEach(() => {
      device = installIndexedDb();
    });

    it('a check-in made offline shows as queued, is kept on the device, and is sent once back online with the same id', async () => {
      let answer = current(incident());
      const { user, callsTo, queryClient } = await renderScreen(answer, {
        'GET /api/incidents/current': () => ({ body: answer }),
        'POST /api/incidents/inc1/checkins': (call) => {
          const mine = checkin({
            id: (call.body as { id: string }).id,
            subject: rex,
            reportedBy: rex,
            createdAt: ago(0),
          });
          answer = current(incident({ latest: [mine], checkins: [mine], notHeardFrom: [ana, sam] }));
          return { status: 201, body: mine };
        },
      });
      await screen.findByRole('button', { name: "I'm safe" }, slow);
      setBrowserOnline(false);
      expect(
        screen.getByText('You are offline. A check-in is kept on this device and sent when you are back online.'),
      ).toBeVisible();
      await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'At the shelter');
      await user.click(screen.getByRole('button', { name: "I'm safe" }));

      const waiting = await screen.findByRole('list', { name: 'Waiting to send' }, slow);
      expect(within(waiting).getByRole('listitem')).toHaveTextContent(`You: Safe — “At the shelter”${QUEUED_TEXT}`);
      expect(screen.getByRole('status')).toHaveTextContent(`Check-in for you: ${QUEUED_TEXT}.`);
      expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(0);
      const kept = device.record('checkins') as { userId: string; checkins: Array<{ checkin: { id: string } }> };
      expect(kept.userId).toBe('u1');
      expect(kept.checkins).toHaveLength(1);
      const id = kept.checkins[0]!.checkin.id;

      // Back online: the offline copies send every registered queue (persist.ts); here, this one.
      setBrowserOnline(true);
      await flushCheckinQueue(queryClient, 'u1');
      expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1);
      expect(callsTo('POST /api/incidents/inc1/checkins')[0]!.body).toMatchObject({
        id,
        status: 'safe',
        note: 'At the shelter',
      });
      expect(await read('checkins')).toBeUndefined();
      await waitFor(
        () => expect(screen.queryByRole('list', { name: 'Waiting to send' })).not.toBeInTheDocument(),
        slow,
      );
      expect(
        within(await screen.findByRole('list', { name: 'Checked in' }, slow)).getByRole('listitem'),
      ).toHaveTextContent('RexSafe');
      await waitFor(() => expect(visibleToast()).toHaveTextContent('Check-in sent'));

      // Sending again sends nothing (the queue is empty).
      await flushCheckinQueue(queryClient, 'u1');
      expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1);
    });

    it('no answer while sending (online, server down): queued instead of lost', async () => {
      const { user, callsTo } = await renderScreen(current(incident()), {
        'POST /api/incidents/inc1/checkins': () => Promise.reject(new TypeError('Failed to fetch')),
      });
      await user.click(await screen.findByRole('button', { name: 'I need help' }, slow));
      const waiting = await screen.findByRole('list', { name: 'Waiting to send' }, slow);
      expect(within(waiting).getByRole('listitem')).toHaveTextContent(`You: Needs help${QUEUED_TEXT}`);
      expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1);
      expect((device.record('checkins') as { checkins: unknown[] }).checkins).toHaveLength(1);
    });

    it('a queued check-in the server refuses (the emergency ended meanwhile) is dropped and said so; one without an answer stays', async () => {
      let refuse = false;
      const { user, callsTo, queryClient } = await renderScreen(current(incident()), {
        'POST /api/incidents/inc1/checkins': () =>
          refuse
            ? apiError(409, 'conflict', 'This emergency has ended.')
            : Promise.reject(new TypeError('Failed to fetch')),
      });
      await screen.findByRole('button', { name: "I'm safe" }, slow);
      setBrowserOnline(false);
      await user.click(screen.getByRole('button', { name: "I'm safe" }));
      await screen.findByRole('list', { name: 'Waiting to send' }, slow);

      setBrowserOnline(true);
      await flushCheckinQueue(queryClient, 'u1');
      expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(1);
      expect((await read('checkins'))?.checkins).toHaveLength(1);

      refuse = true;
      vi.mocked(console.error).mockImplementation(() => {});
      await flushCheckinQueue(queryClient, 'u1');
      expect(callsTo('POST /api/incidents/inc1/checkins')).toHaveLength(2);
      expect(await read('checkins')).toBeUndefined();
      await waitFor(() => expect(visibleToast()).toHaveTextContent('Check-in not sent'));
      expect(visibleToast()).toHaveTextContent('Your check-in for yourself was not saved: This emergency has ended.');
      await waitFor(
        () => expect(screen.queryByRole('list', { name: 'Waiting to send' })).not.toBeInTheDocument(),
        slow,
      );
    });
  });
});

describe('useIncidentTicks', () => {
  function Ticks() {
    const { incident } = useIncident();
    const ticks = useIncidentTicks(incident);
    return (
      <ul>
        {['s1', 's2'].map((key) => (
          <li key={key}>
            <label>
              <input type="checkbox" checked={ticks.isTicked('step', key)} onChange={() => ticks.toggle('step', key)} />
              Step {key}
            </label>
          </li>
        ))}
      </ul>
    );
  }

  it("with an open incident the ticks are the household's: shown, sent, and put back when refused", async () => {
    const open = incident({ ticks: [{ kind: 'step', itemKey: 's1', tickedBy: ana, tickedAt: ago(MIN) }] });
    let refuse = false;
    const api = mockApi({
      'GET /api/account/session': { body: session() },
      'GET /api/incidents/current': { body: current(open) },
      'PUT /api/incidents/inc1/ticks': (call) => {
        if (refuse) return apiError(409, 'conflict', 'This emergency has ended.');
        return {
          body: {
            ticks: [
              ...open.ticks,
              { kind: 'step', itemKey: (call.body as { itemKey: string }).itemKey, tickedBy: rex, tickedAt: ago(0) },
            ],
          },
        };
      },
    });
    const { user } = renderAt(<Ticks />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Step s1' })).toBeChecked(), slow);
    expect(screen.getByRole('checkbox', { name: 'Step s2' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Step s2' }));
    expect(screen.getByRole('checkbox', { name: 'Step s2' })).toBeChecked();
    await waitFor(() => expect(api.callsTo('PUT /api/incidents/inc1/ticks')).toHaveLength(1));
    expect(api.callsTo('PUT /api/incidents/inc1/ticks')[0]!.body).toEqual({
      kind: 'step',
      itemKey: 's2',
      ticked: true,
    });

    refuse = true;
    await user.click(screen.getByRole('checkbox', { name: 'Step s1' }));
    await waitFor(() => expect(api.callsTo('PUT /api/incidents/inc1/ticks')).toHaveLength(2));
    expect(api.callsTo('PUT /api/incidents/inc1/ticks')[1]!.body).toEqual({
      kind: 'step',
      itemKey: 's1',
      ticked: false,
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('This emergency has ended.'));
    expect(screen.getByRole('checkbox', { name: 'Step s1' })).toBeChecked();
  });

  it("with no open incident the ticks are this page's own and nothing is sent", async () => {
    const api = mockApi({
      'GET /api/account/session': { body: session() },
      'GET /api/incidents/current': { body: current(null) },
    });
    const { user } = renderAt(<Ticks />);
    await waitFor(() => expect(api.callsTo('GET /api/incidents/current')).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: 'Step s2' }));
    expect(screen.getByRole('checkbox', { name: 'Step s2' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Step s2' }));
    expect(screen.getByRole('checkbox', { name: 'Step s2' })).not.toBeChecked();
    expect(api.callsTo('PUT /api/incidents/inc1/ticks')).toHaveLength(0);
  });
});
