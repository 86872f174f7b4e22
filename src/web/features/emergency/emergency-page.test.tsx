import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OFFICIAL_STEPS } from '@shared/emergency/official-steps';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import type { IncidentsCurrent, IncidentView } from '@shared/incidents/schemas';
import { DEVICE_TICKS_KEY, LAST_EVENT_KEY } from '@web/lib/emergency/device-keys';
import { deferred, mockApi, signedIn } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { Component as EmergencyPage } from './emergency-page';
import { WE_ARE_OK_TEXT } from './links';

const slow = { timeout: 15_000 };

const kitItem = (id: string, itemName: string, quantity = 1) => ({ id, itemName, quantity, category: 'Water' });
const answer: EmergencyAnswer = {
  emergencyNumber: { region: 'eu', number: '112' },
  people: [
    {
      id: 'm1',
      name: 'Ana Ortiz',
      mobilePhone: '+1 (555) 010-0100',
      otherPhone: '',
      allergies: 'Penicillin',
      medicines: 'Inhaler',
      conditions: 'Asthma',
      bloodType: 'O+',
    },
    {
      id: 'm2',
      name: 'Leo Ortiz',
      mobilePhone: '',
      otherPhone: '',
      allergies: '',
      medicines: '',
      conditions: '',
      bloodType: '',
    },
  ],
  outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199', otherPhone: '', email: '' }],
  numbers: [{ label: 'Poison control', number: '1-800-222-1222', note: '' }],
  meetingPlaces: [
    {
      key: 'neighbourhood',
      label: 'In the neighbourhood',
      name: 'Oak tree',
      address: '5th and Main',
      instructions: '',
    },
    {
      key: 'outOfTown',
      label: 'Outside the town',
      name: 'Grandma’s',
      address: '12 Lake Rd, Ocala FL',
      instructions: 'Key under the mat',
    },
  ],
  pets: [{ id: 'p1', name: 'Rex', kind: 'dog', vet: 'Dr Vega 555 012 3456', microchip: '985112003456789' }],
  plans: [
    {
      id: 'plan-flood',
      title: 'Our flood plan',
      eventType: 'flood',
      updatedAt: '2026-11-20T10:00:00.000Z',
      items: [
        { id: 's1', kind: 'step', content: 'Move the car uphill' },
        { id: 'n1', kind: 'note', content: 'The cat hides under the bed' },
        {
          id: 's2',
          kind: 'step',
          content: 'Turn off the mains\nSource: Ready.gov (FEMA): Floods — https://www.ready.gov/floods',
        },
      ],
      kitIds: ['kit-car'],
    },
  ],
  kits: [
    {
      id: 'kit-go',
      name: 'Go bag',
      household: true,
      items: [kitItem('i1', 'Water bottle', 2), kitItem('i2', 'Radio')],
    },
    { id: 'kit-car', name: 'Car kit', household: true, items: [kitItem('i3', 'Blanket')] },
  ],
  holdOut: {
    daysCovered: 12.5,
    limitedBy: 'water',
    goalDays: 14,
    people: 4,
    runsOut: [
      { resource: 'water', days: 12.5 },
      { resource: 'food', days: 20 },
    ],
    nextDrop: null,
  },
  canEdit: true,
  warning: null,
};

async function renderScreen(body: EmergencyAnswer = answer, routes = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, 'GET /api/emergency': { body }, ...routes });
  const utils = renderAt(<EmergencyPage />, { path: '/emergency' });
  await screen.findByRole('region', { name: 'Call' }, slow);
  return { ...utils, ...api };
}
const region = (name: string) => screen.getByRole('region', { name });
const hrefOf = (el: HTMLElement) => el.getAttribute('href');

beforeEach(() => localStorage.clear());

