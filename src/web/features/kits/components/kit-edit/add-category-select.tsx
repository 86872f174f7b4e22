import { useId } from 'react';
import type { KitItemCategory } from '@shared/constants/kits';
import { OnlineOnly } from '@web/components/online-only';
import { Label } from '@web/components/ui/label';
import { Select, SelectItem } from '@web/components/ui/select';
import { messages } from '../../messages';
import { categoryLabel } from '../kit-labels';

const { t } = messages;

/**
 * The categories a kit screen hides while empty (Documents & Cash, Clothing, Misc,
 * Uncategorized): picking one shows it with its add form open (decision 041). Adding is
 * a write, so offline the picker is disabled with the reason.
 */
export function AddCategorySelect({
  hidden,
  onPick,
}: {
  hidden: readonly KitItemCategory[];
  onPick: (category: KitItemCategory) => void;
}) {
  const id = useId();
  if (hidden.length === 0) return null;
  return (
    <div className="grid gap-2 sm:w-72">
      <Label htmlFor={id}>{t('edit.anotherCategory')}</Label>
      <OnlineOnly>
        <Select
          id={id}
          className="h-11"
          value=""
          placeholder={t('edit.chooseCategory')}
          onValueChange={(v) => onPick(v as KitItemCategory)}
        >
          {hidden.map((c) => (
            <SelectItem key={c} value={c}>
              {categoryLabel(c)}
            </SelectItem>
          ))}
        </Select>
      </OnlineOnly>
    </div>
  );
}
