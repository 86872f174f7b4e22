import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { downloadText, useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.PROFILE_SCREENSHOTS;
const browser = useBrowser(baseURL);
/** A real phone photo (JPEG with EXIF GPS), the same fixture the server tests use. */
const PHOTO = path.resolve(import.meta.dirname, '../src/server/test/fixtures/gps-photo.jpg');
const FILE_URL = /^\/api\/files\/.+\.webp$/;

async function settings(user: TestUser, viewport?: { width: number; height: number }) {
  const t = await browser.open(viewport ? { viewport } : {});
  await loginAs(t.context, baseURL, user);
  await t.page.goto('/profile-settings');
  await t.page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
  return t;
}

describe('profile settings in a real browser', () => {
  it('a new username, a picture and a hidden score are saved, survive a reload and show in the avatar menu', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, errors, externalRequests } = await settings(user);
    expect(await page.getByLabel('Username').inputValue()).toBe(user.username);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-1280-before.png`, fullPage: true });

    // The picture uploads as soon as it is chosen, through the browser's own file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Picture' }).click();
    await (await chooser).setFiles(PHOTO);
    await page.getByText('Picture updated', { exact: true }).waitFor();
    const avatar = page.locator('main img[data-slot="operative-avatar"]');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(FILE_URL);

    const username = `${user.username}_x`;
    await page.getByLabel('Username').fill(username);
    const score = page.getByRole('switch', { name: 'Show Preparedness Score' });
    expect(await score.getAttribute('aria-checked')).toBe('true');
    await score.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated', { exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-1280-saved.png`, fullPage: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(username);
    expect(await page.getByRole('switch', { name: 'Show Preparedness Score' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await page.getByRole('switch', { name: 'Public Profile' }).getAttribute('aria-checked')).toBe('false');
    expect(await avatar.getAttribute('src')).toMatch(FILE_URL);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    const trigger = page.getByRole('button', { name: `${user.firstName} ${user.lastName}` });
    const menuAvatar = trigger.locator('img');
    await menuAvatar.waitFor();
    expect(await menuAvatar.getAttribute('src')).toMatch(FILE_URL);
    // The picture really loads (served by the API, re-encoded WebP).
    await expect
      .poll(() => menuAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain(`@${username}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-dashboard-menu.png` });

    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('exports a JSON file naming the user; deleting with the password signs out to / and ends the session', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, errors } = await settings(user);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^holdfast-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await downloadText(file)) as {
      format: string;
      account: { email: string };
      profile: { username: string };
    };
    expect(exported.format).toBe('holdfast-export/1');
    expect(exported.account.email).toBe(user.email);
    expect(exported.profile.username).toBe(user.username);
    await page.getByText('Data exported', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const remove = dialog.getByRole('button', { name: 'Delete Account' });
    await dialog.getByLabel('Type your username to confirm').fill(user.username.toUpperCase());
    await dialog.getByLabel('Current Password').fill('wrong-Pass1!');
    expect(await remove.isEnabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-delete-dialog.png` });

    // A wrong password is told at the field; the account stays.
    await remove.click();
    await dialog.getByText('That password is not right').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile-settings');
    // Chromium logs that expected 400 as a failed resource; nothing else may be logged.
    expect(errors).toEqual([
      expect.stringMatching(
        /^Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/.+\/api\/.+\)$/,
      ),
    ]);
    errors.length = 0;

    await dialog.getByLabel('Current Password').fill(user.password);
    await remove.click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByText('Account deleted', { exact: true }).waitFor();
    expect(errors).toEqual([]);

    // The old session cookie opens nothing any more.
    const stale = await browser.open();
    await loginAs(stale.context, baseURL, user);
    await stale.page.goto('/dashboard');
    await stale.page.waitForURL(`${baseURL}/`);
    const session = await stale.page.evaluate(async () => (await fetch('/api/account/session')).json());
    expect(session).toEqual({ user: null, profile: null });
  });

  it('fits a 375 px screen, dialog included', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page } = await settings(user, { width: 375, height: 812 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByLabel('Current Password').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-375-dialog.png` });
  });
});
