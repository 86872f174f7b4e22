import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALERT_SETTINGS_MESSAGES, type AlertSettings } from '@shared/alerts/settings';
import { apiError, mockApi, signedIn, type ApiCall, type MockHandler } from '@web/test/mock-api';
import { renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };

async function renderSection(initial: Partial<AlertSettings> = {}, patch?: MockHandler) {
  let settings: AlertSettings = {
    severities: ['Extreme', 'Severe', 'Moderate'],
    quietFrom: null,
    quietTo: null,
    timeZone: null,
    emailVerified: true,
    ...initial,
  };
  const api = mockApi({
    'GET /api/account/session': { body: signedIn() },
    'GET /api/alerts/settings': () => ({ body: settings }),
    'PATCH /api/alerts/settings':
      patch ??
      ((call: ApiCall) => {
        settings = { ...settings, ...(call.body as Partial<AlertSettings>) };
        return { body: settings };
      }),
  });
  const { user } = renderApp('/profile-settings');
  await screen.findByRole('heading', { level: 2, name: 'Official warnings' }, slow);
  const form = await screen.findByRole('form', { name: 'Official warnings' }, slow);
  const group = within(form).getByRole('group', { name: 'Warnings that notify me' });
  return { ...api, user, form, group };
}

describe('Official warnings settings', () => {
  it('shows the saved choice and saves severities, quiet hours and the browser time zone', async () => {
    const { form, group, callsTo, user } = await renderSection({ quietFrom: 22 * 60 + 30, quietTo: 7 * 60 });
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    expect(box('Extreme')).toBeChecked();
    expect(box('Severe')).toBeChecked();
    expect(box('Moderate')).toBeChecked();
    expect(box('Minor')).not.toBeChecked();
    expect(box('Extreme')).toHaveAccessibleDescription('Extraordinary threat to life or property');
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    expect(from).toHaveValue('22:30');
    expect(to).toHaveValue('07:00');
    expect(within(form).getByRole('group', { name: 'Quiet hours' })).toHaveAccessibleDescription(
      /Extreme warnings still come through/,
    );

    await user.click(box('Minor'));
    await user.click(box('Moderate'));
    fireEvent.change(from, { target: { value: '23:00' } });
    fireEvent.change(to, { target: { value: '06:15' } });
    await user.click(within(form).getByRole('button', { name: 'Save warning settings' }));
    await waitFor(() => expect(callsTo('PATCH /api/alerts/settings')).toHaveLength(1));
    expect(callsTo('PATCH /api/alerts/settings')[0]!.body).toEqual({
      severities: ['Extreme', 'Severe', 'Minor'],
      quietFrom: 23 * 60,
      quietTo: 6 * 60 + 15,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent(ALERT_SETTINGS_MESSAGES.saved));
  });

  it('refuses one quiet-hours time without the other, with the message on the field, and sends nothing', async () => {
    const { form, callsTo, user } = await renderSection();
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '22:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save warning settings' }));
    const to = within(form).getByLabelText('To');
    await waitFor(() => expect(to).toHaveAccessibleDescription(ALERT_SETTINGS_MESSAGES.bothTimes));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(to, { target: { value: '22:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save warning settings' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription(ALERT_SETTINGS_MESSAGES.sameTimes));
    expect(callsTo('PATCH /api/alerts/settings')).toHaveLength(0);
  });

  it("puts the server's field message on the field and says the save failed", async () => {
    const { form, user } = await renderSection(
      {},
      apiError(400, 'validation_failed', 'Invalid input', { quietFrom: [ALERT_SETTINGS_MESSAGES.minute] }),
    );
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '01:00' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '05:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save warning settings' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('From')).toHaveAccessibleDescription(
        expect.stringContaining(ALERT_SETTINGS_MESSAGES.minute),
      ),
    );
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Error'));
  });
});
