/**
 * The household's official warnings (issue 38, decision 0282): one query of GET /api/alerts shared
 * by the banner of every signed-in page and the /alerts page (use-household-alerts.ts keeps it fresh
 * from the household's change feed and on an interval). Under 'alerts', an offline root
 * (lib/offline/marker.ts): the last answer is kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HouseholdAlert } from '@shared/alerts/schemas';
import { client, data } from '@web/lib/api-client';

export const alertsQueryKey = ['alerts'] as const;
/** The feed may be down (a proxy cutting the stream): asked again this often regardless. */
export const ALERTS_REFRESH_MS = 3 * 60_000;

export const alertsQueryOptions = queryOptions({
  queryKey: alertsQueryKey,
  queryFn: ({ signal }) => data(client.alerts.$get(undefined, { init: { signal } })),
  meta: { logErrorAs: 'The official warnings failed to load' },
});

/** Still in force: not ended, and not past its expiry (the server ends it at its next poll). */
export const isActiveAlert = (a: Pick<HouseholdAlert, 'endedAt' | 'expires'>, now = Date.now()) =>
  a.endedAt === null && (a.expires === null || Date.parse(a.expires) > now);

const SEVERITY_RANK: Record<HouseholdAlert['severity'], number> = {
  Extreme: 0,
  Severe: 1,
  Moderate: 2,
  Minor: 3,
  Unknown: 4,
};

/** The banner's rule (issue 38): severity Severe or Extreme, or urgency Immediate. */
export const isBannerAlert = (a: Pick<HouseholdAlert, 'severity' | 'urgency'>) =>
  a.severity === 'Extreme' || a.severity === 'Severe' || a.urgency === 'Immediate';

/** Most severe first, then Immediate first, then newest: the order the banner and the page use. */
export const bySeverity = (a: HouseholdAlert, b: HouseholdAlert) =>
  SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
  Number(b.urgency === 'Immediate') - Number(a.urgency === 'Immediate') ||
  Date.parse(b.sent) - Date.parse(a.sent);

/** The active warnings the banner names, most severe first. */
export const bannerAlerts = (alerts: readonly HouseholdAlert[], now = Date.now()) =>
  alerts.filter((a) => isActiveAlert(a, now) && isBannerAlert(a)).sort(bySeverity);
