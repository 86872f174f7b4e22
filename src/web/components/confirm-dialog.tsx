import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { messages } from './messages';
import { OnlineOnly } from './online-only';

/**
 * A yes/no question before something that cannot be taken back (delete, leave unsaved work).
 * Cancel takes the focus first; closing the dialog any other way counts as Cancel.
 * `onlineOnly`: the confirmed action writes to the server, so offline its button is disabled with
 * the reason while the dialog stays open (decision 239); it can go ahead once the connection is back.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel = messages.t('cancel'),
  confirmLabel,
  onlineOnly = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  onlineOnly?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const action = (
    <AlertDialogAction variant="destructive" onClick={onConfirm}>
      {confirmLabel}
    </AlertDialogAction>
  );
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>{cancelLabel}</AlertDialogCancel>
          {onlineOnly ? <OnlineOnly>{action}</OnlineOnly> : action}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
