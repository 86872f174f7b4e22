/**
 * Official warnings in a real browser (issue 38, decision 0282), from a warning to emergency mode.
 * This file runs its own server with the test hooks on (a poll is asked for at once) and the NWS
 * source pointed at a local fixture server (node http) serving the recorded weather.gov answer
 * (src/server/services/alerts/fixtures/nws/testing-active.json, its times filled relative to now).
 * Two members of one household: the owner's watched place lies inside the recorded polygon alert
 * (a Severe Thunderstorm Warning, Severe and Immediate). The second member's open dashboard shows
 * the banner as soon as the poll matches it (the household's feed); the owner sees it on
 * /dashboard, opens /alerts, taps "Start emergency mode for this", confirms, and lands on
 * /emergency with the warning's instruction first and the event type chosen. Screenshots of the
 * banner, /alerts and /emergency at 1280x800 and 390x844 in docs/screenshots/issue-38/.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDatePlaceholders } from '../src/server/services/alerts/fixtures/fill-dates';
import { fixtureText } from '../src/server/services/alerts/test-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { linkIn, waitForMail } from './support/mail';
import { removeDataDir, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let smtp: TestSmtpServer;
let fixtures: Server;
let nwsRequests = 0;
let mailSpool: string;
let baseURL: string;

beforeAll(async () => {
  fixtures = createServer((_req, res) => {
    nwsRequests += 1;
    res.writeHead(200, { 'content-type': 'application/geo+json' });
    res.end(fillDatePlaceholders(fixtureText('nws/testing-active.json'), new Date()));
  });
  await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
  mailSpool = await mkdtemp(path.join(tmpdir(), 'holdfast-alerts-mail-'));
  smtp = await startSmtpServer(mailSpool);
  server = await startServer({
    env: {
      NODE_ENV: 'test',
      HOLDFAST_TEST_HOOKS: '1',
      REMINDER_SWEEP_MINUTES: '0',
      SMTP_URL: smtp.url,
      RATE_LIMIT_SCALE: '100',
      ALERTS_NWS_URL: `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`,
      ALERTS_NINA_URL: '',
    },
  });
  baseURL = server.url;
});
afterAll(async () => {
  await server?.stop();
  if (server) await removeDataDir(server.dataDir);
  await smtp?.close();
  await new Promise((resolve) => fixtures?.close(resolve));
  await rm(mailSpool, { recursive: true, force: true });
});

const browser = useBrowser('http://127.0.0.1');
const SHOTS = path.resolve('docs/screenshots/issue-38');
const HEADLINE =
  'Severe Thunderstorm Warning issued January 9 at 1:48PM EST until January 9 at 2:15PM EST by NWS Jacksonville FL';

/** `owner` invites `member` as an editor; `member` joins through the emailed link's token. */
async function household(owner: TestUser, member: TestUser) {
  await apiCall(baseURL, owner, 'POST', '/api/household/invitations', { email: member.email, role: 'editor' });
  const mail = await waitForMail(mailSpool, (m) => m.to.includes(member.email) && /household/i.test(m.subject));
  const link = linkIn(mail, `${baseURL}/household/join/`);
  await apiCall(baseURL, member, 'POST', '/api/household/invitations/accept', {
    token: link.slice(link.lastIndexOf('/') + 1),
  });
}

async function signedInAt(user: TestUser, pathname: string) {
  const tracked = await browser.open({ url: baseURL });
  await loginAs(tracked.context, baseURL, user);
  await tracked.page.goto(pathname);
  return tracked;
}

