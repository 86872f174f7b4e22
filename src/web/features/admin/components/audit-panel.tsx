import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMAND_LINE_ACTOR_LABEL } from '@shared/admin/constants';
import type { AuditEntry } from '@shared/admin/schemas';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { auditQueryOptions } from '../api/admin-api';
import { messages } from '../messages';
import { en } from '../messages/en';
import { whenLabel } from './format';

const { t } = messages;

type Known<P extends string> = keyof typeof en extends infer K ? (K extends `${P}${infer R}` ? R : never) : never;
const known = <P extends string>(prefix: P, value: string): value is Known<P> => `${prefix}${value}` in en;

/** A line's words after its actor, by the action's key; an action this page does not know reads as stored. */
function actionWords(e: AuditEntry): string {
  const target = e.targetEmail ?? '';
  if (!known('auditAction.', e.action)) return target ? `${e.action} ${target}` : e.action;
  const stored = e.action === 'signup_policy' ? String(e.details.policy ?? '') : '';
  const policy = known('auditPolicy.', stored) ? t(`auditPolicy.${stored}`) : stored;
  return t(`auditAction.${e.action}`, { target, policy });
}

/** Every administrator action, newest first: who, what, to whom, when. */
export function AuditPanel() {
  const query = useInfiniteQuery(auditQueryOptions);
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Panel title={t('audit.title')} statusLabel={t('audit.title')}>
      {query.isPending ? (
        <Skeleton className="h-24" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('audit.loadFailed', { message: query.error.message })}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('audit.none')}</p>
      ) : (
        <ol className="grid gap-2 text-sm" aria-label={t('audit.title')}>
          {entries.map((e) => (
            <li key={e.id} className="grid gap-0.5 border-b border-border pb-2 last:border-b-0">
              <span className="wrap-anywhere">
                <strong>{e.actor === COMMAND_LINE_ACTOR_LABEL ? t('audit.commandLine') : e.actor}</strong>{' '}
                {actionWords(e)}
              </span>
              <time className="text-xs text-muted-foreground" dateTime={e.createdAt}>
                {whenLabel(e.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-3"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('loadingMore') : t('audit.more')}
        </Button>
      ) : null}
    </Panel>
  );
}
