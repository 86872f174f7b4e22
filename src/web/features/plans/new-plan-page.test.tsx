import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_EVENT_TYPES } from '@shared/constants/plans';
import { guidanceItems, PLAN_GUIDANCE } from '@shared/plans/guidance';
import type { SavePlanInput } from '@shared/plans/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { setBrowserOnline } from '@web/test/connectivity';
import { kitId, kitList, kitSummary } from '@web/test/kit-fixtures';
import {
  apiError,
  deferred,
  mockApi,
  signedIn,
  signedOut,
  type ApiCall,
  type MockHandler,
  type MockResponse,
} from '@web/test/mock-api';
import { planDetail } from '@web/test/plan-fixtures';
import { field, renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as NewPlanPage } from './new-plan-page';

const slow = { timeout: 15_000 };

const KITS = kitList(
  [kitSummary(1, 'Car Kit', { itemCount: 4 }), kitSummary(2, 'Home Kit', { itemCount: 1, isPublic: true })],
  [kitSummary(3, 'Bug-Out Bag (Copy)', { itemCount: 23, description: 'Acquired from a friend' })],
  [],
  // Another member shares it with my household.
  [kitSummary(4, 'Shed Kit', { itemCount: 2, visibility: 'household', isOwner: false, canEdit: false })],
);

/** Answers like the server: 201 with the saved plan. */
const echoCreate = (call: ApiCall): MockResponse => {
  const body = call.body as SavePlanInput;
  return {
    status: 201,
    body: { plan: planDetail({ id: 'p-new', title: body.title.trim(), eventType: body.eventType }) },
  };
};

function renderWizard(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/kits': KITS,
    'POST /api/plans': echoCreate,
    ...routes,
  });
  const utils = renderAt(<NewPlanPage />, { path: '/plans/new' });
  return { ...utils, ...api };
}

const progress = () => screen.getByRole('navigation', { name: 'Plan setup progress' });
const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const titleField = () => field('Plan Title');

type User = ReturnType<typeof renderWizard>['user'];

async function pickEventType(user: User, label = 'Wildfire') {
  await user.click(await screen.findByRole('radio', { name: label }, slow));
}

/** Steps 1 and 2 filled, standing on step 3. */
async function toKits(user: User, title = 'Fire Escape') {
  await pickEventType(user);
  await user.click(next());
  await user.type(titleField(), title);
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: 'Attach Emergency Kits (optional)' });
}

async function toVisibility(user: User) {
  await toKits(user);
  await user.click(next());
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: 'Plan Visibility' });
}

