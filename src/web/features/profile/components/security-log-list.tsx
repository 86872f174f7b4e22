import type { SecurityLogKind } from '@shared/account/schemas';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useSecurityLog } from '../api/get-security-log';
import { messages } from '../messages';
import { securityLogMessages } from '../messages/security-log';
import { dateTime } from './date-time';

const { t } = messages;

/** What needs a second look is marked (a failed sign-in, something unusual), in words too. */
const ATTENTION: ReadonlySet<SecurityLogKind> = new Set(['sign_in_failed', 'unusual_activity']);

/** The user's own security log: sign-ins, failures, sign-outs, password and email changes. */
export function SecurityLogList() {
  const log = useSecurityLog();
  // Loaded by the log's query before its answer arrives: each line in the page's language.
  const { t: line } = securityLogMessages();

  if (log.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('loadingLog')}
      </p>
    );
  }
  if (log.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{t('logFailed')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void log.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const events = log.data.pages.flatMap((p) => p.events);
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{t('nothingRecorded')}</p>;

  return (
    <div className="grid gap-3">
      <ol aria-label={t('securityLog')} className="grid gap-1.5">
        {events.map((e) => (
          <li
            key={e.id}
            className={cn(
              'grid gap-0.5 border-s-2 py-1 ps-3',
              ATTENTION.has(e.kind) ? 'border-destructive' : 'border-border',
            )}
          >
            <span className="text-sm">
              {ATTENTION.has(e.kind) ? <span className="font-semibold text-destructive">{t('check')}</span> : null}
              {line('log.line', { detail: e.detail, summary: e.summary })}
            </span>
            <span className="text-xs text-muted-foreground">
              {dateTime(e.createdAt)}
              {e.device ? ` · ${e.device}` : ''}
              {e.ip ? ` · ${e.ip}` : ''}
            </span>
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <div className="justify-self-start">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? t('loading') : t('showOlder')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
