/**
 * The notifications card in jsdom, which has no Push API: it says so in a sentence and offers no
 * "Turn on" that would fail, while the user's devices still list, remove and get a test
 * notification. Turning on in a real browser, and the service worker, are tested in Chromium
 * (e2e/push.e2e.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { renderApp, visibleToast } from '@web/test/render';
import { PUSH_TEXTS } from './push-notifications-card';

const slow = { timeout: 15_000 };
const PHONE = {
  id: '5a1f0c1e-0000-4000-8000-000000000001',
  label: 'Chrome on Android',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSuccessAt: '2026-11-26T10:00:00.000Z',
  current: false,
};
const LAPTOP = {
  id: '5a1f0c1e-0000-4000-8000-000000000002',
  label: 'Firefox on Linux',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastSuccessAt: null,
  current: false,
};

async function renderCard(routes: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, ...routes });
  const utils = renderApp('/profile-settings');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Notifications on this device' }, slow);
  const card = () => heading.closest<HTMLElement>('[data-slot="card"]') ?? document.body;
  return { ...api, ...utils, card };
}

describe('Notifications on this device', () => {
  it('says when the browser cannot have notifications, with no button that would fail', async () => {
    const { card } = await renderCard({});
    expect(await within(card()).findByText(PUSH_TEXTS.unsupported)).toBeVisible();
    expect(within(card()).queryByRole('button', { name: /turn on/i })).not.toBeInTheDocument();
    expect(await within(card()).findByText(PUSH_TEXTS.noDevices)).toBeVisible();
    expect(within(card()).queryByRole('button', { name: 'Send a test notification' })).not.toBeInTheDocument();
  });

  it("lists the user's devices; Remove deletes one; a test notification goes to all", async () => {
    let devices = [PHONE, LAPTOP];
    const { card, user, callsTo } = await renderCard({
      'GET /api/push/subscriptions': () => ({ body: { devices } }),
      [`DELETE /api/push/subscriptions/${PHONE.id}`]: () => {
        devices = devices.filter((d) => d.id !== PHONE.id);
        return { status: 204 };
      },
      'POST /api/push/test': { body: { devices: 2 } },
    });
    const list = await within(card()).findByRole('list', {}, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on AndroidAdded November 20, 2026 · last notified November 26, 2026');
    expect(items[1]).toHaveTextContent('Firefox on LinuxAdded November 21, 2026 · not notified yet');

    await user.click(within(card()).getByRole('button', { name: 'Send a test notification' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Sent to 2 devices.'));
    expect(callsTo('POST /api/push/test')).toHaveLength(1);

    await user.click(within(card()).getByRole('button', { name: 'Remove Chrome on Android' }));
    await waitFor(() => expect(within(card()).queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(callsTo(`DELETE /api/push/subscriptions/${PHONE.id}`)).toHaveLength(1);
    expect(within(card()).getByText('Firefox on Linux')).toBeVisible();
  });
});
