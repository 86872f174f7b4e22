import { PackageIcon, PlusIcon, RotateCwIcon } from 'lucide-react';
import { useId } from 'react';
import type { Visibility } from '@shared/visibility/schemas';
import { messages as common } from '@web/components/messages';
import { OnlineOnlyLink } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { VisibilityBadge } from '@web/components/visibility-badge';
import { cn } from '@web/lib/utils';
import { messages } from '../../messages';

const { t } = messages;

/**
 * A kit the plan may link: one of the user's own or acquired kits, one their household shares, or
 * one already linked to the plan being edited.
 */
export interface KitOption {
  id: string;
  name: string;
  description: string | null;
  visibility: Visibility;
  itemCount: number;
}

function KitChoice({ kit, checked, onToggle }: { kit: KitOption; checked: boolean; onToggle: (c: boolean) => void }) {
  const nameId = useId();
  const detailsId = useId();
  return (
    <label
      data-kit={kit.id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-sm border bg-background/60 p-3 transition-colors hover:border-primary hover:bg-secondary',
        checked ? 'border-primary bg-primary/10' : 'border-border',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onToggle(e.target.checked)}
        // Named by the kit's name alone; the rest of the card is its description.
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
      />
      <span className="grid min-w-0 gap-1">
        <span id={nameId} className="font-semibold break-words">
          {kit.name}
        </span>
        <span id={detailsId} className="grid gap-1.5">
          {kit.description ? (
            <span className="line-clamp-2 text-sm text-muted-foreground">{kit.description}</span>
          ) : null}
          <span className="flex flex-wrap items-center gap-1.5">
            <VisibilityBadge visibility={kit.visibility} caps />
            <span className="font-mono text-xs text-muted-foreground">{t('kit.items', { count: kit.itemCount })}</span>
          </span>
        </span>
      </span>
    </label>
  );
}

/**
 * Step 3: tick the kits this plan relies on. States: loading, failed (with a retry), none
 * ("No kits available", a way to make one), or the list.
 */
export function KitsStep({
  labelledBy,
  kits,
  loading,
  failed,
  retrying,
  onRetry,
  selected,
  onToggle,
  error,
}: {
  labelledBy: string;
  kits: readonly KitOption[];
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  selected: readonly string[];
  onToggle: (kitId: string, checked: boolean) => void;
  error?: string;
}) {
  if (loading) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <p className="sr-only" role="status">
          {t('kits.loading')}
        </p>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (failed && kits.length === 0) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-muted-foreground">{t('kits.failed')}</p>
        <Button type="button" variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCwIcon aria-hidden="true" />
          {common.t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (kits.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <PackageIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <div className="grid gap-1">
          <p className="font-semibold">{t('kits.none')}</p>
          <p className="text-sm text-muted-foreground">{t('kits.noneText')}</p>
        </div>
        <OnlineOnlyLink to="/kits/new" variant="tactical" className="min-h-11">
          <PlusIcon aria-hidden="true" />
          {t('kits.create')}
        </OnlineOnlyLink>
      </div>
    );
  }
  const count = selected.length;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('kits.intro')}</p>
      <div role="group" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
        {kits.map((kit) => (
          <KitChoice
            key={kit.id}
            kit={kit}
            checked={selected.includes(kit.id)}
            onToggle={(checked) => onToggle(kit.id, checked)}
          />
        ))}
      </div>
      <p className="font-mono text-xs text-muted-foreground" aria-live="polite">
        {t('kits.selected', { count })}
      </p>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
