import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '@shared/supplies/settings-schemas';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { apiError, mockApi, signedOut } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

describe('/unsubscribe/:token', () => {
  it('turns reminders off on load, signed out, and links home', async () => {
    const { callsTo } = mockApi({
      'GET /api/account/session': { body: signedOut },
      'POST /api/reminders/unsubscribe/abc.def': { body: { ok: true, reminders: false } },
    });
    renderApp('/unsubscribe/abc.def');
    expect(await screen.findByText(REMINDER_MESSAGES.unsubscribed, undefined, slow)).toBeInTheDocument();
    expect(callsTo('POST /api/reminders/unsubscribe/abc.def')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Holdfast' })).toHaveAttribute('href', '/');
  });

  it('says when the link is not valid', async () => {
    mockApi({
      'GET /api/account/session': { body: signedOut },
      'POST /api/reminders/unsubscribe/forged': apiError(404, 'not_found', 'This unsubscribe link is not valid.'),
    });
    renderApp('/unsubscribe/forged');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(REMINDER_MESSAGES.badLink);
    expect(screen.getByRole('link', { name: 'Back to Holdfast' })).toHaveAttribute('href', '/');
  });

  describe('in German (issue 43)', () => {
    afterEach(() => setPageLocale('en'));

    it('says the reminders are off, and that a link is not valid, in German', async () => {
      setPageLocale('de');
      await loadAllMessages();
      mockApi({
        'GET /api/account/session': { body: signedOut },
        'POST /api/reminders/unsubscribe/abc.def': { body: { ok: true, reminders: false } },
        'POST /api/reminders/unsubscribe/forged': apiError(404, 'not_found', 'Dieser Abmeldelink ist nicht gültig.'),
      });
      const { unmount } = renderApp('/unsubscribe/abc.def');
      expect(
        await screen.findByText('Sie erhalten keine Erinnerungen an ablaufende Vorräte mehr.', undefined, slow),
      ).toHaveAttribute('role', 'status');
      unmount();
      renderApp('/unsubscribe/forged');
      expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Dieser Abmeldelink ist nicht gültig.');
      expect(screen.queryByText(REMINDER_MESSAGES.badLink)).not.toBeInTheDocument();
    });
  });
});