describe('/emergency', () => {
  it('shows the sections in order, Call and Meet before anything is chosen', async () => {
    await renderScreen();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Call',
      'Meet',
      'What is happening',
      // No incident open: an owner or editor starts one right after choosing (issue 37).
      'Emergency mode',
      'Do now',
      'Grab',
      'Hold out',
      'People',
    ]);
    expect(within(region('Do now')).getByText('Choose what is happening above to see what to do now.')).toBeVisible();
  });

  it('Call: the emergency number, the contact (call and a prefilled "We are OK" text), members and numbers are tel: links', async () => {
    await renderScreen();
    const call = within(region('Call'));
    expect(hrefOf(call.getByRole('link', { name: 'Call 112' }))).toBe('tel:112');
    expect(hrefOf(call.getByRole('link', { name: 'Call +1 555 0199 (Aunt May)' }))).toBe('tel:+15550199');
    const sms = hrefOf(call.getByRole('link', { name: 'Text “We are OK” to Aunt May' }))!;
    expect(sms).toBe(`sms:+15550199?body=${encodeURIComponent(WE_ARE_OK_TEXT)}`);
    expect(WE_ARE_OK_TEXT).toMatch(/^We are OK/);
    expect(hrefOf(call.getByRole('link', { name: 'Call Ana Ortiz: +1 (555) 010-0100' }))).toBe('tel:+15550100100');
    expect(hrefOf(call.getByRole('link', { name: 'Call Poison control: 1-800-222-1222' }))).toBe('tel:18002221222');
    // Leo has no mobile: not listed to call.
    expect(call.queryByText('Leo Ortiz')).toBeNull();
  });

  it('Meet: the places in order, each address a geo: link and an OpenStreetMap search', async () => {
    await renderScreen();
    const meet = within(region('Meet'));
    const items = meet.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('1. In the neighbourhoodOak tree'),
      expect.stringContaining('2. Outside the townGrandma’s'),
    ]);
    expect(hrefOf(meet.getByRole('link', { name: '5th and Main (open in a maps app)' }))).toBe(
      'geo:0,0?q=5th%20and%20Main',
    );
    expect(hrefOf(meet.getByRole('link', { name: '12 Lake Rd, Ocala FL on OpenStreetMap' }))).toBe(
      'https://www.openstreetmap.org/search?query=12%20Lake%20Rd%2C%20Ocala%20FL',
    );
    expect(meet.getByText('Key under the mat')).toBeVisible();
  });

  it('Do now: the household plan for the chosen event as a checklist; Grab its linked kits, ticks kept on the device', async () => {
    const { user, unmount } = await renderScreen();
    await user.click(within(region('What is happening')).getByRole('button', { name: 'Flood' }));
    expect(within(region('What is happening')).getByRole('button', { name: 'Flood' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const doNow = within(region('Do now'));
    expect(doNow.getByRole('heading', { name: 'Our flood plan' })).toBeVisible();
    const steps = doNow.getAllByRole('checkbox');
    expect(steps).toHaveLength(2);
    expect(doNow.getByRole('checkbox', { name: 'Turn off the mains' })).not.toBeChecked();
    expect(hrefOf(doNow.getByRole('link', { name: 'Ready.gov (FEMA): Floods' }))).toBe('https://www.ready.gov/floods');
    expect(doNow.getByText('The cat hides under the bed')).toBeVisible();
    await user.click(doNow.getByRole('checkbox', { name: 'Move the car uphill' }));
    expect(doNow.getByRole('checkbox', { name: 'Move the car uphill' })).toBeChecked();

    const grab = within(region('Grab'));
    expect(grab.getByText('The kits our plan names:')).toBeVisible();
    expect(grab.getByRole('heading', { name: 'Car kit (grabbed 0 of 1)' })).toBeVisible();
    expect(grab.queryByText('Go bag')).toBeNull();
    await user.click(grab.getByRole('checkbox', { name: 'Blanket' }));
    expect(grab.getByRole('heading', { name: 'Car kit (grabbed 1 of 1)' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem(DEVICE_TICKS_KEY)!)).toEqual({ 'step:s1': true, 'grab:i3': true });
    expect(localStorage.getItem(LAST_EVENT_KEY)).toBe('flood');

    // Back on the device later: the ticks are kept, the last event is offered first.
    unmount();
    const again = await renderScreen();
    const buttons = within(region('What is happening')).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Flood');
    expect(buttons).toHaveLength(13);
    await again.user.click(buttons[0]!);
    expect(within(region('Do now')).getByRole('checkbox', { name: 'Move the car uphill' })).toBeChecked();
  });

  it('Do now without a plan: the official steps with their sources, and "Save as our plan" creates the plan', async () => {
    const saved = {
      ...answer,
      plans: [
        ...answer.plans,
        {
          id: 'plan-new',
          title: 'Our hurricane plan',
          eventType: 'hurricane' as const,
          updatedAt: '2026-11-27T10:00:00.000Z',
          items: [{ id: 'x1', kind: 'step' as const, content: 'Saved step one' }],
          kitIds: [],
        },
      ],
    };
    let current = answer;
    const { user, callsTo } = await renderScreen(answer, {
      'GET /api/emergency': () => ({ body: current }),
      'POST /api/plans': () => {
        current = saved;
        return { status: 201, body: { plan: { id: 'plan-new' } } };
      },
    });
    await user.click(within(region('What is happening')).getByRole('button', { name: 'Hurricane' }));
    const doNow = within(region('Do now'));
    expect(
      doNow.getByText('We have no plan for hurricane yet. Recommended steps from official guidance:'),
    ).toBeVisible();
    expect(doNow.getAllByRole('checkbox')).toHaveLength(OFFICIAL_STEPS.hurricane.length);
    expect(doNow.getAllByRole('link', { name: 'Ready.gov (FEMA): Hurricanes' })[0]).toHaveAttribute(
      'href',
      'https://www.ready.gov/hurricanes',
    );
    // No plan, so no linked kits: every household kit is to grab.
    expect(within(region('Grab')).getByText('Our kits:')).toBeVisible();
    expect(within(region('Grab')).getByRole('heading', { name: 'Go bag (grabbed 0 of 2)' })).toBeVisible();
    expect(within(region('Grab')).getByRole('checkbox', { name: '2 × Water bottle' })).toBeVisible();

    await user.click(doNow.getByRole('button', { name: 'Save as our plan' }));
    expect(await within(region('Do now')).findByRole('heading', { name: 'Our hurricane plan' }, slow)).toBeVisible();
    const [post] = callsTo('POST /api/plans');
    expect(post!.body).toMatchObject({ title: 'Our hurricane plan', eventType: 'hurricane', visibility: 'household' });
    expect((post!.body as { items: unknown[] }).items).toHaveLength(OFFICIAL_STEPS.hurricane.length);
  });

  it('Do now links the guide for the chosen event, with or without a plan; none before a choice or for Custom (decision 0289)', async () => {
    const { user } = await renderScreen();
    const chooser = within(region('What is happening'));
    expect(within(region('Do now')).queryByRole('link', { name: /Read the guide/ })).not.toBeInTheDocument();
    // No plan for hurricanes: the official steps, then the guide.
    await user.click(chooser.getByRole('button', { name: 'Hurricane' }));
    expect(within(region('Do now')).getByRole('link', { name: 'Read the guide: Hurricanes' })).toHaveAttribute(
      'href',
      '/guides/hurricane',
    );
    // The household's flood plan: its steps, then the flood guide.
    await user.click(chooser.getByRole('button', { name: 'Flood' }));
    expect(within(region('Do now')).getByRole('heading', { name: 'Our flood plan' })).toBeVisible();
    expect(within(region('Do now')).getByRole('link', { name: 'Read the guide: Floods' })).toHaveAttribute(
      'href',
      '/guides/flood',
    );
    await user.click(chooser.getByRole('button', { name: 'Blackout' }));
    expect(within(region('Do now')).getByRole('link', { name: 'Read the guide: Power Outages' })).toHaveAttribute(
      'href',
      '/guides/power-outage',
    );
    await user.click(chooser.getByRole('button', { name: 'Custom' }));
    expect(within(region('Do now')).queryByRole('link', { name: /Read the guide/ })).not.toBeInTheDocument();
  });

  it("the open incident's official warning leads from the kept answer before the incident has answered (issue 38)", async () => {
    const pending = deferred({ body: { incident: null, recent: [], canManage: true, lastEventType: null } });
    await renderScreen(
      {
        ...answer,
        warning: {
          id: 'a1',
          senderName: 'NWS Jacksonville FL',
          headline: 'Tornado Warning until 3:00 PM',
          event: 'Tornado Warning',
          severity: 'Extreme',
          urgency: 'Immediate',
          instruction: 'TAKE COVER NOW!\n\n<b>Basement</b>',
          description: null,
          expires: null,
          endedAt: null,
        },
      },
      { 'GET /api/incidents/current': pending.handler },
    );
    const warning = screen.getByRole('region', {
      name: 'Official warning from NWS Jacksonville FL Tornado Warning until 3:00 PM',
    });
    expect(within(warning).getByText(/TAKE COVER NOW!/).textContent).toBe('TAKE COVER NOW!\n\n<b>Basement</b>');
    expect(warning.querySelector('b')).toBeNull();
    expect(warning.compareDocumentPosition(region('Call')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The incident answers: it has ended meanwhile, so no warning leads any more.
    pending.release();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Official warning from/ })).toBeNull());
  });

  it('a heat warning links the Extreme Heat guide; other warnings do not (decision 0289)', async () => {
    const heat = {
      id: 'a2',
      senderName: 'NWS Miami FL',
      headline: 'Extreme Heat Warning until 8:00 PM',
      event: 'Extreme Heat Warning',
      severity: 'Severe' as const,
      urgency: 'Expected' as const,
      instruction: 'Drink plenty of fluids.',
      description: null,
      expires: null,
      endedAt: null,
    };
    const pending = deferred({ body: { incident: null, recent: [], canManage: true, lastEventType: null } });
    await renderScreen({ ...answer, warning: heat }, { 'GET /api/incidents/current': pending.handler });
    const warning = screen.getByRole('region', { name: /^Official warning from NWS Miami FL/ });
    expect(within(warning).getByRole('link', { name: 'Read the guide: Extreme Heat' })).toHaveAttribute(
      'href',
      '/guides/extreme-heat',
    );
  });

  it('a tornado warning has no guide link of its own', async () => {
    const pending = deferred({ body: { incident: null, recent: [], canManage: true, lastEventType: null } });
    await renderScreen(
      {
        ...answer,
        warning: {
          id: 'a3',
          senderName: 'NWS Jacksonville FL',
          headline: 'Tornado Warning until 3:00 PM',
          event: 'Tornado Warning',
          severity: 'Extreme',
          urgency: 'Immediate',
          instruction: null,
          description: null,
          expires: null,
          endedAt: null,
        },
      },
      { 'GET /api/incidents/current': pending.handler },
    );
    const warning = screen.getByRole('region', { name: /^Official warning from NWS Jacksonville FL/ });
    expect(within(warning).queryByRole('link', { name: /Read the guide/ })).not.toBeInTheDocument();
  });

  it('a viewer is not offered "Save as our plan"', async () => {
    const { user } = await renderScreen({ ...answer, canEdit: false });
    await user.click(within(region('What is happening')).getByRole('button', { name: 'Tornado' }));
    expect(within(region('Do now')).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(5);
    expect(screen.queryByRole('button', { name: 'Save as our plan' })).toBeNull();
  });

  it('Hold out and People', async () => {
    await renderScreen({ ...answer, holdOut: { ...answer.holdOut!, nextDrop: { on: '2027-03-12', daysCovered: 9 } } });
    const holdOut = within(region('Hold out'));
    expect(holdOut.getByText('12.5 days — limited by water')).toBeVisible();
    expect(holdOut.getByText('Runs out first: water after 12.5 days, then food after 20.0 days.')).toBeVisible();
    expect(holdOut.getByText('For 4 people; our goal is 14 days.')).toBeVisible();
    expect(holdOut.getByText(/^From .*2027, expiring stock leaves 9\.0 days\.$/)).toBeVisible();
    const people = within(region('People'));
    const ana = within(people.getByRole('heading', { name: 'Ana Ortiz' }).closest('li')!);
    expect(ana.getByText('Penicillin')).toBeVisible();
    expect(ana.getByText('Inhaler')).toBeVisible();
    expect(ana.getByText('Asthma')).toBeVisible();
    expect(ana.getByText('O+')).toBeVisible();
    expect(people.getByText('No medical notes saved.')).toBeVisible();
    const rex = within(people.getByRole('heading', { name: 'Rex (dog)' }).closest('li')!);
    expect(hrefOf(rex.getByRole('link', { name: '555 012 3456' }))).toBe('tel:5550123456');
    // A microchip number is not a phone.
    expect(rex.getByText('985112003456789').closest('a')).toBeNull();
  });

  it('with nothing saved: says where to add each part', async () => {
    await renderScreen({
      ...answer,
      people: [],
      outOfTownContacts: [],
      numbers: [],
      meetingPlaces: [],
      pets: [],
      plans: [],
      kits: [],
      holdOut: null,
      emergencyNumber: { region: 'us', number: '911' },
    });
    expect(hrefOf(within(region('Call')).getByRole('link', { name: 'Call 911' }))).toBe('tel:911');
    expect(within(region('Call')).getByRole('link', { name: 'Add them to the family plan' })).toBeVisible();
    expect(within(region('Meet')).getByRole('link', { name: 'Choose them in the family plan' })).toBeVisible();
    expect(within(region('Grab')).getByRole('link', { name: 'Build one' })).toBeVisible();
    expect(
      within(region('Hold out')).getByRole('link', { name: 'Set up the household on the Readiness page' }),
    ).toBeVisible();
  });

  describe('with an incident open (issue 37)', () => {
    const ana = { id: 'u2', name: 'Ana' };
    const open: IncidentView = {
      id: 'inc1',
      eventType: 'flood',
      practice: false,
      startedAt: new Date().toISOString(),
      startedBy: ana,
      endedAt: null,
      endedBy: null,
      latest: [],
      checkins: [],
      notHeardFrom: [{ id: 'u1', name: 'Rex' }, ana],
      ticks: [{ kind: 'step', itemKey: 's2', tickedBy: ana, tickedAt: new Date().toISOString() }],
      warning: null,
    };
    const current: IncidentsCurrent = { incident: open, recent: [], canManage: true, lastEventType: 'flood' };

    it("the incident and the check-in lead the screen, then Call; the chooser follows its type; the ticks are the household's", async () => {
      const { user, callsTo } = await renderScreen(answer, {
        'GET /api/incidents/current': { body: current },
        'PUT /api/incidents/inc1/ticks': { body: { ticks: open.ticks } },
      });
      await screen.findByRole('heading', { name: /^Flood — emergency since \d\d:\d\d, started by Ana$/ }, slow);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        expect.stringMatching(/^Flood — emergency since/),
        'Check in',
        'Call',
        'Meet',
        'What is happening',
        'Do now',
        'Grab',
        'Hold out',
        'People',
      ]);
      // "I'm safe" comes before the first number to call.
      const safe = screen.getByRole('button', { name: "I'm safe" });
      expect(safe.compareDocumentPosition(within(region('Call')).getAllByRole('link')[0]!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(screen.queryByRole('region', { name: 'Emergency mode' })).toBeNull();

      // The chooser shows the incident's type; Do now is its plan, with the household's ticks.
      expect(within(region('What is happening')).getByRole('button', { name: 'Flood' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const doNow = within(region('Do now'));
      expect(doNow.getByRole('checkbox', { name: 'Turn off the mains' })).toBeChecked();
      expect(doNow.getByRole('checkbox', { name: 'Move the car uphill' })).not.toBeChecked();
      await user.click(doNow.getByRole('checkbox', { name: 'Move the car uphill' }));
      await waitFor(() => expect(callsTo('PUT /api/incidents/inc1/ticks')).toHaveLength(1));
      expect(callsTo('PUT /api/incidents/inc1/ticks')[0]!.body).toEqual({ kind: 'step', itemKey: 's1', ticked: true });
      // Not the device's own ticks.
      expect(localStorage.getItem(DEVICE_TICKS_KEY)).toBeNull();
    });

    it('no incident: the chosen event is the one started', async () => {
      let now: IncidentsCurrent = { ...current, incident: null, lastEventType: null };
      const { user, callsTo } = await renderScreen(answer, {
        'GET /api/incidents/current': () => ({ body: now }),
        'POST /api/incidents': () => {
          now = { ...current, incident: { ...open, eventType: 'hurricane', ticks: [] } };
          return { status: 201, body: now.incident };
        },
      });
      const start = await screen.findByRole('region', { name: 'Emergency mode' }, slow);
      await user.click(within(region('What is happening')).getByRole('button', { name: 'Hurricane' }));
      await user.click(await within(start).findByRole('button', { name: 'Start emergency' }));
      await waitFor(() => expect(callsTo('POST /api/incidents')).toHaveLength(1));
      expect(callsTo('POST /api/incidents')[0]!.body).toEqual({ eventType: 'hurricane', practice: false });
      expect(await screen.findByRole('heading', { name: /^Hurricane — emergency since/ }, slow)).toBeVisible();
    });
  });
});
