import type { KitSummary } from '@shared/kits/schemas';

/** The confirmation text (decision 031): what goes, that it is final, who else is affected. */
export function deleteKitText(kit: Pick<KitSummary, 'name' | 'itemCount' | 'visibility'>): string {
  const items =
    kit.itemCount === 0
      ? ''
      : ` ${kit.itemCount === 1 ? 'Its 1 item' : `All ${kit.itemCount} of its items`} will be deleted with it.`;
  const shared =
    kit.visibility === 'public'
      ? ' Other operatives will no longer see it; copies they already acquired stay theirs.'
      : kit.visibility === 'household'
        ? ' Your household will no longer see it; copies they already acquired stay theirs.'
        : '';
  return `Are you sure you want to delete "${kit.name}"?${items}${shared} This action cannot be undone.`;
}
