import { ChevronRightIcon } from 'lucide-react';
import type { CommunityOverview } from '@shared/community/schemas';
import { ListLoadError } from '@web/components/collection-tabs';
import { CommunityStatsGrid } from '@web/components/community-stats-grid';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { pageFormats, pageIntlTag } from '@web/lib/i18n/i18n';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { Link } from '@web/lib/router';
import { useCommunityStats } from '@web/lib/stats/community-stats';
import { communityOverviewQueryKey, useCommunityOverview } from './api/community-api';
import { acquisitionsText, authorText } from './components/community-card';
import { CommunityLayout } from './components/community-layout';
import { messages } from './messages';

const { t } = messages;

const REALTIME_TABLES = ['kits', 'survival_plans'] as const;
const REALTIME_KEYS = [communityOverviewQueryKey];

/** "November 1" ("1. November"): the month's first day, as the overview counts from it (UTC). */
const monthStart = (iso: string) =>
  new Date(iso).toLocaleDateString(pageIntlTag(), { month: 'long', day: 'numeric', timeZone: 'UTC' });

interface TopEntry {
  id: string;
  label: string;
  detail?: string;
  author: string | null;
  acquisitions: number;
}

/** The month's top five of kits or plans, most acquired first, each a link to its page. */
function TopList({
  title,
  entries,
  to,
  empty,
  browse,
}: {
  title: string;
  entries: readonly TopEntry[];
  to: (id: string) => string;
  empty: string;
  browse: { to: string; label: string };
}) {
  return (
    <Panel title={title} statusLabel={t('overview.thisMonth')}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="grid gap-2">
          {entries.map((e, i) => (
            <li key={e.id}>
              <Link
                to={to(e.id)}
                className="group flex min-h-11 items-center gap-3 border border-border bg-background/60 px-3 py-2 transition-colors hover:border-primary hover:bg-secondary"
              >
                <span aria-hidden="true" className="font-mono text-lg font-black text-primary">
                  {i + 1}
                </span>
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold break-words">{e.label}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {t('overview.by', { detail: e.detail, author: authorText(e.author) })}
                  </span>
                </span>
                <span className="shrink-0 font-mono text-xs text-primary">{acquisitionsText(e.acquisitions)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Link to={browse.to} className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary">
        {browse.label}
        <ChevronRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </Panel>
  );
}

/** The public plans per event type (every type, 0 included), each a link to that filter. */
function EventTypeCounts({ counts }: { counts: CommunityOverview['plansByEventType'] }) {
  const most = Math.max(1, ...counts.map((c) => c.count));
  return (
    <Panel title={t('overview.byType')} statusLabel={t('live')}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {counts.map(({ eventType, count }) => (
          <li key={eventType}>
            <Link
              to={`/public-survival-plans?eventType=${eventType}`}
              className="grid min-h-11 gap-1 border border-border bg-background/60 px-3 py-2 transition-colors hover:border-primary hover:bg-secondary"
            >
              <span className="flex items-baseline justify-between gap-2">
                {/* Named by its visible text (axe label-content-name-mismatch): "Hurricane: 4 public plans". */}
                <span className="truncate text-sm font-semibold">
                  {t(`event.${eventType}`)}
                  <span className="sr-only">:</span>
                </span>{' '}
                <span className="font-mono text-sm text-primary">
                  {pageFormats().number(count, 0)}{' '}
                  <span className="sr-only">{t('overview.publicPlans', { count })}</span>
                </span>
              </span>
              <span aria-hidden="true" className="h-1 bg-secondary">
                <span className="block h-full bg-primary" style={{ width: `${(count / most) * 100}%` }} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * /community-overview: the live community stats, this month's most acquired kits and plans
 * (acquisitions since the 1st, UTC) and the public plans per event type. Nobody's personal data:
 * an author is a public profile's username or "An operative".
 */
export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const stats = useCommunityStats();
  const overview = useCommunityOverview();
  const data = overview.data;

  return (
    <CommunityLayout title={t('overview.title')} intro={t('overview.intro')}>
      <Panel
        title={t('overview.stats')}
        statusLabel={t('live')}
        actions={<span className="font-tactical text-[0.625rem] text-optimal">{t('overview.liveFeed')}</span>}
      >
        <CommunityStatsGrid stats={stats} columns={4} />
      </Panel>
      {data ? (
        <>
          <p className="text-sm text-muted-foreground">{t('overview.since', { day: monthStart(data.since) })}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            <TopList
              title={t('overview.topKits')}
              entries={data.topKits.map((k) => ({ ...k, label: k.name }))}
              to={(id) => `/kits/${encodeURIComponent(id)}`}
              empty={t('overview.noKits')}
              browse={{ to: '/shared-emergency-kits?sort=most-acquired', label: t('overview.browseKits') }}
            />
            <TopList
              title={t('overview.topPlans')}
              entries={data.topPlans.map((p) => ({ ...p, label: p.title, detail: t(`event.${p.eventType}`) }))}
              to={(id) => `/plans/${encodeURIComponent(id)}`}
              empty={t('overview.noPlans')}
              browse={{ to: '/public-survival-plans?sort=most-acquired', label: t('overview.browsePlans') }}
            />
          </div>
          <EventTypeCounts counts={data.plansByEventType} />
        </>
      ) : overview.isError ? (
        <ListLoadError
          title={t('overview.loadFailed')}
          message={t('overview.loadFailedText')}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <div aria-busy="true" className="grid gap-6 lg:grid-cols-2">
          <p className="sr-only" role="status">
            {t('overview.loading')}
          </p>
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      )}
    </CommunityLayout>
  );
}
