/**
 * /training-protocols in a real browser: run a drill (checklist and timer), record it, and the
 * family plan shows it as last practised. Every control fits a finger at 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCall, createVerifiedUser, loginAs } from './support/auth';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.TRAINING_SCREENSHOTS;
const browser = useBrowser(baseURL);

/** Visible controls in <main> smaller than 44 x 44 px: their names. */
const smallControls = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main a, main button, main input, main select'))
      .filter((el) => el.offsetParent !== null && !el.closest('.sr-only'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${box.width}x${box.height}`,
      ),
  );

describe('training protocols in a real browser', () => {
  it('a household whose plan is for hurricanes opens on the hurricane drill, with its guide (issue 40)', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await apiCall(baseURL, user, 'POST', '/api/plans', { title: 'Our hurricane plan', eventType: 'hurricane' });
    const { page, context, errors } = await browser.open({ viewport: { width: 390, height: 844 } });
    await loginAs(context, baseURL, user);
    await page.goto('/training-protocols');
    await page.getByRole('heading', { name: 'Timed evacuation with go-bags' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Drop, Cover and Hold On' }).count()).toBe(0);
    expect(await page.getByLabel('Drill', { exact: true }).inputValue()).toBe('hurricane');
    await page.screenshot({ path: 'docs/screenshots/issue-40/training-hurricane-first-390.png' });
    await page.getByRole('link', { name: 'Read the guide: Hurricanes' }).click();
    await page.waitForURL(`${baseURL}/guides/hurricane`);
    await page.getByRole('heading', { level: 1, name: 'Hurricanes' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('runs the blackout drill, records it for an earlier day, and the family plan shows it as last practised', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });

    await page.goto('/training-protocols');
    await page.getByRole('heading', { level: 1, name: 'Training Protocols' }).waitFor();
    await page.getByText('No drills recorded yet.').waitFor();
    await page.getByLabel('Drill', { exact: true }).selectOption('blackout');
    await page.getByRole('heading', { name: 'Lights out' }).waitFor();
    await page.getByRole('checkbox', { name: /Step 1:/ }).check();
    await page.getByRole('checkbox', { name: /Step 2:/ }).check();
    await page.getByText('2 of 6 done', { exact: true }).waitFor();

    const timer = page.getByRole('timer', { name: 'Elapsed time' });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => timer.innerText(), { timeout: 5000 }).toContain('00:01');
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await timer.innerText();
    await page.waitForTimeout(1200);
    expect(await timer.innerText()).toBe(paused);

    await page.getByLabel('Date of the drill').fill('2026-01-15');
    await page.getByRole('button', { name: 'Record drill' }).click();
    await page.getByText('Blackout drill recorded for 15 Jan 2026').waitFor();
    const recorded = page.getByRole('list', { name: 'Recorded drills' }).getByRole('listitem');
    await expect.poll(() => recorded.count()).toBe(1);
    expect(await recorded.first().innerText()).toContain('Blackout drill, 15 Jan 2026');
    expect(await recorded.first().innerText()).toContain(`Recorded by ${user.firstName}`);
    await page.getByText('Last practised 15 Jan 2026.').waitFor();
    // The run starts again: no step ticked, the timer back to zero.
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await timer.innerText()).toContain('00:00');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/training-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await smallControls(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/training-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The family plan shows it, read-only, and links back here.
    await page.getByRole('link', { name: 'Family plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    await page.getByText('Last practised 15 Jan 2026.').waitFor();
    expect(await page.getByLabel('Last practised').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const link = page.getByRole('link', { name: 'Record a drill' });
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    if (SHOTS) {
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/family-plan-practice-390.png` });
    }
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Training Protocols' }).waitFor();
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
});
