import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../src/server/test/oidc';
import { useBrowser } from './support/browser';
import { removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * Any OpenID Connect provider with OIDC_ONLY=1 (decision 0287): a server of its own, configured
 * with a real local provider (oauth2-mock-server) as "Authentik" and no passwords.
 */
const SHOTS = 'docs/screenshots/issue-39';
let oidc: TestOidcProvider;
let server: RunningServer;
beforeAll(async () => {
  oidc = await startOidcProvider();
  oidc.setIdentity({
    sub: 'ak-e2e-grace',
    email: 'grace.oidc.e2e@example.com',
    email_verified: true,
    name: 'Grace Hopper',
    given_name: 'Grace',
    family_name: 'Hopper',
  });
  server = await startServer({ env: { ...oidc.oidcEnv, OIDC_ONLY: '1', RATE_LIMIT_SCALE: '100' } });
});
afterAll(async () => {
  await server?.stop();
  if (server) await removeDataDir(server.dataDir);
  await oidc?.close();
});

const browser = useBrowser('http://placeholder.invalid');

describe('OpenID Connect sign-in in a real browser (OIDC_ONLY)', () => {
  it('offers only "Sign in with Authentik", which creates the account and ends on /complete-profile', async () => {
    const { page, errors } = await browser.open({ url: server.url });
    await page.goto('/');
    await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'ACCESS COMMAND CENTER' });
    await dialog.getByText('This server signs you in with Authentik only: there are no passwords here.').waitFor();
    expect(await dialog.getByLabel('Email').count()).toBe(0);
    expect(await dialog.getByLabel('Password').count()).toBe(0);
    await page.waitForTimeout(300); // the dialog's opening animation
    await page.screenshot({ path: `${SHOTS}/oidc-only-sign-in-1280.png` });

    await dialog.getByRole('button', { name: 'Sign in with Authentik' }).click();
    await page.waitForURL(`${server.url}/complete-profile`, { timeout: 15_000 });
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Hopper');
    const session = await (await page.request.get('/api/account/session')).json();
    expect(session.user.email).toBe('grace.oidc.e2e@example.com');
    expect(errors).toEqual([]);
  });

  it('the sign-up dialog on a phone shows the provider button and how an account is made', async () => {
    const { page } = await browser.open({ url: server.url, viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'JOIN SQUAD' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'JOIN THE SQUAD' });
    await dialog.getByRole('button', { name: 'Sign in with Authentik' }).waitFor();
    await dialog.getByText(/your account is created the first time you sign in with Authentik/).waitFor();
    expect(await dialog.getByLabel('Email').count()).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/oidc-only-sign-up-390.png` });
    // The server refuses a password sign-up even when asked directly.
    const res = await page.request.post('/api/account/sign-up', {
      data: {
        email: 'nope@example.com',
        firstName: 'No',
        username: 'no_pass',
        dateOfBirth: '1990-01-01',
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
      },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(403);
  });
});
