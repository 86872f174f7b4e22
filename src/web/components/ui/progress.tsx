import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

const indicatorVariants = cva('h-full w-full flex-1 transition-transform duration-500 ease-out', {
  variants: {
    tone: {
      default: 'bg-primary',
      // Optimal and good are a green gradient (docs/product.md#messages-shared-by-every-screen).
      optimal: 'bg-linear-to-r from-good to-optimal',
      good: 'bg-linear-to-r from-good to-optimal',
      low: 'bg-low',
      critical: 'bg-critical',
    },
  },
  defaultVariants: { tone: 'default' },
});

export type ProgressTone = NonNullable<VariantProps<typeof indicatorVariants>['tone']>;

/** Clamp to 0..max (NaN becomes 0). Radix logs an error for out-of-range values. */
export function clampProgress(value: number, max = 100): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

export type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  max?: number;
  /** What assistive technology reads (aria-valuetext); by default the percentage, rounded. */
  getValueLabel?: (value: number, max: number) => string;
  /** Percentage (or 0..max). Out-of-range values are clamped; null means indeterminate. */
  value?: number | null;
  /** Colour of the bar; resource statuses map straight onto it. */
  tone?: ProgressTone;
  indicatorClassName?: string;
};

const defaultValueLabel = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/**
 * Needs an accessible name: pass aria-label or aria-labelledby. The markup Radix's Progress
 * rendered (role, aria-value*, data-state/-value/-max on the bar and its indicator), without
 * Radix in the first load of the pages that show one (issue 41).
 */
export function Progress({
  className,
  value,
  max = 100,
  tone,
  indicatorClassName,
  getValueLabel = defaultValueLabel,
  ...props
}: ProgressProps) {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 100;
  const clamped = value === null || value === undefined ? null : clampProgress(value, safeMax);
  const percent = clamped === null ? 0 : (clamped / safeMax) * 100;
  const state = clamped === null ? 'indeterminate' : clamped === safeMax ? 'complete' : 'loading';
  const data = { 'data-state': state, 'data-value': clamped ?? undefined, 'data-max': safeMax };
  return (
    <div
      aria-valuemax={safeMax}
      aria-valuemin={0}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={clamped === null ? undefined : getValueLabel(clamped, safeMax)}
      role="progressbar"
      {...data}
      data-slot="progress"
      data-tone={tone ?? 'default'}
      className={cn('relative h-2 w-full overflow-hidden rounded-sm bg-muted', className)}
      {...props}
    >
      <div
        {...data}
        data-slot="progress-indicator"
        className={cn(indicatorVariants({ tone }), indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
