import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { dialogBodyClassName, dialogContentClassName } from './dialog-classes';

/** The Radix dialog behind ./dialog.tsx, loaded when a dialog first opens (issue 41). */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-black/75 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the top-right close button (accessible name "Close"). Default true. */
  showCloseButton?: boolean;
  /** Classes for the scrolling body that wraps the children. */
  bodyClassName?: string;
};

export function DialogContent({
  className,
  bodyClassName,
  children,
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(dialogContentClassName, className)} {...props}>
        <div data-slot="dialog-body" className={cn(dialogBodyClassName, bodyClassName)}>
          {children}
        </div>
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-3 inset-e-3 z-10 inline-flex size-8 max-sm:top-1.5 max-sm:inset-e-1.5 max-sm:size-11 cursor-pointer items-center justify-center rounded-sm bg-popover text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
          >
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{messages.t('close')}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-tactical text-base leading-tight font-bold text-primary', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** Radix's title without the dialog's style (a guide's own title in the article dialog). */
export const DialogBareTitle = DialogPrimitive.Title;
