import type { CommunityKit } from '@shared/community/schemas';
import type { KitDetail } from '@shared/kits/schemas';
import { communityApi } from '../api/community-api';
import { CommunityCard, type AcquireTexts } from './community-card';

/** The kit list's words for someone else's public kit (decision 040). */
const KIT_ACQUIRE_TEXTS: AcquireTexts<KitDetail> = {
  done: 'Kit acquired',
  doneText: (copy) => `${copy.name} is now in your Acquired kits.`,
  already: 'You have already acquired this kit',
  failed: 'Failed to acquire kit',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function KitCommunityCard({ kit }: { kit: CommunityKit }) {
  const categories = Object.keys(kit.categoryCounts).length;
  return (
    <CommunityCard
      item={kit}
      kind="kits"
      title={kit.name}
      badge="EMERGENCY KIT"
      viewLabel="Preview Items"
      acquire={communityApi.acquireKit}
      texts={KIT_ACQUIRE_TEXTS}
    >
      <p className="font-mono text-xs text-primary">
        {plural(kit.itemCount, 'item', 'items')} · {plural(categories, 'category', 'categories')}
      </p>
    </CommunityCard>
  );
}
