import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

const spinnerVariants = cva('animate-spin text-primary', {
  variants: { size: { sm: 'size-4', default: 'size-6', lg: 'size-10' } },
  defaultVariants: { size: 'default' },
});

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, for screen readers (default "Loading…"). */
    label?: string;
    /** Also print the label next to the icon. */
    showLabel?: boolean;
  };

/** A live status region: screen readers announce the label when it appears. */
export function Spinner({ label = 'Loading…', showLabel = false, size, className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={spinnerVariants({ size })} />
      <span className={showLabel ? 'font-tactical text-xs' : 'sr-only'}>{label}</span>
    </span>
  );
}
