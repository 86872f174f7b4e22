import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { familyPlanSchema } from '@shared/family-plan/schemas';
import type { ReadinessAnswer, SavedHousehold } from '@shared/readiness/schemas';
import { localToday } from '@web/lib/format';
import { deferred, mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';
import { seededResources } from '@web/test/resource-fixtures';

const slow = { timeout: 15_000 };

const household: SavedHousehold = {
  adults: 2,
  children9to13: 0,
  children4to8: 0,
  childrenUnder4: 0,
  pregnantOrBreastfeeding: 0,
  pets: [],
  standard: 'us',
  goalDays: 14,
  customLitresPerPerson: null,
  updatedAt: '2026-11-22T12:00:00.000Z',
};
const readiness = (gallons: number): ReadinessAnswer => ({
  household,
  units: 'us',
  expiryWindowDays: 30,
  memberCounts: null,
  resources: seededResources({ 'Water (Gallons)': gallons, 'Energy Bars': 300 }),
  summary: { daysCovered: null, limitedBy: null, goalDays: 14, goalMet: false },
});
const place = { name: 'Oak tree', address: '5th and Main', instructions: '' };
const completePlan = {
  plan: familyPlanSchema.parse({
    members: [{ id: 'm1', name: 'Ana', mobilePhone: '+1 555 0100' }],
    outOfTownContacts: [{ name: 'May', mobilePhone: '+1 555 0199' }],
    meetingPlaces: { neighbourhood: place, outOfTown: place },
    lastPracticedOn: localToday(),
  }),
  updatedAt: '2026-11-24T10:00:00.000Z',
};

type Routes = Parameters<typeof mockApi>[0];
async function renderDashboard(routes: Routes = {}, session = signedIn()) {
  const api = mockApi({ 'GET /api/account/session': { body: session }, ...routes });
  const utils = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Next Step' }, slow);
  return { ...utils, ...api };
}
const card = () => screen.getByRole('region', { name: 'Next Step' });
const stats = (kitsCount: number, plansCount: number) => ({
  'GET /api/me/stats': { body: { plansCount, kitsCount, personalScore: 0 } },
});

describe('/dashboard: the next step, one at a time', () => {
  it('1. no household counts yet: describe your household', async () => {
    await renderDashboard();
    const link = await within(card()).findByRole('link', { name: 'Describe your household' }, slow);
    expect(link).toHaveAttribute('href', '/readiness');
    expect(card()).toHaveTextContent(
      'Start here: say who lives with you, people and pets, so the days your supplies last can be counted.',
    );
    // One step at a time.
    expect(within(card()).getAllByRole('link')).toHaveLength(1);
  });

  it('2. water below the goal: stock water (the readiness figure is on the dashboard too)', async () => {
    const { callsTo } = await renderDashboard({ 'GET /api/readiness': { body: readiness(10) } });
    const link = await within(card()).findByRole('link', { name: 'Stock water' }, slow);
    expect(link).toHaveAttribute('href', '/resource-tracker');
    expect(card()).toHaveTextContent('Your water would last 5.0 days of the 14-day goal.');
    expect(screen.getByRole('region', { name: 'Readiness' })).toHaveTextContent('days');
    // The figure comes from the readiness answer the readiness card loads: one request for both.
    expect(callsTo('GET /api/readiness')).toHaveLength(1);
  });

  it('2b. food limits the days: the step and the figure under it say the same (issue 40)', async () => {
    // 13 gallons last 2 adults 6.5 days; 66 bars of 400 kcal last them 6.0 days.
    const body = { ...readiness(13), resources: seededResources({ 'Water (Gallons)': 13, 'Energy Bars': 66 }) };
    await renderDashboard({ 'GET /api/readiness': { body } });
    const link = await within(card()).findByRole('link', { name: 'Stock food' }, slow);
    expect(link).toHaveAttribute('href', '/resource-tracker');
    expect(card()).toHaveTextContent('Your food would last 6.0 days of the 14-day goal.');
    expect(card()).not.toHaveTextContent(/water/i);
    expect(screen.getByRole('region', { name: 'Readiness' })).toHaveTextContent('6.0 days — limited by food');
  });

  it('3. water stocked, no kit: make a kit', async () => {
    await renderDashboard({ 'GET /api/readiness': { body: readiness(100) }, ...stats(0, 0) });
    const link = await within(card()).findByRole('link', { name: 'Make a kit' }, slow);
    expect(link).toHaveAttribute('href', '/kits/new');
  });

  it('4. a kit, no plan: write a plan', async () => {
    await renderDashboard({ 'GET /api/readiness': { body: readiness(100) }, ...stats(1, 0) });
    const link = await within(card()).findByRole('link', { name: 'Write a plan' }, slow);
    expect(link).toHaveAttribute('href', '/plans/new');
  });

  it('5. a plan, the family plan incomplete: fill in the family plan', async () => {
    const { callsTo } = await renderDashboard({ 'GET /api/readiness': { body: readiness(100) }, ...stats(1, 2) });
    const link = await within(card()).findByRole('link', { name: 'Fill in the family plan' }, slow);
    expect(link).toHaveAttribute('href', '/family-plan');
    for (const route of ['GET /api/readiness', 'GET /api/me/stats', 'GET /api/family-plan'])
      expect(callsTo(route)).toHaveLength(1);
  });

  it('6. everything done: says so, with no link', async () => {
    await renderDashboard({
      'GET /api/readiness': { body: readiness(100) },
      ...stats(1, 1),
      'GET /api/family-plan': { body: completePlan },
    });
    await within(card()).findByText(/^All done/, {}, slow);
    expect(within(card()).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('/dashboard: first visit', () => {
  it('says "Welcome, {name}" the first time, marks it once, keeps it for the visit, then "Welcome back"', async () => {
    const marked = deferred({ body: { ...signedIn().profile!, welcomed: true } });
    const { callsTo, router } = await renderDashboard(
      { 'POST /api/profile/welcomed': marked.handler },
      signedIn({}, { welcomed: false }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Rex');
    await waitFor(() => expect(callsTo('POST /api/profile/welcomed').length).toBeGreaterThan(0));
    marked.release();
    await waitFor(() => expect(callsTo('POST /api/profile/welcomed')).toHaveLength(1));
    // Marked: still the first visit's greeting on this page view.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Rex');

    await router.navigate('/knowledge-hub');
    await screen.findByRole('heading', { level: 1, name: /knowledge/i }, slow);
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rex' }, slow)).toBeVisible();
    expect(callsTo('POST /api/profile/welcomed')).toHaveLength(1);
  });

  it('says "Welcome back, {name}" to a user already greeted, and marks nothing', async () => {
    const { callsTo } = await renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Rex');
    expect(callsTo('POST /api/profile/welcomed')).toHaveLength(0);
  });
});
