import type { CommunityKit } from '@shared/community/schemas';
import type { KitDetail } from '@shared/kits/schemas';
import { communityApi } from '../api/community-api';
import { messages } from '../messages';
import { CommunityCard, type AcquireTexts } from './community-card';

const { t } = messages;

/** The kit list's words for someone else's public kit (decision 040). */
const kitAcquireTexts = (): AcquireTexts<KitDetail> => ({
  done: t('kit.done'),
  doneText: (copy) => t('kit.doneText', { name: copy.name }),
  already: t('kit.already'),
  failed: t('kit.failed'),
});

export function KitCommunityCard({ kit }: { kit: CommunityKit }) {
  const categories = Object.keys(kit.categoryCounts).length;
  return (
    <CommunityCard
      item={kit}
      kind="kits"
      title={kit.name}
      badge={t('kit.badge')}
      viewLabel={t('kit.view')}
      acquire={communityApi.acquireKit}
      texts={kitAcquireTexts()}
    >
      <p className="font-mono text-xs text-primary">{t('kit.counts', { items: kit.itemCount, categories })}</p>
    </CommunityCard>
  );
}
