import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READINESS_MESSAGES, type ReadinessAnswer, type SavedHousehold } from '@shared/readiness/schemas';
import { KG_PER_LB } from '@shared/readiness/units';
import type { Resource } from '@shared/resources/schemas';
import { EXPIRY_MESSAGES } from '@shared/supplies/expiry';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi, signedIn, type ApiCall } from '@web/test/mock-api';
import { renderAt, visibleToast } from '@web/test/render';
import { defaultResourceId, followingGoal, resourceId, seededResources } from '@web/test/resource-fixtures';
import { Component as ReadinessPage } from './readiness-page';

const slow = { timeout: 15_000 };
const uuid = resourceId;
const supplies = seededResources;

/** The worked example's household (issue 15). */
const example: SavedHousehold = {
  adults: 2,
  children9to13: 1,
  children4to8: 1,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [{ id: uuid(99), name: 'Rex', kind: 'dog', weightKg: 22.7 }],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
  updatedAt: '2026-11-22T12:00:00.000Z',
};

const answer = (over: Partial<ReadinessAnswer> = {}): ReadinessAnswer => ({
  household: example,
  units: 'us',
  expiryWindowDays: 30,
  memberCounts: null,
  resources: supplies({ 'Water (Gallons)': 60, 'Energy Bars': 250 }),
  summary: { daysCovered: 12.5, limitedBy: 'food', goalDays: 14, goalMet: false },
  ...over,
});

async function renderReadiness(first: ReadinessAnswer, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/readiness': { body: first }, ...routes });
  const utils = renderAt(<ReadinessPage />, { path: '/readiness' });
  await screen.findByRole('heading', { level: 1, name: 'How long would we last?' }, slow);
  return { ...utils, ...api };
}

