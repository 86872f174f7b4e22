import { ConfirmDialog } from '@web/components/confirm-dialog';
import { messages } from '../messages';

const { t } = messages;

/**
 * "End the emergency for everyone?" (and the practice's), in a module of its own so the emergency
 * screen loads it (and Radix's dialog with it) on the first press of "End emergency" (issue 41,
 * decision 0311): ending is online-only, so the chunk is asked for with a connection. A component,
 * not a re-export, as DeleteDrillDialog (training): a chunk with no code of its own would be
 * merged into the shared confirm-dialog chunk and make every page with a confirm dialog load it
 * as a file of its own.
 */
export function EndIncidentDialog({
  open,
  practice,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  practice: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={practice ? t('endPracticeQuestion') : t('endEmergencyQuestion')}
      description={practice ? t('endPracticeDetail') : t('endEmergencyDetail')}
      cancelLabel={practice ? t('keepPractising') : t('keepOpen')}
      confirmLabel={practice ? t('endPractice') : t('endEmergency')}
      onlineOnly
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
