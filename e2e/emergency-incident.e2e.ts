/**
 * Emergency mode's incident in a real browser (issue 37): two members of one household, each in
 * their own browser. The owner starts a hurricane emergency and both see it; the second member
 * checks in "I'm safe" and the owner sees it within 2 s (measured); the second member's network
 * is cut, a check-in is shown queued, and it is sent once the network is back (the owner sees it);
 * a practice ended is a recorded drill (the family plan's "last practised"); axe finds nothing on
 * /emergency with an incident open; screenshots at 390x844 and 1280x800 in docs/screenshots/issue-37.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { linkIn, waitForMail } from './support/mail';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);
const SHOTS = path.resolve('docs/screenshots/issue-37');

/** `owner` invites `member` as an editor; `member` joins through the emailed link's token. */
async function household(owner: TestUser, member: TestUser) {
  await apiCall(baseURL, owner, 'POST', '/api/household/invitations', { email: member.email, role: 'editor' });
  const mail = await waitForMail(mailSpool, (m) => m.to.includes(member.email) && /household/i.test(m.subject));
  const link = linkIn(mail, `${baseURL}/household/join/`);
  const token = link.slice(link.lastIndexOf('/') + 1);
  await apiCall(baseURL, member, 'POST', '/api/household/invitations/accept', { token });
}

async function signedInAt(user: TestUser, pathname: string, viewport?: { width: number; height: number }) {
  const tracked = await browser.open(viewport ? { viewport } : {});
  await loginAs(tracked.context, baseURL, user);
  await tracked.page.goto(pathname);
  return tracked;
}

/**
 * The built scripts among `paths` (/assets/….js) whose sourcemap names a source of zod (as the
 * build's check reads them; the bundler's runtime has no sourcemap and no sources).
 */
