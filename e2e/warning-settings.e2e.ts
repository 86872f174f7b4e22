/**
 * Official warnings' settings in a real browser (issue 38, decision 281): a member chooses Minor
 * too, sets quiet hours, saves (toast), and finds them after a reload; the section is axe clean
 * and does not scroll sideways at 390 px. Screenshots at 1280x800 and 390x844 when
 * WARNINGS_SCREENSHOTS names a folder (docs/screenshots/issue-38/).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser, loginAs } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
const SHOTS = process.env.WARNINGS_SCREENSHOTS;
const browser = useBrowser(baseURL);

async function shots(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Official warnings' });
  if (SHOTS) {
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-1280x800.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  if (SHOTS) {
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-390x844.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('official warnings settings in a real browser', () => {
  it('a member chooses Minor warnings and quiet hours, saves, and finds them after a reload; axe clean', async () => {
    const member = await createVerifiedUser(baseURL, mailSpool);
    const { context, page } = await browser.open();
    await loginAs(context, baseURL, member);
    await page.goto('/profile-settings');
    const form = page.getByRole('form', { name: 'Official warnings' });
    const severities = form.getByRole('group', { name: 'Warnings that notify me' });
    await severities.getByRole('checkbox', { name: 'Minor' }).check();
    await form.getByLabel('From', { exact: true }).fill('22:30');
    await form.getByLabel('To', { exact: true }).fill('06:45');
    expect(await violations(page)).toEqual([]);
    await shots(page, 'warning-settings');

    await form.getByRole('button', { name: 'Save warning settings' }).click();
    await page.getByText('Warning settings saved', { exact: true }).waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('form', { name: 'Official warnings' }).getByLabel('From', { exact: true }).inputValue(),
      )
      .toBe('22:30');
    expect(await form.getByLabel('To', { exact: true }).inputValue()).toBe('06:45');
    expect(await severities.getByRole('checkbox', { name: 'Minor' }).isChecked()).toBe(true);
    expect(await severities.getByRole('checkbox', { name: 'Extreme' }).isChecked()).toBe(true);
  });
});
