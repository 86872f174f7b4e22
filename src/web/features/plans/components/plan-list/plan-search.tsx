import { PLAN_SEARCH_MAX } from '@shared/constants/plans';
import { SearchField } from '@web/components/search-field';
import { messages } from '../../messages';

const { t } = messages;

/** The plans search box. The server filters. */
export function PlanSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className="max-w-xl">
      <SearchField value={value} onChange={onChange} placeholder={t('list.search')} maxLength={PLAN_SEARCH_MAX} />
    </div>
  );
}
