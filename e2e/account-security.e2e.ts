/**
 * Account security in a real browser (decision 0285): one user signed in on two browsers; the
 * first changes the password and the second is signed out; the first signs a third session out
 * from the sessions list; the email changes through the link read from the test SMTP receiver.
 */
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { linkIn, waitForMail } from './support/mail';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);
const SHOTS = 'docs/screenshots/issue-39';
const NEW_PASSWORD = 'N3w!Passw0rd';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Another session of the same user, signed in through the API (as from a phone): its cookie. */
async function signInElsewhere(user: TestUser, password: string, userAgent = ANDROID) {
  const res = await fetch(`${baseURL}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email: user.email, password }),
  });
  expect(res.status).toBe(200);
  const line = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
  const pair = line.split(';')[0]!;
  return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) };
}

const isSignedIn = async (cookie: { name: string; value: string }) => {
  const res = await fetch(`${baseURL}/api/account/session`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  return ((await res.json()) as { user: unknown }).user !== null;
};

async function openAs(
  cookie: { name: string; value: string },
  path: string,
  viewport?: { width: number; height: number },
) {
  const t = await browser.open(viewport ? { viewport } : {});
  await t.context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await t.page.goto(path);
  return t;
}

describe('account security in the browser', () => {
  it('changing the password signs the other browser out; a session is signed out from the list; the email changes through its link', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    // The other browser signs in first: the list on /profile-settings is read when that page opens.
    const elsewhere = await signInElsewhere(user, user.password);
    const a = await openAs(user.cookie, '/profile-settings');
    const b = await openAs(elsewhere, '/dashboard');
    await b.page.getByRole('heading', { level: 1 }).first().waitFor();

    const { page } = a;
    const security = page.getByRole('region', { name: 'Change password' });
    await security.waitFor();
    const sessions = page.getByRole('region', { name: "Where you're signed in" });
    await sessions.getByText('Chrome on Android').waitFor();
    await sessions.getByText('(this device)').waitFor();
    const card = page.locator('[data-slot="card"]').filter({
      has: page.getByRole('heading', { level: 2, name: 'Sign-in and security' }),
    });
    await card.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-security-1280.png` });

    // A wrong current password is said at its field.
    await security.getByLabel('Current password', { exact: true }).fill('Wr0ng!Pass');
    await security.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await security.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await security.getByRole('button', { name: 'Change password' }).click();
    await security.getByText('That password is not right').waitFor();

    await security.getByLabel('Current password', { exact: true }).fill(user.password);
    await security.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed', { exact: true }).waitFor();

    // B's open page loses its session: its live stream ends, and it is sent to / at once.
    await b.page.waitForURL(`${baseURL}/`, { timeout: 20_000 });
    await b.page.getByText('Session expired', { exact: true }).first().waitFor();
    // A stays signed in, with one session left.
    await expect.poll(() => sessions.getByRole('listitem').count(), { timeout: 5000 }).toBe(1);

    // A phone signs in with the new password; A signs it out from the list.
    const phone = await signInElsewhere(user, NEW_PASSWORD);
    await page.reload();
    await sessions.getByText('Chrome on Android').waitFor();
    await sessions.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
    await page.getByText('Chrome on Android is signed out.', { exact: true }).waitFor();
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(user.cookie)).toBe(true);

    // The log tells what happened, in words.
    const log = page.getByRole('list', { name: 'Security log' });
    await log.getByText('Signed out another session').first().waitFor();
    await log.getByText('Password changed; 1 other session was signed out').waitFor();

    // The email changes only through the link sent to the new address; the old one is told.
    const newEmail = `moved.${user.username}@example.org`.toLowerCase();
    const emailForm = page.getByRole('region', { name: 'Change email' });
    await emailForm.getByLabel('New email', { exact: true }).fill(newEmail);
    await emailForm.getByLabel('Current password', { exact: true }).fill(NEW_PASSWORD);
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await emailForm.getByRole('status').getByText(newEmail).waitFor();
    const notice = await waitForMail(mailSpool, (m) => m.to.includes(user.email) && m.subject.includes('is changing'));
    expect(notice.body).toContain(`changing to ${newEmail}`);
    const confirm = await waitForMail(mailSpool, (m) => m.to.includes(newEmail));
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-security-390.png` });
    await sessions.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-security-390-sessions-log.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await sessions.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/account-security-1280-sessions-log.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(linkIn(confirm, `${baseURL}/api/auth/verify-email`));
    await page.waitForURL(`${baseURL}/profile-settings`, { timeout: 15_000 });
    await page.getByText('Email changed', { exact: true }).waitFor();
    await page.getByText(`Signed in as ${newEmail}.`).waitFor();

    // The one refused request: the wrong current password (the browser logs every 4xx).
    expect(a.errors).toEqual([
      expect.stringMatching(
        /^Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/.+\/api\/.+\)$/,
      ),
    ]);
    expect(a.externalRequests).toEqual([]);
  }, 90_000);
});
