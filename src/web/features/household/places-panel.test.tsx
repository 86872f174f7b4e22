/**
 * /household's "Watched places" (issue 38): owners and editors add a place (typed or "Use my
 * location"), change and remove it; the district key only for Germany; the shared schema's field
 * messages before anything is sent and the server's at the field; viewers read only; at 5 no form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, PLACES_MAX } from '@shared/households/places';
import { HOUSEHOLD_MESSAGES, type HouseholdRole } from '@shared/households/schemas';
import type { Household } from '@web/lib/household/household-query';
import { placesQueryKey, type PlaceList, type WatchedPlace } from '@web/lib/household/places-query';
import { isOfflineQueryKey } from '@web/lib/offline/marker';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { LOCATION_MESSAGES } from './components/places-panel';
import { Component as HouseholdPage } from './household-page';

const slow = { timeout: 15_000 };

const household = (role: HouseholdRole): Household => ({
  id: 'h1',
  role,
  members: [
    {
      userId: 'u1',
      name: 'Rex Ranger',
      email: 'ranger@example.com',
      role,
      joinedAt: '2026-11-21T12:00:00.000Z',
      isMe: true,
    },
  ],
  invitations: [],
  activity: [],
});
const place = (overrides: Partial<WatchedPlace> = {}): WatchedPlace => ({
  id: 'p1',
  name: 'Home',
  country: 'US',
  latitude: 29.7604,
  longitude: -95.3698,
  ars: null,
  position: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const listOf = (places: WatchedPlace[], canEdit = true): PlaceList => ({ places, canEdit, max: PLACES_MAX });

async function renderPlaces(role: HouseholdRole, first: PlaceList, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/household': { body: household(role) },
    'GET /api/household/places': { body: first },
    ...routes,
  });
  const utils = renderAt(<HouseholdPage />, { path: '/household' });
  const panel = await screen.findByRole('region', { name: 'Watched places' }, slow);
  await within(panel).findByText(/Places we watch for official warnings/);
  return { ...utils, ...api, panel };
}

/** navigator.geolocation as a browser gives it: a fix, or an error with its code. */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: 1 | 2 | 3 }) {
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
      if ('code' in answer)
        fail({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      else ok({ coords: { ...answer, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/household: watched places', () => {
  it('an owner adds a place with "Use my location"; the district key is asked only for Germany', async () => {
    stubGeolocation({ latitude: 52.5200081234, longitude: 13.4049543 });
    let answer = listOf([]);
    const { user, callsTo, panel } = await renderPlaces('owner', answer, {
      'GET /api/household/places': () => ({ body: answer }),
      'POST /api/household/places': () => {
        answer = listOf([
          place({
            name: 'Grandparents',
            country: 'DE',
            latitude: 52.520008,
            longitude: 13.404954,
            ars: '110000000000',
          }),
        ]);
        return { status: 201, body: { place: answer.places[0] } };
      },
    });
    expect(within(panel).getByText('No places yet.')).toBeVisible();
    const form = within(panel).getByRole('form', { name: 'Add a place' });
    await user.type(field('Name', form), 'Grandparents');
    await user.type(field('Country', form), 'us');
    expect(within(form).queryByLabelText('District key (ARS)')).not.toBeInTheDocument();
    await user.clear(field('Country', form));
    await user.type(field('Country', form), 'de');
    expect(field('District key (ARS)', form)).toHaveAccessibleDescription(
      /official warnings in Germany are issued by district/,
    );
    await user.type(field('District key (ARS)', form), '110000000000');
    await user.click(within(form).getByRole('button', { name: 'Use my location' }));
    expect(field('Latitude', form)).toHaveValue('52.520008');
    expect(field('Longitude', form)).toHaveValue('13.404954');
    await user.click(within(form).getByRole('button', { name: 'Add place' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Grandparents added'));
    expect(callsTo('POST /api/household/places').map((c) => c.body)).toEqual([
      { name: 'Grandparents', country: 'DE', latitude: 52.520008, longitude: 13.404954, ars: '110000000000' },
    ]);
    const item = (await within(panel).findByText('Grandparents')).closest('li')!;
    expect(item).toHaveTextContent('DE');
    expect(item).toHaveTextContent('52.520008, 13.404954');
    expect(item).toHaveTextContent('District key (ARS) 110000000000');
    expect(field('Name', within(panel).getByRole('form', { name: 'Add a place' }))).toHaveValue('');
  });

  it('says why when the location is refused or not found, and the fields stay empty', async () => {
    stubGeolocation({ code: 1 });
    const { user, panel } = await renderPlaces('editor', listOf([]));
    const form = within(panel).getByRole('form', { name: 'Add a place' });
    await user.click(within(form).getByRole('button', { name: 'Use my location' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.denied);
    expect(field('Latitude', form)).toHaveValue('');
    stubGeolocation({ code: 2 });
    await user.click(within(form).getByRole('button', { name: 'Use my location' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.unavailable);
  });

  it('checks the fields with the shared schema before sending, and shows the server’s answer at the field', async () => {
    const { user, callsTo, panel } = await renderPlaces('owner', listOf([]), {
      'POST /api/household/places': apiError(400, 'validation_error', 'Invalid input', { ars: [PLACE_MESSAGES.ars] }),
    });
    const form = within(panel).getByRole('form', { name: 'Add a place' });
    await user.type(field('Latitude', form), '91');
    await user.type(field('Longitude', form), 'east');
    await user.type(field('Country', form), 'D');
    await user.click(within(form).getByRole('button', { name: 'Add place' }));
    expect(await within(form).findByText(PLACE_MESSAGES.name)).toBeVisible();
    expect(within(form).getByText(PLACE_MESSAGES.country)).toBeVisible();
    expect(field('Latitude', form)).toHaveAccessibleDescription(expect.stringContaining(PLACE_MESSAGES.latitude));
    expect(field('Longitude', form)).toHaveAccessibleDescription(expect.stringContaining(PLACE_MESSAGES.longitude));
    expect(callsTo('POST /api/household/places')).toHaveLength(0);

    await user.type(field('Name', form), 'School');
    await user.clear(field('Country', form));
    await user.type(field('Country', form), 'DE');
    await user.clear(field('Latitude', form));
    await user.type(field('Latitude', form), '48,137');
    await user.clear(field('Longitude', form));
    await user.type(field('Longitude', form), '11.575');
    await user.type(field('District key (ARS)', form), '091620000000');
    await user.click(within(form).getByRole('button', { name: 'Add place' }));
    expect(await within(form).findByText(PLACE_MESSAGES.ars)).toBeVisible();
    expect(callsTo('POST /api/household/places').map((c) => c.body)).toEqual([
      { name: 'School', country: 'DE', latitude: 48.137, longitude: 11.575, ars: '091620000000' },
    ]);
    expect(visibleToast()).toHaveTextContent('Place not added');
  });

  it('an editor changes a place and removes one after confirming', async () => {
    let answer = listOf([place(), place({ id: 'p2', name: 'Work', position: 1 })]);
    const { user, callsTo, panel } = await renderPlaces('editor', answer, {
      'GET /api/household/places': () => ({ body: answer }),
      'PUT /api/household/places/p1': () => {
        answer = listOf([place({ name: 'Our home' }), answer.places[1]!]);
        return { body: { place: answer.places[0] } };
      },
      'DELETE /api/household/places/p2': () => {
        answer = listOf([answer.places[0]!]);
        return { status: 204 };
      },
    });
    await user.click(within(panel).getByRole('button', { name: 'Edit Home' }));
    const form = within(panel).getByRole('form', { name: 'Edit Home' });
    expect(field('Latitude', form)).toHaveValue('29.7604');
    await user.clear(field('Name', form));
    await user.type(field('Name', form), 'Our home');
    await user.click(within(form).getByRole('button', { name: 'Save place' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Our home changed'));
    expect(callsTo('PUT /api/household/places/p1').map((c) => c.body)).toEqual([
      { name: 'Our home', country: 'US', latitude: 29.7604, longitude: -95.3698, ars: null },
    ]);
    expect(await within(panel).findByRole('form', { name: 'Add a place' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Remove Work' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Work?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/household/places/p2')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Remove Work' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Work?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).queryByText('Work')).not.toBeInTheDocument());
    expect(callsTo('DELETE /api/household/places/p2')).toHaveLength(1);
  });

  it('a viewer sees the places read-only', async () => {
    const { panel } = await renderPlaces('viewer', listOf([place({ country: 'DE', ars: '110000000000' })], false));
    expect(within(panel).getByText('Home')).toBeVisible();
    expect(within(panel).getByText('District key (ARS) 110000000000')).toBeVisible();
    expect(within(panel).getByText(HOUSEHOLD_MESSAGES.viewerCannotEdit)).toBeVisible();
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is kept on the device with the rest of the household', () => {
    expect(isOfflineQueryKey(placesQueryKey)).toBe(true);
  });

  it('at 5 places there is no add form, only how to make room', async () => {
    const five = Array.from({ length: PLACES_MAX }, (_, i) => place({ id: `p${i}`, name: `Place ${i}`, position: i }));
    const { panel } = await renderPlaces('owner', listOf(five));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(PLACES_MAX);
    expect(
      within(panel).getByText(/The household watches 5 places, the most it can\. Remove one to add another\./),
    ).toBeVisible();
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  });
});
