import { useId } from 'react';
import { CORE_KIT_CATEGORIES, KIT_ITEM_CATEGORY_VALUES } from '@shared/constants/kits';
import { API_ERROR_CODES } from '@shared/error-codes';
import type { KitSummary } from '@shared/kits/schemas';
import { CardActions } from '@web/components/card-actions';
import { Badge } from '@web/components/ui/badge';
import { toast } from '@web/components/ui/toast';
import { VisibilityBadge } from '@web/components/visibility-badge';
import { useAcquireKit, useDeleteKit, useDuplicateKit } from '@web/features/kits/hooks/use-kit-actions';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { messages } from '../../messages';
import { categoryLabel, kitDate } from '../kit-labels';
import { deleteKitText } from './delete-kit-text';

const { t } = messages;

/**
 * Which tab the card sits in: my kits (with the kits other members share with my household), my
 * acquired copies, or someone else's public kit (a template).
 */
export type KitCardKind = 'mine' | 'acquired' | 'template';

const CATEGORY_ORDER: readonly string[] = [
  ...CORE_KIT_CATEGORIES,
  ...KIT_ITEM_CATEGORY_VALUES.filter((c) => !(CORE_KIT_CATEGORIES as readonly string[]).includes(c)),
];

/** Non-empty categories in the order kit screens use (core first), unknown names last. */
export function categoryCountsInOrder(counts: Readonly<Record<string, number>>): [string, number][] {
  const rank = (c: string) => {
    const i = CATEGORY_ORDER.indexOf(c);
    return i === -1 ? CATEGORY_ORDER.length : i;
  };
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Errors the handler already toasted (an ended session) stay quiet here. */
function failed(title: string, err: unknown) {
  if (isSessionExpired(err)) return;
  toast.error(title, expectedErrorMessage(err));
}

export interface KitCardProps {
  kit: KitSummary;
  kind: KitCardKind;
  /** Called once the kit is deleted and gone from the list (the page moves focus). */
  onDeleted?: () => void;
}

export function KitCard({ kit, kind, onDeleted }: KitCardProps) {
  const titleId = useId();
  const duplicate = useDuplicateKit({
    onSuccess: (copy) => toast.success(t('card.duplicated'), t('card.duplicatedText', { name: copy.name })),
    onError: (err) => failed(t('card.duplicateFailed'), err),
  });
  const isTemplate = kind === 'template';
  const acquire = useAcquireKit({
    onSuccess: (copy) =>
      toast.success(
        t(isTemplate ? 'card.templateAcquired' : 'card.kitAcquired'),
        t('card.acquiredText', { name: copy.name }),
      ),
    onError: (err) => {
      if (isApiError(err, API_ERROR_CODES.conflict)) {
        // Neutral, as on the kit view (decision 040): the viewer already has the copy.
        toast.message(t('alreadyAcquired'), t(isTemplate ? 'card.alreadyTemplate' : 'card.alreadyKit'));
      } else {
        failed(t(isTemplate ? 'card.acquireTemplateFailed' : 'card.acquireKitFailed'), err);
      }
    },
  });
  const remove = useDeleteKit({
    onSuccess: () => toast.success(t('card.deleted'), t('card.deletedText', { name: kit.name })),
    onError: (err) => failed(t('card.deleteFailed'), err),
    onRefreshed: (deleted) => {
      if (deleted) onDeleted?.();
    },
  });
  const busy = duplicate.isPending || acquire.isPending || remove.isPending;
  // Someone else's public kit. The household's own kits are the family's already: no Acquire on
  // them (decision 0291).
  const canAcquire = kit.visibility === 'public' && !kit.isOwner;
  const categories = categoryCountsInOrder(kit.categoryCounts);

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-slot="kit-card"
      data-kit-id={kit.id}
      className="hud-panel relative flex h-full flex-col gap-3 bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        {isTemplate ? (
          <Badge variant="secondary">{t('card.template')}</Badge>
        ) : (
          <VisibilityBadge visibility={kit.visibility} caps />
        )}
        {kind === 'acquired' ? <Badge variant="secondary">{t('card.acquired')}</Badge> : null}
      </div>

      <h3 id={titleId} className="text-lg leading-tight font-bold break-words">
        {kit.name}
      </h3>
      {kit.description ? (
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{kit.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">{t('card.noDescription')}</p>
      )}

      <p className="font-mono text-xs text-primary">
        {t('items', { count: kit.itemCount })} · {t('categories', { count: categories.length })}
      </p>
      {categories.length > 0 ? (
        <ul aria-label={t('itemsPerCategory')} className="flex flex-wrap gap-1.5">
          {categories.map(([category, count]) => (
            <li
              key={category}
              className="inline-flex items-center gap-1.5 rounded-sm border border-border bg-background/60 px-2 py-0.5 text-xs text-muted-foreground"
            >
              <span>{categoryLabel(category)}</span>
              <span className="font-mono font-semibold text-foreground">{count}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="font-mono text-[0.6875rem] tracking-wider text-muted-foreground uppercase">
        {t('card.revised', { date: kitDate(kit.updatedAt) })}
      </p>

      <CardActions
        titleId={titleId}
        view={{ to: `/kits/${encodeURIComponent(kit.id)}`, label: t(isTemplate ? 'card.preview' : 'card.view') }}
        editTo={kit.canEdit ? `/kits/${encodeURIComponent(kit.id)}/edit` : undefined}
        duplicate={kit.isOwner ? { pending: duplicate.isPending, onClick: () => duplicate.mutate(kit.id) } : undefined}
        acquire={
          canAcquire
            ? { acquired: kit.acquired, pending: acquire.isPending, onClick: () => acquire.mutate(kit.id) }
            : undefined
        }
        remove={
          kit.isOwner
            ? {
                pending: remove.isPending,
                onClick: () => remove.mutate(kit.id),
                confirm: {
                  title: t('card.deleteTitle'),
                  description: deleteKitText(kit),
                  confirmLabel: t('card.deleteConfirm'),
                },
              }
            : undefined
        }
      />
    </article>
  );
}