async function filesWithZod(paths: Iterable<string>): Promise<string[]> {
  const found: string[] = [];
  for (const file of paths) {
    const map = await readFile(path.resolve('dist/web', `.${file}.map`), 'utf8').catch(() => null);
    if (map === null) continue;
    const { sources = [] } = JSON.parse(map) as { sources?: string[] };
    if (sources.some((s) => /(?:^|\/)node_modules\/zod\//.test(s))) found.push(file);
  }
  return found;
}

const checkIn = (page: Page) => page.getByRole('region', { name: 'Check in' });
const checkedIn = (page: Page) => checkIn(page).getByRole('list', { name: 'Checked in' });

describe('emergency mode: the incident, check-ins and the queue (issue 37)', () => {
  it('the owner starts a hurricane emergency, both see it, a check-in shows live within 2 s, an offline one is queued and sent', async () => {
    const ana = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Ana', lastName: 'Owner' } });
    const ben = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Ben', lastName: 'Member' } });
    await household(ana, ben);

    const owner = await signedInAt(ana, '/emergency');
    const member = await signedInAt(ben, '/dashboard');
    const page = owner.page;

    // The owner chooses Hurricane and starts the emergency.
    await page.getByRole('region', { name: 'What is happening' }).getByRole('button', { name: 'Hurricane' }).click();
    await page.getByRole('region', { name: 'Emergency mode' }).getByRole('button', { name: 'Start emergency' }).click();
    const banner = page.getByRole('heading', { name: /^Hurricane — emergency since \d\d:\d\d, started by Ana Owner$/ });
    await banner.waitFor();

    // The member's dashboard leads with it, live (no reload; the 2 s target is the check-in's below,
    // this one waits longer for a loaded machine).
    const card = member.page.getByRole('region', {
      name: /^Hurricane — emergency since \d\d:\d\d, started by Ana Owner$/,
    });
    await card.waitFor({ timeout: 20_000 });
    const main = member.page.getByRole('main');
    expect(await main.evaluate((el) => el.firstElementChild?.getAttribute('aria-labelledby'))).toBe(
      await card.getAttribute('aria-labelledby'),
    );
    await card.getByRole('link', { name: 'Open emergency screen' }).click();
    await member.page.waitForURL(`${baseURL}/emergency`);
    await checkIn(member.page).waitFor();
    // Both are not heard from yet.
    const notHeard = checkIn(page).getByRole('list', { name: 'Not heard from' });
    await notHeard.getByText('Ben', { exact: false }).waitFor();

    // Ben: "I'm safe". Ana's screen shows it within 2 s, measured from the tap.
    const tapped = Date.now();
    await checkIn(member.page).getByRole('button', { name: "I'm safe" }).click();
    await checkedIn(page).getByText('Ben', { exact: false }).waitFor({ timeout: 5_000 });
    const liveMs = Date.now() - tapped;
    console.log(`check-in seen by the other member after ${liveMs} ms`);
    expect(liveMs).toBeLessThan(2_000);

    // axe on /emergency with the incident open; screenshots at both sizes.
    expect(await violations(page)).toEqual([]);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'emergency-open-1280x800.png') });
    await page.screenshot({ path: path.join(SHOTS, 'emergency-open-1280-full.png'), fullPage: true });
    const phone = await signedInAt(ana, '/emergency', { width: 390, height: 844 });
    await checkIn(phone.page).waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, '/emergency scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    expect(await violations(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: path.join(SHOTS, 'emergency-open-390x844.png') });
    await phone.page.screenshot({ path: path.join(SHOTS, 'emergency-open-390-full.png'), fullPage: true });
    // The dashboard on a phone: the incident leads it.
    const phoneDashboard = await signedInAt(ben, '/dashboard', { width: 390, height: 844 });
    await phoneDashboard.page.getByRole('link', { name: 'Open emergency screen' }).waitFor();
    await phoneDashboard.page.screenshot({ path: path.join(SHOTS, 'dashboard-incident-390x844.png') });

    // Ben's network is cut: his check-in for Leo is kept on the device and shown queued.
    await member.context.setOffline(true);
    const form = checkIn(member.page);
    await form.getByRole('combobox', { name: 'Who is this check-in for?' }).selectOption('other');
    await form.getByRole('textbox', { name: 'Their name' }).fill('Leo');
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Leo is with me');
    await form.getByRole('button', { name: "I'm safe" }).click();
    const waiting = form.getByRole('list', { name: 'Waiting to send' });
    await waiting.getByText('Queued — will send when you are back online').waitFor();
    await waiting.getByText('Leo', { exact: false }).waitFor();
    await member.page.screenshot({ path: path.join(SHOTS, 'emergency-queued-1280.png'), fullPage: true });
    expect(await checkedIn(page).getByText('Leo', { exact: false }).count()).toBe(0);

    // Back online: it is sent (once) and Ana sees Leo safe.
    await member.context.setOffline(false);
    await member.page.getByText('Check-in sent', { exact: true }).waitFor({ timeout: 20_000 });
    await checkedIn(page).getByText('Leo', { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => waiting.count()).toBe(0);
    const current = await apiCall<{ incident: { checkins: Array<{ subjectName: string | null }> } }>(
      baseURL,
      ana,
      'GET',
      '/api/incidents/current',
    );
    expect(current.incident.checkins.filter((c) => c.subjectName === 'Leo')).toHaveLength(1);

    // Ana ends it, after confirming.
    await page.getByRole('button', { name: 'End emergency' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End emergency' }).click();
    await page.getByRole('button', { name: 'Start emergency' }).waitFor();
    await member.page.getByRole('button', { name: 'Start emergency' }).waitFor({ timeout: 10_000 });

    for (const t of [owner, member, phone, phoneDashboard]) {
      expect(t.errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
      expect(t.externalRequests).toEqual([]);
    }
  }, 120_000);

  it('"I\'m safe" works offline on a first visit, before the service worker controls the page (issue 41)', async () => {
    const dee = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Dee', lastName: 'Owner' } });
    await apiCall(baseURL, dee, 'POST', '/api/incidents', { eventType: 'hurricane' });
    // A first visit straight to /emergency: no service worker controls it, so nothing comes from a
    // precache. The check-in is checked with the page's own code (shared/incidents/checkin.ts,
    // decision 0311), since the connection drops once the page is idle and nothing loads after.
    const { page, errors, context } = await browser.open();
    await loginAs(context, baseURL, dee);
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto('/emergency');
    await checkIn(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // zod is not among them (decision 0311; it was preloaded here for the check-in's schema).
    expect(await filesWithZod(scripts)).toEqual([]);
    await page.context().setOffline(true);
    await checkIn(page).getByRole('button', { name: "I'm safe" }).click();
    const waiting = checkIn(page).getByRole('list', { name: 'Waiting to send' });
    await waiting.getByText('Queued — will send when you are back online').waitFor();
    await waiting.getByText('You: Safe', { exact: false }).waitFor();
    expect(await page.getByText('Check-in not sent').count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  }, 60_000);

  it('a practice is labelled PRACTICE and, once ended, is the family plan\'s "last practised"', async () => {
    const cam = await createVerifiedUser(baseURL, mailSpool, { overrides: { firstName: 'Cam', lastName: 'Owner' } });
    const { page, errors } = await signedInAt(cam, '/emergency');
    await page.getByRole('region', { name: 'What is happening' }).getByRole('button', { name: 'Wildfire' }).click();
    await page.getByRole('region', { name: 'Emergency mode' }).getByRole('button', { name: 'Start practice' }).click();
    await page.getByText('PRACTICE', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: /^Wildfire — practice since \d\d:\d\d, started by Cam Owner$/ }).waitFor();
    await checkIn(page).getByRole('button', { name: "I'm safe" }).click();
    await checkedIn(page).getByText('Cam', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'End practice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End practice' }).click();
    await page.getByText(/^Last practice: Wildfire, ended \d\d:\d\d\.$/).waitFor();

    await page.goto('/family-plan');
    await page.getByText(/^Last practised /).waitFor();
    expect(errors).toEqual([]);
  }, 60_000);
});
