import { ConfirmDialog } from '@web/components/confirm-dialog';
import { messages } from '../messages';

/**
 * The drill list's delete question, in a module of its own so the list loads it (and Radix's
 * dialog with it) on the first delete press (issue 41). A component, not a re-export: a chunk with
 * no code of its own would be merged into the shared confirm-dialog chunk and make every other
 * page that shows a confirm dialog load that chunk as a file of its own.
 */
export function DeleteDrillDialog({
  open,
  description,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  description: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={messages.t('confirm.title')}
      description={description}
      confirmLabel={messages.t('confirm.delete')}
      onlineOnly
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
