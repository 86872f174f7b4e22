import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@shared/account/two-factor';
import { openAuthDialog } from '@web/lib/auth/auth-dialogs';
import { sessionQueryKey } from '@web/lib/auth/session';
import { apiError, deferred, mockApi, signedIn } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { field, renderAt, visibleToast } from '@web/test/render';
import { AuthDialogs } from './auth-dialogs';

// jsdom cannot leave the page; record where the app sends the browser instead.
let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
beforeEach(() => {
  hardNavigate = spyOnHardNavigate();
});

beforeAll(async () => {
  await Promise.all([import('./sign-up-dialog'), import('./sign-in-dialog')]);
});

async function openSignIn(googleEnabled = false, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/config': { body: { googleEnabled } }, ...routes });
  const utils = renderAt(<AuthDialogs />, { path: '/somewhere', routePath: '/somewhere' });
  act(() => openAuthDialog('sign-in'));
  const dialog = await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
  return { ...utils, ...api, dialog };
}

async function fill(user: ReturnType<typeof renderAt>['user'], email: string, password: string) {
  await user.type(field('Email'), email);
  await user.type(field('Password'), password);
}

describe('Sign-in dialog "ACCESS COMMAND CENTER"', () => {
  it('validates with the shared schema before sending anything', async () => {
    const { user, callsTo } = await openSignIn();
    await fill(user, 'not-an-email', '12345');
    await user.click(screen.getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(callsTo('POST /api/account/sign-in')).toHaveLength(0);
  });

  it('has a show/hide toggle on the password', async () => {
    const { user, dialog } = await openSignIn();
    const password = field('Password', dialog);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('says "ACCESSING..." with the button disabled while signing in, then goes to /dashboard', async () => {
    const session = signedIn();
    const pending = deferred({ body: session });
    const { user, dialog, router, queryClient, callsTo } = await openSignIn(false, {
      'POST /api/account/sign-in': pending.handler,
    });
    await fill(user, 'ranger@example.com', 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    expect(await within(dialog).findByRole('button', { name: 'ACCESSING...' })).toBeDisabled();
    act(() => pending.release());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo('POST /api/account/sign-in')[0]?.body).toEqual({
      email: 'ranger@example.com',
      password: 'Str0ng!pass',
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Welcome back, soldier!'));
    expect(visibleToast()).toHaveTextContent('Successfully logged in to command center.');
  });

  it.each([
    [apiError(401, 'invalid_credentials', 'Invalid login credentials'), 'Invalid login credentials'],
    [
      apiError(429, 'rate_limited', 'Too many failed sign-ins. Try again in 15 minutes.'),
      'Too many failed sign-ins. Try again in 15 minutes.',
    ],
    [
      apiError(500, 'internal_error', 'Something went wrong on our side.'),
      'An unexpected error occurred. Please try again.',
    ],
  ])('toasts "Login failed" for %j', async (response, text) => {
    const { user, router } = await openSignIn(false, { 'POST /api/account/sign-in': response });
    await fill(user, 'ranger@example.com', 'Wr0ng!pass');
    await user.click(screen.getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Login failed'));
    expect(visibleToast()).toHaveTextContent(text);
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/somewhere');
  });

  it('toasts the unexpected-error text when the server cannot be reached', async () => {
    const { user, fetchMock } = await openSignIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await fill(user, 'ranger@example.com', 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Login failed'));
    expect(visibleToast()).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('asks for the authenticator code after a right password, then signs in', async () => {
    const session = signedIn();
    const { user, dialog, router, queryClient, callsTo } = await openSignIn(false, {
      'POST /api/account/sign-in': { status: 202, body: { twoFactorRequired: true } },
      'POST /api/account/two-factor/verify': ({ body }) =>
        (body as { code: string }).code.replace(/\s/g, '') === '123456'
          ? { body: session }
          : apiError(400, 'invalid_credentials', TWO_FACTOR_MESSAGES.wrongCode, {
              code: [TWO_FACTOR_MESSAGES.wrongCode],
            }),
    });
    await fill(user, 'ranger@example.com', 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    const step = await screen.findByRole('dialog', { name: 'TWO-FACTOR CHECK' });
    expect(queryClient.getQueryData(sessionQueryKey)).not.toEqual(session);

    // Checked with the shared schema first.
    await user.type(field('Enter the 6-digit code from your authenticator app', step), '12');
    await user.click(within(step).getByRole('button', { name: 'VERIFY AND SIGN IN' }));
    expect(await within(step).findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeVisible();
    expect(callsTo('POST /api/account/two-factor/verify')).toHaveLength(0);

    await user.clear(field('Enter the 6-digit code from your authenticator app', step));
    await user.type(field('Enter the 6-digit code from your authenticator app', step), '654321');
    await user.click(within(step).getByRole('button', { name: 'VERIFY AND SIGN IN' }));
    expect(await within(step).findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeVisible();

    await user.clear(field('Enter the 6-digit code from your authenticator app', step));
    await user.type(field('Enter the 6-digit code from your authenticator app', step), '123 456');
    await user.click(within(step).getByRole('button', { name: 'VERIFY AND SIGN IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo('POST /api/account/two-factor/verify').at(-1)?.body).toEqual({ method: 'totp', code: '123 456' });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
    expect(dialog).not.toBeInTheDocument();
  });

  it('"Use a recovery code" sends a recovery code; an expired sign-in goes back to the password', async () => {
    const { user, callsTo } = await openSignIn(false, {
      'POST /api/account/sign-in': { status: 202, body: { twoFactorRequired: true } },
      'POST /api/account/two-factor/verify': apiError(401, 'two_factor_expired', TWO_FACTOR_MESSAGES.expired),
    });
    await fill(user, 'ranger@example.com', 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    const step = await screen.findByRole('dialog', { name: 'TWO-FACTOR CHECK' });
    await user.click(within(step).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(field('Recovery code', step), 'AbC12-dE3fG');
    await user.click(within(step).getByRole('button', { name: 'VERIFY AND SIGN IN' }));
    expect(await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' })).toBeVisible();
    expect(callsTo('POST /api/account/two-factor/verify')[0]?.body).toEqual({
      method: 'recovery',
      code: 'AbC12-dE3fG',
    });
    await waitFor(() => expect(visibleToast()).toHaveTextContent(TWO_FACTOR_MESSAGES.expired));
  });

  it('"Sign Up" closes sign-in and opens sign-up', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'JOIN THE SQUAD' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ACCESS COMMAND CENTER' })).not.toBeInTheDocument(),
    );
  });

  it('hides Google when it is not configured', async () => {
    const { dialog, callsTo } = await openSignIn(false);
    await waitFor(() => expect(callsTo('GET /api/config')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Or continue with email')).not.toBeInTheDocument();
  });

  it('sends the browser to Google when it is configured', async () => {
    const { dialog, user, callsTo } = await openSignIn(true, {
      'POST /api/account/google': { body: { url: 'http://127.0.0.1:9/authorize?state=abc' } },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    expect(within(dialog).getByText('Or continue with email')).toBeVisible();
    expect(callsTo('POST /api/account/google')[0]?.body).toEqual({ intent: 'sign-in' });
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('http://127.0.0.1:9/authorize?state=abc'));
  });

  it('toasts "Google sign-in failed" when Google cannot be started', async () => {
    const { dialog, user } = await openSignIn(true, {
      'POST /api/account/google': apiError(503, 'service_unavailable', 'Google sign-in is not available.'),
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Google sign-in failed'));
    expect(visibleToast()).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('"Forgot password?" asks for the email and confirms without saying whether it exists', async () => {
    const { user, dialog, callsTo } = await openSignIn(false, {
      'POST /api/account/forgot-password': { status: 202, body: { ok: true } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const recover = await screen.findByRole('dialog', { name: 'RECOVER ACCESS' });
    await user.type(field('Email', recover), 'ranger@example.com');
    await user.click(within(recover).getByRole('button', { name: 'SEND RESET LINK' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Check your email'));
    expect(visibleToast()).toHaveTextContent(
      "If an account exists for that address, we've sent a password reset link.",
    );
    expect(callsTo('POST /api/account/forgot-password')[0]?.body).toEqual({ email: 'ranger@example.com' });
    // Back on the sign-in view.
    expect(await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' })).toBeVisible();
  });
});

describe('Sign-in dialog with an OpenID Connect provider (decision 0287)', () => {
  async function openWith(config: Record<string, unknown>, routes: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({ 'GET /api/config': { body: { googleEnabled: false, ...config } }, ...routes });
    const utils = renderAt(<AuthDialogs />, { path: '/somewhere', routePath: '/somewhere' });
    act(() => openAuthDialog('sign-in'));
    const dialog = await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
    return { ...utils, ...api, dialog };
  }

  it('offers "Sign in with {OIDC_NAME}" beside Google and the form, and sends the browser to the provider', async () => {
    const { dialog, user, callsTo } = await openWith(
      { googleEnabled: true, oidcName: 'Authentik', passwordSignIn: true },
      { 'POST /api/account/oidc': { body: { url: 'http://127.0.0.1:9/application/o/authorize/?state=xyz' } } },
    );
    const button = await within(dialog).findByRole('button', { name: 'Sign in with Authentik' });
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(within(dialog).getByText('Or continue with email')).toBeVisible();
    expect(field('Password', dialog)).toBeVisible();
    await user.click(button);
    expect(callsTo('POST /api/account/oidc')[0]?.body).toEqual({ intent: 'sign-in' });
    await waitFor(() =>
      expect(hardNavigate).toHaveBeenCalledWith('http://127.0.0.1:9/application/o/authorize/?state=xyz'),
    );
  });

  it('toasts "{OIDC_NAME} sign-in failed" when the provider cannot be started', async () => {
    const { dialog, user } = await openWith(
      { oidcName: 'Keycloak', passwordSignIn: true },
      { 'POST /api/account/oidc': apiError(502, 'provider_unavailable', 'Keycloak sign-in is unavailable right now.') },
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Keycloak' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Keycloak sign-in failed'));
    expect(visibleToast()).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('with OIDC_ONLY shows only the provider buttons and says why: no email, password or "Forgot password?"', async () => {
    const { dialog, callsTo } = await openWith({ googleEnabled: true, oidcName: 'Authentik', passwordSignIn: false });
    expect(
      await within(dialog).findByText(
        'This server signs you in with Authentik or Google only: there are no passwords here.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Sign in with Authentik' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ENTER COMMAND CENTER' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Or continue with email')).not.toBeInTheDocument();
    expect(callsTo('POST /api/account/sign-in')).toHaveLength(0);
  });
});
