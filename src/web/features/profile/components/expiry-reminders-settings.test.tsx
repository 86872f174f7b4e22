import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES, type ExpirySettings } from '@shared/supplies/settings-schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { setBrowserOnline } from '@web/test/connectivity';
import { apiError, deferred, mockApi, signedIn, type ApiCall } from '@web/test/mock-api';
import { renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };

async function renderSettings(initial: Partial<ExpirySettings> = {}, put?: Parameters<typeof mockApi>[0][string]) {
  let settings: ExpirySettings = { windowDays: 30, reminders: true, emailVerified: true, ...initial };
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/reminders/settings': () => ({ body: settings }),
    'PUT /api/reminders/settings':
      put ??
      ((call: ApiCall) => {
        settings = { ...settings, ...(call.body as Partial<ExpirySettings>) };
        return { body: settings };
      }),
  });
  renderApp('/profile-settings');
  await screen.findByRole('heading', { level: 2, name: 'Expiry Reminders' }, slow);
  const toggle = await screen.findByRole('switch', { name: 'Email me before supplies expire' }, slow);
  await waitFor(() => expect(toggle).toBeEnabled());
  return { ...api, toggle };
}

describe('Expiry Reminders settings', () => {
  it('shows the saved choice and the window, and saves a flip at once', async () => {
    const { toggle, callsTo } = await renderSettings({ windowDays: 45 });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/within 45 days/)).toBeInTheDocument();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(callsTo('PUT /api/reminders/settings')).toHaveLength(1));
    expect(callsTo('PUT /api/reminders/settings')[0]!.body).toEqual({ reminders: false });
    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo('PUT /api/reminders/settings')).toHaveLength(2));
    expect(callsTo('PUT /api/reminders/settings')[1]!.body).toEqual({ reminders: true });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('goes back and says so when the save fails', async () => {
    const hold = deferred(apiError(500, 'internal', 'Internal error'));
    const { toggle } = await renderSettings({}, hold.handler);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    hold.release();
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Could not save the reminder settings.'));
  });

  it('is off and disabled, with a hint, while the email is not verified', async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/reminders/settings': { body: { windowDays: 30, reminders: true, emailVerified: false } },
    });
    renderApp('/profile-settings');
    const toggle = await screen.findByRole('switch', { name: 'Email me before supplies expire' }, slow);
    await screen.findByText(REMINDER_MESSAGES.verifyFirst, undefined, slow);
    expect(toggle).toBeDisabled();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toHaveAccessibleDescription(REMINDER_MESSAGES.verifyFirst);
  });

  it('is disabled with the reason while offline, and sends nothing', async () => {
    const { toggle, callsTo } = await renderSettings();
    setBrowserOnline(false);
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(OFFLINE_REASON);
    fireEvent.click(toggle);
    expect(callsTo('PUT /api/reminders/settings')).toHaveLength(0);
    setBrowserOnline(true);
    expect(toggle).toBeEnabled();
  });
});