describe('/readiness', () => {
  it('shows the worked example: 12.5 days limited by food, from one request', async () => {
    const { calls } = await renderReadiness(answer());
    expect(await screen.findByText('12.5 days — limited by food', {}, slow)).toBeVisible();
    expect(screen.getByText('13.6 days')).toBeVisible();
    expect(screen.getByText('12.5 of 14 days (89% of the goal).')).toBeVisible();
    expect(screen.getByText('60 gal stored, 4.4 gal a day')).toBeVisible();
    const toBuy = screen.getByRole('region', { name: 'What to buy' });
    expect(within(toBuy).getByText('Water (Gallons): buy 2 gallons')).toBeVisible();
    expect(within(toBuy).getByText('Food: 12,000 kcal short')).toBeVisible();
    // One request for the page's data (the session check is the app's, not the page's).
    const data = calls.filter((c) => /^\/api\/(readiness|resources)/.test(c.path));
    expect(data.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/readiness']);
  });

  it('what to buy: Water, Food, Essentials and Pets, other water kept as an alternative; the same in the CSV and in print', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs and cannot download: record the blob and the clicked link.
    URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:list');
    URL.revokeObjectURL = () => {};
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    // The family keeps gallons, a few cases of bottles and energy bars; nothing else.
    const bottled: Resource = {
      ...supplies()[0]!,
      id: uuid(50),
      name: 'Bottled Water',
      category: 'Water & Hydration',
      unit: 'cases of 24 bottles',
      currentQuantity: 2,
      targetQuantity: 0,
      litresPerUnit: 12,
      kcalPerUnit: null,
      isCustom: true,
    };
    const { user } = await renderReadiness(
      answer({ resources: [...supplies({ 'Water (Gallons)': 40, 'Energy Bars': 250 }), bottled] }),
    );
    const toBuy = await screen.findByRole('region', { name: 'What to buy' }, slow);
    const sections = within(toBuy).getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Water', 'Food', 'Essentials', 'Pets']);
    const [water, food, essentials, pets] = sections as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    // 232.6 L for 14 days, 175.4 kept: 57.2 L short, in gallons, or (not and) in cases.
    expect(within(water).getByRole('heading', { name: 'Water: 15.12 gal short' })).toBeVisible();
    expect(within(water).getByText('Water (Gallons): buy 16 gallons')).toBeVisible();
    const instead = within(water).getByRole('list', { name: 'Instead of Water (Gallons)' });
    expect(within(instead).getByRole('listitem')).toHaveTextContent('or 5 cases of 24 bottles (Bottled Water)');
    expect(within(food).getByText('Energy Bars: buy 30 bars')).toBeVisible();
    expect(within(food).queryByText(/Dried Beans|Canned Food|Rice/)).not.toBeInTheDocument();
    expect(within(essentials).getByRole('heading', { name: 'Essentials: 7 below target' })).toBeVisible();
    expect(within(essentials).getByText('Batteries: buy 50 pieces')).toBeVisible();
    expect(within(essentials).getByText('Pain Relievers: buy 200 pills')).toBeVisible();
    expect(within(pets).getByRole('heading', { name: 'Pets: food for 14 days' })).toBeVisible();
    expect(within(pets).getByText('Dry dog food for Rex: buy 12 lb')).toBeVisible();

    await user.click(within(toBuy).getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^holdfast-shopping-list-14-days-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await created[0]!.text()).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'section,item,buy,unit,note',
      'Water,Water (Gallons),16,gallons,',
      'Water,Bottled Water,5,cases of 24 bottles,or instead of Water (Gallons)',
      'Food,Energy Bars,30,bars,',
    ]);
    expect(lines).toContain('Essentials,Batteries,50,pieces,');
    expect(lines.at(-2)).toBe('Pets,Dry dog food for Rex,12,lb,');

    // Print: the page itself, a box to tick before each line to buy (not before an alternative), buttons hidden.
    await user.click(within(toBuy).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const boxes = (el: HTMLElement) => el.querySelectorAll('.print\\:inline-block');
    expect([water, food, essentials, pets].map((s) => boxes(s).length)).toEqual([1, 1, 7, 1]);
    expect(boxes(instead)).toHaveLength(0);
    expect(boxes(water)[0]).toHaveClass('hidden');
    expect(within(toBuy).getByRole('button', { name: 'Print' }).parentElement).toHaveClass('print:hidden');
  });

  it('lists what expires within the window, expired stock struck through, and the day the figure drops', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00'), shouldAdvanceTime: true });
    try {
      const resources = supplies({ 'Water (Gallons)': 60, 'Energy Bars': 250 }).map((r) =>
        r.name === 'Energy Bars'
          ? {
              ...r,
              currentQuantity: 250,
              expiredQuantity: 40,
              batches: [
                {
                  id: uuid(200),
                  quantity: 40,
                  addedOn: '2025-01-01',
                  expiresOn: '2026-11-20',
                  note: null,
                  updatedAt: 'x',
                },
                {
                  id: uuid(201),
                  quantity: 100,
                  addedOn: '2026-01-01',
                  expiresOn: '2026-12-10',
                  note: null,
                  updatedAt: 'x',
                },
                { id: uuid(202), quantity: 150, addedOn: '2026-01-01', expiresOn: null, note: null, updatedAt: 'x' },
              ],
            }
          : r,
      );
      await renderReadiness(answer({ resources }));
      const panel = await screen.findByRole('region', { name: 'Expiring within 30 days' }, slow);
      const items = within(within(panel).getByRole('list', { name: 'Expiring stock' })).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual([
        'Energy Bars: 40 barsexpired 20 Nov 2026',
        'Energy Bars: 100 barsbest before 10 Dec 2026 (in 16 days)',
      ]);
      expect(within(items[0]!).getByText('Energy Bars: 40 bars').tagName).toBe('S');
      // 150 bars of 400 kcal are left on 11 December: 60,000 kcal for the household's day.
      expect(within(panel).getByTestId('figure-drop')).toHaveTextContent(/^On 11 December 2026: \d+\.\d days/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the window is a setting from 7 to 180 days, checked before it is sent', async () => {
    const sent: ApiCall[] = [];
    const { user } = await renderReadiness(answer(), {
      'PUT /api/reminders/settings': (call) => {
        sent.push(call);
        return { body: { windowDays: 60, reminders: true, emailVerified: true } };
      },
    });
    const field = await screen.findByLabelText('Window (days)', {}, slow);
    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Set window' }));
    expect(await screen.findByText(EXPIRY_MESSAGES.window)).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '60');
    await user.click(screen.getByRole('button', { name: 'Set window' }));
    await waitFor(() => expect(sent.map((c) => c.body)).toEqual([{ windowDays: 60 }]));
  });

  it('with people named in the family plan, their counts replace the inputs, with a link to edit them there', async () => {
    await renderReadiness(
      answer({
        memberCounts: { adults: 2, children9to13: 1, children4to8: 1, childrenUnder4: 0, pregnantOrBreastfeeding: 0 },
      }),
    );
    expect(await screen.findByTestId('counts-from-plan', {}, slow)).toHaveTextContent(
      '2 × Adults (14+), 1 × Children 9–13, 1 × Children 4–8',
    );
    expect(screen.queryByLabelText('Adults (14+)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit them in the family plan' })).toHaveAttribute('href', '/family-plan');
    // The worked example's people: the same figure.
    expect(screen.getByText('12.5 days — limited by food')).toBeVisible();
  });

  it('with no household: a prompt, not a division by zero', async () => {
    await renderReadiness(answer({ household: null }));
    expect(await screen.findByText(/Describe your household below/, {}, slow)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What to buy' })).not.toBeInTheDocument();
  });

  it('saves the household with US units turned into kilograms, validated with the shared schema', async () => {
    const saved: ApiCall[] = [];
    const { user } = await renderReadiness(answer({ household: null }), {
      'PUT /api/readiness/household': (call) => {
        saved.push(call);
        return { body: answer() };
      },
    });
    await user.type(await screen.findByLabelText('Adults (14+)', {}, slow), '{Backspace}2');
    await user.click(screen.getByRole('button', { name: 'Add pet' }));
    await user.type(screen.getByLabelText('Pet 1 name'), 'Rex');
    // A weight of 0 is refused at the field, before any request.
    await user.type(screen.getByLabelText('Pet 1 weight (lb)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    expect(await screen.findByText(READINESS_MESSAGES.petWeight)).toBeVisible();
    expect(screen.getByLabelText('Pet 1 weight (lb)')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    await user.clear(screen.getByLabelText('Pet 1 weight (lb)'));
    await user.type(screen.getByLabelText('Pet 1 weight (lb)'), '50');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0]!.body as { adults: number; pets: { weightKg: number }[]; standard: string; goalDays: number };
    expect(body.adults).toBe(2);
    expect(body.pets[0]!.weightKg).toBeCloseTo(50 * KG_PER_LB, 10);
    expect(body).toMatchObject({ standard: 'us', goalDays: 14, customLitresPerPerson: null });
    await waitFor(() => expect(visibleToast()).toHaveTextContent(READINESS_MESSAGES.saved));
    expect(await screen.findByText('12.5 days — limited by food')).toBeVisible();
  });

  it("sends a saved pet's id with it (the family plan's vet and microchip follow it); a new pet has none", async () => {
    const saved: ApiCall[] = [];
    const { user } = await renderReadiness(answer(), {
      'PUT /api/readiness/household': (call) => {
        saved.push(call);
        return { body: answer() };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add pet' }, slow));
    await user.type(screen.getByLabelText('Pet 2 name'), 'Mia');
    await user.type(screen.getByLabelText('Pet 2 weight (lb)'), '9');
    await user.click(screen.getByRole('button', { name: 'Save household' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { pets } = saved[0]!.body as { pets: { id?: string; name: string }[] };
    expect(pets.map((p) => [p.id, p.name])).toEqual([
      [uuid(99), 'Rex'],
      [undefined, 'Mia'],
    ]);
  });

  it('choosing metric shows at once, saves the preference and converts what is shown', async () => {
    const sent: ApiCall[] = [];
    const { user } = await renderReadiness(answer(), {
      'PUT /api/readiness/units': (call) => {
        sent.push(call);
        return { body: call.body };
      },
    });
    const metric = await screen.findByRole('radio', { name: 'Metric (L, kg)' }, slow);
    await user.click(metric);
    expect(metric).toBeChecked();
    await waitFor(() => expect(sent.map((c) => c.body)).toEqual([{ units: 'metric' }]));
    expect(await screen.findByText('227.1 L stored, 16.6 L a day')).toBeVisible();
  });

  it('metric shows litres and kilograms', async () => {
    await renderReadiness(answer({ units: 'metric' }));
    expect(await screen.findByText('227.1 L stored, 16.6 L a day', {}, slow)).toBeVisible();
    expect(screen.getByLabelText('Pet 1 weight (kg)')).toHaveValue(22.7);
  });

  it('no button to press: the targets that follow the goal are listed, and an own target can follow again', async () => {
    // As the server answers: water and food follow the goal, Canned Food keeps the 100 cans typed.
    const resources = followingGoal(
      supplies({ 'Water (Gallons)': 60, 'Energy Bars': 250 }).map((r) =>
        r.name === 'Canned Food' ? { ...r, targetQuantity: 100, ownTarget: true } : r,
      ),
      example,
    );
    const sent: ApiCall[] = [];
    const { user } = await renderReadiness(answer({ resources }), {
      [`PATCH /api/resources/${defaultResourceId('Canned Food')}`]: (call) => {
        sent.push(call);
        return { body: { resource: { ...resources.find((r) => r.name === 'Canned Food')!, ownTarget: false } } };
      },
      'GET /api/resources': { body: { resources } },
    });
    const panel = await screen.findByRole('region', { name: 'Targets from your goal' }, slow);
    expect(screen.queryByRole('button', { name: 'Set targets from my goal' })).toBeNull();
    // 2 adults, 2 children and a 22.7 kg dog, US, 14 days: 232.6 L, 62 gallons.
    const followed = within(panel).getByRole('list', { name: 'Targets that follow your goal' });
    expect(within(followed).getByText(/Water \(Gallons\):/)).toHaveTextContent('Water (Gallons): 62 gallons');
    const own = within(panel).getByRole('list', { name: 'Your own targets' });
    expect(within(own).getByText(/Canned Food:/)).toHaveTextContent('Canned Food: 100 cans');
    await user.click(within(own).getByRole('button', { name: 'Follow my goal again: Canned Food' }));
    await waitFor(() => expect(sent.map((c) => c.body)).toEqual([{ ownTarget: false }]));
    await waitFor(() => expect(visibleToast()).toHaveTextContent(READINESS_MESSAGES.followGoal));
  });

  describe('realtime', () => {
    beforeEach(() => {
      FakeEventSource.reset();
      // jsdom has no EventSource and there is no server: the fake plays the stream.
      vi.stubGlobal('EventSource', FakeEventSource);
    });
    afterEach(() => FakeEventSource.reset());

    it('supplies saved on another device update the figure here', async () => {
      let resources = answer().resources;
      const { callsTo } = await renderReadiness(answer(), {
        'GET /api/account/session': { body: signedIn() },
        'GET /api/readiness': () => ({ body: answer({ resources }) }),
        'GET /api/resources': () => ({ body: { resources } }),
      });
      expect(await screen.findByText('12.5 days — limited by food', {}, slow)).toBeVisible();
      await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));

      // Another device saves 40 more energy bars: food 116,000 kcal lasts 14.5 days; water 13.6.
      resources = resources.map((r) => (r.name === 'Energy Bars' ? { ...r, currentQuantity: 290 } : r));
      const before = callsTo('GET /api/resources').length;
      FakeEventSource.latest().emit('change', { table: 'user_resources', op: 'UPDATE', id: 'u1' });
      expect(await screen.findByText('13.6 days — limited by water', {}, slow)).toBeVisible();
      expect(callsTo('GET /api/resources').length).toBe(before + 1);
    });
  });
});
