import { CheckIcon, DownloadIcon, PencilIcon, PrinterIcon } from 'lucide-react';
import type { PlanDetail } from '@shared/plans/schemas';
import { OnlineOnly, OnlineOnlyLink } from '@web/components/online-only';
import { ShareActions } from '@web/components/share-actions';
import { SignInButton } from '@web/components/sign-in-button';
import { Button } from '@web/components/ui/button';
import { acquireToasts, useAcquirePlan } from '@web/features/plans/hooks/use-plan-actions';
import { useSession } from '@web/lib/auth/session';
import { useNavigate } from '@web/lib/router';
import { messages } from '../../messages';

const { t } = messages;

/** After acquiring, the list opens on the tab that now holds the copy. */
export const AFTER_ACQUIRE_PATH = '/plans?tab=acquired';

/**
 * Acquire for a signed-in viewer of someone else's public plan (never the household's own:
 * decision 0291); a visitor is asked to sign in first, as on the kit view (decision 050).
 */
function AcquireAction({ plan }: { plan: PlanDetail }) {
  const navigate = useNavigate();
  const session = useSession();
  const acquire = useAcquirePlan({
    onSuccess: (copy) => {
      acquireToasts.onSuccess(copy);
      void navigate(AFTER_ACQUIRE_PATH);
    },
    onError: acquireToasts.onError,
  });
  if (session.isPending) return null;
  if (!session.data?.user) {
    return <SignInButton>{t('view.signInToAcquire')}</SignInButton>;
  }
  if (plan.acquired) {
    return (
      <Button variant="secondary" className="min-h-11" disabled>
        <CheckIcon aria-hidden="true" />
        {t('view.acquired')}
      </Button>
    );
  }
  return (
    <OnlineOnly>
      <Button
        variant="tactical"
        className="min-h-11"
        onClick={() => acquire.mutate(plan.id)}
        disabled={acquire.isPending}
      >
        <DownloadIcon aria-hidden="true" />
        {acquire.isPending ? t('view.acquiring') : t('view.acquire')}
      </Button>
    </OnlineOnly>
  );
}

export function PlanActions({ plan }: { plan: PlanDetail }) {
  return (
    <>
      {plan.canEdit ? (
        <OnlineOnlyLink to={`/plans/${encodeURIComponent(plan.id)}/edit`} variant="tactical" className="min-h-11">
          <PencilIcon aria-hidden="true" />
          {t('view.editPlan')}
        </OnlineOnlyLink>
      ) : null}
      {!plan.isOwner && plan.visibility === 'public' ? <AcquireAction plan={plan} /> : null}
      {plan.visibility === 'public' ? (
        <ShareActions path={`/plans/${encodeURIComponent(plan.id)}`} title={plan.title} />
      ) : null}
      <Button variant="outline" className="min-h-11" onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" />
        {t('view.print')}
      </Button>
    </>
  );
}
