import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import type { KitItem } from '@shared/kits/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { toast } from '@web/components/ui/toast';
import { useUpdateKitItem } from '@web/features/kits/hooks/use-kit-edit-mutations';
import { isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { cn } from '@web/lib/utils';
import { messages } from '../../messages';
import { itemDisplayName } from './kit-format';

const { t } = messages;

/**
 * The item's "Packed" tick, saved at once (one PATCH of `packed`), on the kit view and in the
 * editor, for whoever may edit the kit. It shows the requested state while the request runs and
 * falls back to the saved one if it fails; a click while it runs is
 * ignored (one request at a time, so answers cannot arrive out of order). `onSaved` tells the row a change was saved.
 * The label box is the tap target: at least 44 x 44 px. Named after its item ("Packed: Water
 * bottles", decision 0295): a screen reader's list of checkboxes is not 23 times "Packed".
 */
export function PackedCheckbox({
  kitId,
  item,
  onSaving,
  onSaved,
  className,
}: {
  kitId: string;
  item: KitItem;
  onSaving?: () => void;
  onSaved?: () => void;
  className?: string;
}) {
  const update = useUpdateKitItem(kitId);
  // The state asked for, set in the click itself: the mutation's own state reaches the component a
  // task later, and a controlled checkbox would show the old state in between.
  const [requested, setRequested] = useState<boolean>();
  const checked = requested ?? item.packed;

  const onChange = (packed: boolean) => {
    // One request at a time: a second click while the first is on its way waits for its answer.
    if (requested !== undefined) return;
    setRequested(packed);
    onSaving?.();
    update.mutate(
      { itemId: item.id, input: { packed } },
      {
        onSettled: () => setRequested(undefined),
        onSuccess: () => onSaved?.(),
        onError: (err) => {
          if (isSessionExpired(err)) return;
          logUnexpected('Packing a kit item failed', err);
          toast.error(t('error'), t('item.updateFailed'));
        },
      },
    );
  };

  return (
    // The native checkbox covers the whole label (invisible), so the tap target is the 44 px box
    // while the drawn box stays small; the drawing follows `checked`.
    <label
      className={cn(
        'relative flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-sm px-2 text-sm hover:bg-secondary',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
        className,
      )}
    >
      <OnlineOnly>
        <input
          type="checkbox"
          checked={checked}
          aria-busy={requested !== undefined || undefined}
          aria-label={t('item.packedNamed', { name: itemDisplayName(item) })}
          onChange={(e) => onChange(e.target.checked)}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </OnlineOnly>
      <span
        aria-hidden="true"
        data-checked={checked || undefined}
        className="flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-input bg-background text-primary-foreground data-[checked]:border-primary data-[checked]:bg-primary"
      >
        {checked ? <CheckIcon className="size-4" strokeWidth={3} /> : null}
      </span>
      <span>{t('packed')}</span>
    </label>
  );
}
