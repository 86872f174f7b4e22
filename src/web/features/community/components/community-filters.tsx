import { useId } from 'react';
import { COMMUNITY_SORTS, DEFAULT_COMMUNITY_SORT, type CommunitySort } from '@shared/community/sorts';
import { SearchField } from '@web/components/search-field';
import { Label } from '@web/components/ui/label';
import { Select, SelectItem } from '@web/components/ui/select';
import { messages } from '../messages';

/** Radix Select has no empty value: "all" stands for no filter. */
const ALL = 'all';

export const parseSort = (value: string | null): CommunitySort =>
  COMMUNITY_SORTS.find((s) => s.value === value)?.value ?? DEFAULT_COMMUNITY_SORT;

/** One of `values`, or undefined (no filter) for anything else. */
export const parseChoice = <V extends string>(values: readonly V[], value: string | null): V | undefined =>
  values.find((v) => v === value);

function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="font-tactical text-[0.6875rem] text-muted-foreground">
        {label}
      </Label>
      <Select id={id} className="w-full" value={value} onValueChange={(v) => onChange(v as V)}>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}

/** Search, one filter ("Event type", "Category") with its "All ..." choice, and the sort. */
export function CommunityFilters<F extends string>({
  search,
  onSearchChange,
  searchPlaceholder,
  searchMax,
  filter,
  sort,
  onSortChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  searchMax: number;
  filter: {
    label: string;
    allLabel: string;
    options: readonly { value: F; label: string }[];
    value: F | undefined;
    onChange: (value: F | undefined) => void;
  };
  sort: CommunitySort;
  onSortChange: (value: CommunitySort) => void;
}) {
  return (
    <div
      role="search"
      // Phone-sized tap targets (at least 44 px) for the search box and the two selects.
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_12rem] [&_[role=combobox]]:h-11 [&_input]:h-11"
    >
      <SearchField value={search} onChange={onSearchChange} placeholder={searchPlaceholder} maxLength={searchMax} />
      <SelectField<F | typeof ALL>
        label={filter.label}
        value={filter.value ?? ALL}
        options={[{ value: ALL, label: filter.allLabel }, ...filter.options]}
        onChange={(v) => filter.onChange(v === ALL ? undefined : (v as F))}
      />
      <SelectField
        label={messages.t('sort')}
        value={sort}
        options={COMMUNITY_SORTS.map((s) => ({ value: s.value, label: messages.t(`sort.${s.value}`) }))}
        onChange={onSortChange}
      />
    </div>
  );
}
