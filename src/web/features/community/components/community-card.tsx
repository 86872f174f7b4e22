import { useId, type ReactNode } from 'react';
import { API_ERROR_CODES } from '@shared/error-codes';
import { CardActions } from '@web/components/card-actions';
import { Badge } from '@web/components/ui/badge';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { useCommunityAcquire } from '../api/community-api';
import { messages } from '../messages';

const { t } = messages;

export const acquisitionsText = (n: number): string => t('acquisitions', { count: n });

/** Who made a public kit or plan: their username, else the anonymous name (author.ts) in the page's language. */
export const authorText = (author: string | null | undefined): string => author ?? t('anonymous');

/** What a card needs of a public kit or plan (shared/community/schemas). */
export interface CommunityCardItem {
  id: string;
  description: string | null;
  author: string | null;
  acquireCount: number;
  isOwner: boolean;
  acquired: boolean;
}

/** The toasts of an acquire: the same words as the kit and plan lists (decision 040, 050). */
export interface AcquireTexts<T> {
  /** "Plan acquired" */
  done: string;
  /** "{copy} is now in your Acquired tab." */
  doneText: (copy: T) => string;
  /** "You have already acquired this plan." */
  already: string;
  /** "Failed to acquire plan" */
  failed: string;
}

/**
 * One public kit or plan on a community page: its badge line, title and content, who made it
 * (their username only when their profile is public, else "An operative"), how often it was
 * acquired, then View and Acquire ("Acquired" once the viewer holds a copy; nothing to acquire
 * on one's own, which says "Yours").
 */
export function CommunityCard<T>({
  item,
  kind,
  title,
  badge,
  viewLabel,
  acquire,
  texts,
  children,
}: {
  item: CommunityCardItem;
  kind: 'plans' | 'kits';
  title: string;
  badge: string;
  viewLabel: string;
  acquire: (id: string) => Promise<T>;
  texts: AcquireTexts<T>;
  children?: ReactNode;
}) {
  const titleId = useId();
  const mutation = useCommunityAcquire(kind, acquire, {
    onSuccess: (copy) => toast.success(texts.done, texts.doneText(copy)),
    onError: (err) => {
      if (isSessionExpired(err)) return;
      // Neutral: the viewer already holds a copy (decision 040).
      if (isApiError(err, API_ERROR_CODES.conflict)) toast.message(t('card.alreadyAcquired'), texts.already);
      else toast.error(texts.failed, expectedErrorMessage(err));
    },
  });
  const href = `/${kind}/${encodeURIComponent(item.id)}`;
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={mutation.isPending || undefined}
      data-slot="community-card"
      className="hud-panel relative flex h-full flex-col gap-3 bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{badge}</Badge>
        {item.isOwner ? <Badge variant="outline">{t('card.yours')}</Badge> : null}
      </div>
      <h3 id={titleId} className="text-lg leading-tight font-bold break-words">
        {title}
      </h3>
      {children}
      {item.description ? (
        <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-muted-foreground">{item.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">{t('card.noDescription')}</p>
      )}
      <dl className="grid gap-1 text-sm">
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-muted-foreground">{t('card.by')}</dt>
          <dd className="min-w-0 truncate font-semibold" data-slot="community-author">
            {authorText(item.author)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">{t('card.acquired')}</dt>
          <dd className="font-mono text-xs text-primary" data-slot="community-acquisitions">
            {acquisitionsText(item.acquireCount)}
          </dd>
        </div>
      </dl>
      {/* Phone-sized tap targets (at least 44 px) on the card's actions, whatever their size. */}
      <div className="mt-auto grid [&_a]:min-h-11 [&_button]:min-h-11">
        <CardActions
          titleId={titleId}
          view={{ to: href, label: viewLabel }}
          acquire={
            item.isOwner
              ? undefined
              : { acquired: item.acquired, pending: mutation.isPending, onClick: () => mutation.mutate(item.id) }
          }
        />
      </div>
    </article>
  );
}
