import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlanDetail, SavePlanInput } from '@shared/plans/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { setBrowserOnline } from '@web/test/connectivity';
import { kitId, kitList, kitSummary } from '@web/test/kit-fixtures';
import {
  apiError,
  deferred,
  mockApi,
  signedIn,
  type ApiCall,
  type MockHandler,
  type MockResponse,
} from '@web/test/mock-api';
import { planDetail } from '@web/test/plan-fixtures';
import { field, renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as PlanEditPage } from './plan-edit-page';

const slow = { timeout: 15_000 };

const KITS = kitList([kitSummary(1, 'Car Kit', { itemCount: 4 }), kitSummary(2, 'Home Kit', { itemCount: 2 })]);

/** My plan: two items, a link to my Car Kit and to a public kit of someone else. */
const PLAN = planDetail({
  items: [
    { id: 'i1', kind: 'step', content: 'Drop, cover, hold on', position: 0 },
    { id: 'i2', kind: 'note', content: 'Shoes by the bed', position: 1 },
  ],
  kits: [
    { id: kitId(1), name: 'Car Kit', description: null, visibility: 'private', isPublic: false, items: [] },
    {
      id: kitId(7),
      name: 'Community Cache',
      description: 'Shared by the block',
      visibility: 'public',
      isPublic: true,
      items: [{ itemName: 'Water', quantity: 6, category: 'Water & Hydration' }],
    },
  ],
});

const echoUpdate = (call: ApiCall): MockResponse => {
  const body = call.body as SavePlanInput;
  return { body: { plan: { ...PLAN, title: body.title.trim() } satisfies PlanDetail } };
};

function renderEdit(routes: Record<string, MockHandler> = {}, plan: PlanDetail = PLAN) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/plans/p1': { body: { plan } },
    'GET /api/kits': KITS,
    'PUT /api/plans/p1': echoUpdate,
    ...routes,
  });
  const utils = renderAt(<PlanEditPage />, { path: '/plans/p1/edit', routePath: '/plans/:id/edit' });
  return { ...utils, ...api };
}

