import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { API_ERROR_CODES } from '@shared/errors';
import { REALTIME_EVENT, REALTIME_HEARTBEAT_MS } from '@shared/realtime';
import { errorResponse } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { ApiError } from '../../platform/errors';
import { membershipOf } from '../../services/households/membership';
import { visibleEvent } from '../../services/realtime/change-feed';
import { MAX_STREAMS_PER_IP, MAX_STREAMS_PER_USER } from '../../services/realtime/stream-registry';

export const realtimeRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Realtime'],
  summary: 'Server-sent events: changes to profiles, survival_plans and kits this viewer may know of',
  description:
    'Events: `ready` once connected; `change` with {table, op, id} (public rows and your own rows; ' +
    "another user's private profile only as a count signal with id null); `resync` when changes may " +
    'have been missed; `ping` every 25 s. The stream ends when its session ends (sign-out, password ' +
    `reset, account deletion) or expires. At most ${MAX_STREAMS_PER_USER} open streams per account ` +
    `and ${MAX_STREAMS_PER_IP} per client address.`,
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    429: errorResponse('Too many open streams for this account or address (Retry-After)'),
    503: errorResponse('The database is unreachable: live updates are unavailable for now (Retry-After)'),
  },
});

export function realtimeRouter(
  { db, changeFeed, sessionEnds, streams, logger, outage }: Services,
  shutdown: AbortSignal,
) {
  return createRouter().openapi(realtimeRoute, async (c) => {
    // Taken before the session is validated: an end announced meanwhile still reaches this stream.
    const mark = sessionEnds.mark();
    const auth = await c.get('getAuth')();
    const viewerId = auth?.user.id ?? null;
    // The viewer's household; read after the feed listens, so a move after this read arrives as an event.
    let household: string | null = null;
    try {
      await changeFeed.start();
    } catch {
      const err = new ApiError(503, API_ERROR_CODES.unavailable, 'Live updates are unavailable right now.');
      err.retryAfterSeconds = 5;
      throw err;
    }
    if (viewerId !== null) household = (await membershipOf(db, viewerId))?.householdId ?? null;
    let finish = () => {};
    let closedEarly = false;
    const slot = streams.open(
      {
        userId: viewerId,
        sessionId: auth?.session.id ?? null,
        expiresAt: auth ? new Date(auth.session.expiresAt).getTime() : null,
        ip: c.get('clientIp'),
      },
      mark,
      {
        close: () => {
          closedEarly = true;
          finish();
        },
        resync: () => send(REALTIME_EVENT.resync, '{}'),
      },
    );
    let closed = false;
    let write: ((event: string, data: string) => void) | null = null;
    const send = (event: string, data: string) => {
      if (!closed && write) write(event, data);
    };
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(
      c,
      async (stream) => {
        const done = new Promise<void>((resolve) => {
          finish = () => {
            closed = true;
            resolve();
          };
          stream.onAbort(finish);
          if (shutdown.aborted || closedEarly) finish();
          else shutdown.addEventListener('abort', finish, { once: true });
        });
        write = (event, data) => {
          stream.writeSSE({ event, data }).catch(() => {
            closed = true;
          });
        };
        // Checked per event: a session that ended or expired gets nothing more, and a household's
        // events go only to its members as of that event: the viewer's household follows their
        // membership's own events, in commit order (removed: nothing more of that household).
        const unsubscribe = changeFeed.subscribe((change) => {
          if (!streams.live(slot)) return;
          if (change.table === 'household_members' && change.owner === viewerId) {
            household = change.op === 'DELETE' ? null : (change.household ?? null);
          }
          const event = visibleEvent(change, viewerId, household);
          if (event) send(REALTIME_EVENT.change, JSON.stringify(event));
        });
        // After an outage (events may have been missed) the membership is read again; nothing of a
        // household goes out until it is known.
        const unsubscribeResync = changeFeed.onResync(() => {
          if (viewerId === null) return;
          household = null;
          void membershipOf(db, viewerId)
            .then((m) => {
              household = m?.householdId ?? null;
            })
            .catch((err: unknown) => {
              if (!outage.absorb(err)) logger.warn({ err }, 'could not re-read a stream viewer household');
            });
        });
        const heartbeat = setInterval(() => {
          if (slot.checking || streams.live(slot)) send(REALTIME_EVENT.ping, String(Date.now()));
        }, REALTIME_HEARTBEAT_MS);
        if (streams.live(slot)) send(REALTIME_EVENT.ready, JSON.stringify({ signedIn: viewerId !== null }));
        try {
          await done;
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
          unsubscribeResync();
          slot.release();
          shutdown.removeEventListener('abort', finish);
        }
      },
      async (err, stream) => {
        if (!outage.absorb(err)) logger.warn({ err }, 'realtime stream failed');
        slot.release();
        await stream.close();
      },
    );
  }) as ReturnType<typeof createRouter>;
}
