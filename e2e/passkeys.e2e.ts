/**
 * Passkeys in a real browser (decision 0288): add one in Sign-in and security through Chromium's
 * virtual authenticator (CDP WebAuthn: a platform authenticator with a resident key and user
 * verification, as a phone's screen lock), then sign in with it from another browser without a
 * password; and use it as the second step after a password when two-factor sign-in is on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp';
import { totpCode } from '../src/server/test/totp';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { useBrowser } from './support/browser';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server';

// WebAuthn refuses an IP address as the relying party ("127.0.0.1 is an invalid domain"), and
// the run's server is at http://127.0.0.1:PORT: this file starts its own at http://localhost:PORT
// (a secure context, as a self-hoster's https domain is).
const own: { url: string; mailSpool: string; server?: RunningServer; smtp?: TestSmtpServer } = {
  url: '',
  mailSpool: '',
};
beforeAll(async () => {
  own.mailSpool = await mkdtemp(path.join(tmpdir(), 'holdfast-passkeys-mail-'));
  own.smtp = await startSmtpServer(own.mailSpool);
  const port = await freePort();
  own.url = `http://localhost:${port}`;
  own.server = await startServer({
    port,
    env: { SMTP_URL: own.smtp.url, RATE_LIMIT_SCALE: '100', PUBLIC_URL: own.url },
  });
}, 180_000);
afterAll(async () => {
  await own.server?.stop();
  await own.smtp?.close();
  if (own.server) await removeDataDir(own.server.dataDir);
  await rm(own.mailSpool, { recursive: true, force: true });
});
const browser = useBrowser('http://localhost');
const SHOTS = 'docs/screenshots/issue-39';

async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

interface Credential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** A virtual authenticator in this page's tab: the device's screen lock always says yes. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as Credential[],
    /** The same passkey on this device too (as a synced passkey would be). */
    add: (credential: Credential) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
  };
}

/** A signed-out browser with the user's passkey on its authenticator, at the landing. */
async function signedOutWithPasskey(credential: Credential) {
  const { context, page } = await browser.open({ url: own.url });
  const authenticator = await virtualAuthenticator(context, page);
  await authenticator.add(credential);
  await page.goto('/');
  await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
  await dialog.waitFor();
  return { page, dialog };
}

async function addPasskey(user: TestUser, name: string) {
  const { page, context } = await browser.open({ url: own.url });
  await loginAs(context, own.url, user);
  const authenticator = await virtualAuthenticator(context, page);
  await page.goto('/profile-settings');
  const part = page.getByRole('region', { name: 'Passkeys' });
  await part.getByText('No passkeys yet.').waitFor();
  await part.getByLabel(/^Passkey name/).fill(name);
  await part.getByLabel(/^Current password/).fill(user.password);
  await part.getByRole('button', { name: 'Add a passkey' }).click();
  await part.getByRole('list', { name: 'Your passkeys' }).getByText(name).waitFor();
  await part.getByText('not used to sign in yet').waitFor();
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);
  return { page, part, credential: credential! };
}

describe('passkeys in the browser', () => {
  it('adds a passkey in Sign-in and security, then signs in with it without a password', async () => {
    const user = await createVerifiedUser(own.url, own.mailSpool);
    const { page, part, credential } = await addPasskey(user, 'This laptop');
    await part.scrollIntoViewIfNeeded();
    await shots(page, 'passkeys-settings');

    const other = await signedOutWithPasskey(credential);
    await shots(other.page, 'passkeys-sign-in');
    await other.dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await other.page.waitForURL(`${own.url}/dashboard`);

    // The list says it was used; the log says how.
    await page.reload();
    await part.getByText(/last used/).waitFor();
    await page.getByText('Signed in with a passkey').first().waitFor();
  }, 120_000);

  it('with two-factor sign-in on, a passkey is the second step after the password', async () => {
    const user = await createVerifiedUser(own.url, own.mailSpool);
    const { credential } = await addPasskey(user, 'Phone');
    // Two-factor on through the API (its own browser test is two-factor.e2e.ts).
    const { secret } = await apiCall<{ secret: string }>(own.url, user, 'POST', '/api/account/two-factor/enable', {
      currentPassword: user.password,
    });
    await apiCall(own.url, user, 'POST', '/api/account/two-factor/confirm', { code: totpCode(secret) });

    const { page, dialog } = await signedOutWithPasskey(credential);
    await dialog.getByLabel(/^Email$/).fill(user.email);
    await dialog.getByLabel(/^Password$/).fill(user.password);
    await dialog.getByRole('button', { name: 'ENTER COMMAND CENTER' }).click();
    const step = page.getByRole('dialog', { name: 'TWO-FACTOR CHECK' });
    await step.getByRole('button', { name: 'Use a passkey' }).waitFor();
    await shots(page, 'passkeys-second-step');
    await step.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${own.url}/dashboard`);
  }, 120_000);
});
