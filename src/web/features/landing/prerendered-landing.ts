/**
 * What the prerendered landing does before React is loaded (decision 195). Nothing here imports
 * React: landing-main.ts runs it at first load, and React loads and hydrates the page only when
 * the visitor starts to use it (`wakeOnInteraction`).
 */
import type { CommunityStats } from '@shared/stats';
import { communityStatTexts, intlTagOfLang } from '@web/lib/stats/community-stat-text';

/** The Mission Status grid as the prerender wrote it (mission-status-panel.tsx). */
export const LIVE_STATS_SELECTOR = '[data-live="community-stats"]';

/**
 * Write `stats` into the prerendered grid as the React grid would render them (the same text,
 * so hydration later finds what it renders). A changed read-out is a new element, as React's
 * keyed one is, so its tick animation plays again.
 */
export function writeCommunityStats(grid: Element, stats: CommunityStats) {
  const tiles = grid.querySelectorAll('[data-slot="stat"]');
  communityStatTexts(stats, intlTagOfLang(grid.ownerDocument.documentElement.lang)).forEach((text, i) => {
    const tile = tiles[i];
    if (!tile) return;
    replaceText(tile.querySelector('[data-slot="stat-value"]'), text.value);
    if (text.aside !== undefined) replaceText(tile.querySelector('[data-slot="stat-aside"]'), text.aside);
  });
}

function replaceText(el: Element | null, text: string) {
  if (!el || el.textContent === text) return;
  const fresh = el.cloneNode(false);
  fresh.textContent = text;
  el.replaceWith(fresh);
}

/** What starts the hydration: the first sign the visitor is using the page. */
export const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `hydrate` once, on the first of WAKE_EVENTS or the first call of the returned `wake`.
 * Until `hydrate` has resolved (React has hydrated the page), a click on a button is held back
 * (the button has no handler yet) and replayed once it has: the click that woke the page is not
 * lost. Links are left to the browser: they work as plain links.
 */
export function wakeOnInteraction(hydrate: () => Promise<void>, doc: Document = document): () => Promise<void> {
  let started: Promise<void> | null = null;
  let held: HTMLElement | null = null;

  const hold = (e: Event) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!button || button.disabled) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held = button;
    void wake();
  };
  const onEvent = () => void wake();
  const done = () => {
    doc.removeEventListener('click', hold, true);
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  };

  const wake = () => {
    if (started) return started;
    for (const type of WAKE_EVENTS) doc.removeEventListener(type, onEvent, true);
    started = hydrate().then(done, (err: unknown) => {
      doc.removeEventListener('click', hold, true);
      held = null;
      console.error('The landing could not start', err);
    });
    return started;
  };

  doc.addEventListener('click', hold, true);
  for (const type of WAKE_EVENTS) doc.addEventListener(type, onEvent, { capture: true, passive: true });
  return wake;
}
