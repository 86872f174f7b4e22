import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, loginAs, type TestUser } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const browser = useBrowser(baseURL);
/** A real phone photo (JPEG with EXIF GPS), the same fixture the server tests use. */
const PHOTO = path.resolve(import.meta.dirname, '../src/server/test/fixtures/gps-photo.jpg');
const SHOTS = 'docs/screenshots/issue-40';

/** The "Packed n of m" count on the kit view or editor (the print copy says it too, hidden). */
const packedCount = (page: Page, text: string) =>
  page.locator('[data-slot="kit-packed-count"]', { hasText: new RegExp(`^${text}$`) });

/** Visible controls smaller than 44 x 44 px, described, and whether the page scrolls sideways. */
async function phoneCheck(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="combobox"], [role="checkbox"]',
    );
    const small: string[] = [];
    for (const el of controls) {
      // A radio or checkbox inside its label is tapped through the label.
      const target = el.matches('input[type="radio"], input[type="checkbox"]') ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 44 || box.height < 44)
        small.push(
          `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${box.width}x${box.height}`,
        );
    }
    return { small, sideways: document.documentElement.scrollWidth > window.innerWidth };
  });
}

async function signedIn(user: TestUser) {
  const t = await browser.open();
  await loginAs(t.context, baseURL, user);
  return t;
}

