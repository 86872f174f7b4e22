import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '@shared/account/passkeys';
import { ACCOUNT_MESSAGES } from '@shared/account/schemas';
import { MESSAGES } from '@shared/auth/schemas';
import { apiError, mockApi, signedIn, type MockHandler } from '@web/test/mock-api';
import { field, renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };

async function renderSecurity(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: signedIn() }, ...routes });
  const utils = renderApp('/profile-settings');
  await screen.findByRole('heading', { level: 2, name: 'Sign-in and security' }, slow);
  return { ...api, ...utils };
}

const part = async (name: string) => screen.findByRole('region', { name }, slow);
const NEW = 'N3w!Passw0rd';

describe('Sign-in and security: change password', () => {
  it('checks the new password with the sign-up rules before sending', async () => {
    const { user, callsTo } = await renderSecurity();
    const form = await part('Change password');
    await user.type(field('Current password', form), 'Old!Passw0rd');
    await user.type(field('New password', form), 'weakpass');
    await user.type(field('Confirm new password', form), 'different');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText(MESSAGES.passwordRules)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.confirmPassword)).toBeInTheDocument();
    expect(field('New password', form)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /api/account/password')).toHaveLength(0);
  });

  it('puts a wrong current password on the "Current password" field', async () => {
    const { user } = await renderSecurity({
      'POST /api/account/password': apiError(400, 'invalid_credentials', ACCOUNT_MESSAGES.wrongPassword, {
        currentPassword: [ACCOUNT_MESSAGES.wrongPassword],
      }),
    });
    const form = await part('Change password');
    await user.type(field('Current password', form), 'Wr0ng!Pass');
    await user.type(field('New password', form), NEW);
    await user.type(field('Confirm new password', form), NEW);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(field('Current password', form)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Current password', form)).toHaveFocus();
  });

  it('sends the three fields, says how many other sessions ended, and empties the form', async () => {
    const { user, callsTo } = await renderSecurity({ 'POST /api/account/password': { body: { endedSessions: 2 } } });
    const form = await part('Change password');
    await user.type(field('Current password', form), 'Old!Passw0rd');
    await user.type(field('New password', form), NEW);
    await user.type(field('Confirm new password', form), NEW);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Password changed'));
    expect(visibleToast()).toHaveTextContent('2 other sessions were signed out');
    expect(callsTo('POST /api/account/password')[0]!.body).toEqual({
      currentPassword: 'Old!Passw0rd',
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(field('Current password', form)).toHaveValue('');
  });

  it('offers a Google-only account "Set a password" by email instead', async () => {
    const { user, callsTo } = await renderSecurity({
      'GET /api/me/account-security': { body: { hasPassword: false, freshSignIn: false } },
      'POST /api/account/forgot-password': { status: 202, body: { ok: true } },
    });
    const section = await part('Set a password');
    expect(within(section).queryByLabelText('Current password')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Set a password' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Check your inbox');
    expect(callsTo('POST /api/account/forgot-password')[0]!.body).toEqual({ email: 'ranger@example.com' });
    expect(within(await part('Change email')).getByText(/Set a password first/)).toBeInTheDocument();
  });
});

describe('Sign-in and security for an account of the OpenID Connect provider (decision 0287)', () => {
  it('names the provider when offering "Set a password"', async () => {
    await renderSecurity({
      'GET /api/config': { body: { googleEnabled: false, oidcName: 'Authentik', passwordSignIn: true } },
      'GET /api/me/account-security': { body: { hasPassword: false, freshSignIn: false, providers: ['oidc'] } },
    });
    const section = await part('Set a password');
    expect(
      await within(section).findByText(/You sign in with Authentik, so your account has no password/),
    ).toBeVisible();
  });

  it('with OIDC_ONLY offers no password and no email change, and says why', async () => {
    await renderSecurity({
      'GET /api/config': { body: { googleEnabled: false, oidcName: 'Authentik', passwordSignIn: false } },
      'GET /api/me/account-security': { body: { hasPassword: false, freshSignIn: false, providers: ['oidc'] } },
    });
    const section = await part('Password');
    expect(
      await within(section).findByText('You sign in with Authentik: this server uses no passwords.'),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Set a password' })).toBeNull();
    const email = await part('Change email');
    expect(within(email).getByText(/so your email cannot be changed here/)).toBeVisible();
    expect(within(email).queryByLabelText('New email')).toBeNull();
  });
});

describe('Sign-in and security: change email', () => {
  it('shows an address in use at the "New email" field', async () => {
    const { user } = await renderSecurity({
      'POST /api/account/email': apiError(409, 'account_exists', ACCOUNT_MESSAGES.emailTaken, {
        newEmail: [ACCOUNT_MESSAGES.emailTaken],
      }),
    });
    const form = await part('Change email');
    await user.type(field('New email', form), 'taken@example.com');
    await user.type(field('Current password', form), 'Old!Passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(field('New email', form)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the address before sending, then says where the link went', async () => {
    const { user, callsTo } = await renderSecurity({ 'POST /api/account/email': { status: 202, body: { ok: true } } });
    const form = await part('Change email');
    await user.type(field('New email', form), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByText(MESSAGES.email)).toBeInTheDocument();
    expect(within(form).getByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(callsTo('POST /api/account/email')).toHaveLength(0);

    await user.clear(field('New email', form));
    await user.type(field('New email', form), 'New@Example.org');
    await user.type(field('Current password', form), 'Old!Passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('We sent a link to new@example.org');
    expect(callsTo('POST /api/account/email')[0]!.body).toEqual({
      newEmail: 'New@Example.org',
      currentPassword: 'Old!Passw0rd',
    });
  });
});

describe('Sign-in and security: sessions and the log', () => {
  const twoSessions = {
    'GET /api/account/sessions': {
      body: {
        sessions: [
          {
            id: 'session-this',
            device: 'Firefox on Linux',
            ip: '203.0.113.7',
            createdAt: '2026-11-21T12:00:00.000Z',
            lastSeenAt: '2026-11-22T08:00:00.000Z',
            current: true,
          },
          {
            id: 'session-phone',
            device: 'Chrome on Android',
            ip: '198.51.100.4',
            createdAt: '2026-11-20T12:00:00.000Z',
            lastSeenAt: '2026-11-21T09:00:00.000Z',
            current: false,
          },
        ],
      },
    },
  };

  it('lists the sessions with this device marked, and signs one or all others out', async () => {
    const { user, callsTo } = await renderSecurity({
      ...twoSessions,
      'DELETE /api/account/sessions/session-phone': { status: 204 },
      'DELETE /api/account/sessions': { body: { endedSessions: 1 } },
    });
    const list = await part("Where you're signed in");
    expect(await within(list).findByText('Chrome on Android')).toBeInTheDocument();
    expect(within(list).getByText('(this device)')).toBeInTheDocument();
    expect(within(list).getByText(/Address 198\.51\.100\.4/)).toBeInTheDocument();
    // Only the other session has a Sign out button.
    const signOuts = within(list).getAllByRole('button', { name: /^Sign out .*, last active / });
    expect(signOuts.map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Sign out Chrome on Android, last active /),
    ]);

    await user.click(signOuts[0]!);
    await waitFor(() => expect(callsTo('DELETE /api/account/sessions/session-phone')).toHaveLength(1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Chrome on Android is signed out'));

    await user.click(within(list).getByRole('button', { name: 'Sign out of all other sessions' }));
    await waitFor(() => expect(callsTo('DELETE /api/account/sessions')).toHaveLength(1));
  });

  it('shows the security log in words and pages to older entries', async () => {
    const entry = (id: string, kind: string, summary: string) => ({
      id,
      kind,
      summary,
      device: 'Chrome on Android',
      ip: '198.51.100.4',
      createdAt: '2026-11-21T09:00:00.000Z',
    });
    let asked = 0;
    const { user, fetchMock } = await renderSecurity({
      'GET /api/account/security-events': () =>
        ++asked > 1
          ? { body: { events: [entry('e3', 'signed_in', 'Signed in with Google')], nextCursor: null } }
          : {
              body: {
                events: [
                  entry('e1', 'password_changed', 'Password changed'),
                  entry('e2', 'sign_in_failed', 'A sign-in failed: wrong password'),
                ],
                nextCursor: 'next-page',
              },
            },
    });
    const log = await part('Security log');
    const list = await within(log).findByRole('list', { name: 'Security log' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Password changed'),
      expect.stringContaining('Check: A sign-in failed: wrong password'),
    ]);
    await user.click(within(log).getByRole('button', { name: 'Show older' }));
    expect(await within(list).findByText('Signed in with Google')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('security-events'));
    expect(urls.at(-1)).toContain('cursor=next-page');
    expect(within(log).queryByRole('button', { name: 'Show older' })).toBeNull();
  });
});

describe('Sign-in and security with OIDC_ONLY and a password from before (decision 0288)', () => {
  it('offers no "Change password" but keeps passkeys', async () => {
    await renderSecurity({
      'GET /api/config': { body: { googleEnabled: false, oidcName: 'Authentik', passwordSignIn: false } },
      'GET /api/me/account-security': { body: { hasPassword: true, freshSignIn: false, providers: ['oidc'] } },
      'GET /api/account/passkeys': { body: { passkeys: [] } },
    });
    const section = await part('Password');
    expect(
      await within(section).findByText('You sign in with Authentik: this server uses no passwords.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
    expect(within(await part('Passkeys')).getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  });
});

describe('Sign-in and security: passkeys (decision 0288)', () => {
  const phone = {
    id: 'pk1',
    name: 'Phone',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
  };

  it('lists the passkeys and removes one after asking', async () => {
    const { user, callsTo } = await renderSecurity({
      'GET /api/account/passkeys': { body: { passkeys: [phone] } },
      'DELETE /api/account/passkeys/pk1': { status: 204 },
    });
    const section = await part('Passkeys');
    const list = await within(section).findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Phone')).toBeVisible();
    expect(within(list).getByText(/not used to sign in yet/)).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Remove Phone' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove “Phone”?' });
    expect(callsTo('DELETE /api/account/passkeys/pk1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(callsTo('DELETE /api/account/passkeys/pk1')).toHaveLength(1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Passkey removed'));
  });

  it('asks for a name and the password before starting', async () => {
    const { user, callsTo } = await renderSecurity({ 'GET /api/account/passkeys': { body: { passkeys: [] } } });
    const section = await part('Passkeys');
    await within(section).findByText('No passkeys yet.');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(section).findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(section).getByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(callsTo('POST /api/account/passkeys/registration-options')).toHaveLength(0);
  });
});
