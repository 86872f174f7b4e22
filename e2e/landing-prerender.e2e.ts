/**
 * Issue 19 / decision 170: "/" is served prerendered and hydrated by the landing alone; the app
 * (router, guards, other pages) loads only when the visitor needs it.
 */
import { describe, expect, inject, it } from 'vitest';
import type { CommunityStats } from '../src/shared/stats';
import { createVerifiedUser, loginAs } from './support/auth';
import { endlessAnimations, useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const { open } = useBrowser(baseURL);

/** The app's boot chunk (router, route table): the landing does not load it by itself. */
const isAppChunk = (url: string) => /\/assets\/boot-[\w-]+\.js$/.test(new URL(url).pathname);
/** React and the hydrated landing: not loaded before the visitor does something (decision 195). */
const isReactChunk = (url: string) => /\/assets\/(?:vendor|landing-core)-[\w-]+\.js$/.test(new URL(url).pathname);

/** The preppers count as the API has it now, written as the page writes it. */
async function preppersNow(): Promise<string> {
  const stats = (await (await fetch(`${baseURL}/api/community/stats`)).json()) as CommunityStats;
  return new Intl.NumberFormat('en-US').format(stats.activePreppersCount);
}

describe('the prerendered landing', () => {
  it('is in the HTML the server sends for "/", with no inline script', async () => {
    const res = await fetch(`${baseURL}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    // Comments are the renderer's own markers (React's text separators, Preact's around a lazy
    // part, decision 0303): not the page's content.
    const content = html.replace(/<!--[^>]*-->/g, '');
    expect(content).toMatch(/<h1[^>]*>Holdfast: <span[^>]*>ready before it counts<\/span><\/h1>/);
    for (const text of ['ACCESS COMMAND CENTER', 'JOIN SQUAD', 'Mission Status', 'Elite Operative', 'Get briefed']) {
      expect(html).toContain(text);
    }
    // The CSP allows no inline script: only the module scripts of the build.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /type="module"[^>]*src="\/assets\//.test(tag))).toBe(true);
    // Any other page still gets the app's shell, not the landing.
    expect(await (await fetch(`${baseURL}/plans`)).text()).not.toContain('ready before it counts');
  });

  it('shows its heading and calls to action before any JavaScript runs', async () => {
    const { context } = await open();
    const noJs = await context.browser()!.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await noJs.newPage();
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Holdfast: ready before it counts');
      expect(await page.getByRole('button', { name: 'ACCESS COMMAND CENTER' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'JOIN SQUAD' }).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Knowledge Hub' }).first().getAttribute('href')).toBe('/knowledge');
    } finally {
      await noJs.close();
    }
  });

  it('shows the live numbers, and follows changes, without loading React', async () => {
    const { page, errors } = await open();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    const preppers = page
      .getByRole('region', { name: 'Mission Status' })
      .locator('[data-slot="stat"]', { hasText: 'Active Preppers' })
      .locator('[data-slot="stat-value"]');
    // Other files make accounts meanwhile: the page matches the API at some moment.
    await expect
      .poll(async () => (await preppers.textContent()) === (await preppersNow()), { timeout: 20_000 })
      .toBe(true);
    const before = Number((await preppers.textContent())!.replace(/,/g, ''));
    await createVerifiedUser(baseURL, mailSpool);
    // The realtime feed moves the number, with nobody touching the page.
    await expect
      .poll(async () => Number((await preppers.textContent())!.replace(/,/g, '')), { timeout: 20_000 })
      .toBeGreaterThan(before);
    expect(requested.filter(isReactChunk)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('loads React on the first interaction and does not lose the click: JOIN SQUAD by keyboard', async () => {
    const { page, errors } = await open();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    expect(requested.filter(isReactChunk)).toEqual([]);
    const join = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'JOIN SQUAD' });
    // Tab from the page's start: the brand link, then the five entries, then JOIN SQUAD.
    for (let i = 0; i < 7 && !(await join.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'JOIN THE SQUAD' }).waitFor({ timeout: 20_000 });
    expect(requested.filter(isReactChunk).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  // Under CI load (the other suites run beside the browser) hydrating and going idle can take
  // longer than the default 30 s; the polls inside still bound each wait.
  it('hydrates without a console error and works without loading the app', async () => {
    const { page, errors } = await open({ viewport: { width: 390, height: 844 } });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    // The menu only opens once React has hydrated the page.
    await expect
      .poll(
        async () => {
          await toggle.click().catch(() => undefined);
          return page.getByRole('button', { name: 'Close menu' }).isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    expect(requested.filter(isAppChunk)).toEqual([]);
    expect(await endlessAnimations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('hands over to the app for a link: a visitor following Knowledge Hub is told why they are back', async () => {
    const { page, errors } = await open();
    await page.goto('/');
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledge Hub' }).click();
    await page.getByText(/Clearance required/).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('hands over to the app for JOIN SQUAD, which opens the sign-up dialog', async () => {
    const { page, errors } = await open();
    await page.goto('/');
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await page.getByRole('main').getByRole('button', { name: 'JOIN SQUAD' }).click();
    await page.getByRole('dialog', { name: 'JOIN THE SQUAD' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  it('sends a signed-in user on to /dashboard, as before', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors } = await open();
    await loginAs(context, baseURL, user);
    await page.goto('/');
    await page.waitForURL(`${baseURL}/dashboard`, { timeout: 20_000 });
    await page.getByRole('heading', { name: new RegExp(`welcome back, ${user.firstName}`, 'i') }).waitFor();
    expect(errors).toEqual([]);
  });
});
