import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { familyPlanSchema, FAMILY_PLAN_MESSAGES, type FamilyPlan } from '@shared/family-plan/schemas';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { calendarDayLabel, localToday } from '@web/lib/format';
import { setBrowserOnline } from '@web/test/connectivity';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as FamilyPlanPage, isEmptyPlan } from './family-plan-page';

const slow = { timeout: 15_000 };
const empty = familyPlanSchema.parse({});
const rex = { id: 'p1', name: 'Rex', kind: 'dog' as const };
const saved = (
  plan: FamilyPlan,
  updatedAt: string | null = '2026-11-24T12:00:00.000Z',
  householdPets: { id: string; name: string; kind: 'dog' | 'cat' | 'other' }[] = [rex],
) => ({
  body: { plan, updatedAt, householdPets },
});
const withAna: FamilyPlan = familyPlanSchema.parse({
  members: [{ id: 'm1', name: 'Ana', mobilePhone: '+1 555 0100' }],
  pets: [{ petId: 'p1', vet: 'Dr Paws', microchip: '123' }],
});

/** The page on the plan; a plan with something in it opens on the read view: `edit` opens the form. */
async function renderPlan(
  first: FamilyPlan,
  routes: Record<string, MockHandler> = {},
  householdPets: Parameters<typeof saved>[2] = [rex],
  { edit = true }: { edit?: boolean } = {},
) {
  const api = mockApi({ 'GET /api/family-plan': saved(first, null, householdPets), ...routes });
  const utils = renderAt(<FamilyPlanPage />, { path: '/family-plan' });
  await screen.findByRole('heading', { level: 1, name: 'Family emergency plan' }, slow);
  if (edit && !isEmptyPlan(first))
    await utils.user.click(await screen.findByRole('button', { name: 'Edit plan' }, slow));
  await screen.findByRole('region', { name: 'People' }, slow);
  return { ...utils, ...api };
}

const checklist = () => within(screen.getByRole('region', { name: 'Completeness' })).getAllByRole('listitem');
const missing = () => checklist().filter((li) => li.textContent.startsWith('Missing: '));

