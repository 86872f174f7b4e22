import { CheckIcon, DownloadIcon, PencilIcon, PrinterIcon, RotateCwIcon } from 'lucide-react';
import { useMemo } from 'react';
import type { KitDetail } from '@shared/kits/schemas';
import { AuthorLine } from '@web/components/author-line';
import { BackHeader } from '@web/components/back-header';
import { messages as common } from '@web/components/messages';
import { OnlineOnly, OnlineOnlyLink } from '@web/components/online-only';
import { ShareActions } from '@web/components/share-actions';
import { SignInButton } from '@web/components/sign-in-button';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { VisibilityBadge } from '@web/components/visibility-badge';
import { useAcquireKit } from '@web/features/kits/hooks/use-acquire-kit';
import { usePrinting } from '@web/features/kits/hooks/use-printing';
import { isApiError, isSessionExpired } from '@web/lib/api';
import { useSession } from '@web/lib/auth/session';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useNavigate, useParams } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { kitDetailQueryKey, useKit } from './api/kits-api';
import { KitDates } from './components/kit-view/kit-dates';
import { groupKitItems } from './components/kit-view/kit-format';
import { KitPrintChecklist } from './components/kit-view/kit-print-checklist';
import { KitViewCategory } from './components/kit-view/kit-view-category';
import type { PackedMode } from './components/kit-view/kit-view-item';
import { messages } from './messages';

const { t } = messages;

/** The kit view follows the realtime feed: a kit's change (an item packed elsewhere too) refetches it. */
const REALTIME_TABLES = ['kits'] as const;

/** Acquire Kit for a signed-in viewer; a visitor is asked to sign in first (decision 040). */
function AcquireAction({ kit }: { kit: KitDetail }) {
  const navigate = useNavigate();
  const session = useSession();
  const acquire = useAcquireKit();
  if (session.isPending) return null;
  if (!session.data?.user) {
    return <SignInButton>{t('view.signInToAcquire')}</SignInButton>;
  }
  if (kit.acquired) {
    // Already copied once: the word carries the state, as on the cards and the plan view.
    return (
      <Button variant="secondary" className="min-h-11" disabled>
        <CheckIcon aria-hidden="true" />
        {t('view.acquiredButton')}
      </Button>
    );
  }
  const onAcquire = () => {
    acquire.mutate(kit.id, {
      onSuccess: (copy) => {
        const n = copy.items.length;
        toast.success(
          t('view.acquiredToast'),
          n > 0 ? t('view.acquiredText', { name: copy.name, count: n }) : t('view.acquiredEmpty'),
        );
        void navigate('/kits');
      },
      onError: (err) => {
        if (isSessionExpired(err)) return;
        if (isApiError(err) && err.status === 409) {
          toast.message(t('alreadyAcquired'), t('card.alreadyTemplate'));
          return;
        }
        logUnexpected('Acquiring the kit failed', err);
        toast.error(t('error'), t('view.acquireFailed'));
      },
    });
  };
  return (
    <OnlineOnly>
      <Button variant="tactical" className="min-h-11" onClick={onAcquire} disabled={acquire.isPending}>
        <DownloadIcon aria-hidden="true" />
        {acquire.isPending ? t('acquiring') : t('view.acquire')}
      </Button>
    </OnlineOnly>
  );
}

