import type { KitSummary } from '@shared/kits/schemas';
import { messages } from '../../messages';

const { t } = messages;

/** The confirmation text (decision 031): what goes, that it is final, who else is affected. */
export function deleteKitText(kit: Pick<KitSummary, 'name' | 'itemCount' | 'visibility'>): string {
  const items = kit.itemCount === 0 ? '' : ` ${t('delete.items', { count: kit.itemCount })}`;
  const shared =
    kit.visibility === 'public'
      ? ` ${t('delete.public')}`
      : kit.visibility === 'household'
        ? ` ${t('delete.household')}`
        : '';
  return `${t('delete.sure', { name: kit.name })}${items}${shared} ${t('delete.final')}`;
}