/** Both sizes; the page must not scroll sideways on the phone. */
async function shots(page: Page, name: string, scrollTo?: () => Promise<void>) {
  await mkdir(SHOTS, { recursive: true });
  await scrollTo?.();
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280x800.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await scrollTo?.();
  await page.screenshot({ path: path.join(SHOTS, `${name}-390x844.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const hook = async (route: string) => {
  const res = await fetch(`${baseURL}/api/test/${route}`, { method: 'POST' });
  expect(res.status).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
};

describe('official warnings in a real browser (issue 38)', () => {
  it('a warning for a watched place: the banner for both members, /alerts, one tap to emergency mode with its instruction first', async () => {
    const ana = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Ana', lastName: 'Owner' } });
    const ben = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Ben', lastName: 'Member' } });
    await household(ana, ben);
    // Inside the recorded polygon (-92..-90.5 W, 30..30.5 N).
    await apiCall(baseURL, ana, 'POST', '/api/household/places', {
      name: 'Home',
      country: 'US',
      latitude: 30.25,
      longitude: -91.25,
    });

    // Ben's dashboard is open before the poll: the banner comes by the household's feed.
    const member = await signedInAt(ben, '/dashboard');
    await member.page.getByRole('heading', { name: 'Operative Profile' }).waitFor();
    expect(await member.page.getByRole('alert', { name: 'Official warning' }).count()).toBe(0);
    expect(await hook('alerts/poll')).toEqual({ ran: true });
    expect(nwsRequests).toBe(1);
    const memberBanner = member.page.getByRole('alert', { name: 'Official warning' });
    await memberBanner.waitFor({ timeout: 10_000 });
    expect(await memberBanner.textContent()).toContain(HEADLINE);

    // Ana opens the dashboard after it: the banner, orange for Severe, above the page.
    const owner = await signedInAt(ana, '/dashboard');
    const page = owner.page;
    const banner = page.getByRole('alert', { name: 'Official warning' });
    await banner.waitFor();
    expect(await banner.getAttribute('data-severity')).toBe('Severe');
    expect(await banner.textContent()).toContain(HEADLINE);
    await page.getByRole('heading', { name: 'Operative Profile' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await shots(page, 'warning-banner');

    // "See the warning": /alerts, the warning with its sender, places, instruction as text.
    await banner.getByRole('link', { name: 'See the warning' }).click();
    await page.waitForURL(/\/alerts#alert-/);
    await page.getByRole('heading', { level: 1, name: 'Official warnings' }).waitFor();
    const card = page.getByRole('article', { name: 'Severe Thunderstorm Warning' });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('From NWS Jacksonville FL');
    expect(text).toContain('ForHome');
    expect(text).toContain('Severity: Severe');
    expect(text).toContain('Urgency: Immediate');
    expect(text).toContain('Remain alert for a possible tornado!');
    expect(await page.title()).toMatch(/^Official warnings/);
    expect(await violations(page)).toEqual([]);
    await shots(page, 'alerts-page', () => card.scrollIntoViewIfNeeded());

    // One tap (and a confirmation) to emergency mode for it.
    await card.getByRole('button', { name: 'Start emergency mode for this' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start emergency mode: Custom?' });
    await dialog.getByRole('button', { name: 'Start emergency' }).click();
    await page.waitForURL(`${baseURL}/emergency`);
    const warning = page.getByRole('region', { name: `Official warning from NWS Jacksonville FL ${HEADLINE}` });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Remain alert for a possible tornado!');
    await page.getByRole('heading', { name: /^Custom — emergency since \d\d:\d\d, started by Ana Owner$/ }).waitFor();
    // The warning leads: first of the page's sections, before the incident and Call.
    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main section[data-emergency-section], main section[aria-labelledby]'))
        .map((s) => s.getAttribute('data-emergency-section') ?? s.getAttribute('aria-labelledby'))
        .slice(0, 1),
    );
    expect(order).toEqual(['emergency-warning']);
    const [warningBox, callBox] = [
      await warning.boundingBox(),
      await page.getByRole('region', { name: 'Call' }).boundingBox(),
    ];
    expect(warningBox!.y).toBeLessThan(callBox!.y);
    // The event type chosen: the warning's (a thunderstorm maps to Custom).
    expect(
      await page
        .getByRole('region', { name: 'What is happening' })
        .getByRole('button', { name: 'Custom' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await violations(page)).toEqual([]);
    await shots(page, 'emergency-warning');

    // Ben still sees the banner, and his screen now leads with the same warning (live).
    expect(await memberBanner.isVisible()).toBe(true);
    await member.page.goto('/emergency');
    await member.page.getByRole('region', { name: `Official warning from NWS Jacksonville FL ${HEADLINE}` }).waitFor();

    for (const t of [owner, member]) {
      expect(t.errors).toEqual([]);
      expect(t.externalRequests).toEqual([]);
    }
  }, 120_000);
});
