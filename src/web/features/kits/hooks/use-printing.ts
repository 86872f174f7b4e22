import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed: from `beforeprint` (window.print() or the browser's own
 * Print) to `afterprint`, or while print media applies. The paper-only content is then rendered
 * just for that moment: kept out of the page otherwise, it never doubles what the screen says
 * (for a text search, a screen reader, a test). The state is committed at once (flushSync): the
 * browser lays the page out for paper right after `beforeprint` returns.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('print').matches,
  );
  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(media?.matches ?? false);
    const onMedia = () => (media?.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    media?.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      media?.removeEventListener('change', onMedia);
    };
  }, []);
  return printing;
}
