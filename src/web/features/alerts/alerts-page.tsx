import type { QueryClient } from '@tanstack/react-query';
import { SirenIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { HouseholdAlert } from '@shared/alerts/schemas';
import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/collection-tabs';
import { Skeleton } from '@web/components/ui/skeleton';
import { alertsQueryOptions, bySeverity, isActiveAlert } from '@web/lib/alerts/alerts-query';
import { useHouseholdAlerts } from '@web/lib/alerts/use-household-alerts';
import { useSession } from '@web/lib/auth/session';
import { usePlaces } from '@web/lib/household/places-query';
import { useCurrentIncident } from '@web/lib/incidents/use-current-incident';
import { useOnline } from '@web/lib/offline/connectivity';
import { Link, useLocation } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AlertCard } from './components/alert-card';
import { StartForAlert } from './components/start-for-alert';
import { messages } from './messages';

const { t } = messages;

/** The warnings, asked for as soon as the page's code has loaded (app/routes.tsx). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(alertsQueryOptions);
}

const linkClass = 'font-bold text-primary underline underline-offset-4';

/** Where the link goes in a sentence: the translation places it, the page puts the link there. */
const LINK = '\u{E0001}';

/** A sentence with the link to /household where the translation put it. */
function WithHouseholdLink({ text }: { text: (p: { link: string }) => string }) {
  const [before = '', after = ''] = text({ link: LINK }).split(LINK);
  return (
    <p>
      {before}
      <Link to="/household" className={linkClass}>
        {t('householdLink')}
      </Link>
      {after}
    </p>
  );
}

function Empty({ noPlaces }: { noPlaces: boolean }) {
  return (
    <section className="hud-panel relative grid gap-3 bg-card p-6">
      <h2 className="text-lg font-bold">{t('empty.title')}</h2>
      <WithHouseholdLink text={(p) => t(noPlaces ? 'empty.noPlaces' : 'empty.nothing', p)} />
    </section>
  );
}

function AlertList({
  kind,
  alerts,
  action,
}: {
  kind: 'active' | 'recent';
  alerts: HouseholdAlert[];
  action?: (a: HouseholdAlert) => ReactNode;
}) {
  if (alerts.length === 0) return null;
  const id = `alerts-${kind}`;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="font-tactical text-sm text-primary">
        {t(`list.${kind}`, { count: alerts.length })}
      </h2>
      {alerts.map((a) => (
        <AlertCard key={a.id} alert={a} active={kind === 'active'} action={action?.(a)} />
      ))}
    </section>
  );
}

/**
 * /alerts (issue 38, docs/product.md#official-warnings): the official warnings for the household's
 * watched places, active first (most severe first), then those ended in the last 7 days. Owners
 * and editors start emergency mode for an active one; everyone reads its instruction. Kept on the
 * device: offline it shows the last answer and when it was saved.
 */
export function Component() {
  useDocumentTitle(t('page.title'));
  const session = useSession().data;
  const inHousehold = Boolean(session?.household);
  const canManage = session?.household?.role === 'owner' || session?.household?.role === 'editor';
  const query = useHouseholdAlerts();
  const incidents = useCurrentIncident();
  const places = usePlaces();
  const online = useOnline();
  const { hash } = useLocation();
  const loaded = Boolean(query.data);

  // "See the warning" links to /alerts#alert-<id>: once listed, scroll to it.
  useEffect(() => {
    if (loaded && hash.startsWith('#alert-')) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);

  // When the page opened: a warning past its expiry is listed as ended even before the server's
  // next poll ends it (a copy kept offline for days included).
  const [now] = useState(() => Date.now());
  const all = query.data?.alerts ?? [];
  const active = all.filter((a) => isActiveAlert(a, now)).sort(bySeverity);
  const recent = all.filter((a) => !isActiveAlert(a, now));
  const openIncident = incidents.data?.incident ?? null;

  const action = (alert: HouseholdAlert) => {
    if (openIncident) {
      return (
        <Link
          to="/emergency"
          className="inline-flex min-h-12 w-fit items-center gap-2 rounded-sm border-2 border-destructive px-4 font-bold"
        >
          <SirenIcon aria-hidden="true" className="size-4" />
          {t(openIncident.warning?.id === alert.id ? 'emergencyOpenForThis' : 'emergencyOpen')}
        </Link>
      );
    }
    return canManage ? <StartForAlert alert={alert} /> : null;
  };

  let content;
  if (!inHousehold) {
    content = <WithHouseholdLink text={(p) => t('noHousehold', p)} />;
  } else if (query.data) {
    content =
      all.length === 0 ? (
        <Empty noPlaces={places.data?.places.length === 0} />
      ) : (
        <>
          {active.length === 0 ? <p>{t('noneInForce')}</p> : null}
          <AlertList kind="active" alerts={active} action={action} />
          <AlertList kind="recent" alerts={recent} />
        </>
      );
  } else if (query.isError) {
    content = (
      <ListLoadError
        title={t('page.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          {t('page.loading')}
        </p>
        <Skeleton className="h-64" />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={t('page.back')} />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-3">
          <p className="font-tactical text-xs text-primary">{t('page.eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('page.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('page.lead')}</p>
          {!online && query.data ? (
            <p role="status" className="font-semibold">
              {t('page.saved', { savedAt: query.dataUpdatedAt })}
            </p>
          ) : null}
        </div>
        {content}
      </main>
    </div>
  );
}
