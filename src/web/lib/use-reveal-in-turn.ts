import { useEffect, useState } from 'react';

/**
 * Runs `run` in a task of its own once the browser has had a frame to lay out and paint what is
 * on the page (a frame, then a message to the page itself: the task after that frame). Returns a
 * cancel. Without requestAnimationFrame (no rendering at all), the message alone.
 */
export function afterNextFrame(run: () => void): () => void {
  let cancelled = false;
  let channel: MessageChannel | undefined;
  const post = () => {
    if (cancelled) return;
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel?.port1.close();
      if (!cancelled) run();
    };
    channel.port2.postMessage(null);
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(post) : (post(), 0);
  return () => {
    cancelled = true;
    if (frame) cancelAnimationFrame(frame);
    channel?.port1.close();
  };
}

/**
 * How many of `count` parts of a page to render: `first` at once, then one more in each task after
 * a frame, until all are there (components/reveal-in-turn.tsx renders them). Issue 41: Preact renders a whole tree in one task, and the
 * dashboard's first render was the longest task of its visit (40–130 ms on the bench machine, four
 * times that for Lighthouse's mobile CPU); in turns, each part's render and its layout are tasks of
 * their own and the page answers input between them. Parts are revealed in document order, below
 * what is already there, so nothing on screen moves.
 *
 * A page hidden when it renders (a tab opened in the background: no frames) gets everything at
 * once; one hidden meanwhile gets the rest once it is shown again.
 */
export function useRevealInTurn(count: number, first: number): number {
  const [shown, setShown] = useState(() =>
    typeof document !== 'undefined' && document.visibilityState === 'hidden' ? count : first,
  );
  useEffect(() => {
    if (shown >= count) return;
    return afterNextFrame(() => setShown((n) => n + 1));
  }, [count, shown]);
  return Math.min(shown, count);
}
