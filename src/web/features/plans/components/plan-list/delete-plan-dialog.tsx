import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DELETE_PLAN_TEXT } from './use-plan-actions';

/** The spec's confirmation (part-2 section 2); Cancel takes the focus first. */
export function DeletePlanDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${title}”?`}
      description={DELETE_PLAN_TEXT}
      confirmLabel="Delete Plan"
      onCancel={() => onOpenChange(false)}
      onConfirm={onConfirm}
    />
  );
}