function KitView({ kit }: { kit: KitDetail }) {
  const groups = useMemo(() => groupKitItems(kit.items), [kit.items]);
  const filled = groups.filter((g) => g.items.length > 0).length;
  const editHref = `/kits/${encodeURIComponent(kit.id)}/edit`;
  // Packing is the household's own: whoever may edit ticks it; a household viewer reads it; on
  // someone else's public kit it is not shown (the server answers false there).
  const packedMode: PackedMode = kit.canEdit ? 'edit' : kit.isOwner || kit.visibility === 'household' ? 'read' : 'none';
  const packed = kit.items.filter((i) => i.packed).length;
  const printing = usePrinting();
  return (
    <>
      {printing ? <KitPrintChecklist kit={kit} groups={groups} showPacked={packedMode !== 'none'} /> : null}
      <div className="grid gap-4 print:hidden">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-2">
            <p className="font-tactical text-xs text-primary">{t('view.eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight break-words uppercase sm:text-4xl">{kit.name}</h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
              <VisibilityBadge visibility={kit.visibility} caps />
              <span data-slot="kit-item-count">{t('items', { count: kit.items.length })}</span>
              <span data-slot="kit-category-count">{t('categories', { count: filled })}</span>
              {packedMode !== 'none' ? (
                <span data-slot="kit-packed-count" className="font-medium text-foreground">
                  {t('packedOf', { packed, total: kit.items.length })}
                </span>
              ) : null}
            </div>
            {kit.visibility === 'public' ? <AuthorLine author={kit.author} /> : null}
            <KitDates createdAt={kit.createdAt} updatedAt={kit.updatedAt} />
          </div>
          <div className="flex flex-wrap gap-2">
            {kit.canEdit ? (
              <OnlineOnlyLink to={editHref} variant="tactical" className="min-h-11">
                <PencilIcon aria-hidden="true" />
                {t('view.edit')}
              </OnlineOnlyLink>
            ) : null}
            {/* Someone else's public kit: a private copy of one's own (decision 244); the household's
                own kits are the family's already (decision 0291). */}
            {!kit.isOwner && kit.visibility === 'public' ? <AcquireAction kit={kit} /> : null}
            <Button variant="outline" className="min-h-11" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              {t('view.print')}
            </Button>
            {kit.visibility === 'public' ? (
              <ShareActions path={`/kits/${encodeURIComponent(kit.id)}`} title={kit.name} />
            ) : null}
          </div>
        </div>
        {kit.description ? (
          <p className="max-w-3xl whitespace-pre-line text-muted-foreground">{kit.description}</p>
        ) : null}
      </div>

      <section aria-labelledby="kit-contents" className="hud-panel relative bg-card p-2 sm:p-3 print:hidden">
        <h2 id="kit-contents" className="px-3 pt-2 pb-1 font-tactical text-xs text-primary">
          {t('view.contents')}
        </h2>
        {groups.map((group) => (
          <KitViewCategory
            key={group.category}
            kitId={kit.id}
            group={group}
            editHref={kit.canEdit ? editHref : undefined}
            packedMode={packedMode}
          />
        ))}
      </section>
    </>
  );
}

/**
 * /kits/{id}: anyone may open it (signed-out visitors too). The server answers 404 for a
 * private kit of someone else (or a household kit of another household), exactly as for a
 * missing one. Edit Kit for whoever may edit it (canEdit); Acquire for someone else's public kit
 * (not the household's own); Print for everyone (a checklist on paper). It follows the realtime feed, so a
 * tick made in another browser shows here.
 */
export function Component() {
  const { id = '' } = useParams();
  const kit = useKit(id);
  useDocumentTitle(kit.data?.name);
  useRealtimeInvalidation(REALTIME_TABLES, [kitDetailQueryKey(id)]);

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground print:bg-white print:bg-none">
      <div className="print:hidden">
        <BackHeader to="/kits" label={t('view.back')} />
      </div>
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        {kit.data ? (
          // A failed background refetch keeps the loaded kit on screen.
          <KitView kit={kit.data} />
        ) : kit.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label={t('view.loading')} showLabel />
          </div>
        ) : isApiError(kit.error) && kit.error.status === 404 ? (
          <div className="grid justify-items-start gap-2 py-10">
            <h1 className="text-2xl font-bold">{t('view.notFound')}</h1>
            <p className="text-muted-foreground">{t('view.notFoundText')}</p>
          </div>
        ) : (
          <div className="grid justify-items-start gap-3 py-10">
            <h1 className="text-2xl font-bold">{t('view.loadFailed')}</h1>
            <Button variant="outline" onClick={() => void kit.refetch()} disabled={kit.isFetching}>
              <RotateCwIcon aria-hidden="true" />
              {common.t('tryAgain')}
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}
