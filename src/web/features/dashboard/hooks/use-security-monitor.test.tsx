import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client, data } from '@web/lib/api-client';
import { sessionQueryKey, sessionQueryOptions } from '@web/lib/auth/session';
import { apiError, mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { renderApp, testQueryClient } from '@web/test/render';
import { startSecurityMonitor, SUSPICIOUS_REASONS } from './use-security-monitor';

const EVENTS = 'POST /api/security-events';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stops: (() => void)[] = [];
const T0 = new Date('2026-03-01T12:00:00Z');

beforeEach(() => {
  // Only the clock is fake: the throttle and the 60 s window read Date.now(); promises stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  setVisibility('visible');
});

/** A query client as the dashboard has it: the session loaded and observed (the route guard). */
async function monitor(routes: Record<string, MockHandler> = {}, session = signedIn()) {
  let current = session;
  const mock = mockApi({ 'GET /api/account/session': () => ({ body: current }), ...routes });
  const queryClient = testQueryClient();
  stops.push(new QueryObserver(queryClient, sessionQueryOptions).subscribe(() => {}));
  await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session));
  // vi.waitFor moves the fake clock while it polls: start the scenario at a known time.
  vi.setSystemTime(T0);
  stops.push(startSecurityMonitor(queryClient));
  const events = () => mock.callsTo(EVENTS).map((c) => c.body as Record<string, unknown>);
  return {
    ...mock,
    queryClient,
    events,
    setSession: (next: typeof session) => {
      current = next;
    },
  };
}

/** A protected query that the server refuses, handled like any query in the app. */
async function refusedCall(queryClient: QueryClient, sessionChecks: () => number) {
  const before = sessionChecks();
  await queryClient
    .fetchQuery({
      queryKey: ['kits', Math.random()],
      queryFn: () => data(client.kits.$get({ query: { tab: 'mine' } })),
    })
    .catch(() => undefined);
  // The query client's one 401 handler re-checks the session.
  await vi.waitFor(() => expect(sessionChecks()).toBe(before + 1));
  await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: sessionQueryKey })).toBe(0));
}

describe('page_focus', () => {
  it('is logged when the tab becomes visible, at most once a minute', async () => {
    const { events } = await monitor();
    setVisibility('hidden');
    expect(events()).toHaveLength(0);
    setVisibility('visible');
    expect(events()).toEqual([
      {
        eventType: 'page_focus',
        description: 'Command center tab became visible',
        metadata: { timestamp: '2026-03-01T12:00:00.000Z', origin: 'http://localhost:3000', pathname: '/' },
      },
    ]);
    vi.advanceTimersByTime(59_000);
    setVisibility('hidden');
    setVisibility('visible');
    expect(events()).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    setVisibility('hidden');
    setVisibility('visible');
    expect(events()).toHaveLength(2);
  });

  it('is not logged without a signed-in user', async () => {
    const { events } = await monitor({}, signedOut);
    setVisibility('hidden');
    setVisibility('visible');
    expect(events()).toHaveLength(0);
  });
});

describe('suspicious_activity', () => {
  it('(a) the signed-in user changes under the open page', async () => {
    const { events, queryClient, setSession } = await monitor();
    // Same user again (a routine re-check): nothing.
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    expect(events()).toHaveLength(0);

    setSession(signedIn({ id: 'u2', email: 'other@example.com' }));
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    expect(events()).toEqual([
      {
        eventType: 'suspicious_activity',
        description: `suspicious_activity: ${SUSPICIOUS_REASONS.userChanged}`,
        metadata: {
          activity_type: 'user_changed_under_open_page',
          severity: 'high',
          timestamp: '2026-03-01T12:00:00.000Z',
          origin: 'http://localhost:3000',
          pathname: '/',
        },
      },
    ]);
  });

  it('(a) not for signing out', async () => {
    const { events, queryClient, setSession } = await monitor();
    setSession(signedOut);
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    expect(events()).toHaveLength(0);
  });

  it('(b) three 401s within 60 s while the session still says signed in', async () => {
    const { events, queryClient, callsTo } = await monitor({
      'GET /api/kits': apiError(401, 'unauthorized', 'Authentication required'),
    });
    const checks = () => callsTo('GET /api/account/session').length;
    await refusedCall(queryClient, checks);
    vi.advanceTimersByTime(20_000);
    await refusedCall(queryClient, checks);
    expect(events()).toHaveLength(0);
    vi.advanceTimersByTime(20_000);
    await refusedCall(queryClient, checks);
    expect(events()).toEqual([
      {
        eventType: 'suspicious_activity',
        description: `suspicious_activity: ${SUSPICIOUS_REASONS.repeatedUnauthorized}`,
        metadata: {
          activity_type: 'repeated_unauthorized_while_signed_in',
          severity: 'high',
          unauthorized_count: 3,
          window_seconds: 60,
          // 40 s in, plus the moments vi.waitFor's polling moved the clock.
          timestamp: expect.stringMatching(/^2026-03-01T12:00:4\d\.\d{3}Z$/),
          origin: 'http://localhost:3000',
          pathname: '/',
        },
      },
    ]);
    // The count starts over after a report.
    await refusedCall(queryClient, checks);
    expect(events()).toHaveLength(1);
  });

  it('(b) not when the 401s are spread over more than 60 s', async () => {
    const { events, queryClient, callsTo } = await monitor({
      'GET /api/kits': apiError(401, 'unauthorized', 'Authentication required'),
    });
    const checks = () => callsTo('GET /api/account/session').length;
    for (let i = 0; i < 4; i++) {
      await refusedCall(queryClient, checks);
      vi.advanceTimersByTime(31_000);
    }
    expect(events()).toHaveLength(0);
  });

  it('(b) not for an ordinary expiry (the re-check says signed out)', async () => {
    const { events, queryClient, callsTo, setSession } = await monitor({
      'GET /api/kits': apiError(401, 'unauthorized', 'Authentication required'),
    });
    setSession(signedOut);
    const checks = () => callsTo('GET /api/account/session').length;
    for (let i = 0; i < 3; i++) await refusedCall(queryClient, checks);
    expect(events()).toHaveLength(0);
  });

  it('a failed report is only logged, never thrown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queryClient, setSession, callsTo } = await monitor({
      [EVENTS]: apiError(429, 'rate_limited', 'Too many events'),
    });
    setSession(signedIn({ id: 'u2' }));
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    expect(callsTo(EVENTS)).toHaveLength(1);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Security event not recorded', expect.objectContaining({ status: 429 })),
    );
  });
});

describe('on the dashboard', () => {
  it('runs while the dashboard is shown, and stops when it goes', async () => {
    vi.useRealTimers();
    const { callsTo } = mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { unmount } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Operative Profile' }, { timeout: 15_000 });
    setVisibility('hidden');
    setVisibility('visible');
    expect(callsTo(EVENTS)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ eventType: 'page_focus' }) }),
    ]);
    // The server records session_started itself; the client never sends it.
    expect(callsTo(EVENTS).map((c) => (c.body as { eventType: string }).eventType)).not.toContain('session_started');
    unmount();
    setVisibility('hidden');
    setVisibility('visible');
    expect(callsTo(EVENTS)).toHaveLength(1);
  });
});
