import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import type * as Radix from './dialog-radix';
import { createLazyDialog } from './lazy-dialog';

export { dialogBodyClassName, dialogContentClassName } from './dialog-classes';

/** The dialog parts; Radix's code loads when the dialog first opens (lazy-dialog.tsx). */
const lazy = createLazyDialog(() => import('./dialog-radix').then((m) => ({ ...m, Root: m.Dialog })), 'The dialog');

export const Dialog = lazy.Root as (props: ComponentProps<typeof Radix.Dialog>) => React.ReactNode;
export const DialogTrigger = lazy.trigger('DialogTrigger', 'dialog-trigger');
export const DialogPortal = lazy.part('DialogPortal');
export const DialogClose = lazy.part('DialogClose');
export const DialogOverlay = lazy.part('DialogOverlay');
export const DialogContent = lazy.part('DialogContent');
export const DialogTitle = lazy.part('DialogTitle');
export const DialogDescription = lazy.part('DialogDescription');
/** Radix's title without the dialog's style. */
export const DialogBareTitle = lazy.part('DialogBareTitle');

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    // Side padding keeps the title clear of the close button in the top-right corner.
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 px-6 text-center sm:pe-8 sm:ps-0 sm:text-start', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
