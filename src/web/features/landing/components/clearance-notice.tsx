import { LockIcon, XIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useLocation, useNavigate } from '@web/lib/router';
import { messages } from '../messages';

const { t } = messages;

/** What the session guard leaves in the history entry when it sends a visitor here. */
export interface DeniedState {
  deniedFrom?: string;
}

/**
 * A visitor who followed a link to a signed-in page (a gear category, the knowledge hub) lands
 * back here; without a word the click would seem to do nothing.
 */
export function ClearanceNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const deniedFrom = (location.state as DeniedState | null)?.deniedFrom;
  if (!deniedFrom) return null;
  return (
    <div role="status" className="border-b border-low/40 bg-low/10">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6">
        <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-low sm:mt-0" />
        <p className="min-w-0 flex-1 text-sm text-foreground">
          <span className="font-tactical me-2 text-xs font-semibold text-low">{t('clearanceRequired')}</span>
          {t('clearanceBefore')}
          <span className="font-mono break-all">{deniedFrom}</span>
          {t('clearanceAfter')}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="-my-2 size-8"
          aria-label={t('dismiss')}
          onClick={() => void navigate('.', { replace: true, state: null })}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