describe('emergency kits in a real browser', () => {
  it('template kit + custom item with a photo, shared; another user acquires it; a private kit stays private', async () => {
    const alice = await createVerifiedUser(baseURL, mailSpool);
    const bob = await createVerifiedUser(baseURL, mailSpool);
    const kitName = `Bug-Out ${Date.now().toString(36)}`;

    // Alice: the 72-hour template through the wizard.
    const a = await signedIn(alice);
    await a.page.goto('/kits/new?template=72hour');
    const name = a.page.getByLabel('Kit Name');
    expect(await name.inputValue()).toBe('72-Hour Bug-Out Kit');
    await name.fill(kitName);
    await a.page.getByRole('button', { name: 'Create Kit' }).click();
    await a.page.getByText('72-Hour Kit Created!').waitFor();
    await a.page.waitForURL(/\/kits\/[0-9a-f-]{36}\/edit$/);
    const kitId = /\/kits\/([0-9a-f-]{36})\/edit$/.exec(a.page.url())![1]!;

    // A custom item with an image in Fire & Light.
    const fire = a.page.locator('section[data-category="Fire & Light"]');
    // The editor opens as a packing list: only the first category with items is open.
    await fire.getByRole('button', { name: /^Fire & Light/ }).click();
    await fire.getByRole('button', { name: 'Add Custom Item' }).click();
    const form = fire.getByRole('form', { name: 'New item in Fire & Light' });
    await form.getByLabel('Item Name').fill('Storm Lantern');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Image (optional)').setInputFiles(PHOTO);
    await form.getByRole('button', { name: 'Add Item' }).click();
    await a.page.getByText('Item added', { exact: true }).waitFor();
    // The thumbnail is decorative (alt=""), inside the item's group.
    const thumbnail = fire.getByRole('group', { name: 'Storm Lantern' }).locator('img');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/files\/.+\.webp$/);

    // Make it public (persisted by Save Kit).
    await a.page.getByRole('radio', { name: 'Public' }).check();
    await a.page.getByRole('button', { name: 'Save Kit' }).click();
    await a.page.getByText('Kit saved', { exact: true }).waitFor();

    // Bob finds it under Templates and acquires it.
    const b = await signedIn(bob);
    await b.page.goto('/kits');
    await b.page.getByRole('tab', { name: /^Templates \(\d+\)$/ }).click();
    const card = b.page.locator(`[data-slot="kit-card"][data-kit-id="${kitId}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('24 items');
    await card.getByRole('button', { name: 'Acquire' }).click();
    await b.page.getByText('Template acquired', { exact: true }).waitFor();
    // Acquired once: the card and the kit view say so, disabled.
    const acquired = card.getByRole('button', { name: 'Acquired' });
    await acquired.waitFor();
    expect(await acquired.isDisabled()).toBe(true);
    await b.page.getByRole('tab', { name: 'Acquired (1)' }).click();
    const copy = b.page.locator('[data-slot="kit-card"]', { hasText: `${kitName} (Copy)` });
    await copy.waitFor();
    expect(await copy.innerText()).toContain('24 items');
    await b.page.goto(`/kits/${kitId}`);
    const acquiredOnView = b.page.getByRole('button', { name: 'Acquired' });
    await acquiredOnView.waitFor();
    expect(await acquiredOnView.isDisabled()).toBe(true);

    // Alice's private kit, opened by Bob's URL: 'Kit not found'.
    const secret = await a.page.evaluate(async () => {
      const res = await fetch('/api/kits', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Secret cache' }),
      });
      return ((await res.json()) as { kit: { id: string } }).kit.id;
    });
    await b.page.goto(`/kits/${secret}`);
    await b.page.getByText('Kit not found').waitFor();
    expect(await b.page.getByText('Secret cache').count()).toBe(0);

    expect(a.errors).toEqual([]);
    expect(a.externalRequests).toEqual([]);
    expect(b.externalRequests).toEqual([]);
    // Two users, an upload and an acquisition: more than the default on a busy machine.
  }, 90_000);

  it('a long list shows 24 kits and "Load more kits" adds the rest; the tab counts them all', async () => {
    const carol = await createVerifiedUser(baseURL, mailSpool);
    const c = await signedIn(carol);
    await c.page.goto('/kits');
    await c.page.getByRole('tab', { name: 'My Kits (0)' }).waitFor();
    await c.page.evaluate(async () => {
      for (let i = 1; i <= 30; i += 1) {
        const res = await fetch('/api/kits', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Cache ${String(i).padStart(2, '0')}`, description: 'One of many.' }),
        });
        if (res.status !== 201) throw new Error(`create answered ${res.status}`);
      }
    });
    // Arriving anew (no tab in the address), the list opens on My Kits now that it has kits.
    await c.page.goto('/kits');
    await c.page.getByRole('tab', { name: 'My Kits (30)', selected: true }).waitFor();
    const cards = c.page.locator('[data-slot="kit-card"]');
    await expect.poll(() => cards.count()).toBe(24);
    await c.page.getByText('Showing 24 of 30 kits').waitFor();
    const more = c.page.getByRole('button', { name: 'Load more kits' });
    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots) {
      await more.scrollIntoViewIfNeeded();
      await c.page.screenshot({ path: path.join(shots, 'kits-load-more-1280.png') });
      await c.page.setViewportSize({ width: 390, height: 844 });
      await more.scrollIntoViewIfNeeded();
      await c.page.screenshot({ path: path.join(shots, 'kits-load-more-390.png') });
    }
    await more.click();
    await expect.poll(() => cards.count()).toBe(30);
    await c.page.getByText('Showing 30 of 30 kits').waitFor();
    expect(await c.page.getByRole('button', { name: /Load more/ }).count()).toBe(0);
    // Newest first: the first kit made is the last card.
    expect(await cards.last().innerText()).toContain('Cache 01');
  }, 90_000);

  it('packs a 72-hour kit in the editor: two items ticked, the kit view says "Packed 2 of 23", live in another tab', async () => {
    const dana = await createVerifiedUser(baseURL, mailSpool);
    const d = await signedIn(dana);
    await d.page.goto('/kits/new?template=72hour');
    await d.page.getByRole('button', { name: 'Create Kit' }).click();
    await d.page.waitForURL(/\/kits\/[0-9a-f-]{36}\/edit$/);
    const kitId = /\/kits\/([0-9a-f-]{36})\/edit$/.exec(d.page.url())![1]!;
    await packedCount(d.page, 'Packed 0 of 23').waitFor();

    // The kit view in a second tab, kept live by the realtime feed.
    const view = await d.context.newPage();
    await view.goto(`/kits/${kitId}`);
    await packedCount(view, 'Packed 0 of 23').waitFor();

    // A packing list: one category open, its items compact rows; a 23-item kit fits in a few screens.
    const open = d.page.locator('section[data-category]:has([aria-expanded="true"])');
    expect(await open.count()).toBe(1);
    expect(await d.page.getByLabel('Update Item Image').count()).toBe(0);
    const height = await d.page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(800 * 4);

    const rows = open.locator('[data-slot="kit-item"]');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    for (const n of [0, 1]) {
      const row = rows.nth(n);
      await row.getByRole('checkbox', { name: 'Packed' }).check();
      await row.getByRole('status').getByText('Saved', { exact: true }).waitFor();
      expect(await row.getByRole('checkbox', { name: 'Packed' }).isChecked()).toBe(true);
    }
    await packedCount(d.page, 'Packed 2 of 23').waitFor();
    await packedCount(view, 'Packed 2 of 23').waitFor();

    // On a phone every control of the editor is at least 44 x 44 px, with everything open.
    await d.page.setViewportSize({ width: 390, height: 844 });
    await d.page.getByRole('button', { name: 'Expand all' }).click();
    await rows
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await d.page
      .getByRole('button', { name: 'Add First Item' })
      .or(d.page.getByRole('button', { name: 'Add Custom Item' }))
      .first()
      .click();
    await d.page.getByRole('form').first().waitFor();
    expect(await phoneCheck(d.page)).toEqual({ small: [], sideways: false });
    await d.page.setViewportSize({ width: 1280, height: 800 });

    await d.page.goto(`/kits/${kitId}`);
    await packedCount(d.page, 'Packed 2 of 23').waitFor();
    // On paper: the checklist, a box per item, the two packed ones ticked; the screen's content not.
    await d.page.emulateMedia({ media: 'print' });
    const paper = d.page.locator('[data-slot="kit-print-checklist"]');
    await paper.waitFor();
    expect(await paper.locator('li').count()).toBe(23);
    expect(await paper.locator('li', { hasText: '✓' }).count()).toBe(2);
    expect(await d.page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    if (process.env.E2E_SCREENSHOT_DIR)
      await d.page.screenshot({ path: path.join(process.env.E2E_SCREENSHOT_DIR, 'kit-print.png'), fullPage: true });
    await d.page.emulateMedia({ media: 'screen' });
    await paper.waitFor({ state: 'detached' });
    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots) {
      await d.page.getByRole('button', { name: /^Bag & Carrying System/ }).click();
      await d.page.screenshot({ path: path.join(shots, 'kit-view-1280.png'), fullPage: true });
      await d.page.setViewportSize({ width: 390, height: 844 });
      await d.page.screenshot({ path: path.join(shots, 'kit-view-390.png'), fullPage: true });
      await d.page.goto(`/kits/${kitId}/edit`);
      await packedCount(d.page, 'Packed 2 of 23').waitFor();
      await d.page.screenshot({ path: path.join(shots, 'kit-editor-390.png'), fullPage: true });
      await d.page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await d.page.screenshot({ path: path.join(shots, 'kit-editor-open-row-390.png'), fullPage: true });
      await d.page.setViewportSize({ width: 1280, height: 800 });
      await d.page.screenshot({ path: path.join(shots, 'kit-editor-1280.png'), fullPage: true });
    }
    expect(d.errors).toEqual([]);
    expect(d.externalRequests).toEqual([]);
    // Two tabs, a phone check and the realtime round trip: more than the default on a busy machine.
  }, 90_000);
  it('creates the family go-bag for a household of four with a dog: 12 gallons of water, Rex packed, each item with its source', async () => {
    const dana = await createVerifiedUser(baseURL, mailSpool);
    // Two adults, children of 10 and 6, and Rex the dog (30 kg), US standard.
    await apiCall(baseURL, dana, 'PUT', '/api/readiness/household', {
      adults: 2,
      children9to13: 1,
      children4to8: 1,
      childrenUnder4: 0,
      pregnantOrBreastfeeding: 0,
      pets: [{ name: 'Rex', kind: 'dog', weightKg: 30 }],
      standard: 'us',
      goalDays: 14,
      customLitresPerPerson: null,
    });
    const d = await signedIn(dana);
    await d.page.goto('/kits/new');
    const goBag = d.page.getByRole('button', { name: 'Family Go-Bag' });
    await goBag.waitFor();
    const card = goBag.locator('..');
    await card.getByText('Scaled for 4 people (2 adults, 2 children) and 1 pet').waitFor();
    expect(await card.innerText()).toContain('Source: Ready.gov, American Red Cross');
    expect(await violations(d.page)).toEqual([]);
    await d.page.screenshot({ path: `${SHOTS}/kit-templates-new-kit-1280.png`, fullPage: true });
    await d.page.setViewportSize({ width: 390, height: 844 });
    expect(await phoneCheck(d.page)).toEqual({ small: [], sideways: false });
    await d.page.screenshot({ path: `${SHOTS}/kit-templates-new-kit-390.png`, fullPage: true });
    await d.page.setViewportSize({ width: 1280, height: 800 });

    await goBag.click();
    expect(await d.page.getByLabel('Kit Name').inputValue()).toBe('Family Go-Bag');
    await d.page.getByText('Scaled for 4 people (2 adults, 2 children) and 1 pet').waitFor();
    await d.page.getByRole('button', { name: 'Create Kit' }).click();
    await d.page.getByText('Kit Created!').waitFor();
    await d.page.waitForURL(/\/kits\/[0-9a-f-]{36}\/edit$/);
    const kitId = /\/kits\/([0-9a-f-]{36})\/edit$/.exec(d.page.url())![1]!;

    await d.page.goto(`/kits/${kitId}`);
    const water = d.page.getByRole('region', { name: /^Water & Hydration/ });
    await water.getByRole('button', { name: /^Water & Hydration/ }).click();
    const drinking = water.getByRole('group', { name: 'Drinking water (gallons)' });
    await drinking.getByText('Qty: 12').waitFor();
    const source = drinking.getByRole('link', { name: 'American Red Cross' });
    expect(await source.getAttribute('href')).toBe(
      'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/survival-kit-supplies.html',
    );
    await water.getByRole('group', { name: 'Water for pets (gallons)' }).getByText('Qty: 2').waitFor();
    const food = d.page.getByRole('region', { name: /^Food & Cooking/ });
    await food.getByRole('button', { name: /^Food & Cooking/ }).click();
    await food.getByRole('group', { name: 'Food for Rex (daily portions)' }).getByText('Qty: 3').waitFor();
    await food.getByRole('group', { name: 'Non-perishable food (person-days)' }).getByText('Qty: 12').waitFor();
    expect(await violations(d.page)).toEqual([]);
    await water.scrollIntoViewIfNeeded();
    await d.page.screenshot({ path: `${SHOTS}/kit-templates-go-bag-1280.png`, fullPage: true });
    await d.page.setViewportSize({ width: 390, height: 844 });
    await water.scrollIntoViewIfNeeded();
    await d.page.screenshot({ path: `${SHOTS}/kit-templates-go-bag-390.png` });
    expect(d.errors).toEqual([]);
    expect(d.externalRequests).toEqual([]);
  }, 90_000);
});
