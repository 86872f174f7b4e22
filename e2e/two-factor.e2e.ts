/**
 * Two-factor sign-in in a real browser (decision 0286): turn it on in Sign-in and security
 * (the key read from the page, the code computed here, RFC 6238), then sign in from a browser
 * without the session: password, then the code; and again with a recovery code.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { totpCode } from '../src/server/test/totp';
import { createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);
const SHOTS = 'docs/screenshots/issue-39';

async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A browser without a session (signed out): the landing's sign-in dialog, email and password. */
async function passwordStep(user: TestUser) {
  const { page } = await browser.open();
  await page.goto('/');
  await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
  await dialog.getByLabel(/^Email$/).fill(user.email);
  await dialog.getByLabel(/^Password$/).fill(user.password);
  await dialog.getByRole('button', { name: 'ENTER COMMAND CENTER' }).click();
  const step = page.getByRole('dialog', { name: 'TWO-FACTOR CHECK' });
  await step.waitFor();
  return { page, step };
}

describe('two-factor sign-in in the browser', () => {
  it('turn it on with the shown key, then sign in with password and code, and with a recovery code', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context } = await browser.open();
    await loginAs(context, baseURL, user);
    await page.goto('/profile-settings');
    const part = page.getByRole('region', { name: 'Two-factor sign-in' });
    await part.getByText('Off.').waitFor();
    await part.getByLabel(/^Current password/).fill(user.password);
    await part.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await part.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await part.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await part.scrollIntoViewIfNeeded();
    await shots(page, 'two-factor-setup');
    await part.getByLabel(/^Code from the app/).fill(totpCode(secret));
    await part.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codesRegion = part.getByRole('region', { name: 'Your recovery codes' });
    await codesRegion.waitFor();
    const recoveryCodes = (await codesRegion.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shots(page, 'two-factor-recovery-codes');
    await codesRegion.getByRole('button', { name: 'I saved them' }).click();
    await part.getByText(/10 recovery codes are left/).waitFor();

    // Signed out (a browser without the session): the password, then the code from the app.
    const first = await passwordStep(user);
    await shots(first.page, 'two-factor-sign-in');
    await first.step.getByLabel('Enter the 6-digit code from your authenticator app').fill(totpCode(secret));
    await first.step.getByRole('button', { name: 'VERIFY AND SIGN IN' }).click();
    await first.page.waitForURL(`${baseURL}/dashboard`);

    // And with a recovery code instead.
    const second = await passwordStep(user);
    await second.step.getByRole('button', { name: 'Use a recovery code' }).click();
    await second.step.getByLabel(/^Recovery code/).fill(recoveryCodes[0]!);
    await second.step.getByRole('button', { name: 'VERIFY AND SIGN IN' }).click();
    await second.page.waitForURL(`${baseURL}/dashboard`);

    // The used code does not work again.
    const third = await passwordStep(user);
    await third.step.getByRole('button', { name: 'Use a recovery code' }).click();
    await third.step.getByLabel(/^Recovery code/).fill(recoveryCodes[0]!);
    await third.step.getByRole('button', { name: 'VERIFY AND SIGN IN' }).click();
    await third.step.getByText('That recovery code is not right, or it was used already.').waitFor();
  }, 120_000);
});
