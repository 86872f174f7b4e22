import { CheckIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

export type StepState = 'done' | 'current' | 'upcoming';

/** Where step `n` stands when step `current` is open (both from 1). */
export const stepState = (n: number, current: number): StepState =>
  n < current ? 'done' : n === current ? 'current' : 'upcoming';

/**
 * A wizard step's circle: its number, filled when open, a check once done. Decoration only
 * (aria-hidden): the step's label and state are said in words beside it.
 */
export function StepMarker({ n, state }: { n: number; state: StepState }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full border font-mono text-xs font-bold',
        state === 'current' && 'border-primary bg-primary text-primary-foreground',
        state === 'done' && 'border-primary text-primary',
        state === 'upcoming' && 'border-border text-muted-foreground',
      )}
    >
      {state === 'done' ? <CheckIcon className="size-4" /> : n}
    </span>
  );
}
