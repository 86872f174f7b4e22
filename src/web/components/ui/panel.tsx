import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';

const statusLightVariants = cva('inline-block size-2 shrink-0 rounded-full bg-current shadow-[0_0_6px_currentColor]', {
  variants: {
    status: {
      online: 'text-optimal',
      standby: 'text-low',
      alert: 'text-critical',
      offline: 'text-muted-foreground shadow-none',
    },
  },
  defaultVariants: { status: 'online' },
});

export type PanelStatus = NonNullable<VariantProps<typeof statusLightVariants>['status']>;

type StatusLightProps = ComponentProps<'span'> & {
  status?: PanelStatus;
  /** Text for screen readers when the light means something; without it the light is decorative. */
  label?: string;
};

/** A small glowing indicator lamp. Colour alone never carries meaning: pass `label` when it matters. */
export function StatusLight({ status = 'online', label, className, ...props }: StatusLightProps) {
  return (
    <span data-slot="status-light" data-status={status} className="inline-flex items-center" {...props}>
      <span aria-hidden="true" className={cn(statusLightVariants({ status }), className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

export function PanelHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="panel-header"
      // Tall enough for a small button in the actions slot, so titled panels line up in a row.
      className={cn('mb-4 flex min-h-[calc(2.75rem+1px)] items-center gap-2.5 border-b border-border pb-3', className)}
      {...props}
    />
  );
}

type PanelTitleProps = ComponentProps<'h2'> & { level?: 2 | 3 | 4 };

export function PanelTitle({ level = 2, className, ...props }: PanelTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="panel-title"
      className={cn('font-tactical text-xs leading-none font-semibold text-primary sm:text-sm', className)}
      {...props}
    />
  );
}

export function PanelContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="panel-content" className={cn('text-sm', className)} {...props} />;
}

export function PanelFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="panel-footer"
      className={cn('mt-4 flex items-center gap-2 border-t border-border pt-3', className)}
      {...props}
    />
  );
}

export type PanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Rendered as a monospace heading with a status light; also names the section landmark. */
  title?: ReactNode;
  /** Heading level of `title` (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Colour of the status light next to the title. */
  status?: PanelStatus;
  /** Screen-reader text for the status light (e.g. "Systems online"). */
  statusLabel?: string;
  /** Controls on the right of the title row. */
  actions?: ReactNode;
};

/** Heads-up-display panel: thin border, amber corner brackets, optional titled header. */
export function Panel({
  title,
  headingLevel = 2,
  status = 'online',
  statusLabel,
  actions,
  className,
  children,
  ...props
}: PanelProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false;
  return (
    <section
      data-slot="panel"
      aria-labelledby={hasTitle ? titleId : undefined}
      className={cn('hud-panel relative rounded-none bg-card p-5 text-card-foreground shadow-sm', className)}
      {...props}
    >
      {hasTitle ? (
        <PanelHeader>
          <StatusLight status={status} label={statusLabel} />
          <PanelTitle id={titleId} level={headingLevel}>
            {title}
          </PanelTitle>
          {actions ? <div className="ms-auto flex items-center gap-2">{actions}</div> : null}
        </PanelHeader>
      ) : null}
      {children}
    </section>
  );
}
