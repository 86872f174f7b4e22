import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOpenAuthDialog } from '@web/lib/auth/auth-dialogs';
import { apiError, mockApi } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as ResetPasswordPage } from './reset-password-page';

beforeAll(async () => {
  await import('./components/sign-in-dialog');
});

function renderPage(search: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  return {
    ...renderAt(<ResetPasswordPage />, { path: `/reset-password${search}`, routePath: '/reset-password' }),
    ...api,
  };
}

describe('/reset-password', () => {
  it('applies the sign-up password rules', async () => {
    const { user, callsTo } = renderPage('?token=abc');
    await user.type(field('New Password'), 'short');
    await user.type(field('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(callsTo('POST /api/account/reset-password')).toHaveLength(0);
  });

  it('sets the password with the token, then sends the user to / with the sign-in dialog open', async () => {
    const { user, router, callsTo } = renderPage('?token=abc123', {
      'POST /api/account/reset-password': { body: { ok: true } },
    });
    await user.type(field('New Password'), 'N3w!passw0rd');
    await user.type(field('Confirm Password'), 'N3w!passw0rd');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /api/account/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      password: 'N3w!passw0rd',
      confirmPassword: 'N3w!passw0rd',
    });
    expect(getOpenAuthDialog()).toBe('sign-in');
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Password updated'));
    expect(visibleToast()).toHaveTextContent('Sign in with your new password.');
  });

  it('toasts "Reset failed" with the server message for an invalid token', async () => {
    const { user, router } = renderPage('?token=stale', {
      'POST /api/account/reset-password': apiError(400, 'invalid_token', 'This reset link is invalid or has expired.'),
    });
    await user.type(field('New Password'), 'N3w!passw0rd');
    await user.type(field('Confirm Password'), 'N3w!passw0rd');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Reset failed'));
    expect(visibleToast()).toHaveTextContent('This reset link is invalid or has expired.');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('says the link is invalid when it has no token', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByRole('button', { name: 'RESET PASSWORD' })).not.toBeInTheDocument();
  });
});
