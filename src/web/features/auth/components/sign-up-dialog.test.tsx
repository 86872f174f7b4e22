import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAuthDialog } from '@web/lib/auth/auth-dialogs';
import { apiError, deferred, mockApi } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { AuthDialogs } from './auth-dialogs';

beforeAll(async () => {
  // Warm the lazy chunks so the dialog appears at once.
  await Promise.all([import('./sign-up-dialog'), import('./sign-in-dialog')]);
});

async function openSignUp(googleEnabled = false, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/config': { body: { googleEnabled } }, ...routes });
  const utils = renderAt(<AuthDialogs />, { path: '/somewhere', routePath: '/somewhere' });
  act(() => openAuthDialog('sign-up'));
  const dialog = await screen.findByRole('dialog', { name: 'JOIN THE SQUAD' });
  return { ...utils, ...api, dialog };
}

async function fillValid(user: ReturnType<typeof renderAt>['user'], overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Email: 'new.recruit@example.com',
    'First Name': 'Nia',
    'Last Name': '',
    Username: 'nia_recruit',
    'Date of Birth': '1995-03-14',
    Password: 'Str0ng!pass',
    'Confirm Password': 'Str0ng!pass',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('Sign-up dialog "JOIN THE SQUAD"', () => {
  it('has the documented fields, labelled, with First Name marked required', async () => {
    const { dialog } = await openSignUp();
    for (const label of [
      'Email',
      'First Name',
      'Last Name',
      'Username',
      'Date of Birth',
      'Password',
      'Confirm Password',
    ]) {
      expect(field(label, dialog)).toBeInTheDocument();
    }
    expect(field('First Name', dialog)).toHaveAttribute('aria-required', 'true');
    expect(field('Date of Birth', dialog)).toHaveAttribute('type', 'date');
    expect(field('Password', dialog)).toHaveAttribute('type', 'password');
    expect(within(dialog).getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'DEPLOY TO SQUAD' })).toBeEnabled();
  });

  it('marks every required field with "*" (explained at the top) and says the accepted special characters before any error', async () => {
    const { dialog } = await openSignUp();
    expect(within(dialog).getByText(/^Fields marked/)).toHaveTextContent(/^Fields marked \*.* are required\.$/);
    for (const label of ['Email', 'First Name', 'Username', 'Date of Birth', 'Password', 'Confirm Password']) {
      expect(field(label, dialog)).toHaveAttribute('aria-required', 'true');
      expect(
        within(dialog).getByText(label, { selector: 'label' }).querySelector('[aria-hidden="true"]'),
      ).toHaveTextContent('*');
    }
    expect(field('Last Name', dialog)).not.toHaveAttribute('aria-required');
    expect(field('Password', dialog)).toHaveAccessibleDescription(
      'At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of @$!%*?&.',
    );
    expect(field('Password', dialog)).not.toHaveAttribute('aria-invalid');
  });

  it('hides the Google button and its divider when Google is not configured', async () => {
    const { dialog, callsTo } = await openSignUp(false);
    await waitFor(() => expect(callsTo('GET /api/config')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Or sign up with email')).not.toBeInTheDocument();
  });

  it('shows the Google button and the divider when Google is configured, and goes to Google', async () => {
    const { dialog, user, callsTo } = await openSignUp(true, {
      'POST /api/account/google': { status: 500, body: { error: { code: 'internal_error', message: 'boom' } } },
    });
    const google = await within(dialog).findByRole('button', { name: 'Continue with Google' });
    expect(within(dialog).getByText('Or sign up with email')).toBeVisible();
    await user.click(google);
    expect(callsTo('POST /api/account/google')[0]?.body).toEqual({ intent: 'sign-up' });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Google signup failed'));
    expect(visibleToast()).toHaveTextContent('An error occurred during Google signup');
  });

  it("shows the shared schema's messages and sends nothing when the form is invalid", async () => {
    const { user, callsTo } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('First name is required')).toBeVisible();
    expect(screen.getByText('Username must be at least 3 characters')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');

    await fillValid(user, { Username: 'no spaces!', Password: 'weakpassword', 'Confirm Password': 'different' });
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    expect(await screen.findByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
    expect(
      screen.getByText(
        'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character',
      ),
    ).toBeVisible();
    expect(screen.getByText("Passwords don't match")).toBeVisible();

    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 12);
    await fillValid(user, { 'Date of Birth': tooYoung.toISOString().slice(0, 10) });
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    expect(await screen.findByText('You must be at least 13 years old')).toBeVisible();
    expect(callsTo('POST /api/account/sign-up')).toHaveLength(0);
  });

  it('disables the submit button and says "Creating Account..." while the request runs', async () => {
    const pending = deferred({ status: 201, body: { ok: true } });
    const { user, dialog } = await openSignUp(false, { 'POST /api/account/sign-up': pending.handler });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    const busy = await within(dialog).findByRole('button', { name: 'Creating Account...' });
    expect(busy).toBeDisabled();
    act(() => pending.release());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends what was typed, closes, and says to check the email on success', async () => {
    const { user, callsTo } = await openSignUp(false, {
      'POST /api/account/sign-up': { status: 201, body: { ok: true } },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/account/sign-up')[0]?.body).toEqual({
      email: 'new.recruit@example.com',
      firstName: 'Nia',
      lastName: '',
      username: 'nia_recruit',
      dateOfBirth: '1995-03-14',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
    });
    const toast = await waitFor(() => {
      const t = visibleToast();
      expect(t).toHaveTextContent('Check your email');
      return t;
    });
    expect(toast).toHaveTextContent(
      "We've sent you a verification link. Please check your email to complete your signup.",
    );
    expect(toast).toHaveAttribute('data-type', 'success');

    // Opened again, the form is empty.
    act(() => openAuthDialog('sign-up'));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('puts a taken username on the Username field and toasts "Username taken"', async () => {
    const { user, dialog } = await openSignUp(false, {
      'POST /api/account/sign-up': apiError(
        409,
        'username_taken',
        'This username is already in use. Please choose another one.',
        {
          username: ['This username is already in use. Please choose another one.'],
        },
      ),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    const username = field('Username', dialog);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('This username is already in use. Please choose another one.');
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Username taken'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('dialog', { name: 'JOIN THE SQUAD' })).toBeVisible();
  });

  it('maps validation_failed fields from the server onto the form', async () => {
    const { user, dialog } = await openSignUp(false, {
      'POST /api/account/sign-up': apiError(400, 'validation_failed', 'Please enter a valid email address', {
        email: ['Please enter a valid email address'],
      }),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    const email = field('Email', dialog);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Signup failed'));
  });

  it.each([
    [
      apiError(409, 'account_exists', 'An account with this email already exists.'),
      'Account exists',
      'An account with this email already exists. Please sign in instead.',
    ],
    [
      apiError(429, 'rate_limited', 'Too many sign-up attempts. Try again in 15 minutes.'),
      'Signup failed',
      'Too many sign-up attempts. Try again in 15 minutes.',
    ],
    [
      apiError(500, 'internal_error', 'Something went wrong on our side.'),
      'Signup failed',
      'An error occurred during signup',
    ],
  ])('toasts the catalogue text for %j', async (response, title, text) => {
    const { user } = await openSignUp(false, { 'POST /api/account/sign-up': response });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'DEPLOY TO SQUAD' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent(title));
    expect(visibleToast()).toHaveTextContent(text);
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });

  it('"Sign In" closes sign-up and opens sign-in', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'JOIN THE SQUAD' })).not.toBeInTheDocument());
  });
});

describe('Sign-up dialog when sign-up is not open (decision 284)', () => {
  const config = (signups: string) => ({
    'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled: true, signups } },
  });

  it('closed: says how to get in instead of the form', async () => {
    mockApi(config('closed'));
    renderAt(<AuthDialogs />, { path: '/somewhere', routePath: '/somewhere' });
    act(() => openAuthDialog('sign-up'));
    const dialog = await screen.findByRole('dialog', { name: 'SIGN-UP IS CLOSED' });
    expect(dialog).toHaveTextContent('Sign-up is closed on this server. Ask its administrator for an invitation.');
    expect(within(dialog).queryByRole('button', { name: 'DEPLOY TO SQUAD' })).toBeNull();
  });

  it('by invitation: says who can invite; opened from an invitation link, the form is there', async () => {
    mockApi(config('invite'));
    renderAt(<AuthDialogs />, { path: '/somewhere', routePath: '/somewhere' });
    act(() => openAuthDialog('sign-up'));
    const dialog = await screen.findByRole('dialog', { name: 'BY INVITATION ONLY' });
    expect(dialog).toHaveTextContent(/household owner can invite you/);
    act(() => openAuthDialog('sign-in'));
    act(() => openAuthDialog('sign-up', { email: 'lee@example.com', invitation: 'tok' }));
    expect(await screen.findByRole('dialog', { name: 'JOIN THE SQUAD' })).toBeVisible();
  });
});

describe('Sign-up dialog with an OpenID Connect provider (decision 0287)', () => {
  async function openWith(config: Record<string, unknown>, routes: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({ 'GET /api/config': { body: { googleEnabled: false, ...config } }, ...routes });
    const utils = renderAt(<AuthDialogs />, { path: '/somewhere', routePath: '/somewhere' });
    act(() => openAuthDialog('sign-up'));
    const dialog = await screen.findByRole('dialog', { name: 'JOIN THE SQUAD' });
    return { ...utils, ...api, dialog };
  }

  it('offers "Sign in with {OIDC_NAME}" above the form, starting a sign-up there', async () => {
    const { dialog, user, callsTo } = await openWith(
      { oidcName: 'Authelia', passwordSignIn: true },
      { 'POST /api/account/oidc': apiError(502, 'provider_unavailable', 'Authelia sign-in is unavailable right now.') },
    );
    const button = await within(dialog).findByRole('button', { name: 'Sign in with Authelia' });
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Or sign up with email')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'DEPLOY TO SQUAD' })).toBeVisible();
    await user.click(button);
    expect(callsTo('POST /api/account/oidc')[0]?.body).toEqual({ intent: 'sign-up' });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Authelia sign-in failed'));
  });

  it('with OIDC_ONLY shows no form, only the provider button and how an account is made', async () => {
    const { dialog } = await openWith({ oidcName: 'Authentik', passwordSignIn: false, mailEnabled: true });
    expect(
      await within(dialog).findByText(
        'There are no passwords on this server: your account is created the first time you sign in with Authentik.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Sign in with Authentik' })).toBeVisible();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'DEPLOY TO SQUAD' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/We will email you a link/)).not.toBeInTheDocument();
  });
});
