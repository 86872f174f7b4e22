import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import type * as Radix from './alert-dialog-radix';
import { createLazyDialog } from './lazy-dialog';

/** The alert dialog parts; Radix's code loads when the dialog first opens (lazy-dialog.tsx). */
const lazy = createLazyDialog(
  () => import('./alert-dialog-radix').then((m) => ({ ...m, Root: m.AlertDialog })),
  'The alert dialog',
);

export const AlertDialog = lazy.Root as (props: ComponentProps<typeof Radix.AlertDialog>) => React.ReactNode;
export const AlertDialogTrigger = lazy.trigger('AlertDialogTrigger', 'alert-dialog-trigger');
export const AlertDialogPortal = lazy.part('AlertDialogPortal');
export const AlertDialogOverlay = lazy.part('AlertDialogOverlay');
export const AlertDialogContent = lazy.part('AlertDialogContent');
export const AlertDialogTitle = lazy.part('AlertDialogTitle');
export const AlertDialogDescription = lazy.part('AlertDialogDescription');
/** The confirming button. Closes the dialog after its onClick; pass variant="destructive" for irreversible actions. */
export const AlertDialogAction = lazy.part('AlertDialogAction');
/** The safe choice; receives focus when the dialog opens. */
export const AlertDialogCancel = lazy.part('AlertDialogCancel');

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-header"
      className={cn('flex flex-col gap-1.5 text-center sm:text-start', className)}
      {...props}
    />
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
