import type { QueryClient } from '@tanstack/react-query';
import { SirenIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { displayName, initials } from '@shared/auth/display-name';
import { RevealInTurn } from '@web/components/reveal-in-turn';
import { useSession } from '@web/lib/auth/session';
import { familyPlanQueryOptions } from '@web/lib/family-plan/family-plan-query';
import { currentIncidentQueryOptions } from '@web/lib/incidents/incident-query';
import { useCurrentIncident } from '@web/lib/incidents/use-current-incident';
import { readinessQueryOptions } from '@web/lib/readiness/readiness-query';
import { Link } from '@web/lib/router';
import { communityStatsQueryOptions } from '@web/lib/stats/community-stats';
import { myStatsQueryOptions } from '@web/lib/stats/my-stats';
import { useMarkWelcomed } from './api/mark-welcomed';
import { CommunityOverviewCard } from './components/community-overview-card';
import { DashboardHeader, type Operative } from './components/dashboard-header';
import { FamilyPlanCard } from './components/family-plan-card';
import { MissionStatusCard } from './components/mission-status-card';
import { MyOverviewCard } from './components/my-overview-card';
import { NextStepCard } from './components/next-step-card';
import { OperativeProfileCard } from './components/operative-profile-card';
import { QuickActionsCard } from './components/quick-actions-card';
import { ReadinessCard } from './components/readiness-card';
import { useSecurityMonitor } from './hooks/use-security-monitor';
import { messages } from './messages';

const { t } = messages;

/** The dashboard's data, asked for as soon as its code has loaded (app/routes.tsx). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(readinessQueryOptions(queryClient));
  void queryClient.prefetchQuery(myStatsQueryOptions);
  void queryClient.prefetchQuery(familyPlanQueryOptions);
  void queryClient.prefetchQuery(communityStatsQueryOptions);
  void queryClient.prefetchQuery(currentIncidentQueryOptions);
}

/**
 * The cards rendered with the page; the others follow one a task (RevealInTurn, issue 41), below
 * it. Readiness (the days covered, what the page is for) is what a phone shows first under the
 * heading and the Emergency link; the next cards follow within a few frames.
 */
const CARDS_AT_ONCE = 1;

/** Loaded only while the household's incident is open (issue 37). */
const IncidentCard = lazy(() => import('./components/incident-card'));

/** /dashboard, the command center. Its guard guarantees a user with a profile. */
export function Component() {
  useSecurityMonitor();
  const { data } = useSession();
  const user = data?.user;
  const profile = data?.profile;
  // Decided when the page opens: the first visit keeps "Welcome" for this page view, even once
  // the server has it marked (the session then says welcomed).
  const [firstVisit] = useState(() => profile?.welcomed === false);
  const markWelcomed = useMarkWelcomed();
  const { mutate: mark, isIdle } = markWelcomed;
  const incident = useCurrentIncident().data?.incident ?? null;
  useEffect(() => {
    if (profile?.welcomed === false && isIdle) mark();
  }, [profile?.welcomed, isIdle, mark]);
  if (!user || !profile) return null;

  const name = displayName({
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: user.metadata.fullName,
    email: user.email,
  });
  const operative: Operative = {
    name,
    initials: initials(name),
    username: profile.username,
    email: user.email,
    avatarUrl: profile.avatarUrl,
  };

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <DashboardHeader operative={operative} />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
        {/* An open emergency leads the page (issue 37). */}
        {incident ? (
          <Suspense fallback={null}>
            <IncidentCard incident={incident} />
          </Suspense>
        ) : null}
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight text-balance uppercase sm:text-4xl">
            {firstVisit ? t('welcome', { name: profile.firstName }) : t('welcomeBack', { name: profile.firstName })}
          </h1>
          <p className="max-w-2xl text-muted-foreground">{t('lead')}</p>
        </div>
        {/* When it happens (issue 37): the emergency screen in one tap, its out-of-town contact in two. */}
        <Link
          to="/emergency"
          className="flex min-h-12 items-center justify-center gap-2 rounded-sm border-2 border-destructive bg-destructive px-4 py-2 text-lg font-bold text-destructive-foreground hover:brightness-110 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:justify-start"
        >
          <SirenIcon aria-hidden="true" className="size-5 shrink-0" />
          {t('emergencyLink')}
        </Link>
        <div className="grid gap-6 md:grid-cols-2">
          {/* Days covered against the goal leads (decision 0292); the next step reads the same answer. */}
          <RevealInTurn first={CARDS_AT_ONCE}>
            {[
              <ReadinessCard key="readiness" />,
              <NextStepCard key="next-step" />,
              <OperativeProfileCard key="operative" operative={operative} />,
              <MissionStatusCard key="mission" createdAt={profile.createdAt} emailVerified={user.emailVerified} />,
              <FamilyPlanCard key="family-plan" />,
              <QuickActionsCard key="quick-actions" />,
              <CommunityOverviewCard key="community" />,
              <MyOverviewCard key="mine" className="md:col-span-2" />,
            ]}
          </RevealInTurn>
        </div>
      </main>
    </div>
  );
}
