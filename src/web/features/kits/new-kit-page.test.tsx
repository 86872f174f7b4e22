import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { familyTemplate, ONE_PERSON_BASIS } from '@shared/kits/family-templates';
import type { KitDetail, TemplateBasis } from '@shared/kits/schemas';
import { TEMPLATE_72HOUR_DESCRIPTION, TEMPLATE_72HOUR_NAME } from '@shared/kits/template-72hour';
import { OFFLINE_REASON } from '@web/components/online-only';
import { access } from '@web/test/access-fixtures';
import { setBrowserOnline } from '@web/test/connectivity';
import { apiError, deferred, mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { field, renderApp, renderAt, visibleToast } from '@web/test/render';
import { Component as NewKitPage } from './new-kit-page';

const slow = { timeout: 15_000 };

function createdKit(name: string, overrides: Partial<KitDetail> = {}): KitDetail {
  return {
    id: 'k-new',
    name,
    description: null,
    ...access(overrides),
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    acquired: false,
    itemCount: 0,
    categoryCounts: {},
    items: [],
    author: null,
    ...overrides,
  };
}

/** Echoes the created kit the way the server does (trimmed name, 201). */
const echoCreate: MockHandler = (call) => {
  const body = call.body as { name: string; description: string | null };
  return { status: 201, body: { kit: createdKit(body.name.trim(), { description: body.description || null }) } };
};

function renderNewKit(search = '', routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, ...routes });
  const utils = renderAt(<NewKitPage />, { path: `/kits/new${search}`, routePath: '/kits/new' });
  return { ...utils, ...api };
}

const templateCard = (name: string) => screen.getByRole('button', { name });
const nameField = () => field('Kit Name');
const descriptionField = () => screen.getByRole('textbox', { name: 'Description' });

