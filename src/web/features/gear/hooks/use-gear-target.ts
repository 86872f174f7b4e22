import { useEffect, useEffectEvent } from 'react';
import { useLocation } from '@web/lib/router';

/** The article-to-gear scroll delay (docs/product.md#gear-topic-pages). */
export const GEAR_TARGET_DELAY_MS = 300;

/**
 * Calls `onTarget(id)` GEAR_TARGET_DELAY_MS after arriving with a #fragment (View gear,
 * a shared link), once per navigation, so the page has painted before it opens and scrolls.
 */
export function useGearTarget(onTarget: (id: string) => void): void {
  const { hash, key } = useLocation();
  const fire = useEffectEvent(onTarget);
  useEffect(() => {
    let id = '';
    try {
      id = decodeURIComponent(hash.replace(/^#/, ''));
    } catch {
      // A malformed fragment (a stray "%") is no target.
    }
    if (!id) return;
    const timer = window.setTimeout(() => fire(id), GEAR_TARGET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}

/** Scrolls an element into view, smoothly unless the visitor asked for reduced motion. */
export function scrollToElement(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