describe('/plans/new', () => {
  it('is routed behind the session guard: a visitor goes to /', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/plans/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });

  it('opens on step 1: STEP 1 OF 5, the five step circles, the 13 event types, Previous and Next disabled', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() }, 'GET /api/kits': KITS });
    renderApp('/plans/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Survival Plan' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/plans');

    expect(progress()).toHaveTextContent('STEP 1 OF 5');
    const circles = within(progress()).getAllByRole('button');
    expect(circles.map((c) => c.textContent)).toEqual([
      '1Select Event Type',
      '2Plan Details',
      '3Attach Emergency Kits (optional)',
      '4Plan Steps & Notes (optional)',
      '5Plan Visibility',
    ]);
    expect(within(progress()).getByRole('button', { name: 'Select Event Type' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // On create only the steps already reached open.
    for (const c of circles.slice(1)) expect(c).toBeDisabled();

    const group = screen.getByRole('radiogroup', { name: 'Select Event Type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(PLAN_EVENT_TYPES.map((t) => t.value));
    for (const t of PLAN_EVENT_TYPES) expect(within(group).getByRole('radio', { name: t.label })).not.toBeChecked();
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Select an event type to continue.');
  });

  it('chooses the event type with the keyboard (arrow keys in the radio group) and then allows Next', async () => {
    const { user } = renderWizard();
    const first = await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    // Native radios: Space picks, the arrows move the choice within the group.
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Blackout' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blackout' })).toHaveFocus();
    expect(first).not.toBeChecked();
    expect(next()).toBeEnabled();
    expect(next()).not.toHaveAccessibleDescription();

    await user.click(next());
    expect(progress()).toHaveTextContent('STEP 2 OF 5');
    expect(screen.getByRole('heading', { level: 2, name: 'Plan Details' })).toBeVisible();
    // The new step's panel takes the focus, so a screen reader says where the user is.
    expect(screen.getByRole('region', { name: 'Plan Details' })).toHaveFocus();
    expect(previous()).toBeEnabled();

    await user.click(previous());
    expect(screen.getByRole('radio', { name: 'Blackout' })).toBeChecked();
  });

  it('needs a title that is not blank once trimmed before Next on step 2; Enter in the title moves on', async () => {
    const { user } = renderWizard();
    await pickEventType(user);
    await user.click(next());
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Enter a plan title to continue.');
    await user.type(titleField(), '   ');
    expect(next()).toBeDisabled();
    await user.type(titleField(), 'Fire Escape');
    expect(next()).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Leave by the north road');
    await user.type(titleField(), '{Enter}');
    expect(progress()).toHaveTextContent('STEP 3 OF 5');

    // Reached steps open from their circles; the ones ahead stay closed.
    const circle = (name: string) => within(progress()).getByRole('button', { name });
    expect(circle('Plan Steps & Notes (optional)')).toBeDisabled();
    await user.click(circle('Select Event Type'));
    expect(progress()).toHaveTextContent('STEP 1 OF 5');
    expect(screen.getByRole('radio', { name: 'Wildfire' })).toBeChecked();
    await user.click(circle('Plan Details'));
    expect(titleField()).toHaveValue('   Fire Escape');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Leave by the north road');
  });

  it("step 3 lists my kits, my household's and my acquired copies as checkboxes named by the kit; Next never blocks", async () => {
    const { user, fetchMock } = renderWizard();
    await toKits(user);
    const group = await screen.findByRole('group', { name: 'Attach Emergency Kits (optional)' }, slow);
    const boxes = within(group).getAllByRole('checkbox');
    // Sorted by name by the API client.
    expect(boxes.map((b) => b.closest('label')?.getAttribute('data-kit'))).toEqual([
      kitId(3),
      kitId(1),
      kitId(2),
      kitId(4),
    ]);
    const car = within(group).getByRole('checkbox', { name: 'Car Kit' });
    expect(car).toHaveAccessibleDescription(/PRIVATE.*4 items/);
    expect(within(group).getByRole('checkbox', { name: 'Home Kit' })).toHaveAccessibleDescription(/PUBLIC.*1 item$/);
    expect(within(group).getByRole('checkbox', { name: 'Bug-Out Bag (Copy)' })).toHaveAccessibleDescription(
      /Acquired from a friend/,
    );
    expect(within(group).getByRole('checkbox', { name: 'Shed Kit' })).toHaveAccessibleDescription(
      /HOUSEHOLD.*2 items$/,
    );
    expect(next()).toBeEnabled();
    await user.click(car);
    await user.click(screen.getByText('Home Kit'));
    expect(car).toBeChecked();
    expect(screen.getByText('2 kits selected')).toBeVisible();
    await user.click(car);
    expect(car).not.toBeChecked();
    expect(screen.getByText('1 kit selected')).toBeVisible();
    // My kits, my household's and my acquired copies: one page each.
    const kitTabs = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/kits')
      .map((url) => url.searchParams.get('tab'));
    // Mine holds the household's kits too (decision 0291).
    expect(kitTabs).toEqual(['mine', 'acquired']);
  });

  it('step 3 without kits says so and offers Create Kit (to /kits/new)', async () => {
    const { user } = renderWizard({
      'GET /api/kits': kitList([], [], [kitSummary(9, 'Someone else', { isOwner: false })]),
    });
    await toKits(user);
    expect(await screen.findByText('No kits available', {}, slow)).toBeVisible();
    expect(screen.getByText('Create an emergency kit first')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Kit' })).toHaveAttribute('href', '/kits/new');
    // No kit to choose; the family plan can still be included.
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      'include-family-plan-label',
    ]);
    const include = screen.getByRole('checkbox', { name: 'Our family communication plan' });
    expect(include).not.toBeChecked();
    // The family plan is the household's: its members see it with the plan, not the creator alone.
    expect(include).toHaveAccessibleDescription(
      "Show your out-of-town contacts and meeting places with this plan, on screen and in print. Only your household's members see them, even in a public plan.",
    );
    expect(next()).toBeEnabled();
  });

  it('step 3 shows a kit load failure with Try Again', async () => {
    let fail = true;
    const { user } = renderWizard({
      'GET /api/kits': () => (fail ? apiError(500, 'internal_error', 'Internal error') : KITS()),
    });
    await toKits(user);
    expect(await screen.findByText('Failed to load your kits.', {}, slow)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('checkbox', { name: 'Car Kit' })).toBeVisible();
  });

  it('step 4 adds, edits, retypes, reorders (from the keyboard) and removes steps, notes and resources', async () => {
    const { user } = renderWizard();
    await toKits(user);
    await user.click(next());
    expect(screen.getByRole('heading', { level: 2, name: 'Plan Steps & Notes (optional)' })).toBeVisible();
    expect(screen.getByText('No steps or notes yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    // The new row's field takes the focus.
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    await user.keyboard('Grab the go-bag');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.keyboard('Neighbours have a key');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.keyboard('Drive north');
    await user.click(screen.getByRole('button', { name: 'Add Resource' }));
    await user.keyboard('County line 555-0100');

    const order = () =>
      Array.from(document.querySelectorAll<HTMLTextAreaElement>('[data-item-key] textarea'), (t) => t.value);
    expect(order()).toEqual(['Grab the go-bag', 'Neighbours have a key', 'Drive north', 'County line 555-0100']);
    expect(screen.getByRole('group', { name: 'Step 2' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Note 1' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Resource 1' })).toBeVisible();
    // The ends cannot move further.
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move resource 1 down' })).toBeDisabled();

    // Keyboard: Enter on "Move step 2 up" moves it above the note; focus stays with it.
    screen.getByRole('button', { name: 'Move step 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Grab the go-bag', 'Drive north', 'Neighbours have a key', 'County line 555-0100']);
    expect(screen.getByRole('button', { name: 'Move step 2 up' })).toHaveFocus();
    expect(screen.getByText('Step 2 moved to position 2 of 4')).toBeInTheDocument();
    // Space again: it becomes the first item and its numbers change with it.
    await user.keyboard(' ');
    expect(order()).toEqual(['Drive north', 'Grab the go-bag', 'Neighbours have a key', 'County line 555-0100']);
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Drive north');
    // At the top its up button is disabled: the focus moves to its down button.
    expect(screen.getByRole('button', { name: 'Move step 1 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Grab the go-bag', 'Drive north', 'Neighbours have a key', 'County line 555-0100']);

    // Edit one.
    await user.clear(screen.getByRole('textbox', { name: 'Step 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Step 2' }), 'Drive north on Route 9');

    // Retype the note as a resource.
    await user.selectOptions(
      within(screen.getByRole('group', { name: 'Note 1' })).getByRole('combobox', { name: 'Type' }),
      'Resource',
    );
    expect(screen.getByRole('textbox', { name: 'Resource 1' })).toHaveValue('Neighbours have a key');
    expect(screen.getByRole('textbox', { name: 'Resource 2' })).toHaveValue('County line 555-0100');

    // Remove: the focus goes to the next row.
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(order()).toEqual(['Drive north on Route 9', 'Neighbours have a key', 'County line 555-0100']);
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    expect(screen.getByText('Step 1 removed')).toBeInTheDocument();
  });

  it("a member of a shared household starts the plan at Household (the family's), and saves it so", async () => {
    const api = mockApi({
      'GET /api/account/session': { body: { ...signedIn(), household: { id: 'h1', role: 'viewer', members: 4 } } },
      'GET /api/kits': KITS,
      'POST /api/plans': echoCreate,
    });
    const { user } = renderApp('/plans/new');
    await toVisibility(user);
    const who = screen.getByRole('group', { name: 'Who can see this plan' });
    expect(within(who).getByRole('radio', { name: 'Household' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(api.callsTo('POST /api/plans')).toHaveLength(1), slow);
    expect(api.callsTo('POST /api/plans')[0]!.body).toMatchObject({ visibility: 'household' });
  });

  it('step 5: who can see the plan, each choice with its hint, and the summary of the plan', async () => {
    const { user } = renderWizard();
    await toKits(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Home Kit' }, slow));
    await user.click(screen.getByRole('checkbox', { name: 'Car Kit' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.keyboard('Go');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.keyboard('Stay low');
    // A blank row is not saved, so it is not counted.
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.click(screen.getByRole('button', { name: 'Add Resource' }));
    await user.keyboard('Radio 98.1');
    await user.click(next());

    expect(progress()).toHaveTextContent('STEP 5 OF 5');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    const who = screen.getByRole('group', { name: 'Who can see this plan' });
    // The choices and their hints: visibility-choice.test.tsx.
    expect(within(who).getAllByRole('radio')).toHaveLength(3);
    expect(within(who).getByRole('radio', { name: 'Private' })).toBeChecked();

    const summary = screen.getByTestId('plan-summary');
    const row = (term: string) => within(summary).getByText(term).nextElementSibling;
    expect(row('Event Type')).toHaveTextContent('Wildfire');
    expect(row('Title')).toHaveTextContent('Fire Escape');
    expect(row('Description')).toHaveTextContent('None');
    expect(row('Emergency Kits')).toHaveTextContent('Car KitHome Kit');
    expect(row('Steps')).toHaveTextContent('2');
    expect(row('Notes')).toHaveTextContent('0');
    expect(row('Resources')).toHaveTextContent('1');
    expect(row('Visibility')).toHaveTextContent('Private');
    await user.click(within(who).getByRole('radio', { name: 'Household' }));
    expect(within(who).getByRole('radio', { name: 'Household' })).toBeChecked();
    expect(row('Visibility')).toHaveTextContent('Household');
    await user.click(within(who).getByRole('radio', { name: 'Public' }));
    expect(row('Visibility')).toHaveTextContent('Public');
    expect(screen.getByRole('button', { name: 'Create Plan' })).toBeEnabled();
  });

  it('offers the recommended steps for the chosen type; they land on step 4 to edit, reorder or drop, and are saved with their sources', async () => {
    const { user, callsTo } = renderWizard();
    await screen.findByRole('radio', { name: 'Hurricane' }, slow);
    // Nothing chosen, or Custom: no offer.
    expect(screen.queryByRole('button', { name: 'Start from the recommended steps' })).not.toBeInTheDocument();
    await pickEventType(user, 'Custom');
    expect(screen.queryByRole('button', { name: 'Start from the recommended steps' })).not.toBeInTheDocument();

    await pickEventType(user, 'Wildfire');
    await user.click(screen.getByRole('button', { name: 'Start from the recommended steps' }));
    // Another type's offer replaces the first type's items.
    await pickEventType(user, 'Hurricane');
    const offer = screen.getByRole('button', { name: 'Start from the recommended steps' });
    expect(offer).toHaveAccessibleDescription(
      '7 recommended items for Hurricane from Ready.gov and National Weather Service, each with its source.',
    );
    await user.click(offer);
    expect(screen.getByRole('button', { name: 'Recommended steps added' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Added 7 recommended items for Hurricane.');

    await user.click(next());
    await user.type(titleField(), 'Storm Season');
    await user.click(next());
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Plan Steps & Notes (optional)' });
    const expected = guidanceItems('hurricane');
    expect(PLAN_GUIDANCE.hurricane).toHaveLength(7);
    const first = screen.getByRole('textbox', { name: 'Step 1' });
    expect(first).toHaveValue(expected[0]!.content);
    expect((first as HTMLTextAreaElement).value).toContain(
      'Source: Ready.gov (FEMA): Hurricanes — https://www.ready.gov/hurricanes',
    );
    expect(screen.getByRole('textbox', { name: 'Resource 1' })).toHaveValue(expected[6]!.content);
    // Drop step 1 and edit the (new) first step like any other.
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), ' Today.');

    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(callsTo('POST /api/plans')).toHaveLength(1));
    const sent = callsTo('POST /api/plans')[0]!.body as SavePlanInput;
    expect(sent.eventType).toBe('hurricane');
    expect(sent.items).toEqual([{ kind: 'step', content: `${expected[1]!.content} Today.` }, ...expected.slice(2)]);
  });

  it('Create Plan sends the plan, shows Creating..., then toasts and goes to /plans without asking', async () => {
    const pending = deferred();
    let answer: MockResponse | undefined;
    const { user, callsTo, router } = renderWizard({
      'POST /api/plans': (call) => {
        answer = echoCreate(call);
        return pending.handler();
      },
    });
    await toKits(user, '  Fire Escape  ');
    await user.click(await screen.findByRole('checkbox', { name: 'Car Kit' }, slow));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.keyboard('Go');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Household' }));
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(previous()).toBeDisabled();
    expect(callsTo('POST /api/plans')).toHaveLength(1);
    expect(callsTo('POST /api/plans')[0]!.body).toEqual({
      title: 'Fire Escape',
      description: null,
      eventType: 'wildfire',
      visibility: 'household',
      // The blank note goes too: the server drops it (normalizePlanItems).
      items: [
        { kind: 'step', content: 'Go' },
        { kind: 'note', content: '' },
      ],
      kitIds: [kitId(1)],
      includeFamilyPlan: false,
    });

    act(() => pending.release(answer));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Survival plan created successfully!'));
    expect(visibleToast()).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a title blanked after reaching step 5 is stopped with the validation toast and shown at the field', async () => {
    const { user, callsTo } = renderWizard();
    await toVisibility(user);
    await user.click(within(progress()).getByRole('button', { name: 'Plan Details' }));
    await user.clear(titleField());
    await user.type(titleField(), '  ');
    await user.click(within(progress()).getByRole('button', { name: 'Plan Visibility' }));
    expect(within(screen.getByTestId('plan-summary')).getByText('Title').nextElementSibling).toHaveTextContent('None');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Validation Error'));
    expect(visibleToast()).toHaveTextContent('Please fill in all required fields.');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    // Back on the step with the problem, the message at the field and the focus in it.
    expect(progress()).toHaveTextContent('STEP 2 OF 5');
    expect(titleField()).toHaveAccessibleDescription('Plan title is required');
    expect(titleField()).toHaveFocus();
    expect(callsTo('POST /api/plans')).toHaveLength(0);
    await user.type(titleField(), 'Fixed');
    expect(titleField()).not.toHaveAccessibleDescription();
  });

  it('a failed create toasts the documented message and keeps everything on screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderWizard({ 'POST /api/plans': apiError(500, 'internal_error', 'Internal error') });
    await toVisibility(user);
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to create survival plan.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(router.state.location.pathname).toBe('/plans/new');
    expect(screen.getByRole('button', { name: 'Create Plan' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });

  it('a server field message lands at its field, on its step', async () => {
    const { user } = renderWizard({
      'POST /api/plans': apiError(400, 'validation_failed', 'Invalid input', { title: ['Plan title is required'] }),
    });
    await toVisibility(user);
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to create survival plan.'));
    expect(progress()).toHaveTextContent('STEP 2 OF 5');
    expect(titleField()).toHaveAccessibleDescription('Plan title is required');
  });

  it('a kit gone since the picker loaded: saves again without it and warns', async () => {
    const { user, callsTo, router } = renderWizard({
      'POST /api/plans': (call) => {
        const body = call.body as SavePlanInput;
        const gone = body.kitIds?.indexOf(kitId(2)) ?? -1;
        if (gone >= 0)
          return apiError(400, 'validation_failed', 'Invalid input', {
            [`kitIds.${gone}`]: ['This kit is not available'],
          });
        return echoCreate(call);
      },
    });
    await toKits(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Car Kit' }, slow));
    await user.click(screen.getByRole('checkbox', { name: 'Home Kit' }));
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    const posts = callsTo('POST /api/plans');
    expect(posts.map((p) => (p.body as SavePlanInput).kitIds)).toEqual([[kitId(1), kitId(2)], [kitId(1)]]);
    expect(visibleToast()).toHaveTextContent('Warning');
    expect(visibleToast()).toHaveTextContent(
      'Plan created but failed to link some kits. You can edit the plan to add them.',
    );
  });

  it('asks before leaving with unsaved changes (router and browser); nothing chosen leaves freely', async () => {
    const { user, router } = renderWizard();
    await screen.findByRole('radio', { name: 'Flood' }, slow);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await pickEventType(user, 'Flood');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to Plans' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/plans/new');
    expect(screen.getByRole('radio', { name: 'Flood' })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Back to Plans' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });

  it('leaves without asking when nothing was entered', async () => {
    const { user, router } = renderWizard();
    await user.click(await screen.findByRole('link', { name: 'Back to Plans' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offline: the steps still fill the draft, Create Plan is disabled with the reason and nothing is sent; online it creates', async () => {
    const { user, callsTo, router } = renderWizard();
    await toKits(user);
    setBrowserOnline(false);
    // Moving through the steps sends nothing: it stays available.
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.keyboard('Go');
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Plan Visibility' });
    await user.click(screen.getByRole('radio', { name: 'Public' }));

    const create = screen.getByRole('button', { name: 'Create Plan' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(create);
    fireEvent.submit((previous() as HTMLButtonElement).form!);
    expect(callsTo('POST /api/plans')).toHaveLength(0);
    expect(visibleToast()).toBeUndefined();
    expect(previous()).toBeEnabled();

    // Nothing was held back to be sent on reconnecting either.
    setBrowserOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo('POST /api/plans')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create Plan' })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(callsTo('POST /api/plans')).toHaveLength(1);
    expect(callsTo('POST /api/plans')[0]!.body).toMatchObject({
      visibility: 'public',
      items: [{ kind: 'step', content: 'Go' }],
    });
  });

  it('offline: step 3 without kits shows Create Kit marked disabled with the reason', async () => {
    const { user } = renderWizard({ 'GET /api/kits': kitList([], []) });
    await toKits(user);
    await screen.findByText('No kits available', {}, slow);
    setBrowserOnline(false);
    expect(screen.getByRole('link', { name: 'Create Kit' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Create Kit' })).toHaveAccessibleDescription(OFFLINE_REASON);
    setBrowserOnline(true);
    expect(screen.getByRole('link', { name: 'Create Kit' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Create Kit' })).toHaveAttribute('href', '/kits/new');
  });
});
