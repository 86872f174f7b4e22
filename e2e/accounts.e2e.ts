import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs, newUserData, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { linkIn, waitForMail } from './support/mail';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const google = inject('googleIdentity');
const browser = useBrowser(baseURL);

const fresh = () => browser.open();

// The users the fixture tests sign in as, made through the API together (not one per test, in turn).
let fixtureUser: TestUser;
let withoutProfile: TestUser;
let twoTabsUser: TestUser;
beforeAll(async () => {
  [fixtureUser, withoutProfile, twoTabsUser] = await Promise.all([
    createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Fixture', lastName: 'User' } }),
    createVerifiedUser(baseURL, mailSpool, { profile: false }),
    createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Two', lastName: 'Tabs' } }),
  ]);
});

describe('accounts in a real browser', () => {
  it('a new operative signs up, follows the emailed link, completes the profile, sees CONFIRMED and signs out', async () => {
    const { page, errors, externalRequests } = await fresh();
    const user = newUserData({ firstName: 'Sam', lastName: 'Ranger' });

    await page.goto('/');
    await page.getByRole('button', { name: 'JOIN SQUAD' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'JOIN THE SQUAD' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('First Name').fill(user.firstName);
    await dialog.getByLabel('Last Name').fill(user.lastName);
    await dialog.getByLabel('Username').fill(user.username);
    await dialog.getByLabel('Date of Birth').fill(user.dateOfBirth);
    // The required mark '*' is part of the label's text.
    await dialog.getByLabel(/^Password\*?$/).fill(user.password);
    await dialog.getByLabel('Confirm Password').fill(user.password);
    await dialog.getByRole('button', { name: 'DEPLOY TO SQUAD' }).click();
    await page.getByText('Check your email', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const mail = await waitForMail(mailSpool, (m) => m.to.includes(user.email));
    await page.goto(linkIn(mail, `${baseURL}/api/auth/verify-email`));
    await page.getByText('Verifying credentials...').waitFor();
    await page.waitForURL(`${baseURL}/complete-profile`, { timeout: 10_000 });

    // Prefilled from the sign-up.
    expect(await page.getByLabel('First Name').inputValue()).toBe(user.firstName);
    expect(await page.getByLabel('Username').inputValue()).toBe(user.username);
    await page.getByRole('button', { name: 'COMPLETE DEPLOYMENT' }).click();
    await page.getByText('Profile completed', { exact: true }).waitFor();
    await page.waitForURL(`${baseURL}/dashboard`);
    await page.getByText('CONFIRMED', { exact: true }).waitFor();
    await page.getByText('LEVEL 1').waitFor();

    await page.getByRole('button', { name: /Sam Ranger/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are You Sure You Want to Sign Out?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, Sign Out' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByText('Signed out', { exact: true }).waitFor();
    const session = await (await page.request.get('/api/account/session')).json();
    expect(session.user).toBeNull();
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('Google sign-in (a local OpenID Connect provider) ends on /complete-profile with the names prefilled', async () => {
    const { page } = await fresh();
    await page.goto('/');
    await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${baseURL}/complete-profile`, { timeout: 15_000 });
    await page.getByLabel('First Name').waitFor();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe(google.givenName);
    expect(await page.getByLabel('Last Name').inputValue()).toBe(google.familyName);
  });

  it('a signed-out visitor opening /resource-tracker lands on /', async () => {
    const { page } = await fresh();
    await page.goto('/resource-tracker');
    await page.waitForURL(`${baseURL}/`);
    await page.getByText('OPERATIONAL STATUS: ACTIVE').waitFor();
  });

  it('the login fixture signs a browser in without the forms; / sends it to the dashboard', async () => {
    const user = fixtureUser;
    const { page, context } = await fresh();
    await loginAs(context, baseURL, user);
    await page.goto('/');
    await page.waitForURL(`${baseURL}/dashboard`);
    await page.getByText(`@${user.username}`).first().waitFor();
  });

  it('a user without a profile is sent to /complete-profile from a protected page', async () => {
    const { page, context } = await fresh();
    await loginAs(context, baseURL, withoutProfile);
    await page.goto('/dashboard');
    await page.waitForURL(`${baseURL}/complete-profile`);
  });

  it('signing out in one tab sends the other tab to / as well', async () => {
    const user = twoTabsUser;
    const { page, context } = await fresh();
    await loginAs(context, baseURL, user);
    const other = await context.newPage();
    await page.goto('/dashboard');
    await other.goto('/dashboard');
    await other.getByText(`@${user.username}`).first().waitFor();

    await page.getByRole('button', { name: /Two Tabs/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Yes, Sign Out' }).click();
    await other.waitForURL(`${baseURL}/`, { timeout: 10_000 });
  });
});
