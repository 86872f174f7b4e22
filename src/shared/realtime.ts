/** The realtime change feed as clients see it (GET /api/realtime, server-sent events). */
export const REALTIME_TABLES = [
  'profiles',
  'survival_plans',
  'kits',
  'user_resources',
  'households',
  'family_plans',
  'household_members',
  'household_activity',
  'household_invitations',
  'household_incidents',
  'incident_checkins',
  'incident_ticks',
  'household_places',
  'household_alerts',
] as const;
export type RealtimeTable = (typeof REALTIME_TABLES)[number];

/**
 * Emergency mode (issue 37): a change to any of these (an incident started or ended, a check-in,
 * a tick) refetches the emergency screen's queries, whose keys start with INCIDENTS_QUERY_ROOT.
 */
export const INCIDENT_REALTIME_TABLES = ['household_incidents', 'incident_checkins', 'incident_ticks'] as const;
export const INCIDENTS_QUERY_ROOT = 'incidents';
export const REALTIME_OPS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type RealtimeOp = (typeof REALTIME_OPS)[number];

/**
 * One committed change. `id` is the row's id for public rows and the viewer's own rows; it is
 * null for another user's private profile (only the fact that the prepper count moved).
 */
export interface RealtimeEvent {
  table: RealtimeTable;
  op: RealtimeOp;
  id: string | null;
}

/** SSE event names. */
export const REALTIME_EVENT = {
  ready: 'ready',
  change: 'change',
  /** Changes may have been missed (the server's database listener reconnected): refetch everything. */
  resync: 'resync',
  ping: 'ping',
} as const;

export const REALTIME_HEARTBEAT_MS = 25_000;
