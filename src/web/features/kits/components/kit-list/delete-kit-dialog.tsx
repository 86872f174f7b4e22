import type { KitSummary } from '@shared/kits/schemas';
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

/** The confirmation text (docs/decisions.md 031): what goes, that it is final, who else is affected. */
export function deleteKitText(kit: Pick<KitSummary, 'name' | 'itemCount' | 'isPublic'>): string {
  const items =
    kit.itemCount === 0
      ? ''
      : ` ${kit.itemCount === 1 ? 'Its 1 item' : `All ${kit.itemCount} of its items`} will be deleted with it.`;
  const shared = kit.isPublic
    ? ' Other operatives will no longer see it; copies they already acquired stay theirs.'
    : '';
  return `Are you sure you want to delete "${kit.name}"?${items}${shared} This action cannot be undone.`;
}

export function DeleteKitDialog({
  kit,
  open,
  onOpenChange,
  onConfirm,
}: {
  kit: KitSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this kit?</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{deleteKitText(kit)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Delete Kit
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
