import { AlertPanel } from '@web/components/alert-panel';
import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/list-load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api';
import { messages } from '../messages';

const { t } = messages;

/** The join page's frame, signed in or out: its header, title and one column. */
export function JoinPageFrame({ back, children }: { back: { to: string; label: string }; children: React.ReactNode }) {
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to={back.to} label={back.label} />
      <main className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('page.eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('join.title')}</h1>
        </div>
        {children}
      </main>
    </div>
  );
}

/** While the invitation is looked up. */
export function InvitationLoading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p className="sr-only" role="status">
        {t('join.loading')}
      </p>
      <Skeleton className="h-48" />
    </div>
  );
}

/** A problem that stops the user from joining, with what to do about it. */
export const Problem = AlertPanel;

/**
 * The invitation could not be read: an unknown or used token says so with `action` (where to go
 * instead); anything else (offline, a server error) offers to try again.
 */
export function InvitationLoadProblem({
  error,
  onRetry,
  retrying,
  action,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  action: React.ReactNode;
}) {
  return isApiError(error) && (error.status === 404 || error.status === 400) ? (
    <Problem title={t('join.invalidTitle')}>
      <p className="text-sm">{t('error.invitationInvalid')}</p>
      <p className="text-sm text-muted-foreground">{t('join.askAgain')}</p>
      {action}
    </Problem>
  ) : (
    <ListLoadError title={t('join.loadFailed')} message={error.message} onRetry={onRetry} retrying={retrying} />
  );
}