describe('/family-plan', () => {
  it('says the plan is private to the household: its members see it, owners and editors change it', async () => {
    await renderPlan(withAna);
    expect(
      screen.getByText(
        'Who is in your household, who everyone calls, where you meet and the numbers you need. Private to your household: its members can see it, and its owners and editors can change it.',
      ),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent(/only you/i);
  });

  it('loads the plan into the form', async () => {
    await renderPlan(withAna);
    expect(field('Person 1 Name')).toHaveValue('Ana');
    expect(field('Person 1 Mobile phone')).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText('Emergency number')).toHaveValue('us');
    expect(screen.getByText('Not practised yet.')).toBeVisible();
  });

  it('updates the checklist as a person, a contact and two meeting places are added', async () => {
    const { user } = await renderPlan(empty);
    expect(checklist().map((li) => li.textContent)).toEqual([
      'Missing: Name the people in your household',
      'Missing: Add an out-of-town contact with a phone',
      'Missing: Add at least two meeting places (0 so far)',
      'Missing: Add a phone for each person 14 and older',
      'Missing: Practise the plan and record a drill',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await user.type(field('Person 1 Name'), 'Ana');
    expect(screen.getByText('1 person named')).toBeVisible();
    expect(screen.getByText('Add a phone for Ana')).toBeVisible();
    await user.type(field('Person 1 Mobile phone'), '555 0100');

    await user.click(screen.getByRole('button', { name: 'Add out-of-town contact' }));
    await user.type(field('Out-of-town contact Name'), 'Aunt May');
    await user.type(field('Out-of-town contact Mobile phone'), '+1 555 0199');

    await user.type(field('In the neighbourhood Name'), 'Oak tree');
    expect(screen.getByText('Add at least two meeting places (1 so far)')).toBeVisible();
    await user.type(field('Outside the town Address'), '12 Hill Rd, Dayton');

    // Practice comes from the drills (Training protocols), not from this form.
    await waitFor(() =>
      expect(missing().map((li) => li.textContent)).toEqual(['Missing: Practise the plan and record a drill']),
    );
    expect(screen.getByText('2 meeting places')).toBeVisible();
    expect(screen.getByText('Everyone 14 and older has a phone')).toBeVisible();
  });

  it('shows the last practised day read-only, from the drills, with a link to record a drill', async () => {
    const practised = familyPlanSchema.parse({ ...withAna, lastPracticedOn: localToday() });
    await renderPlan(practised);
    expect(screen.getByText(`Last practised ${calendarDayLabel(localToday())}.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Record a drill' })).toHaveAttribute('href', '/training-protocols');
    expect(screen.queryByLabelText('Last practised')).toBeNull();
    expect(screen.queryByRole('button', { name: 'We practised today' })).toBeNull();
    expect(checklist().at(-1)).toHaveTextContent(`Done: Practised ${calendarDayLabel(localToday())}; next by`);
  });

  it('follows a drill recorded meanwhile without losing what is typed', async () => {
    let answer = saved(withAna, null);
    const { user, queryClient } = await renderPlan(withAna, { 'GET /api/family-plan': () => answer });
    await user.type(field('Person 1 Name'), 'na');
    answer = saved(familyPlanSchema.parse({ ...withAna, lastPracticedOn: '2026-01-15' }), null);
    await queryClient.invalidateQueries({ queryKey: ['family-plan'] });
    expect(await screen.findByText(`Last practised ${calendarDayLabel('2026-01-15')}.`)).toBeVisible();
    expect(field('Person 1 Name')).toHaveValue('Anana');
  });

  it('saves the whole plan with one PUT', async () => {
    const { user, callsTo } = await renderPlan(withAna, {
      'PUT /api/family-plan': (call) => saved(familyPlanSchema.parse(call.body)),
    });
    await user.click(screen.getByRole('button', { name: 'Add out-of-town contact' }));
    await user.type(field('Out-of-town contact Name'), 'Aunt May');
    await user.type(field('Out-of-town contact Mobile phone'), '+1 555 0199');
    await user.type(field('In the neighbourhood Name'), 'Oak tree');
    await user.click(screen.getByRole('button', { name: 'Add poison control' }));
    await user.click(screen.getByRole('button', { name: 'Add doctor' }));
    await user.type(field('Number 2 Number'), '555 0123');
    await user.selectOptions(screen.getByLabelText('Person 1 School, childcare or workplace'), 'work');
    await user.type(field('Person 1 Workplace name'), 'Mill');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Family plan saved'), slow);
    const puts = callsTo('PUT /api/family-plan');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      ...withAna,
      members: [{ ...withAna.members[0], place: { kind: 'work', name: 'Mill', address: '', phone: '', plan: '' } }],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199', otherPhone: '', email: '' }],
      meetingPlaces: {
        indoor: null,
        neighbourhood: { name: 'Oak tree', address: '', instructions: '' },
        outsideNeighbourhood: null,
        outOfTown: null,
      },
      numbers: [
        { label: 'Poison control', number: '1-800-222-1222', note: '' },
        { label: 'Doctor', number: '555 0123', note: '' },
      ],
    });
    // Saved: back to the read view, which shows what was saved.
    const numbers = await screen.findByRole('region', { name: 'Important numbers' }, slow);
    expect(within(numbers).getByRole('link', { name: 'Call Poison control: 1-800-222-1222' })).toHaveAttribute(
      'href',
      'tel:18002221222',
    );
    expect(screen.queryByRole('form', { name: 'Family plan' })).toBeNull();
  });

  it('gives each household pet its vet and microchip number, saved with the plan', async () => {
    const mia = { id: 'p2', name: 'Mia', kind: 'cat' as const };
    const { user, callsTo } = await renderPlan(
      withAna,
      { 'PUT /api/family-plan': (call) => saved(familyPlanSchema.parse(call.body), undefined, [rex, mia]) },
      [rex, mia],
    );
    const pets = screen.getByRole('region', { name: 'Pets' });
    expect(within(pets).getByRole('group', { name: 'Rex (Dog)' })).toBeVisible();
    expect(field("Rex's vet")).toHaveValue('Dr Paws');
    expect(field("Rex's microchip number")).toHaveValue('123');
    expect(field("Mia's vet")).toHaveValue('');
    await user.type(field("Mia's microchip number"), '985 141 000 123 456');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Family plan saved'), slow);
    expect(callsTo('PUT /api/family-plan')[0]!.body).toMatchObject({
      pets: [
        { petId: 'p1', vet: 'Dr Paws', microchip: '123' },
        { petId: 'p2', vet: '', microchip: '985 141 000 123 456' },
      ],
    });
  });

  it('says where pets are added when the household has none', async () => {
    await renderPlan(empty, {}, []);
    const pets = screen.getByRole('region', { name: 'Pets' });
    expect(pets).toHaveTextContent('No pets in your household.');
    expect(within(pets).getByRole('link', { name: 'readiness page' })).toHaveAttribute('href', '/readiness');
    expect(within(pets).queryByRole('textbox')).toBeNull();
  });

  it('shows a server field error at its field', async () => {
    const { user } = await renderPlan(withAna, {
      'PUT /api/family-plan': apiError(400, 'validation_failed', 'Invalid input', {
        'members.0.email': ['Enter an email address like name@example.com'],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(field('Person 1 Email')).toHaveAttribute('aria-invalid', 'true'), slow);
    expect(field('Person 1 Email')).toHaveAccessibleDescription(FAMILY_PLAN_MESSAGES.email);
  });

  it('refuses an invalid phone before sending', async () => {
    const { user, callsTo } = await renderPlan(withAna);
    await user.clear(field('Person 1 Mobile phone'));
    await user.type(field('Person 1 Mobile phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(field('Person 1 Mobile phone')).toHaveAccessibleDescription(FAMILY_PLAN_MESSAGES.phone));
    expect(callsTo('PUT /api/family-plan')).toHaveLength(0);
  });

  it('offers poison control for the US only, and quick rows for the usual numbers', async () => {
    const { user } = await renderPlan(empty);
    await user.click(screen.getByRole('button', { name: 'Add pharmacy' }));
    expect(field('Number 1 Label')).toHaveValue('Pharmacy');
    await user.selectOptions(screen.getByLabelText('Emergency number'), 'eu');
    expect(screen.queryByRole('button', { name: 'Add poison control' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Emergency number'), 'us');
    await user.click(screen.getByRole('button', { name: 'Add poison control' }));
    expect(field('Number 2 Number')).toHaveValue('1-800-222-1222');
    await user.click(screen.getByRole('button', { name: 'Remove number 1 (Pharmacy)' }));
    expect(field('Number 1 Label')).toHaveValue('Poison control');
  });

  it('asks before leaving unsaved changes', async () => {
    const { user } = await renderPlan(withAna);
    await user.type(field('Person 1 Name'), 'bel');
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Dashboard marker')).toBeVisible();
  });

  describe('the read view', () => {
    const family: FamilyPlan = familyPlanSchema.parse({
      members: [
        {
          id: 'm1',
          name: 'Ana',
          mobilePhone: '+1 555 0100',
          email: 'ana@example.com',
          allergies: 'Penicillin',
          bloodType: 'O+',
          place: { kind: 'work', name: 'Mill Clinic', address: '4 Mill St', phone: '555 0140', plan: 'Walks home' },
        },
        { id: 'm2', name: 'Leo', medicines: 'Inhaler' },
      ],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199', otherPhone: '555 0198' }],
      meetingPlaces: {
        neighbourhood: { name: 'Oak tree', instructions: 'The big oak' },
        outOfTown: { name: "May's house", address: '12 Hill Rd, Dayton' },
      },
      numbers: [{ label: 'Doctor', number: '555 0123', note: 'Dr Lee' }],
      pets: [{ petId: 'p1', vet: 'Dr Paws', microchip: '123' }],
    });

    it('opens a saved plan to read: names, tap-to-call phones, map-linked addresses, meeting places, medical notes', async () => {
      await renderPlan(family, {}, [rex], { edit: false });
      expect(screen.queryByRole('form', { name: 'Family plan' })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByRole('link', { name: 'Call emergency services: 911' })).toHaveAttribute('href', 'tel:911');

      const people = screen.getByRole('region', { name: 'People' });
      const ana = within(people).getByRole('article', { name: 'Ana' });
      expect(within(ana).getByRole('link', { name: 'Call Ana: +1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
      expect(within(ana).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
        'href',
        'mailto:ana@example.com',
      );
      expect(ana).toHaveTextContent('AllergiesPenicillin');
      expect(ana).toHaveTextContent('Blood typeO+');
      expect(within(ana).getByRole('link', { name: 'Call Mill Clinic: 555 0140' })).toHaveAttribute(
        'href',
        'tel:5550140',
      );
      expect(within(ana).getByRole('link', { name: '4 Mill St (open in a maps app)' })).toHaveAttribute(
        'href',
        'geo:0,0?q=4%20Mill%20St',
      );
      expect(ana).toHaveTextContent('Emergency planWalks home');
      expect(within(people).getByRole('article', { name: 'Leo' })).toHaveTextContent('MedicinesInhaler');

      const contacts = screen.getByRole('region', { name: 'Out-of-town contacts' });
      expect(within(contacts).getByRole('link', { name: 'Call Aunt May: +1 555 0199' })).toHaveAttribute(
        'href',
        'tel:+15550199',
      );
      expect(within(contacts).getByRole('link', { name: 'Call Aunt May (other phone): 555 0198' })).toHaveAttribute(
        'href',
        'tel:5550198',
      );

      const places = screen.getByRole('region', { name: 'Meeting places' });
      expect(places).toHaveTextContent('In the neighbourhoodOak treeThe big oak');
      expect(within(places).getByRole('link', { name: '12 Hill Rd, Dayton (open in a maps app)' })).toHaveAttribute(
        'href',
        'geo:0,0?q=12%20Hill%20Rd%2C%20Dayton',
      );
      const osm = within(places).getByRole('link', { name: '12 Hill Rd, Dayton on OpenStreetMap' });
      expect(osm).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=12%20Hill%20Rd%2C%20Dayton');
      expect(osm).toHaveAttribute('target', '_blank');
      expect(osm).toHaveAttribute('rel', 'noreferrer');

      const numbers = screen.getByRole('region', { name: 'Important numbers' });
      expect(within(numbers).getByRole('link', { name: 'Call Doctor: 555 0123' })).toHaveAttribute(
        'href',
        'tel:5550123',
      );
      expect(screen.getByRole('region', { name: 'Pets' })).toHaveTextContent('Rex (Dog)VetDr PawsMicrochip123');
      // What is still missing, in words: practice (no drill recorded).
      expect(screen.getByRole('region', { name: 'Still missing' })).toHaveTextContent('Practise the plan');
    });

    it('Edit plan opens the form with Save plan in a bar that sticks to the bottom; saving returns to the read view', async () => {
      const { user, callsTo } = await renderPlan(family, {
        'PUT /api/family-plan': (call) => saved(familyPlanSchema.parse(call.body)),
      });
      const bar = document.querySelector<HTMLElement>('[data-family-plan-save-bar]')!;
      expect(bar).toHaveClass('sticky', 'bottom-0');
      expect(within(bar).getByRole('button', { name: 'Save plan' })).toBeVisible();
      await user.clear(field('Person 2 Name'));
      await user.type(field('Person 2 Name'), 'Leonardo');
      await user.click(screen.getByRole('button', { name: 'Save plan' }));
      await waitFor(() => expect(visibleToast()).toHaveTextContent('Family plan saved'), slow);
      expect(callsTo('PUT /api/family-plan')).toHaveLength(1);
      expect(await screen.findByRole('article', { name: 'Leonardo' }, slow)).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Family plan' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Edit plan' })).toBeEnabled();
    });

    it('Cancel returns to the read view, asking first when something was typed', async () => {
      const { user, callsTo } = await renderPlan(family);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('article', { name: 'Ana' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Edit plan' }));
      await user.type(field('Person 1 Name'), 'bel');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
      await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('article', { name: 'Ana' })).toBeVisible();
      expect(screen.queryByRole('article', { name: 'Anabel' })).toBeNull();
      expect(callsTo('PUT /api/family-plan')).toHaveLength(0);
    });

    it('an empty plan opens in the form', async () => {
      await renderPlan(empty);
      expect(screen.getByRole('form', { name: 'Family plan' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Edit plan' })).toBeNull();
    });

    it('a viewer of an empty plan gets "Fill in your family plan", disabled with the reason', async () => {
      mockApi({
        'GET /api/account/session': { body: { ...signedIn(), household: { id: 'h1', role: 'viewer' } } },
        'GET /api/family-plan': saved(empty, null),
      });
      renderAt(<FamilyPlanPage />, { path: '/family-plan' });
      const fill = await screen.findByRole('button', { name: 'Fill in your family plan' }, slow);
      await waitFor(() => expect(fill).toBeDisabled());
      expect(fill).toHaveAccessibleDescription(HOUSEHOLD_MESSAGES.viewerCannotEdit);
      expect(screen.queryByRole('form', { name: 'Family plan' })).toBeNull();
    });
  });

  describe('print', () => {
    const family: FamilyPlan = familyPlanSchema.parse({
      members: [
        { id: 'm1', name: 'Ana', mobilePhone: '+1 555 0100', allergies: 'Penicillin', bloodType: 'O+' },
        {
          id: 'm2',
          name: 'Ben',
          medicines: 'Inhaler',
          place: {
            kind: 'school',
            name: 'Elm School',
            phone: '555 0150',
            plan: 'Grandpa Joe collects him at the gate',
          },
        },
      ],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
      meetingPlaces: { neighbourhood: { name: 'Oak tree' }, outOfTown: { address: '12 Hill Rd, Dayton' } },
      numbers: [
        { label: 'Poison control', number: '1-800-222-1222' },
        { label: 'Doctor', number: '555 0123' },
      ],
      pets: [{ petId: 'p1', vet: 'Dr Paws', microchip: '123' }],
    });
    const printArea = () => document.querySelector<HTMLElement>('[data-family-plan-print]')!;

    it('prints wallet cards of the saved plan: a front with the out-of-town contact, a back with the medical notes', async () => {
      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      const { user } = await renderPlan(family);
      // Unsaved edits are not printed: the printouts show the saved plan.
      await user.clear(field('Person 1 Name'));
      await user.type(field('Person 1 Name'), 'Anabel');
      await user.click(screen.getByRole('button', { name: 'Print wallet cards' }));

      expect(print).toHaveBeenCalledTimes(1);
      expect(printArea()).toHaveClass('hidden', 'print:block');
      expect(document.querySelector('[data-family-plan-page]')).toHaveAttribute('data-printable', 'wallet-cards');
      const area = within(printArea());
      expect(area.queryByLabelText('Fridge sheet')).toBeNull();
      const fronts = ['Ana', 'Ben'].map((name) => area.getByLabelText(`Wallet card front: ${name}`));
      for (const front of fronts) {
        expect(front).toHaveAttribute('data-slot', 'wallet-card');
        expect(front).toHaveAttribute('data-side', 'front');
        expect(front).toHaveStyle({ width: '85.6mm', height: '54mm', boxSizing: 'border-box', overflow: 'hidden' });
        expect(front).toHaveTextContent('Out-of-town contact: Aunt May, +1 555 0199');
        expect(front).toHaveTextContent('In the neighbourhood: Oak tree');
        expect(front).toHaveTextContent('Outside the town: 12 Hill Rd, Dayton');
      }
      const anaBack = area.getByLabelText('Wallet card back: Ana');
      expect(anaBack).toHaveAttribute('data-side', 'back');
      expect(anaBack).toHaveTextContent('Allergies: Penicillin');
      expect(anaBack).toHaveTextContent('Blood type: O+');
      expect(anaBack).toHaveTextContent('Emergency 911');
      expect(anaBack).toHaveTextContent('Poison control: 1-800-222-1222');
      expect(anaBack).toHaveTextContent('Doctor: 555 0123');
      const benBack = area.getByLabelText('Wallet card back: Ben');
      expect(benBack).toHaveTextContent('Medicines: Inhaler');
      // His school with its phone and pick-up plan; phones are tel: links.
      expect(benBack).toHaveTextContent(
        'School: Elm School, 555 0150Pick-up plan: Grandpa Joe collects him at the gate',
      );
      expect(within(benBack).getByRole('link', { name: '555 0150' })).toHaveAttribute('href', 'tel:5550150');
      // Every household member's mobile on everyone's card: Ben, who has none, carries Ana's.
      expect(fronts[1]).toHaveTextContent('Household mobilesAna +1 555 0100');
      expect(within(fronts[1]!).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
      expect(within(fronts[1]!).getByRole('link', { name: '+1 555 0199' })).toHaveAttribute('href', 'tel:+15550199');
      // All of it fits: no card sends anyone to the fridge sheet.
      expect(area.queryByText('More on the fridge sheet')).toBeNull();
      expect(area.queryByText(/Anabel/)).toBeNull();
      print.mockRestore();
    });

    it('prints the fridge sheet: emergency number, contacts, meeting places, people with school and numbers', async () => {
      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      const { user } = await renderPlan(family);
      await user.click(screen.getByRole('button', { name: 'Print wallet cards' }));
      await user.click(screen.getByRole('button', { name: 'Print fridge sheet' }));

      expect(print).toHaveBeenCalledTimes(2);
      const sheet = within(printArea()).getByLabelText('Fridge sheet');
      expect(within(printArea()).queryAllByLabelText(/^Wallet card/)).toEqual([]);
      expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Family emergency plan');
      expect(sheet).toHaveTextContent('Emergency911');
      expect(sheet).toHaveTextContent('Aunt May: +1 555 0199');
      expect(sheet).toHaveTextContent('In the neighbourhood: Oak tree');
      expect(sheet).toHaveTextContent('Ana: +1 555 0100Allergies: PenicillinBlood type: O+');
      expect(sheet).toHaveTextContent('School: Elm School, 555 0150Pick-up plan: Grandpa Joe collects him at the gate');
      expect(within(sheet).getByRole('link', { name: '555 0150' })).toHaveAttribute('href', 'tel:5550150');
      expect(within(sheet).getByRole('link', { name: '1-800-222-1222' })).toHaveAttribute('href', 'tel:18002221222');
      expect(sheet).toHaveTextContent('Poison control: 1-800-222-1222');
      expect(sheet).toHaveTextContent('PetsRex (dog)Vet: Dr PawsMicrochip: 123');
      print.mockRestore();
    });

    it('keeps Print wallet cards off until a person is saved', async () => {
      await renderPlan(empty);
      const button = screen.getByRole('button', { name: 'Print wallet cards' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Save at least one person to print wallet cards.');
      expect(screen.getByRole('button', { name: 'Print fridge sheet' })).toBeEnabled();
    });
  });

  describe('offline', () => {
    it('disables Save plan with the reason; Enter sends nothing', async () => {
      const { user, callsTo } = await renderPlan(withAna);
      setBrowserOnline(false);
      const save = screen.getByRole('button', { name: 'Save plan' });
      expect(save).toBeDisabled();
      expect(save).toHaveAccessibleDescription(OFFLINE_REASON);
      await user.type(field('Person 1 Name'), 'bel{Enter}');
      expect(callsTo('PUT /api/family-plan')).toHaveLength(0);
    });
  });
});