describe('/kits/new', () => {
  it('is routed behind the session guard: a visitor goes to /', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/kits/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });

  it("starts on step 1: the seed's two template cards, the 72-hour one RECOMMENDED", async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    renderApp('/kits/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Emergency Kit' }, slow)).toBeVisible();
    expect(screen.getByText('MISSION SETUP')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Kits' })).toHaveAttribute('href', '/kits');

    const progress = screen.getByRole('navigation', { name: 'Kit setup progress' });
    expect(progress).toHaveTextContent('Step 1 of 2');
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1Step 1: Choose Your Template', '2Step 2: Kit Details']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose Your Template' })).toBeVisible();

    const recommended = templateCard('72-Hour Bug-Out Kit');
    // The badge sits on the card, outside the button (its name is only the title).
    expect(recommended.parentElement).toHaveTextContent('RECOMMENDED');
    expect(recommended).toHaveAccessibleDescription(/8 categories.*23 pre-loaded items.*Ratings and pricing/);
    const blank = templateCard('Blank Kit');
    expect(blank).toHaveAccessibleDescription(/8 categories.*0 items/);
    expect(blank.parentElement).not.toHaveTextContent('RECOMMENDED');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('picking the 72-hour card prefills name and description on step 2; Back, then Blank clears both', async () => {
    const { user } = renderNewKit();
    await user.click(await screen.findByRole('button', { name: '72-Hour Bug-Out Kit' }, slow));

    expect(screen.getByRole('heading', { level: 2, name: 'Kit Details' })).toBeVisible();
    const progress = screen.getByRole('navigation', { name: 'Kit setup progress' });
    expect(progress).toHaveTextContent('Step 2 of 2');
    const steps = within(progress).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('(done)');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(nameField()).toHaveValue(TEMPLATE_72HOUR_NAME);
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveAttribute('aria-required', 'true');
    expect(descriptionField()).toHaveValue(TEMPLATE_72HOUR_DESCRIPTION);
    expect(descriptionField()).toHaveAttribute('rows', '3');
    expect(descriptionField()).toHaveAccessibleDescription('Optional');
    expect(screen.getByRole('region', { name: 'Kit Details' })).toHaveTextContent(`Template: ${TEMPLATE_72HOUR_NAME}`);
    expect(screen.getByRole('button', { name: 'Create Kit' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose Your Template' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Choose Your Template' })).toHaveFocus();

    await user.click(templateCard('Blank Kit'));
    expect(nameField()).toHaveValue('');
    expect(descriptionField()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create Kit' })).toBeDisabled();

    await user.type(nameField(), 'Go Bag');
    expect(screen.getByRole('button', { name: 'Create Kit' })).toBeEnabled();
  });

  it('?template=72hour preselects the template and opens step 2, prefilled', async () => {
    renderNewKit('?template=72hour');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kit Details' }, slow)).toBeVisible();
    expect(nameField()).toHaveValue(TEMPLATE_72HOUR_NAME);
    expect(descriptionField()).toHaveValue(TEMPLATE_72HOUR_DESCRIPTION);
    expect(screen.getByRole('navigation', { name: 'Kit setup progress' })).toHaveTextContent('Step 2 of 2');
  });

  it('an unknown ?template is ignored', async () => {
    renderNewKit('?template=deluxe');
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose Your Template' }, slow)).toBeVisible();
  });

  it('a blank name toasts "Error: Kit name is required." and sends nothing', async () => {
    const { user, callsTo } = renderNewKit('', { 'POST /api/kits': echoCreate });
    await user.click(await screen.findByRole('button', { name: 'Blank Kit' }, slow));
    await user.type(nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Error'));
    expect(visibleToast()).toHaveTextContent('Kit name is required.');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Kit name is required.');
    expect(callsTo('POST /api/kits')).toHaveLength(0);
  });

  it('creates the 72-hour kit: Creating Kit..., the toast, then the edit screen', async () => {
    const pending = deferred();
    const { user, router, callsTo } = renderNewKit('?template=72hour', { 'POST /api/kits': pending.handler });
    await screen.findByRole('heading', { name: 'Kit Details' }, slow);
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));

    expect(await screen.findByRole('button', { name: 'Creating Kit...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(callsTo('POST /api/kits')[0]!.body).toEqual({
      name: TEMPLATE_72HOUR_NAME,
      description: TEMPLATE_72HOUR_DESCRIPTION,
      template: '72hour',
      visibility: 'private',
    });

    act(() =>
      pending.release({ status: 201, body: { kit: createdKit(TEMPLATE_72HOUR_NAME, { id: 'k-72', itemCount: 23 }) } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits/k-72/edit'));
    expect(visibleToast()).toHaveTextContent('72-Hour Kit Created!');
    expect(visibleToast()).toHaveTextContent(`${TEMPLATE_72HOUR_NAME} has been created with 23 pre-loaded items.`);
    expect(visibleToast()).toHaveAttribute('data-type', 'success');
  });

  it('a member of a shared household starts at Household, may choose otherwise, and the kit is sent with it', async () => {
    const api = mockApi({
      'GET /api/account/session': { body: { ...signedIn(), household: { id: 'h1', role: 'editor', members: 2 } } },
      'POST /api/kits': echoCreate,
    });
    const { user, router } = renderApp('/kits/new?template=72hour');
    const who = await screen.findByRole('group', { name: 'Who can see this kit' }, slow);
    expect(within(who).getByRole('radio', { name: 'Household' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits/k-new/edit'), slow);
    expect(api.callsTo('POST /api/kits')[0]!.body).toMatchObject({ template: '72hour', visibility: 'household' });
  });

  it('alone in a household, a new kit starts Private; Public may be chosen', async () => {
    const api = mockApi({
      'GET /api/account/session': { body: { ...signedIn(), household: { id: 'h1', role: 'owner', members: 1 } } },
      'POST /api/kits': echoCreate,
    });
    const { user, router } = renderApp('/kits/new?template=72hour');
    const who = await screen.findByRole('group', { name: 'Who can see this kit' }, slow);
    expect(within(who).getByRole('radio', { name: 'Private' })).toBeChecked();
    await user.click(within(who).getByRole('radio', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits/k-new/edit'), slow);
    expect(api.callsTo('POST /api/kits')[0]!.body).toMatchObject({ visibility: 'public' });
  });

  it('creates a blank kit with the typed name: "Kit Created!"', async () => {
    const { user, router, callsTo } = renderNewKit('', { 'POST /api/kits': echoCreate });
    await user.click(await screen.findByRole('button', { name: 'Blank Kit' }, slow));
    await user.type(nameField(), 'Go Bag');
    await user.type(descriptionField(), 'By the door.');
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/kits/k-new/edit'));
    expect(callsTo('POST /api/kits')[0]!.body).toEqual({
      name: 'Go Bag',
      description: 'By the door.',
      template: 'blank',
      visibility: 'private',
    });
    expect(visibleToast()).toHaveTextContent('Kit Created!');
    expect(visibleToast()).toHaveTextContent('Go Bag has been created successfully.');
  });

  it('Enter in the name field submits', async () => {
    const { user, router } = renderNewKit('', { 'POST /api/kits': echoCreate });
    await user.click(await screen.findByRole('button', { name: 'Blank Kit' }, slow));
    await user.type(nameField(), 'Office Kit{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits/k-new/edit'));
  });

  it('a failure toasts "Failed to create kit. Please try again." and stays', async () => {
    const { user, router } = renderNewKit('?template=72hour', {
      'POST /api/kits': apiError(500, 'internal_error', 'Internal error'),
    });
    await screen.findByRole('heading', { name: 'Kit Details' }, slow);
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Failed to create kit. Please try again.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(router.state.location.pathname).toBe('/kits/new');
    expect(screen.getByRole('button', { name: 'Create Kit' })).toBeEnabled();
  });

  it("shows the server's field message at the field", async () => {
    const { user } = renderNewKit('?template=72hour', {
      'POST /api/kits': apiError(400, 'validation_failed', 'Invalid input', {
        description: ['Description must be at most 2,000 characters'],
      }),
    });
    await screen.findByRole('heading', { name: 'Kit Details' }, slow);
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() =>
      expect(descriptionField()).toHaveAccessibleDescription('Optional Description must be at most 2,000 characters'),
    );
    expect(descriptionField()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionField()).toHaveFocus();
    expect(visibleToast()).toHaveTextContent('Failed to create kit. Please try again.');
  });

  it('offline: Create Kit is disabled with the reason and nothing is sent (Enter included); online again it creates', async () => {
    const { user, router, callsTo } = renderNewKit('', { 'POST /api/kits': echoCreate });
    await user.click(await screen.findByRole('button', { name: 'Blank Kit' }, slow));
    await user.type(nameField(), 'Go Bag');
    setBrowserOnline(false);

    const create = screen.getByRole('button', { name: 'Create Kit' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(OFFLINE_REASON);
    // Filling in the kit still works; sending it waits for the connection.
    await user.type(descriptionField(), 'By the door.');
    await user.click(create);
    await user.type(nameField(), '{Enter}');
    fireEvent.submit(nameField().form!);
    // Back stays: it sends nothing.
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(callsTo('POST /api/kits')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/kits/new');

    // Nothing was held back to be sent on reconnecting either.
    setBrowserOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo('POST /api/kits')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create Kit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits/k-new/edit'));
    expect(callsTo('POST /api/kits')).toHaveLength(1);
  });
  describe('family templates from official checklists', () => {
    /** Two adults, children of 10 and 6, and Rex the dog. */
    const FAMILY: TemplateBasis = {
      fromHousehold: true,
      people: { adults: 2, children9to13: 1, children4to8: 1, childrenUnder4: 0 },
      pets: [{ name: 'Rex', kind: 'dog', weightKg: 30 }],
      water: { standard: 'us', litresPerPersonPerDay: 3.785 },
      medicines: [],
    };
    const withBasis = (basis: TemplateBasis) => ({ 'GET /api/kits/template-basis': { body: { basis } } });

    it('offers the go-bag, two-week, car and pet kits: what each scales by, its sources, who it is scaled for', async () => {
      renderNewKit('', withBasis(FAMILY));
      const group = await screen.findByRole('region', { name: 'For your household, from official checklists' }, slow);
      const cards = within(group).getAllByRole('button');
      expect(cards.map((c) => c.textContent)).toEqual([
        'Family Go-Bag',
        'Two-Week Stay-at-Home Supply',
        'Car Kit',
        'Pet Kit',
      ]);
      await waitFor(() =>
        expect(templateCard('Family Go-Bag')).toHaveAccessibleDescription(
          /Scaled for 4 people \(2 adults, 2 children\) and 1 pet.*3 days.*Scales by people, children and pets.*28 items.*Source: Ready\.gov, American Red Cross/,
        ),
      );
      expect(templateCard('Family Go-Bag')).toHaveAccessibleDescription(/water, food, light, radio, first aid/);
      expect(templateCard('Two-Week Stay-at-Home Supply')).toHaveAccessibleDescription(/14 days/);
      expect(templateCard('Car Kit')).toHaveAccessibleDescription(
        /Scaled for 4 people \(2 adults, 2 children\)(?! and)/,
      );
      expect(templateCard('Pet Kit')).toHaveAccessibleDescription(
        /Scaled for 1 pet: Rex.*Scales by pets and their weight/,
      );
      // The seed's own two stay on offer.
      const others = screen.getByRole('region', { name: 'Other starting points' });
      expect(
        within(others)
          .getAllByRole('button')
          .map((c) => c.textContent),
      ).toEqual(['72-Hour Bug-Out Kit', 'Blank Kit']);
    });

    it('without a household says it scales for one person', async () => {
      renderNewKit('', withBasis(ONE_PERSON_BASIS));
      await waitFor(
        () =>
          expect(templateCard('Family Go-Bag')).toHaveAccessibleDescription(
            /No household set up yet: scaled for one person\. Add your household on the Readiness page/,
          ),
        slow,
      );
    });

    it('picking the family go-bag prefills it on step 2 and creates it from the template', async () => {
      const { user, router, callsTo } = renderNewKit('', {
        ...withBasis(FAMILY),
        'POST /api/kits': (call) => ({
          status: 201,
          body: {
            kit: createdKit((call.body as { name: string }).name, {
              id: 'k-go',
              items: [],
              itemCount: 31,
            }),
          },
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Family Go-Bag' }, slow));
      const go = familyTemplate('family-go-bag');
      expect(nameField()).toHaveValue(go.name);
      expect(descriptionField()).toHaveValue(go.description);
      expect(screen.getByText('Template:').parentElement).toHaveTextContent('Template: Family Go-Bag');
      expect(screen.getByText('Scaled for 4 people (2 adults, 2 children) and 1 pet')).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Create Kit' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/kits/k-go/edit'));
      expect(callsTo('POST /api/kits')[0]!.body).toEqual({
        name: go.name,
        description: go.description,
        template: 'family-go-bag',
        visibility: 'private',
      });
      expect(visibleToast()).toHaveTextContent('Kit Created!');
    });

    it('?template=pet preselects the pet kit', async () => {
      renderNewKit('?template=pet', withBasis(FAMILY));
      expect(await screen.findByRole('heading', { level: 2, name: 'Kit Details' }, slow)).toBeVisible();
      expect(nameField()).toHaveValue('Pet Kit');
      expect(await screen.findByText('Scaled for 1 pet: Rex')).toBeVisible();
    });
  });
});
