import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { REACT_ROUTER_PACKAGES } from '../scripts/bundle-report';
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
    // Logged from an effect, which may run after the page is painted.
    await expect.poll(() => consoleMessages.some((m) => m.includes('/no/such/sector'))).toBe(true);
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

  it("routes with the app's own router: no script the page loads comes from react-router (decision 0309)", async () => {
    const { page } = await fresh();
    const scripts: string[] = [];
    const onResponse = (res: Response) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    };
    page.on('response', onResponse);
    await page.goto('/no/such/sector');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByText('OPERATIONAL STATUS: ACTIVE').waitFor();
    page.off('response', onResponse);
    // What each script was built from: its sourcemap, beside it in the build the server serves.
    const sources = await Promise.all(
      scripts.map(async (script) => {
        const map = await readFile(path.join('dist/web', `${script}.map`), 'utf8').catch(() => '{}');
        return ((JSON.parse(map) as { sources?: string[] }).sources ?? []).map((s) => `${script}: ${s}`);
      }),
    );
    expect(sources.flat().filter((s) => s.includes('src/web/lib/router/')).length).toBeGreaterThan(0);
    expect(sources.flat().filter((s) => REACT_ROUTER_PACKAGES.test(s))).toEqual([]);
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
