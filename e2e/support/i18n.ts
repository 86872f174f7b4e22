/**
 * Issue 43's browser journeys: a signed-in page in a language, and what a longer language's words
 * push past the window's edge.
 */
import type { Page } from 'playwright-core';
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
