import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_ACTION_LABELS } from '@shared/admin/labels';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { auditQueryOptions } from '../api/admin-api';
import { whenLabel } from './format';

/** Every administrator action, newest first: who, what, to whom, when. */
export function AuditPanel() {
  const query = useInfiniteQuery(auditQueryOptions);
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Panel title="Audit log" statusLabel="Audit log">
      {query.isPending ? (
        <Skeleton className="h-24" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The audit log could not be loaded: {query.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No administrator has done anything yet.</p>
      ) : (
        <ol className="grid gap-2 text-sm" aria-label="Audit log">
          {entries.map((e) => {
            const policy = e.action === 'signup_policy' ? String(e.details.policy ?? '') : '';
            return (
              <li key={e.id} className="grid gap-0.5 border-b border-border pb-2 last:border-b-0">
                <span className="wrap-anywhere">
                  <strong>{e.actor}</strong> {AUDIT_ACTION_LABELS[e.action] ?? e.action}
                  {e.targetEmail && e.action !== 'test_email' ? ` ${e.targetEmail}` : ''}
                  {policy ? ` to ${policy}` : ''}
                </span>
                <time className="text-xs text-muted-foreground" dateTime={e.createdAt}>
                  {whenLabel(e.createdAt)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-3"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </Button>
      ) : null}
    </Panel>
  );
}