const progress = () => screen.getByRole('navigation', { name: 'Plan setup progress' });
const circle = (name: string) => within(progress()).getByRole('button', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('/plans/:id/edit', () => {
  it('is routed: the page loads the plan behind the session guard', async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/plans/p1': { body: { plan: PLAN } },
      'GET /api/kits': KITS,
    });
    renderApp('/plans/p1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quake Ready' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Plan' })).toHaveAttribute('href', '/plans/p1');
  });

  it('opens prefilled on step 1 with every step circle open', async () => {
    const { user } = renderEdit();
    expect(await screen.findByRole('radio', { name: 'Earthquake' }, slow)).toBeChecked();
    expect(progress()).toHaveTextContent('STEP 1 OF 5');
    for (const c of within(progress()).getAllByRole('button')) expect(c).toBeEnabled();

    // Any step, in any order.
    await user.click(circle('Plan Steps & Notes (optional)'));
    expect(progress()).toHaveTextContent('STEP 4 OF 5');
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Drop, cover, hold on');
    expect(screen.getByRole('textbox', { name: 'Note 1' })).toHaveValue('Shoes by the bed');

    await user.click(circle('Plan Details'));
    expect(field('Plan Title')).toHaveValue('Quake Ready');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Family plan for the big one');

    await user.click(circle('Attach Emergency Kits (optional)'));
    expect(await screen.findByRole('checkbox', { name: 'Car Kit' }, slow)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Home Kit' })).not.toBeChecked();
    // A linked kit that is not mine stays offered (and linked) while editing.
    expect(screen.getByRole('checkbox', { name: 'Community Cache' })).toBeChecked();

    await user.click(circle('Plan Visibility'));
    expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked();
    const summary = screen.getByTestId('plan-summary');
    const row = (term: string) => within(summary).getByText(term).nextElementSibling;
    expect(row('Event Type')).toHaveTextContent('Earthquake');
    expect(row('Emergency Kits')).toHaveTextContent('Car KitCommunity Cache');
    expect(row('Steps')).toHaveTextContent('1');
    expect(row('Notes')).toHaveTextContent('1');
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Create Plan' })).not.toBeInTheDocument();
  });

  it('Save Changes sends the whole plan, toasts and returns to /plans/{id}', async () => {
    const pending = deferred();
    let answer: MockResponse | undefined;
    const { user, callsTo, router } = renderEdit({
      'PUT /api/plans/p1': (call) => {
        answer = echoUpdate(call);
        return pending.handler();
      },
    });
    await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    await user.click(screen.getByRole('radio', { name: 'Flood' }));
    await user.click(circle('Plan Details'));
    await user.clear(field('Plan Title'));
    await user.type(field('Plan Title'), 'Flood Ready ');
    await user.click(circle('Attach Emergency Kits (optional)'));
    await user.click(await screen.findByRole('checkbox', { name: 'Home Kit' }, slow));
    await user.click(screen.getByRole('checkbox', { name: 'Car Kit' }));
    await user.click(circle('Plan Steps & Notes (optional)'));
    await user.click(screen.getByRole('button', { name: 'Move note 1 up' }));
    await user.click(circle('Plan Visibility'));
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(callsTo('PUT /api/plans/p1')[0]!.body).toEqual({
      title: 'Flood Ready',
      description: 'Family plan for the big one',
      eventType: 'flood',
      visibility: 'public',
      items: [
        { kind: 'note', content: 'Shoes by the bed' },
        { kind: 'step', content: 'Drop, cover, hold on' },
      ],
      kitIds: [kitId(7), kitId(2)],
      includeFamilyPlan: false,
    });

    act(() => pending.release(answer));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Survival plan updated successfully'));
    expect(visibleToast()).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/p1'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an empty title is stopped with "Validation Error: Plan title is required"', async () => {
    const { user, callsTo } = renderEdit();
    await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    await user.click(circle('Plan Details'));
    await user.clear(field('Plan Title'));
    await user.click(circle('Plan Visibility'));
    await user.click(saveButton());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Validation Error'));
    expect(visibleToast()).toHaveTextContent('Plan title is required');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(progress()).toHaveTextContent('STEP 2 OF 5');
    expect(field('Plan Title')).toHaveFocus();
    expect(callsTo('PUT /api/plans/p1')).toHaveLength(0);
  });

  it('a failed save toasts "Failed to update survival plan" and stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderEdit({ 'PUT /api/plans/p1': apiError(500, 'internal_error', 'Internal error') });
    await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    await user.click(circle('Plan Visibility'));
    await user.click(saveButton());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to update survival plan'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(router.state.location.pathname).toBe('/plans/p1/edit');
    expect(saveButton()).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });

  it('a kit gone meanwhile: saves again without it and warns', async () => {
    const { user, callsTo, router } = renderEdit({
      'PUT /api/plans/p1': (call) => {
        const ids = (call.body as SavePlanInput).kitIds ?? [];
        const gone = ids.indexOf(kitId(7));
        return gone >= 0
          ? apiError(400, 'validation_failed', 'Invalid input', { [`kitIds.${gone}`]: ['This kit is not available'] })
          : echoUpdate(call);
      },
    });
    await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    await user.click(circle('Plan Visibility'));
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/p1'));
    expect(callsTo('PUT /api/plans/p1').map((c) => (c.body as SavePlanInput).kitIds)).toEqual([
      [kitId(1), kitId(7)],
      [kitId(1)],
    ]);
    expect(visibleToast()).toHaveTextContent(
      'WarningPlan updated but failed to link some kits. You can edit the plan to add them.',
    );
  });

  it('a household editor who did not create the plan edits it; its visibility is read, and sent as it is', async () => {
    const shared = { ...PLAN, visibility: 'household', isOwner: false, canEdit: true } satisfies PlanDetail;
    const { user, callsTo, router } = renderEdit(
      { 'PUT /api/plans/p1': (call) => ({ body: { plan: { ...shared, title: (call.body as SavePlanInput).title } } }) },
      shared,
    );
    await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    await user.click(circle('Plan Details'));
    await user.clear(field('Plan Title'));
    await user.type(field('Plan Title'), 'Quake Ready (shared)');
    await user.click(circle('Plan Visibility'));

    const who = screen.getByRole('group', { name: 'Who can see this plan' });
    expect(who).toHaveTextContent('Shared with your household');
    expect(who).toHaveAccessibleDescription('Only its creator can change who sees it.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const summary = screen.getByTestId('plan-summary');
    expect(within(summary).getByText('Visibility').nextElementSibling).toHaveTextContent('Household');

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/p1'));
    expect(callsTo('PUT /api/plans/p1')).toHaveLength(1);
    expect(callsTo('PUT /api/plans/p1')[0]!.body).toMatchObject({
      title: 'Quake Ready (shared)',
      visibility: 'household',
    });
    expect(visibleToast()).toHaveTextContent('Survival plan updated successfully');
  });

  it.each([
    ['a public plan of someone else', planDetail({ isOwner: false, isPublic: true })],
    ["a household viewer, on another member's household plan", planDetail({ visibility: 'household', isOwner: false })],
  ])('%s: "Access Denied: You can only edit your own plans" and back to /plans', async (_who, plan) => {
    const { router } = renderEdit({}, plan);
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'), slow);
    expect(visibleToast()).toHaveTextContent('Access Denied');
    expect(visibleToast()).toHaveTextContent('You can only edit your own plans');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('a plan that does not load (404): "Failed to load survival plan" and back to /plans', async () => {
    const { router } = renderEdit({ 'GET /api/plans/p1': apiError(404, 'not_found', 'Plan not found') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'), slow);
    expect(visibleToast()).toHaveTextContent('Failed to load survival plan');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });

  it('asks before leaving with unsaved edits', async () => {
    const { user, router } = renderEdit();
    await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    // Prefilled and untouched: nothing to lose.
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Tornado' }));
    await user.click(screen.getByRole('link', { name: 'Back to Plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/p1'));
  });

  it('offline: Save Changes is disabled with the reason and sends nothing; the edits stay and save once online', async () => {
    const { user, callsTo, router } = renderEdit();
    await screen.findByRole('radio', { name: 'Earthquake' }, slow);
    setBrowserOnline(false);
    await user.click(circle('Plan Details'));
    await user.clear(field('Plan Title'));
    await user.type(field('Plan Title'), 'Quake Ready');
    await user.click(circle('Plan Visibility'));

    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(saveButton());
    fireEvent.submit((saveButton() as HTMLButtonElement).form!);
    expect(callsTo('PUT /api/plans/p1')).toHaveLength(0);

    // Nothing was held back to be sent on reconnecting either.
    setBrowserOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo('PUT /api/plans/p1')).toHaveLength(0);
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/p1'));
    expect(callsTo('PUT /api/plans/p1')).toHaveLength(1);
    expect(callsTo('PUT /api/plans/p1')[0]!.body).toMatchObject({ title: 'Quake Ready' });
  });
});
