/**
 * Issue 37: the /emergency screen in Chromium, against its own server (the last test stops it
 * with the network cut). Data made through the API; the page is reached from the header's
 * Emergency control. Screenshots go to docs/screenshots/issue-37/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_EVENT_TYPES } from '../src/shared/constants/plans';
import { OFFICIAL_STEPS } from '../src/shared/emergency/official-steps';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';
import { loadUnderServiceWorker, useOwnServer } from './support/offline';
import { setStock } from './support/stock';

const own = useOwnServer('emergency');
const browser = useBrowser('http://127.0.0.1');
const SHOTS = path.resolve('docs/screenshots/issue-37');
const SECTIONS = ['Call', 'Meet', 'Do now', 'Grab', 'Hold out', 'People'] as const;

let user: TestUser;
let neighbour: TestUser;
beforeAll(async () => {
  [user, neighbour] = await Promise.all([
    createVerifiedUser(own.baseURL, own.mailSpool),
    createVerifiedUser(own.baseURL, own.mailSpool),
  ]);
  const call = <T>(method: string, pathname: string, body?: unknown) =>
    apiCall<T>(own.baseURL, user, method, pathname, body);
  await call('PUT', '/api/readiness/household', {
    adults: 2,
    children9to13: 0,
    children4to8: 1,
    childrenUnder4: 0,
    pregnantOrBreastfeeding: 0,
    pets: [{ name: 'Rex', kind: 'dog', weightKg: 22.7 }],
    standard: 'us',
    goalDays: 14,
    customLitresPerPerson: null,
  });
  await setStock(own.baseURL, user, { 'Water (Gallons)': 30, 'Energy Bars': 120 });
  const readiness = await call<{ household: { pets: { id: string }[] } }>('GET', '/api/readiness');
  await call('PUT', '/api/family-plan', {
    members: [
      {
        id: 'm1',
        name: 'Dana Reyes',
        dateOfBirth: '1985-04-02',
        mobilePhone: '+1 555 0142',
        allergies: 'Penicillin',
        medicines: 'Insulin, 10 units at breakfast',
        conditions: 'Type 1 diabetes',
        bloodType: 'A+',
      },
      { id: 'm2', name: 'Sam Reyes', dateOfBirth: '1983-11-12', mobilePhone: '+1 555 0143', bloodType: 'O−' },
      { id: 'm3', name: 'Leo Reyes', dateOfBirth: '2019-06-01', allergies: 'Peanuts' },
    ],
    outOfTownContacts: [{ name: 'Uncle Sol', mobilePhone: '+1 555 0177' }],
    meetingPlaces: {
      neighbourhood: { name: 'Oak tree at the park', address: '5th Ave and Main St, Springfield' },
      outOfTown: { name: 'Grandma’s house', address: '12 Lake Rd, Ocala FL', instructions: 'Key under the blue pot' },
    },
    numbers: [{ label: 'Poison control', number: '1-800-222-1222' }],
    pets: [{ petId: readiness.household.pets[0]!.id, vet: 'Dr Vega 555 012 3456', microchip: '985112003456789' }],
  });
  const { kit } = await call<{ kit: { id: string } }>('POST', '/api/kits', { name: 'Go bag', template: '72hour' });
  await call('POST', '/api/plans', {
    title: 'Our flood plan',
    eventType: 'flood',
    visibility: 'household',
    items: [
      { kind: 'step', content: 'Move the car to the church car park uphill' },
      { kind: 'step', content: 'Turn off the electricity at the mains' },
      { kind: 'note', content: 'Rex’s lead hangs by the back door' },
    ],
    kitIds: [kit.id],
  });
}, 180_000);

/** Every visible text of the main column that is body text, with its computed size in px. */
function textSizes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main p, main li, main label, main dd, main dt, main a, main button')]
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.textContent.trim() !== '')
      .map((el) => ({ text: el.textContent.trim().slice(0, 40), px: parseFloat(getComputedStyle(el).fontSize) })),
  );
}
/** The height of every button and button-like link of the screen. */
function controlHeights(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main button, main a.min-h-12')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ text: el.textContent.trim().slice(0, 40), px: el.getBoundingClientRect().height })),
  );
}

