import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shared/auth/api-types';
import { PROFILE_MESSAGES } from '@shared/profile/schemas';
import { OFFLINE_REASON } from '@web/components/online-only';
import { toast } from '@web/components/ui/toast';
import { AUTH_CHANNEL_NAME } from '@web/lib/auth/auth-events';
import { takeAuthReturnPath } from '@web/lib/auth/auth-return';
import { showPendingFlash } from '@web/lib/flash';
import { setBrowserOnline } from '@web/test/connectivity';
import { apiError, deferred, makeProfile, mockApi, signedIn, type ApiCall, type MockHandler } from '@web/test/mock-api';
import { spyOnHardNavigate } from '@web/test/navigation';
import { field, renderApp, visibleToast } from '@web/test/render';
import { REAUTH_RETURN_PATH } from './components/delete-account-dialog';

// jsdom cannot leave the page; record where the app sends the browser instead.
let hardNavigate: ReturnType<typeof spyOnHardNavigate>;
beforeEach(() => {
  hardNavigate = spyOnHardNavigate();
});

const slow = { timeout: 15_000 };
const AVATAR = '/api/files/u1/AbCdEfGhIjKlMnOpQrStUv.webp';

beforeEach(() => {
  hardNavigate.mockClear();
});

/** The profile server in memory: PATCH and the avatar calls answer as the API does. */
function profileRoutes(initial: Partial<Profile> = {}): Record<string, MockHandler> {
  let profile = makeProfile(initial);
  return {
    'PATCH /api/profile': (call: ApiCall) => {
      const body = call.body as Partial<Profile>;
      profile = { ...profile, ...body, lastName: body.lastName || null, updatedAt: '2026-11-22T08:00:00.000Z' };
      return { body: profile };
    },
    'PUT /api/profile/avatar': () => {
      profile = { ...profile, avatarUrl: AVATAR };
      return { body: profile };
    },
    'DELETE /api/profile/avatar': () => {
      profile = { ...profile, avatarUrl: null };
      return { body: profile };
    },
  };
}

async function renderSettings(routes: Record<string, MockHandler> = {}, session = signedIn()) {
  const api = mockApi({
    'GET /api/account/session': { body: session },
    ...profileRoutes(session.profile ?? {}),
    ...routes,
  });
  const utils = renderApp('/profile-settings');
  await screen.findByRole('heading', { level: 1, name: 'Profile Settings' }, slow);
  return { ...api, ...utils };
}

