import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_REASON } from '@web/components/online-only';
import { setBrowserOnline } from '@web/test/connectivity';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };
const FIRST = 'http://holdfast.test/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'http://holdfast.test/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

/** The calendar routes in memory: reset hands out FIRST, then SECOND. */
function calendarRoutes(initial: string | null): Record<string, MockHandler> {
  let url = initial;
  return {
    'GET /api/calendar': () => ({ body: { url } }),
    'POST /api/calendar/reset': () => {
      url = url === FIRST ? SECOND : FIRST;
      return { body: { url } };
    },
  };
}

async function renderFeed(routes: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, ...routes });
  const utils = renderApp('/profile-settings');
  const section = await screen.findByRole('heading', { level: 2, name: 'Calendar Feed' }, slow);
  const card = () => section.closest<HTMLElement>('[data-slot="card"]') ?? document.body;
  return { ...api, ...utils, card };
}

describe('Calendar Feed on /profile-settings', () => {
  it('explains the feed; Create calendar link shows the link, which copies to the clipboard with a toast', async () => {
    const { user, card, callsTo } = await renderFeed(calendarRoutes(null));
    expect(
      within(card()).getByText('Add your expiry dates to Google Calendar, Apple Calendar or Thunderbird.'),
    ).toBeVisible();
    const create = await within(card()).findByRole('button', { name: 'Create calendar link' });
    expect(within(card()).queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();

    await user.click(create);
    const link = await within(card()).findByRole('textbox', { name: 'Calendar link' });
    expect(link).toHaveValue(FIRST);
    expect(link).toHaveAttribute('readonly');
    expect(callsTo('POST /api/calendar/reset')).toHaveLength(1);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Calendar link created'));

    await user.click(within(card()).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Link copied'));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(FIRST);
  });

  it('Reset link asks first (the old link stops working), then shows the new link; Cancel sends nothing', async () => {
    const { user, card, callsTo } = await renderFeed(calendarRoutes(FIRST));
    expect(await within(card()).findByRole('textbox', { name: 'Calendar link' })).toHaveValue(FIRST);

    await user.click(within(card()).getByRole('button', { name: 'Reset link' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reset the calendar link?' });
    expect(dialog).toHaveTextContent('The old link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/calendar/reset')).toHaveLength(0);

    await user.click(within(card()).getByRole('button', { name: 'Reset link' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reset the calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(within(card()).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(SECOND));
    expect(callsTo('POST /api/calendar/reset')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(visibleToast()).toHaveTextContent('The old link no longer works.');
  });

  it('a failed reset keeps the old link and says so', async () => {
    const { user, card } = await renderFeed({
      ...calendarRoutes(FIRST),
      'POST /api/calendar/reset': apiError(429, 'rate_limited', 'Too many requests'),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect(visibleToast()).toHaveTextContent('Could not reset the calendar link. Please try again.'),
    );
    expect(within(card()).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(FIRST);
  });

  it('offline: creating and resetting are disabled with the reason and send nothing; copying still works', async () => {
    const { user, card, calls } = await renderFeed(calendarRoutes(null));
    await within(card()).findByRole('button', { name: 'Create calendar link' });
    setBrowserOnline(false);
    const create = within(card()).getByRole('button', { name: 'Create calendar link' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(OFFLINE_REASON);
    setBrowserOnline(true);

    await user.click(within(card()).getByRole('button', { name: 'Create calendar link' }));
    await within(card()).findByRole('textbox', { name: 'Calendar link' });
    setBrowserOnline(false);
    const reset = within(card()).getByRole('button', { name: 'Reset link' });
    expect(reset).toBeDisabled();
    expect(reset).toHaveAccessibleDescription(OFFLINE_REASON);
    const sent = calls.length;
    await user.click(within(card()).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(calls.slice(sent).filter((c) => c.method !== 'GET')).toEqual([]);
    setBrowserOnline(true);
  });
});
