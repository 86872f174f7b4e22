/**
 * Issue 43's browser journeys: a signed-in page in a language, what a longer language's words
 * push past the window's edge, and the pictures of each page for a human look.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginAs, speaks, type TestUser } from './auth';
import type { useBrowser } from './browser';

/** A signed-in page of `user`, who reads Holdfast in `locale` (saved and in the cookie) before anything loads. */
export async function openSpeaking(
  browser: ReturnType<typeof useBrowser>,
  baseURL: string,
  user: TestUser,
  locale: string,
) {
  const t = await browser.open();
  await speaks(t.context, baseURL, user, locale);
  await loginAs(t.context, baseURL, user);
  return t;
}

/**
 * What sticks out past the right edge of the window: longer words must wrap, not widen the page.
 */
export const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      // A row that scrolls sideways on purpose (a carousel) holds wider content by design.
      .filter((el) => !el.closest('[class*="overflow-x-auto"]'))
      // The innermost: the element that is too wide, not every box around it.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().width)}px: ${(el.textContent ?? '').slice(0, 60)}`,
      )
      .slice(0, 40),
  );

/** Where the screenshots for a human look go (docs/screenshots/issue-43; nothing is taken without it). */
export const SHOTS = process.env.I18N_SCREENSHOTS;
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways, in px (0 or less: not at all). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The page at 1280x800 and on a phone (390x844), each from its top (a sticky header drawn at the
 * top of a full-page picture): at neither size does it scroll sideways, on the phone nothing sticks
 * out (unless `checkFit: false`), and with SHOTS set each is pictured as `<SHOTS>/<name>-<width>.png`,
 * the whole page or, with `fullPage: false`, the window as it shows it. Ends at 1280x800.
 */
export async function shoot(
  page: Page,
  name: string,
  { fullPage = true, checkFit = true }: { fullPage?: boolean; checkFit?: boolean } = {},
) {
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (checkFit) {
      expect(await overflow(page), `${name} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);
      if (size === PHONE) expect(await overflowing(page), `${name} at ${size.width} px`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage });
  }
  await page.setViewportSize(DESKTOP);
}
