import { useContext, useEffect, useLayoutEffect } from 'react';
import { RouterContext, StateContext } from './context';
import type { DataRouter } from './router';

const STORAGE_KEY = 'holdfast-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = new WeakMap<DataRouter, Record<string, number>>();
function savedOf(router: DataRouter): Record<string, number> {
  let saved = positions.get(router);
  if (!saved) positions.set(router, (saved = readSaved()));
  return saved;
}

/**
 * The browser's scroll handling, for an app that renders its pages itself: a new page starts at
 * the top (or at its #hash), back/forward and a reload return to where that entry was left.
 * Positions are kept per history entry (location.key) in sessionStorage.
 */
export function ScrollRestoration() {
  const router = useContext(RouterContext);
  const state = useContext(StateContext);
  if (!router || !state) throw new Error('<ScrollRestoration> needs a <RouterProvider> above it');
  const { location, preventScrollReset } = state;

  useEffect(() => {
    const saved = savedOf(router);
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      saved[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    const stop = router.beforeCommit((from) => {
      saved[from.key] = window.scrollY;
    });
    // Leaving (reload, another site): the current entry's position, for when it comes back.
    window.addEventListener('pagehide', save);
    return () => {
      stop();
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, [router]);

  useLayoutEffect(() => {
    const y = savedOf(router)[location.key];
    if (y !== undefined) return restoreTo(y);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [router, location, preventScrollReset]);
  return null;
}

/** How long a returning page may take to grow tall enough for its position. */
const RESTORE_MS = 3000;
const STOPPED_BY = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y`. A page that is not that tall yet (its parts render in turns, decision 0367, or
 * its data is still coming) is scrolled again at each frame until it reaches `y`, for up to
 * RESTORE_MS, unless the reader scrolls or presses a key first. Returns the stop.
 */
function restoreTo(y: number): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1 || typeof requestAnimationFrame !== 'function') return () => {};
  const until = performance.now() + RESTORE_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of STOPPED_BY) window.removeEventListener(type, stop);
  };
  const again = () => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(again);
  };
  for (const type of STOPPED_BY) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(again);
  return stop;
}
