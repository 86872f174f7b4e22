import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@web/lib/auth/session';
import { apiError, deferred, makeProfile, makeUser, mockApi, signedIn } from '@web/test/mock-api';
import { field, renderAt, visibleToast } from '@web/test/render';
import { Component as CompleteProfilePage, profileDefaults } from './complete-profile-page';

function renderPage(session = signedIn({}, null), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: session }, ...routes });
  return { ...renderAt(<CompleteProfilePage />, { path: '/complete-profile' }), ...api };
}

describe('profileDefaults', () => {
  it('uses the names given at sign-up', () => {
    expect(profileDefaults(makeUser())).toEqual({
      firstName: 'Rex',
      lastName: 'Ranger',
      username: 'rex_ranger',
      dateOfBirth: '1990-05-04',
    });
  });

  it("falls back to the first word of the provider's full name", () => {
    const user = makeUser({
      metadata: { firstName: null, lastName: null, fullName: 'Ada Mae Lovelace', username: null, dateOfBirth: null },
    });
    expect(profileDefaults(user)).toEqual({ firstName: 'Ada', lastName: '', username: '', dateOfBirth: '' });
  });
});

describe('/complete-profile', () => {
  it('prefills the form from the sign-in metadata', async () => {
    renderPage(
      signedIn(
        {
          metadata: {
            firstName: 'Grace',
            lastName: 'Hopper',
            fullName: 'Grace Hopper',
            username: null,
            dateOfBirth: null,
          },
        },
        null,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Complete your operative profile' })).toBeVisible();
    expect(field('First Name')).toHaveValue('Grace');
    expect(field('Last Name')).toHaveValue('Hopper');
    expect(field('Username')).toHaveValue('');
    expect(field('Date of Birth')).toHaveAttribute('type', 'date');
    // Username and Date of Birth are required, and marked so; Last Name is not.
    for (const label of ['First Name', 'Username', 'Date of Birth'])
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    expect(field('Last Name')).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Date of Birth', { selector: 'label' })).toHaveTextContent('Date of Birth*');
    expect(screen.getByText(/^Fields marked/)).toBeVisible();
  });

  it('validates with the shared schema', async () => {
    const { user, callsTo } = renderPage(
      signedIn(
        { metadata: { firstName: null, lastName: null, fullName: null, username: null, dateOfBirth: null } },
        null,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'COMPLETE DEPLOYMENT' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Username must be at least 3 characters')).toBeVisible();
    expect(callsTo('POST /api/profile')).toHaveLength(0);
  });

  it('creates the profile, updates the session, toasts the welcome and goes to /dashboard', async () => {
    const profile = makeProfile();
    const pending = deferred({ status: 201, body: profile });
    const { user, router, queryClient, callsTo } = renderPage(undefined, { 'POST /api/profile': pending.handler });
    await user.click(await screen.findByRole('button', { name: 'COMPLETE DEPLOYMENT' }));
    expect(await screen.findByRole('button', { name: 'Creating Profile...' })).toBeDisabled();
    pending.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo('POST /api/profile')[0]?.body).toEqual({
      firstName: 'Rex',
      lastName: 'Ranger',
      username: 'rex_ranger',
      dateOfBirth: '1990-05-04',
    });
    expect(queryClient.getQueryData<{ profile: unknown }>(sessionQueryKey)?.profile).toEqual(profile);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Profile completed'));
    expect(visibleToast()).toHaveTextContent(
      'Welcome to Holdfast, operative. Your operative profile has been created.',
    );
  });

  it('shows a taken username on the field and toasts "Username taken"', async () => {
    const { user } = renderPage(undefined, {
      'POST /api/profile': apiError(
        409,
        'username_taken',
        'This username is already in use. Please choose another one.',
        {
          username: ['This username is already in use. Please choose another one.'],
        },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'COMPLETE DEPLOYMENT' }));
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription(
        'This username is already in use. Please choose another one.',
      ),
    );
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Username taken'));
  });

  it('toasts "Profile creation failed" with the fallback text on an unexpected error', async () => {
    const { user } = renderPage(undefined, { 'POST /api/profile': apiError(500, 'internal_error', 'boom') });
    await user.click(await screen.findByRole('button', { name: 'COMPLETE DEPLOYMENT' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Profile creation failed'));
    expect(visibleToast()).toHaveTextContent('An error occurred while creating your profile.');
  });
});
