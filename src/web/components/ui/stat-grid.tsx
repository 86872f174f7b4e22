import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export interface StatGridItem {
  label: string;
  value: string;
  /** Right after the value, small and muted ("/ 1,000,000"). Include the leading space. */
  unit?: string;
  /** Beside the value in the accent colour (a percentage). */
  aside?: string;
  icon?: ReactNode;
}

type StatGridProps = Omit<ComponentProps<'dl'>, 'children'> & {
  items: readonly StatGridItem[];
  /** Tiles per row from the `sm` breakpoint up (two from 400 px, one below). */
  columns?: 2 | 3 | 4;
};

const columnClass = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/**
 * Instrument read-outs: a label over a large monospace value. Each value flashes briefly when it
 * changes (it is keyed by its text), so live numbers visibly tick.
 */
export function StatGrid({ items, columns = 2, className, ...props }: StatGridProps) {
  return (
    <dl
      data-slot="stat-grid"
      className={cn(
        'grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 min-[400px]:gap-3',
        columnClass[columns],
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <div
          key={item.label}
          data-slot="stat"
          // Under 400 px the tiles stack, each a single row: label left, read-out right.
          className="flex min-w-0 flex-col gap-1.5 border border-border border-s-2 border-s-primary/70 bg-background/60 px-3 py-2.5 max-[399px]:flex-row max-[399px]:flex-wrap max-[399px]:items-center max-[399px]:justify-between"
        >
          <dt className="font-tactical flex items-center gap-1.5 text-[0.6875rem] leading-tight text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0 [&_svg]:text-primary">
            {item.icon}
            {item.label}
          </dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2 font-mono max-[399px]:justify-end">
            <span className="tabular-nums">
              <span
                key={item.value}
                data-slot="stat-value"
                className="animate-stat-tick text-xl font-bold tracking-tight text-foreground sm:text-2xl"
              >
                {item.value}
              </span>
              {item.unit ? <span className="text-xs text-muted-foreground">{item.unit}</span> : null}
            </span>
            {item.aside !== undefined ? (
              <>
                {' '}
                <span
                  key={item.aside}
                  data-slot="stat-aside"
                  className="animate-stat-tick text-sm font-semibold text-primary tabular-nums"
                >
                  {item.aside}
                </span>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
