import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionInfo } from '@shared/auth/api-types';
import { subscribeToUnauthorized } from '@web/lib/api';
import { sessionQueryKey } from '@web/lib/auth/session';
import { logSecurityEvent, SECURITY_EVENTS_PATH } from '../api/log-security-event';

/** At most one page_focus per this interval. */
export const PAGE_FOCUS_THROTTLE_MS = 60_000;
/** Window and count for repeated refused calls. */
export const UNAUTHORIZED_WINDOW_MS = 60_000;
export const UNAUTHORIZED_THRESHOLD = 3;

export const SUSPICIOUS_REASONS = {
  userChanged: 'user_changed_under_open_page',
  repeatedUnauthorized: 'repeated_unauthorized_while_signed_in',
} as const;
type SuspiciousReason = (typeof SUSPICIOUS_REASONS)[keyof typeof SUSPICIOUS_REASONS];

/**
 * The client half of the security log (docs/product.md#security-log), while the dashboard is shown.
 * The server records what it sees itself (logins, session start and end, renewal); this adds:
 *
 * - page_focus: the tab became visible and a user is signed in; at most one a minute.
 * - suspicious_activity, severity high, description "suspicious_activity: {reason}", when
 *   (a) `user_changed_under_open_page`: the session now belongs to a different user than the one
 *       this page was showing (another tab signed in as someone else, or a swapped cookie);
 *   (b) `repeated_unauthorized_while_signed_in`: three times within 60 s a call was refused with
 *       401 and the session check that follows still said the same user is signed in. The
 *       server's session answer and its API disagree: a session revoked mid-use, a replayed or
 *       tampered cookie, a misbehaving proxy. A plain expiry does not count: there the re-check
 *       says signed out and the page leaves.
 *
 * Logging never blocks or breaks the page (see logSecurityEvent). Returns the stop function.
 */
export function startSecurityMonitor(queryClient: QueryClient): () => void {
  const sessionHash = hashKey(sessionQueryKey);
  const currentUserId = () => queryClient.getQueryData<SessionInfo>(sessionQueryKey)?.user?.id ?? null;

  let knownUserId = currentUserId();
  let lastFocusAt = Number.NEGATIVE_INFINITY;
  let unauthorizedPending = false;
  let contradictions: number[] = [];

  const suspicious = (reason: SuspiciousReason, extra: Record<string, unknown> = {}) => {
    logSecurityEvent({
      eventType: 'suspicious_activity',
      description: `suspicious_activity: ${reason}`,
      metadata: { activity_type: reason, severity: 'high', ...extra },
    });
  };

  const onVisibility = () => {
    if (document.visibilityState !== 'visible' || !currentUserId()) return;
    const now = Date.now();
    if (now - lastFocusAt < PAGE_FOCUS_THROTTLE_MS) return;
    lastFocusAt = now;
    logSecurityEvent({ eventType: 'page_focus', description: 'Command center tab became visible' });
  };
  document.addEventListener('visibilitychange', onVisibility);

  const stopUnauthorized = subscribeToUnauthorized((path) => {
    // Our own report being refused must not feed the count.
    if (path === SECURITY_EVENTS_PATH || !currentUserId()) return;
    unauthorizedPending = true;
  });

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== sessionHash) return;
    const userId = currentUserId();

    if (userId && knownUserId && userId !== knownUserId) suspicious(SUSPICIOUS_REASONS.userChanged);
    if (userId) knownUserId = userId;

    if (!unauthorizedPending) return;
    unauthorizedPending = false;
    if (!userId) return; // signed out: an ordinary expiry
    const now = Date.now();
    contradictions = [...contradictions.filter((t) => now - t < UNAUTHORIZED_WINDOW_MS), now];
    if (contradictions.length >= UNAUTHORIZED_THRESHOLD) {
      contradictions = [];
      suspicious(SUSPICIOUS_REASONS.repeatedUnauthorized, {
        unauthorized_count: UNAUTHORIZED_THRESHOLD,
        window_seconds: UNAUTHORIZED_WINDOW_MS / 1000,
      });
    }
  });

  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    stopUnauthorized();
    stopCache();
  };
}

/** Runs the security monitor while the calling component (the dashboard) is mounted. */
export function useSecurityMonitor() {
  const queryClient = useQueryClient();
  useEffect(() => startSecurityMonitor(queryClient), [queryClient]);
}
