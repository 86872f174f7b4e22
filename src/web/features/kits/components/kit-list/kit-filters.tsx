import { useId } from 'react';
import { KIT_CATEGORIES } from '@shared/constants/kits';
import { KIT_SEARCH_MAX } from '@shared/kits/limits';
import { SearchField } from '@web/components/search-field';
import { Label } from '@web/components/ui/label';
import { Select, SelectItem } from '@web/components/ui/select';
import { messages } from '../../messages';
import { categoryLabel } from '../kit-labels';

const { t } = messages;

export type KitCategory = (typeof KIT_CATEGORIES)[number];

/** Radix Select has no empty value: "all" stands for no category filter. */
const ALL = 'all';

export function parseKitCategory(value: string | null): KitCategory | undefined {
  return (KIT_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as KitCategory) : undefined;
}

export function KitFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  category: KitCategory | undefined;
  onCategoryChange: (value: KitCategory | undefined) => void;
}) {
  const categoryId = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
      <SearchField value={search} onChange={onSearchChange} placeholder={t('list.search')} maxLength={KIT_SEARCH_MAX} />
      <div className="grid gap-1.5">
        <Label htmlFor={categoryId} className="font-tactical text-[0.6875rem] text-muted-foreground">
          {t('list.category')}
        </Label>
        <Select id={categoryId} value={category ?? ALL} onValueChange={(v) => onCategoryChange(parseKitCategory(v))}>
          <SelectItem value={ALL}>{t('list.allCategories')}</SelectItem>
          {KIT_CATEGORIES.map((c) => (
            <SelectItem key={c} value={c}>
              {categoryLabel(c)}
            </SelectItem>
          ))}
        </Select>
      </div>
    </div>
  );
}
