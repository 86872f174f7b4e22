/**
 * Administration in a real browser (issue 39, decision 284): an administrator from ADMIN_EMAILS
 * closes sign-up on /admin; a stranger's sign-up is refused with the message (the dialog says how
 * to get in, the API answers 403); the administrator invites them by email, and they sign up
 * through the emailed link. Then the administrator disables a user whose open page loses its
 * session at once. Sign-up is opened again at the end: the other files share this server.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../src/shared/auth/signup-policy';
import { apiCall, createVerifiedUser, loginAs, newUserData, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { ADMIN_E2E_EMAIL } from './support/global-setup';
import { linkIn, waitForMail } from './support/mail';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);
/** Screenshots for a human look (docs/screenshots/issue-39 when set). */
const SHOTS = process.env.ADMIN_SCREENSHOTS;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

let admin: TestUser | null = null;
afterAll(async () => {
  if (admin) await apiCall(baseURL, admin, 'PUT', '/api/admin/signup-policy', { policy: null });
});

describe('administration in a real browser', () => {
  it('an administrator closes sign-up; a stranger is refused, invited by email, and signs up through the link', async () => {
    admin = await createVerifiedUser(baseURL, mailSpool, {
      overrides: { email: ADMIN_E2E_EMAIL, firstName: 'Cleo', lastName: 'Chief' },
    });
    const mine = await browser.open();
    await loginAs(mine.context, baseURL, admin);
    const page = mine.page;
    // The menu offers the admin page to an administrator.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Cleo Chief/ }).click();
    await page.getByRole('menuitem', { name: 'Administration' }).click();
    await page.waitForURL(`${baseURL}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    const policy = page.getByRole('region', { name: 'Who may sign up' });
    await policy.getByRole('radio', { name: /Closed/ }).click();
    await page.getByText('Sign-up policy saved', { exact: true }).waitFor();
    await policy.getByText(/Chosen here/).waitFor();

    // The stranger: the landing's sign-up says how to get in; the API refuses with the message.
    const stranger = newUserData({ firstName: 'Theo', lastName: 'Stranger' });
    const theirs = await browser.open();
    const landing = theirs.page;
    await landing.goto('/');
    await landing.getByRole('button', { name: 'JOIN SQUAD' }).first().click();
    const closed = landing.getByRole('dialog', { name: 'SIGN-UP IS CLOSED' });
    await closed.getByText(SIGNUP_MESSAGES.closed).waitFor();
    expect(await closed.getByRole('button', { name: 'DEPLOY TO SQUAD' }).count()).toBe(0);
    await shots(landing, 'signup-closed');
    await landing.keyboard.press('Escape');
    const refused = await fetch(`${baseURL}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...stranger, confirmPassword: stranger.password }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(SIGNUP_MESSAGES.closed);

    // The administrator invites them.
    const accounts = page.getByRole('region', { name: 'Accounts' });
    await accounts.getByLabel('Invite by email').fill(stranger.email);
    await accounts.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Audit log' }).getByText(`invited ${stranger.email}`).waitFor();
    if (SHOTS) {
      await page.getByText('Invitation sent', { exact: true }).waitFor({ state: 'hidden', timeout: 15_000 });
      await shots(page, 'admin-page');
    }

    const invitation = await waitForMail(mailSpool, (m) => m.to.includes(stranger.email) && /invited/i.test(m.subject));
    const link = linkIn(invitation, `${baseURL}/invited/`);
    await landing.goto(link);
    await landing.getByText(stranger.email).waitFor();
    await shots(landing, 'admin-invited');
    await landing.getByRole('button', { name: 'Create your account' }).click();
    const dialog = landing.getByRole('dialog', { name: 'JOIN THE SQUAD' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(stranger.email);
    await dialog.getByLabel('First Name').fill(stranger.firstName);
    await dialog.getByLabel('Last Name').fill(stranger.lastName);
    await dialog.getByLabel('Username').fill(stranger.username);
    await dialog.getByLabel('Date of Birth').fill(stranger.dateOfBirth);
    // The required mark '*' is part of the label's text.
    await dialog.getByLabel(/^Password\*?$/).fill(stranger.password);
    await dialog.getByLabel('Confirm Password').fill(stranger.password);
    await dialog.getByRole('button', { name: 'DEPLOY TO SQUAD' }).click();
    await landing.getByText('Check your email', { exact: true }).waitFor();
    const verification = await waitForMail(
      mailSpool,
      (m) => m.to.includes(stranger.email) && m.subject.includes('Confirm your email'),
    );
    await landing.goto(linkIn(verification, `${baseURL}/api/auth/verify-email`));
    await landing.waitForURL(`${baseURL}/complete-profile`, { timeout: 10_000 });

    // Open again for the other files on this server (and the next test's user).
    await apiCall(baseURL, admin, 'PUT', '/api/admin/signup-policy', { policy: null });
  }, 90_000);

  it('with mail on, an account that has not confirmed its address sees only "Check your email"', async () => {
    const data = newUserData({ firstName: 'Una', lastName: 'Waiting' });
    const signUp = await fetch(`${baseURL}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, confirmPassword: data.password }),
    });
    expect(signUp.status).toBe(201);
    const una = await browser.open();
    await una.page.goto('/');
    const signIn = await una.page.request.post(`${baseURL}/api/account/sign-in`, {
      data: { email: data.email, password: data.password },
    });
    expect(signIn.status()).toBe(200);
    await una.page.goto('/dashboard');
    await una.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await una.page.getByText(data.email, { exact: true }).waitFor();
    await shots(una.page, 'check-your-email');
    await una.page.getByRole('button', { name: 'Resend verification' }).click();
    await una.page.getByText('Verification email sent', { exact: true }).waitFor();
    expect(una.errors).toEqual([]);
  });

  it('the administrator disables a user whose open page then loses its session', async () => {
    admin ??= await createVerifiedUser(baseURL, mailSpool, { overrides: { email: ADMIN_E2E_EMAIL } });
    const user = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Dana', lastName: 'Gone' } });
    const theirs = await browser.open();
    await loginAs(theirs.context, baseURL, user);
    await theirs.page.goto('/dashboard');
    await theirs.page.getByRole('heading', { level: 1, name: 'Welcome back, Dana' }).waitFor();

    const mine = await browser.open();
    await loginAs(mine.context, baseURL, admin);
    const page = mine.page;
    await page.goto('/admin');
    const accounts = page.getByRole('region', { name: 'Accounts' });
    await accounts.getByLabel('Search accounts').fill(user.email);
    const row = accounts.getByRole('listitem').filter({ hasText: user.email });
    await row.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Disable ${user.email}?` });
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await page.getByText('Account disabled', { exact: true }).waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();

    // Their open page: the live stream ends, the page finds itself signed out and goes to the landing.
    await theirs.page.waitForURL(`${baseURL}/`, { timeout: 15_000 });
    const session = await (await theirs.page.request.get('/api/account/session')).json();
    expect(session.user).toBeNull();
    const signIn = await fetch(`${baseURL}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { error: { message: string } }).error.message).toBe('This account is disabled.');
  });
});
