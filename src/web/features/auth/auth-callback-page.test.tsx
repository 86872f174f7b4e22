import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthReturnPath, takeAuthReturnPath } from '@web/lib/auth/auth-return';
import { apiError, mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderAt, visibleToast } from '@web/test/render';
import { Component as AuthCallbackPage, AUTH_RETURN_DELAY_MS } from './auth-callback-page';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderCallback(search = '') {
  return renderAt(<AuthCallbackPage />, { path: `/auth/callback${search}`, routePath: '/auth/callback' });
}

async function waitOutTheDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTH_RETURN_DELAY_MS);
  });
}

describe('/auth/callback', () => {
  it('says "Verifying credentials..." and waits 2 seconds before deciding', async () => {
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { router } = renderCallback();
    expect(screen.getByRole('heading', { name: 'Verifying credentials...' })).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTH_RETURN_DELAY_MS - 100);
    });
    expect(callsTo('GET /api/account/session')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/auth/callback');
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(visibleToast()).toHaveTextContent('Welcome back!');
    expect(visibleToast()).toHaveTextContent('Successfully signed in.');
  });

  it("returns to the page that started the sign-in (the profile page's Google re-auth)", async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    setAuthReturnPath('/profile-settings?confirm=delete-account');
    const { router } = renderCallback();
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-settings'));
    expect(router.state.location.search).toBe('?confirm=delete-account');
  });

  it('a cancelled re-auth goes back to that page too, with the error', async () => {
    mockApi({});
    setAuthReturnPath('/profile-settings?confirm=delete-account');
    const { router } = renderCallback('?error=access_denied');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-settings'));
    expect(visibleToast()).toHaveTextContent('Google sign-in was cancelled.');
  });

  it('the link of an email change: "Email changed", then on to profile settings', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn({ email: 'new@example.org' }) } });
    const { router } = renderCallback('?email=changed');
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-settings'));
    expect(visibleToast()).toHaveTextContent('Email changed');
    expect(visibleToast()).toHaveTextContent('You now sign in with new@example.org.');
  });

  it('the link of an email change opened in a browser without the session: "Email changed", to /', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderCallback('?email=changed');
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(visibleToast()).toHaveTextContent('Sign in with your new email address.');
  });

  it('goes to /complete-profile when the user has no profile yet', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn({}, null) } });
    const { router } = renderCallback();
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
  });

  it("a new account's verification link from an invitation: the profile first, then the invitation's page (in any tab)", async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn({}, null) } });
    const { router } = renderCallback('?invitation=tok_123-abc');
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
    // What /complete-profile goes on to once the profile is made.
    expect(takeAuthReturnPath()).toBe('/household/join/tok_123-abc');
  });

  it('an account with a profile goes straight to the invitation; a token of other characters is ignored', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const first = renderCallback('?invitation=tok_123-abc');
    await waitOutTheDelay();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/household/join/tok_123-abc'));
    first.unmount();
    const second = renderCallback(`?invitation=${encodeURIComponent('../../evil')}`);
    await waitOutTheDelay();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes to / when there is no session', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderCallback();
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('toasts "Authentication failed" with a readable message for ?error=, then goes to /', async () => {
    const { callsTo } = mockApi({});
    const { router } = renderCallback('?error=INVALID_TOKEN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(visibleToast()).toHaveTextContent('Authentication failed');
    expect(visibleToast()).toHaveTextContent('This verification link is invalid or has expired.');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(callsTo('GET /api/account/session')).toHaveLength(0);
  });

  it('toasts "Authentication error" when the session cannot be read', async () => {
    mockApi({ 'GET /api/account/session': apiError(500, 'internal_error', 'boom') });
    const { router } = renderCallback();
    await waitOutTheDelay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(visibleToast()).toHaveTextContent('Authentication error');
    expect(visibleToast()).toHaveTextContent('Something went wrong during authentication. Please try again.');
  });
});
