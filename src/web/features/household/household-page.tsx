import { LockIcon } from 'lucide-react';
import { canEdit } from '@shared/households/roles';
import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/collection-tabs';
import { Skeleton } from '@web/components/ui/skeleton';
import { HOUSEHOLD_REALTIME_TABLES, householdQueryKey, useHousehold } from '@web/lib/household/household-query';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { ActivityPanel } from './components/activity-panel';
import { InvitationsPanel } from './components/invitations-panel';
import { InvitePanel } from './components/invite-panel';
import { LeavePanel } from './components/leave-panel';
import { MembersPanel } from './components/members-panel';
import { PlacesPanel } from './components/places-panel';
import { RoleList } from './components/role-parts';
import { messages } from './messages';

const REALTIME_KEYS = [householdQueryKey];
const { t } = messages;

/**
 * A household of viewers only (its last owner deleted their account with no editor to take
 * over, decision 258): its data stays, nobody can change it, and its members are told so here.
 */
function NoOneCanEdit() {
  return (
    <section
      aria-labelledby="no-one-can-edit"
      className="hud-panel relative grid justify-items-start gap-3 bg-card p-6"
    >
      <h2 id="no-one-can-edit" className="flex items-center gap-2 text-lg font-bold">
        <LockIcon aria-hidden="true" className="size-5 text-destructive" />
        {t('noOneCanEdit.title')}
      </h2>
      <p className="text-sm">{t('noOneCanEdit.text')}</p>
    </section>
  );
}

/**
 * /household (docs/product.md#households): who shares the supplies, readiness and family plan,
 * with their roles; an owner invites, changes roles, removes members and revokes invitations.
 * Everyone sees the members, the pending invitations and the last changes, and may leave.
 * Kept on the device, so it opens offline (read-only).
 */
export function Component() {
  useRealtimeInvalidation(HOUSEHOLD_REALTIME_TABLES, REALTIME_KEYS);
  const query = useHousehold();
  const household = query.data;

  let content;
  if (household) {
    content = (
      <>
        {household.members.some((m) => canEdit(m.role)) ? null : <NoOneCanEdit />}
        <MembersPanel household={household} />
        {household.role === 'owner' ? <InvitePanel /> : null}
        <InvitationsPanel household={household} />
        <PlacesPanel />
        <ActivityPanel household={household} />
        <LeavePanel household={household} />
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
        <Skeleton className="h-40" />
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
          <p className="max-w-2xl text-muted-foreground">
            {t('page.lead')}
            {household ? ` ${t(`page.youAre.${household.role}`)}` : null}
          </p>
          <RoleList />
        </div>
        {content}
      </main>
    </div>
  );
}