const png = (size = 4) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('/profile-settings', () => {
  it('prefills basic info and privacy from the profile, with a Back to Dashboard header', async () => {
    await renderSettings({}, signedIn({}, { isProfilePublic: false, showPreparednessScore: true }));

    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile Picture',
      'Basic Info',
      'Privacy Settings',
      'Language',
      'Expiry Reminders',
      'Notifications on this device',
      'Official warnings',
      'Calendar Feed',
      'Sign-in and security',
      'Your Data',
    ]);
    expect(field('First Name')).toHaveValue('Rex');
    expect(field('Last Name')).toHaveValue('Ranger');
    expect(field('Username')).toHaveValue('rex_ranger');
    // Accessible names are the visible labels; help texts describe.
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    const isPublic = screen.getByRole('switch', { name: 'Public Profile' });
    const score = screen.getByRole('switch', { name: 'Show Preparedness Score' });
    expect(isPublic).not.toBeChecked();
    expect(score).toBeChecked();
    expect(isPublic).toHaveAccessibleDescription(/Let other operatives see your name, @username and picture\./);
    expect(score).toHaveAccessibleDescription(/Show your preparedness score with your profile\./);
    expect(screen.getByRole('button', { name: 'Upload Picture' })).toBeEnabled();
    // No picture yet: the initials, and nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remove Picture' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="operative-avatar"]')).toHaveTextContent('RR');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(screen.getByRole('button', { name: 'Export My Data' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });

  it('keeps a saved public profile and a hidden score as they are', async () => {
    await renderSettings({}, signedIn({}, { isProfilePublic: true, showPreparednessScore: false }));
    expect(screen.getByRole('switch', { name: 'Public Profile' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show Preparedness Score' })).not.toBeChecked();
  });

  it('saves every field, false values as false, showing "Saving..." meanwhile, then "Profile Updated"', async () => {
    const held = deferred();
    let answer: Profile | undefined;
    const { user, callsTo } = await renderSettings({
      'PATCH /api/profile': (call) => {
        answer = makeProfile({ ...(call.body as Partial<Profile>), lastName: null });
        return held.handler();
      },
    });

    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Rexford');
    await user.clear(field('Last Name'));
    await user.clear(field('Username'));
    await user.type(field('Username'), 'night_owl');
    await user.click(screen.getByRole('switch', { name: 'Show Preparedness Score' }));
    await user.click(save());

    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(callsTo('PATCH /api/profile')).toHaveLength(1);
    expect(callsTo('PATCH /api/profile')[0]!.body).toEqual({
      firstName: 'Rexford',
      lastName: '',
      username: 'night_owl',
      isProfilePublic: false,
      showPreparednessScore: false,
    });

    held.release({ body: answer });
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Profile Updated'));
    expect(visibleToast()).toHaveAttribute('data-type', 'success');
    expect(save()).toBeEnabled();
    expect(field('Username')).toHaveValue('night_owl');
    expect(screen.getByRole('switch', { name: 'Show Preparedness Score' })).not.toBeChecked();
  });

  it('checks the form with the shared schema before sending', async () => {
    const { user, callsTo } = await renderSettings();
    await user.clear(field('First Name'));
    await user.clear(field('Username'));
    await user.type(field('Username'), 'no spaces!');
    await user.click(save());
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PATCH /api/profile')).toHaveLength(0);
  });

  it('a taken username: toast "Username taken" with the documented text, and the message at the field', async () => {
    const { user } = await renderSettings({
      'PATCH /api/profile': apiError(409, 'username_taken', PROFILE_MESSAGES.usernameTaken, {
        username: [PROFILE_MESSAGES.usernameTaken],
      }),
    });
    await user.clear(field('Username'));
    await user.type(field('Username'), 'Ranger');
    await user.click(save());

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Username taken'));
    expect(visibleToast()).toHaveTextContent('This username is already in use. Please choose another one.');
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveAccessibleDescription(
      expect.stringContaining('This username is already in use. Please choose another one.'),
    );
    expect(field('Username')).toHaveFocus();
  });

  it('another failure toasts "Error" with the server message', async () => {
    const { user } = await renderSettings({
      'PATCH /api/profile': apiError(400, 'validation_failed', 'Must be at most 80 characters', {
        lastName: ['Must be at most 80 characters'],
      }),
    });
    await user.click(save());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Error'));
    expect(visibleToast()).toHaveTextContent('Must be at most 80 characters');
    expect(field('Last Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('without a message it toasts "Failed to update profile." (and logs the unexpected failure)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderSettings({ 'PATCH /api/profile': apiError(500, 'internal_error', 'Internal error') });
    await user.click(save());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Error'));
    expect(visibleToast()).toHaveTextContent('Failed to update profile.');
    expect(visibleToast()).not.toHaveTextContent('Internal error');
    expect(logged).toHaveBeenCalledWith('Saving the profile failed', expect.anything());
  });

  it('uploads a picture at once and removes it at once, with toasts', async () => {
    const { user, callsTo, fetchMock } = await renderSettings();
    const upload = screen.getByRole('button', { name: 'Upload Picture' });
    const picked = vi.spyOn(fileInput(), 'click');
    await user.click(upload);
    expect(picked).toHaveBeenCalled();

    const file = png();
    await user.upload(fileInput(), file);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Picture updated'));
    expect(callsTo('PUT /api/profile/avatar')).toHaveLength(1);
    const sent = fetchMock.mock.calls.find(([input]) => String(input) === '/api/profile/avatar')?.[1]?.body;
    expect((sent as FormData).get('image')).toBe(file);
    const img = document.querySelector('img[data-slot="operative-avatar"]');
    expect(img).toHaveAttribute('src', AVATAR);
    expect(img).toHaveAttribute('alt', '');

    await user.click(screen.getByRole('button', { name: 'Remove Picture' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Picture removed'));
    expect(callsTo('DELETE /api/profile/avatar')).toHaveLength(1);
    expect(document.querySelector('img[data-slot="operative-avatar"]')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Picture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Picture' })).toHaveFocus();
  });

  it('shows "Uploading..." while the picture is on its way', async () => {
    const held = deferred();
    const { user } = await renderSettings({ 'PUT /api/profile/avatar': held.handler });
    await user.upload(fileInput(), png());
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    held.release({ body: makeProfile({ avatarUrl: AVATAR }) });
    await screen.findByRole('button', { name: 'Upload Picture' });
  });

  it('says why an upload failed, and refuses a file over 5 MB before sending it', async () => {
    const { user, callsTo } = await renderSettings({
      'PUT /api/profile/avatar': apiError(
        400,
        'unsupported_media_type',
        'The file must be a JPEG, PNG, WebP or GIF image',
      ),
    });
    await user.upload(fileInput(), png());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Upload Error'));
    expect(visibleToast()).toHaveTextContent('The file must be a JPEG, PNG, WebP or GIF image');

    act(() => void toast.dismiss());
    await waitFor(() => expect(visibleToast()).toBeUndefined());
    await user.upload(fileInput(), png(5 * 1024 * 1024 + 1));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Image must be 5 MB or smaller'));
    expect(callsTo('PUT /api/profile/avatar')).toHaveLength(1);
  });

  it('the dashboard avatar menu shows the saved name, @username and picture at once (no refetch)', async () => {
    // The session route keeps answering the old profile: what shows can only come from the cache.
    const { user, router, callsTo } = await renderSettings();
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Nova');
    await user.clear(field('Username'));
    await user.type(field('Username'), 'nova_7');
    await user.click(save());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Profile Updated'));
    await user.upload(fileInput(), png());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Picture updated'));

    await act(() => router.navigate('/dashboard'));
    const trigger = await screen.findByRole('button', { name: 'Nova Ranger' }, slow);
    expect(trigger.querySelector('img')).toHaveAttribute('src', AVATAR);
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Nova Ranger');
    expect(menu).toHaveTextContent('@nova_7');
    expect(callsTo('GET /api/account/session')).toHaveLength(1);
  });

  it("Export My Data downloads holdfast-export-YYYY-MM-DD.json with the user's data", async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs and cannot download: record the blob and the clicked link.
    URL.createObjectURL = (b: Blob) => (created.push(b), 'blob:export');
    URL.revokeObjectURL = () => {};
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const held = deferred({
      body: {
        format: 'holdfast-export/1',
        exportedAt: '2026-11-22T23:59:00.000Z',
        profile: { username: 'rex_ranger' },
      },
    });
    const { user, callsTo } = await renderSettings({ 'GET /api/me/export': held.handler });

    await user.click(screen.getByRole('button', { name: 'Export My Data' }));
    expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Data exported'));
    expect(callsTo('GET /api/me/export')).toHaveLength(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('holdfast-export-2026-11-22.json');
    expect(clicked[0]!.href).toBe('blob:export');
    const json = JSON.parse(await created[0]!.text()) as { profile: { username: string } };
    expect(json.profile.username).toBe('rex_ranger');
  });

  it('a failed export says so and downloads nothing', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderSettings({ 'GET /api/me/export': apiError(500, 'internal_error', 'boom') });
    await user.click(screen.getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Export failed'));
    expect(visibleToast()).toHaveTextContent('Failed to export your data. Please try again.');
    expect(clicked).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Exporting my data failed', expect.anything());
  });
});

describe('/profile-settings offline', () => {
  const writes = ['Upload Picture', 'Remove Picture', 'Save Changes', 'Export My Data', 'Delete Account'];

  it('disables every write with the reason and sends nothing; the fields stay editable and save once online', async () => {
    const { user, calls, callsTo } = await renderSettings({}, signedIn({}, { avatarUrl: AVATAR }));
    setBrowserOnline(false);

    for (const name of writes) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    }
    const sent = calls.length;
    for (const name of writes) await user.click(screen.getByRole('button', { name }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Basic info and privacy are sent by Save Changes only: they stay editable, Enter sends nothing.
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Rexford{Enter}');
    fireEvent.submit(screen.getByRole('form', { name: 'Profile' }));
    await user.click(screen.getByRole('switch', { name: 'Public Profile' }));
    // Nothing was held back to be sent on reconnecting either.
    setBrowserOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.slice(sent).filter((c) => c.method !== 'GET')).toEqual([]);
    expect(visibleToast()).toBeUndefined();

    for (const name of writes) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
      expect(screen.getByRole('button', { name })).not.toHaveAccessibleDescription();
    }
    await user.click(save());
    await waitFor(() => expect(visibleToast()).toHaveTextContent(PROFILE_MESSAGES.saved));
    expect(callsTo('PATCH /api/profile')[0]!.body).toMatchObject({ firstName: 'Rexford', isProfilePublic: true });
  });

  it('a picture chosen as the connection goes is not sent', async () => {
    const { user, callsTo } = await renderSettings();
    setBrowserOnline(false);
    // The browser's picker was already open: the chosen file arrives offline.
    await user.upload(fileInput(), png());
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Upload Error'));
    expect(visibleToast()).toHaveTextContent(OFFLINE_REASON);
    expect(callsTo('PUT /api/profile/avatar')).toHaveLength(0);
  });

  it('an open Delete Account dialog: the deletion waits for the connection, and what was typed stays', async () => {
    const { user, callsTo } = await renderSettings({
      'GET /api/me/account-security': { body: { hasPassword: true, freshSignIn: false } },
      'DELETE /api/account': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Type your username to confirm' }),
      'rex_ranger',
    );
    await user.type(await within(dialog).findByLabelText('Current Password'), 'Str0ng!Pass');
    setBrowserOnline(false);

    const remove = within(dialog).getByRole('button', { name: 'Delete Account' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(remove);
    await user.type(within(dialog).getByLabelText('Current Password'), '{Enter}');
    expect(callsTo('DELETE /api/account')).toHaveLength(0);
    // What was typed stays, and Cancel still closes.
    expect(within(dialog).getByRole('textbox', { name: 'Type your username to confirm' })).toHaveValue('rex_ranger');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    setBrowserOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo('DELETE /api/account')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(callsTo('DELETE /api/account')).toHaveLength(1);
  });

  it('an account of the OpenID Connect provider signs in there again to confirm (decision 0287)', async () => {
    const { user, callsTo } = await renderSettings({
      'GET /api/config': { body: { googleEnabled: true, oidcName: 'Authentik', passwordSignIn: true } },
      'GET /api/me/account-security': { body: { hasPassword: false, freshSignIn: false, providers: ['oidc'] } },
      'POST /api/account/oidc': { body: { url: 'https://auth.example.test/authorize?state=2' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(
      await within(dialog).findByText(/Your account signs in with Authentik, so there is no password/),
    ).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Authentik again' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('https://auth.example.test/authorize?state=2'));
    expect(callsTo('POST /api/account/oidc')[0]?.body).toEqual({ intent: 'sign-in' });
    expect(callsTo('POST /api/account/google')).toHaveLength(0);
  });

  it('Sign in with Google again is disabled with the reason offline', async () => {
    const { user, callsTo } = await renderSettings({
      'GET /api/me/account-security': { body: { hasPassword: false, freshSignIn: false } },
      'POST /api/account/google': { body: { url: 'https://accounts.example.test/auth?state=1' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await within(dialog).findByRole('button', { name: 'Sign in with Google again' });
    setBrowserOnline(false);
    const again = within(dialog).getByRole('button', { name: 'Sign in with Google again' });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(again);
    expect(callsTo('POST /api/account/google')).toHaveLength(0);
    setBrowserOnline(true);
    expect(within(dialog).getByRole('button', { name: 'Sign in with Google again' })).toBeEnabled();
  });
});

describe('Delete Account', () => {
  const passwordAccount = { 'GET /api/me/account-security': { body: { hasPassword: true, freshSignIn: false } } };

  async function openDialog(routes: Record<string, MockHandler>) {
    const utils = await renderSettings(routes);
    await utils.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...utils, dialog };
  }

  let channel: BroadcastChannel;
  const heard: unknown[] = [];
  beforeEach(() => {
    heard.length = 0;
    channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (e: MessageEvent) => heard.push(e.data);
  });
  afterEach(() => channel.close());

  it('explains what goes and what stays, and stays disabled until the username matches (any case)', async () => {
    const { user, dialog, callsTo } = await openDialog(passwordAccount);
    expect(dialog).toHaveTextContent('every kit and survival plan you made');
    expect(dialog).toHaveTextContent(
      'Copies of your public kits and plans that other operatives acquired are theirs, and stay with them.',
    );
    const confirm = within(dialog).getByRole('textbox', { name: 'Type your username to confirm' });
    expect(confirm).toHaveAccessibleDescription(/rex_ranger/);
    const password = await within(dialog).findByLabelText('Current Password');
    const remove = within(dialog).getByRole('button', { name: 'Delete Account' });
    expect(remove).toBeDisabled();

    await user.type(confirm, 'rex_range');
    expect(remove).toBeDisabled();
    await user.type(confirm, 'R');
    expect(remove).toBeEnabled();

    // No password yet: said at the field, nothing sent.
    await user.click(remove);
    expect(await within(dialog).findByText('Enter your current password')).toBeVisible();
    expect(password).toHaveFocus();
    expect(callsTo('DELETE /api/account')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
  });

  it('a wrong password is said at the password field', async () => {
    const { user, dialog } = await openDialog({
      ...passwordAccount,
      'DELETE /api/account': apiError(400, 'invalid_credentials', PROFILE_MESSAGES.deleteWrongPassword, {
        password: [PROFILE_MESSAGES.deleteWrongPassword],
      }),
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type your username to confirm' }), 'rex_ranger');
    await user.type(await within(dialog).findByLabelText('Current Password'), 'nope-nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    const password = within(dialog).getByLabelText('Current Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('That password is not right');
    expect(password).toHaveFocus();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('deletes with the username and password, tells other tabs, and leaves for / with "Account deleted"', async () => {
    const held = deferred({ status: 204 });
    const { user, dialog, callsTo } = await openDialog({ ...passwordAccount, 'DELETE /api/account': held.handler });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type your username to confirm' }), 'REX_RANGER');
    await user.type(await within(dialog).findByLabelText('Current Password'), 'Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(callsTo('DELETE /api/account')[0]!.body).toEqual({ username: 'REX_RANGER', password: 'Str0ng!Pass' });
    held.release();

    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    await waitFor(() => expect(heard).toEqual([expect.objectContaining({ type: 'SIGNED_OUT' })]));
    // What the next page load shows:
    showPendingFlash();
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Account deleted'));
  });

  it('a Google-only account without a fresh sign-in is offered "Sign in with Google again", coming back here', async () => {
    const { user, dialog, callsTo } = await openDialog({
      'GET /api/me/account-security': { body: { hasPassword: false, freshSignIn: false } },
      'POST /api/account/google': { body: { url: 'https://accounts.example.test/auth?state=1' } },
    });
    const again = await within(dialog).findByRole('button', { name: 'Sign in with Google again' });
    expect(within(dialog).queryByLabelText('Current Password')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type your username to confirm' }), 'rex_ranger');
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeDisabled();

    await user.click(again);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('https://accounts.example.test/auth?state=1'));
    expect(callsTo('POST /api/account/google')[0]!.body).toEqual({ intent: 'sign-in' });
    expect(takeAuthReturnPath()).toBe(REAUTH_RETURN_PATH);
  });

  it('a fresh Google sign-in deletes without a password; a stale one (403) asks for a new sign-in', async () => {
    let fresh = true;
    const { user, dialog, callsTo } = await openDialog({
      'GET /api/me/account-security': () => ({ body: { hasPassword: false, freshSignIn: fresh } }),
      'DELETE /api/account': () => {
        fresh = false;
        return apiError(403, 'forbidden', PROFILE_MESSAGES.deleteNeedsFreshSignIn);
      },
    });
    await within(dialog).findByText(/You signed in with Google a moment ago/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Type your username to confirm' }), 'rex_ranger');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sign in with Google again, then delete within 5 minutes',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign in with Google again' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    expect(callsTo('DELETE /api/account')[0]!.body).toEqual({ username: 'rex_ranger' });
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('back from Google (?confirm=delete-account) the dialog is open again and the address is clean', async () => {
    mockApi({
      'GET /api/account/session': { body: signedIn() },
      'GET /api/me/account-security': { body: { hasPassword: false, freshSignIn: true } },
    });
    const { router } = renderApp('/profile-settings?confirm=delete-account');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' }, slow);
    await within(dialog).findByText(/You signed in with Google a moment ago/);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/profile-settings');
  });
});
