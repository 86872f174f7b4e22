import type { ReactElement } from 'react';
import { useRevealInTurn } from '@web/lib/use-reveal-in-turn';

/**
 * `children` (keyed elements), the first `first` at once and the others one a task after a frame
 * (useRevealInTurn), in order, each below the ones before. Its own state: a turn re-renders this
 * alone, and the parts already shown are the same elements, so neither React nor Preact renders
 * them again (a page-level state re-rendered every card at each turn).
 */
export function RevealInTurn({ first, children }: { first: number; children: readonly ReactElement[] }) {
  const shown = useRevealInTurn(children.length, first);
  return <>{children.slice(0, shown)}</>;
}
