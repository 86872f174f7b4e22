import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { TWO_FACTOR_MESSAGES } from '@shared/account/two-factor';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };
const CODES = Array.from({ length: 10 }, (_, i) => `AbC1${i}-dE3fG`);

async function renderTwoFactor(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, ...routes });
  const utils = renderApp('/profile-settings');
  const region = await screen.findByRole('region', { name: 'Two-factor sign-in' }, slow);
  return { ...api, ...utils, region };
}

describe('Sign-in and security: two-factor sign-in', () => {
  it('turns on: password, QR code and key, the first code, then the 10 recovery codes once', async () => {
    let on = false;
    const { user, region, callsTo } = await renderTwoFactor({
      'GET /api/account/two-factor': () => ({ body: { enabled: on, recoveryCodesLeft: on ? 10 : 0 } }),
      'POST /api/account/two-factor/enable': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'Str0ng!Pass'
          ? {
              body: {
                totpUri: 'otpauth://totp/Holdfast:sam@example.com?secret=JBSWY3DPEHPK3PXP',
                secret: 'JBSWY3DPEHPK3PXP',
                qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
              },
            }
          : apiError(400, 'invalid_credentials', ACCOUNT_MESSAGES.wrongPassword, {
              currentPassword: [ACCOUNT_MESSAGES.wrongPassword],
            }),
      'POST /api/account/two-factor/confirm': () => {
        on = true;
        return { body: { recoveryCodes: CODES } };
      },
    });
    expect(await within(region).findByText('Off.', {}, slow)).toBeVisible();
    await user.type(field('Current password', region), 'Wr0ng!Pass');
    await user.click(within(region).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(region).findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeVisible();

    await user.clear(field('Current password', region));
    await user.type(field('Current password', region), 'Str0ng!Pass');
    await user.click(within(region).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(region).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(within(region).getByText('JBSWY3DPEHPK3PXP')).toBeVisible();

    await user.type(field('Code from the app', region), 'abc');
    await user.click(within(region).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(region).findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeVisible();
    expect(callsTo('POST /api/account/two-factor/confirm')).toHaveLength(0);
    await user.clear(field('Code from the app', region));
    await user.type(field('Code from the app', region), '123456');
    await user.click(within(region).getByRole('button', { name: 'Confirm and turn on' }));

    const codes = await within(region).findByRole('region', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(within(codes).getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'holdfast-recovery-codes.txt',
    );
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Two-factor sign-in is on'));
    await user.click(within(codes).getByRole('button', { name: 'I saved them' }));
    expect(await within(region).findByText(/10 recovery codes are left/)).toBeVisible();
    expect(within(region).queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('when on: turning off needs the password', async () => {
    let on = true;
    const { user, region, callsTo } = await renderTwoFactor({
      'GET /api/account/two-factor': () => ({ body: { enabled: on, recoveryCodesLeft: on ? 2 : 0 } }),
      'POST /api/account/two-factor/disable': () => {
        on = false;
        return { status: 204 };
      },
    });
    expect(await within(region).findByText(/2 recovery codes are left\. Make new ones soon\./, {}, slow)).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(region).findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeVisible();
    expect(callsTo('POST /api/account/two-factor/disable')).toHaveLength(0);
    await user.type(field('Current password', region), 'Str0ng!Pass');
    await user.click(within(region).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(region).findByText('Off.')).toBeVisible();
    expect(callsTo('POST /api/account/two-factor/disable')[0]?.body).toEqual({ currentPassword: 'Str0ng!Pass' });
  });
});
