import type { Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = useBrowser(baseURL);
const fresh = () => browser.open();

describe('the app shell on the real server', () => {
  it('renders the landing route with no errors and no request leaving this machine', async () => {
    const { page, errors, externalRequests } = await fresh();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1, name: /Holdfast/ }).waitFor();
    expect(await page.getByText('OPERATIONAL STATUS: ACTIVE').isVisible()).toBe(true);
    expect(await page.title()).toContain('Holdfast');
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it('shows the not-found page for an unknown path, logs the path, and Return to Home works', async () => {
    const { page, consoleMessages, errors } = await fresh();
    const response = await page.goto('/no/such/sector?x=1');
    // History fallback: the server answers the SPA shell, the client router decides.
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(consoleMessages.some((m) => m.includes('/no/such/sector'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByText('OPERATIONAL STATUS: ACTIVE').waitFor();
    expect(errors).toEqual([]);
  });

  it.each([
    ['/knowledge', '/knowledge-hub'],
    ['/tracker', '/resource-tracker'],
    ['/gear', '/gear-vault'],
    ['/ops', '/plans'],
  ])('redirects the landing-era path %s to %s (then that route applies its own guard)', async (from, to) => {
    const { page } = await fresh();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(from);
    await expect.poll(() => visited, { timeout: 10_000 }).toContain(to);
    expect(visited[0]).toBe(from);
  });

  it("runs react-router's production build (its package exports point at the development one)", async () => {
    const { page } = await fresh();
    const scripts: Promise<string>[] = [];
    // A script still arriving when the test ends (the service worker's, a prefetch) has its body
    // read after the page is gone: that read fails, and must not fail the run as unhandled.
    const onResponse = (res: Response) => {
      if (res.url().endsWith('.js')) scripts.push(res.text().catch(() => ''));
    };
    page.on('response', onResponse);
    await page.goto('/no/such/sector');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    page.off('response', onResponse);
    const bodies = await Promise.all(scripts);
    // The router is there, without the warnings only its development build carries.
    expect(bodies.some((b) => b.includes('useNavigate() may be used only in the context of a <Router>'))).toBe(true);
    expect(bodies.filter((b) => b.includes('You rendered descendant <Routes>'))).toEqual([]);
  });

  it('answers a missing hashed asset with a 404, not the HTML shell', async () => {
    const { page } = await fresh();
    const res = await page.request.get('/assets/does-not-exist.js');
    expect(res.status()).toBe(404);
  });

  it('serves the API on the same origin', async () => {
    const { page } = await fresh();
    const res = await page.request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', driver: 'postgres' });
  });
});
