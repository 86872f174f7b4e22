import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** Placeholder block. Decorative: announce loading elsewhere (e.g. a Spinner or aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-sm bg-muted', className)}
      {...props}
    />
  );
}
