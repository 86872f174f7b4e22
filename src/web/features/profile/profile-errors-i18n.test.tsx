/**
 * The shared schemas' messages and zod's own in the page's language (decisions 0353, 0354): the
 * profile's forms check with the shared schemas in the browser, and a German page shows the
 * field messages in German. The English tests of the same forms keep the English word for word.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { apiError, mockApi, signedIn } from '@web/test/mock-api';
import { field, renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

async function inGerman() {
  setPageLocale('de');
  await loadAllMessages();
}

afterEach(() => {
  setPageLocale('en');
});

describe('the profile’s forms in German', () => {
  it('the change-password form shows German field messages and sends nothing', async () => {
    await inGerman();
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { user } = renderApp('/profile-settings');
    const form = await screen.findByRole('region', { name: 'Passwort ändern' }, slow);
    await user.type(field('Neues Passwort', form), 'kurz');
    await user.type(field('Neues Passwort bestätigen', form), 'anders');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));

    expect(await within(form).findByText('Geben Sie Ihr aktuelles Passwort ein.', undefined, slow)).toBeInTheDocument();
    expect(field('Aktuelles Passwort', form)).toHaveAccessibleDescription('Geben Sie Ihr aktuelles Passwort ein.');
    expect(field('Neues Passwort', form)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeInTheDocument();
    expect(within(form).queryByText(/Password must|Enter your current password/)).not.toBeInTheDocument();
    expect(callsTo('POST /api/account/password')).toHaveLength(0);
  });

  it('the reminders card says in German why the switch is off', async () => {
    await inGerman();
    mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/reminders/settings': { body: { windowDays: 30, reminders: true, emailVerified: false } },
    });
    renderApp('/profile-settings');
    const toggle = await screen.findByRole('switch', { name: 'Per E-Mail erinnern, bevor Vorräte ablaufen' }, slow);
    await waitFor(() =>
      expect(toggle).toHaveAccessibleDescription('Bestätigen Sie Ihre E-Mail-Adresse, um Erinnerungen zu erhalten.'),
    );
    expect(toggle).toBeDisabled();
  });

  it('the warning settings show the quiet-hours messages and a server field message in German', async () => {
    await inGerman();
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/alerts/settings': {
        body: { severities: ['Extreme'], quietFrom: null, quietTo: null, timeZone: null, emailVerified: true },
      },
      'PATCH /api/alerts/settings': apiError(400, 'validation_failed', 'Not a time zone this server knows', {
        timeZone: ['Not a time zone this server knows'],
      }),
    });
    const { user } = renderApp('/profile-settings');
    const form = await screen.findByRole('form', { name: 'Amtliche Warnungen' }, slow);
    const save = within(form).getByRole('button', { name: 'Einstellungen für Warnungen speichern' });
    fireEvent.change(within(form).getByLabelText('Von'), { target: { value: '22:00' } });
    await user.click(save);
    const to = within(form).getByLabelText('Bis');
    await waitFor(() => expect(to).toHaveAccessibleDescription('Legen Sie beide Uhrzeiten fest oder keine.'));
    fireEvent.change(to, { target: { value: '22:00' } });
    await user.click(save);
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('Die Ruhezeit muss zu einer anderen Uhrzeit enden, als sie beginnt.'),
    );
    expect(callsTo('PATCH /api/alerts/settings')).toHaveLength(0);

    fireEvent.change(to, { target: { value: '06:30' } });
    await user.click(save);
    expect(
      await within(form).findByText('Diese Zeitzone kennt der Server nicht.', undefined, slow),
    ).toBeInTheDocument();
  });
});