async function openFromHeader(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Emergency' }).click();
  await page.getByRole('heading', { level: 1, name: 'Emergency' }).waitFor();
  await page.getByRole('region', { name: 'People' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/emergency');
}

describe('/emergency', () => {
  it('the header control opens it: six sections with tel:, sms: and geo: links, no axe violations, 18 px text and 48 px buttons', async () => {
    const { context, page, errors, externalRequests } = await browser.open({ url: own.baseURL });
    await loginAs(context, own.baseURL, user);
    await openFromHeader(page);

    for (const name of SECTIONS) expect(await page.getByRole('region', { name }).isVisible()).toBe(true);
    const callRegion = page.getByRole('region', { name: 'Call' });
    expect(await callRegion.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(await callRegion.getByRole('link', { name: 'Call +1 555 0177 (Uncle Sol)' }).getAttribute('href')).toBe(
      'tel:+15550177',
    );
    expect(await callRegion.getByRole('link', { name: 'Call Dana Reyes: +1 555 0142' }).getAttribute('href')).toBe(
      'tel:+15550142',
    );
    const sms = await callRegion.getByRole('link', { name: 'Text “We are OK” to Uncle Sol' }).getAttribute('href');
    expect(sms).toMatch(/^sms:\+15550177\?body=We%20are%20OK/);
    const meet = page.getByRole('region', { name: 'Meet' });
    expect(
      await meet.getByRole('link', { name: '12 Lake Rd, Ocala FL (open in a maps app)' }).getAttribute('href'),
    ).toBe('geo:0,0?q=12%20Lake%20Rd%2C%20Ocala%20FL');
    // Every phone number on the page is a tel: link (the vet's too).
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThanOrEqual(6);
    expect(
      await page
        .getByRole('region', { name: 'People' })
        .getByRole('link', { name: '555 012 3456' })
        .getAttribute('href'),
    ).toBe('tel:5550123456');
    expect(await page.getByRole('region', { name: 'Hold out' }).innerText()).toMatch(
      /\d+\.\d days — limited by (water|food)/,
    );

    // The flood plan: its steps as a checklist, its kit to grab.
    await page.getByRole('region', { name: 'What is happening' }).getByRole('button', { name: 'Flood' }).click();
    const doNow = page.getByRole('region', { name: 'Do now' });
    await doNow.getByRole('heading', { name: 'Our flood plan' }).waitFor();
    await doNow.getByRole('checkbox', { name: 'Turn off the electricity at the mains' }).check();
    // The guide for the event (decision 0289), a link the emergency screen's rules hold to (18 px, 48 px).
    expect(await doNow.getByRole('link', { name: 'Read the guide: Floods' }).getAttribute('href')).toBe(
      '/guides/flood',
    );
    const grab = page.getByRole('region', { name: 'Grab' });
    await grab.getByRole('heading', { name: /^Go bag \(grabbed 0 of 23\)$/ }).waitFor();

    expect(await violations(page)).toEqual([]);
    const small = (await textSizes(page)).filter((t) => t.px < 18);
    expect(small).toEqual([]);
    const low = (await controlHeights(page)).filter((c) => c.px < 48);
    expect(low).toEqual([]);
    // The official steps (no plan for tornadoes), their sources and "Save as our plan" too.
    await page.getByRole('button', { name: 'Tornado' }).click();
    await doNow.getByRole('button', { name: 'Save as our plan' }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect((await textSizes(page)).filter((t) => t.px < 18)).toEqual([]);
    expect((await controlHeights(page)).filter((c) => c.px < 48)).toEqual([]);
    await page.getByRole('button', { name: 'Flood' }).click();
    await doNow.getByRole('heading', { name: 'Our flood plan' }).waitFor();
    // No animation runs, and none is set to.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    const transitions = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-emergency-page] *')].filter(
          (el) => parseFloat(getComputedStyle(el).transitionDuration) > 0,
        ).length,
    );
    expect(transitions).toBe(0);

    await mkdir(SHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, 'emergency-1280x800.png') });
    await page.screenshot({ path: path.join(SHOTS, 'emergency-1280-full.png'), fullPage: true });

    // Printed: one A4 page (a 23-item kit and the flood plan chosen), without the header.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: path.join(SHOTS, 'emergency-print-a4.png'), fullPage: true });
    const pdf = Buffer.from(await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect((pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    expect(externalRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('on a 390x844 phone: 2 taps from the dashboard to calling the out-of-town contact; at 320 px no horizontal scroll', async () => {
    const { context, page, errors } = await browser.open({ url: own.baseURL, viewport: { width: 390, height: 844 } });
    await loginAs(context, own.baseURL, user);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor();
    // Tap 1: the header's Emergency control, on screen without scrolling.
    const control = page.getByRole('banner').getByRole('link', { name: 'Emergency' });
    const at = (await control.boundingBox())!;
    expect(at.y + at.height).toBeLessThanOrEqual(844);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-390x844.png') });
    await control.click();
    // Tap 2: the contact's tel: link, on screen without scrolling.
    const contact = page.getByRole('link', { name: 'Call +1 555 0177 (Uncle Sol)' });
    await contact.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await contact.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await contact.getAttribute('href')).toBe('tel:+15550177');
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'emergency-390x844.png') });
    await page.getByRole('button', { name: 'Flood' }).click();
    await page.getByRole('heading', { name: 'Our flood plan' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'emergency-390-full.png'), fullPage: true });

    await page.setViewportSize({ width: 320, height: 700 });
    for (const type of ['Flood', 'Chemical/Nuclear', 'Vehicle Breakdown']) {
      await page.getByRole('button', { name: type }).click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${type} at 320 px`).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('with no plan for the event: the official steps with their sources; "Save as our plan" creates the plan; a neighbour gets no button', async () => {
    const { context, page, errors } = await browser.open({ url: own.baseURL });
    await loginAs(context, own.baseURL, user);
    await openFromHeader(page);
    await page.getByRole('button', { name: 'Tornado' }).click();
    const doNow = page.getByRole('region', { name: 'Do now' });
    await doNow.getByText('We have no plan for tornado yet. Recommended steps from official guidance:').waitFor();
    expect(await doNow.getByRole('checkbox').count()).toBe(OFFICIAL_STEPS.tornado.length);
    expect(await doNow.getByRole('link', { name: 'Ready.gov (FEMA): Tornadoes' }).first().getAttribute('href')).toBe(
      'https://www.ready.gov/tornadoes',
    );
    await doNow.getByRole('button', { name: 'Save as our plan' }).click();
    await doNow.getByRole('heading', { name: 'Our tornado plan' }).waitFor();
    expect(await doNow.getByRole('checkbox').count()).toBe(OFFICIAL_STEPS.tornado.length);
    const { items: plans } = await apiCall<{ items: { title: string; eventType: string; visibility: string }[] }>(
      own.baseURL,
      user,
      'GET',
      '/api/plans?tab=mine',
    );
    expect(plans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Our tornado plan', eventType: 'tornado', visibility: 'household' }),
      ]),
    );
    expect(errors).toEqual([]);

    // Someone else's household (they are its owner) gets the button; a chooser of all 13 types.
    const other = await browser.open({ url: own.baseURL });
    await loginAs(other.context, own.baseURL, neighbour);
    await other.page.goto('/emergency');
    await other.page.getByRole('region', { name: 'People' }).waitFor();
    expect(await other.page.getByRole('region', { name: 'What is happening' }).getByRole('button').count()).toBe(
      PLAN_EVENT_TYPES.length,
    );
    expect(await other.page.getByText('Uncle Sol').count()).toBe(0);
  });

  it('offline with the server stopped, after a signed-in visit of the dashboard only: every section opens', async () => {
    const { context, page } = await browser.open({ url: own.baseURL, serviceWorkers: 'allow' });
    await loginAs(context, own.baseURL, user);
    await loadUnderServiceWorker(page, '/dashboard', () =>
      page.getByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}` }).waitFor(),
    );
    // Kept on the device from the signed-in page, /emergency never opened on it.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const req = indexedDB.open('holdfast-offline');
              req.onsuccess = () => resolve(req.result);
              req.onerror = () => reject(req.error);
            });
            if (!db.objectStoreNames.contains('kv')) return false;
            const snapshot = await new Promise<{ state: { queries: { queryKey: unknown[] }[] } } | undefined>(
              (resolve, reject) => {
                const req = db.transaction('kv', 'readonly').objectStore('kv').get('snapshot');
                req.onsuccess = () => resolve(req.result as never);
                req.onerror = () => reject(req.error);
              },
            );
            db.close();
            return (snapshot?.state.queries ?? []).some((q) => q.queryKey[0] === 'emergency');
          }),
        { timeout: 10_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    const { exited } = await own.stopping();
    await page.goto('/emergency');
    await page.getByRole('heading', { level: 1, name: 'Emergency' }).waitFor();
    for (const name of SECTIONS) await page.getByRole('region', { name }).waitFor();
    expect(await page.getByRole('link', { name: 'Call +1 555 0177 (Uncle Sol)' }).getAttribute('href')).toBe(
      'tel:+15550177',
    );
    expect(await page.getByRole('link', { name: 'Text “We are OK” to Uncle Sol' }).getAttribute('href')).toMatch(
      /^sms:/,
    );
    await page.getByRole('region', { name: 'Meet' }).getByText('Grandma’s house').waitFor();
    await page.getByRole('button', { name: 'Flood' }).click();
    await page.getByRole('heading', { name: 'Our flood plan' }).waitFor();
    await page
      .getByRole('region', { name: 'Grab' })
      .getByRole('heading', { name: /^Go bag/ })
      .waitFor();
    // Any other event: the official steps ship with the app.
    await page.getByRole('button', { name: 'Earthquake' }).click();
    await page.getByRole('checkbox', { name: OFFICIAL_STEPS.earthquake[0]!.text }).waitFor();
    expect(await page.getByRole('region', { name: 'Hold out' }).innerText()).toMatch(/days — limited by/);
    await page.getByRole('region', { name: 'People' }).getByText('Type 1 diabetes').waitFor();
    // The banner: the status saying OFFLINE in capitals (a toast is a status too).
    const banner = page.getByRole('status').filter({ hasText: /OFFLINE/ });
    expect(await banner.count()).toBe(1);
    await exited;
    await own.start();
  }, 90_000);
});
