import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { REALTIME_EVENT, REALTIME_HEARTBEAT_MS } from '@shared/realtime';
import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { visibleEvent } from '../../realtime/change-feed';

export const realtimeRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Realtime'],
  summary: 'Server-sent events: changes to profiles, survival_plans and kits this viewer may know of',
  description:
    'Events: `ready` once connected; `change` with {table, op, id} (public rows and your own rows; ' +
    "another user's private profile only as a count signal with id null); `resync` when changes may " +
    'have been missed; `ping` every 25 s.',
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
  },
});

export function realtimeRouter({ changeFeed, logger }: Services, shutdown: AbortSignal) {
  return createRouter().openapi(realtimeRoute, async (c) => {
    const viewerId = (await c.get('getAuth')())?.user.id ?? null;
    await changeFeed.start();
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(
      c,
      async (stream) => {
        let closed = false;
        const done = new Promise<void>((resolve) => {
          const finish = () => {
            closed = true;
            resolve();
          };
          stream.onAbort(finish);
          if (shutdown.aborted) finish();
          else shutdown.addEventListener('abort', finish, { once: true });
        });
        const send = (event: string, data: string) => {
          if (closed) return;
          stream.writeSSE({ event, data }).catch(() => {
            closed = true;
          });
        };
        const unsubscribe = changeFeed.subscribe((change) => {
          const event = visibleEvent(change, viewerId);
          if (event) send(REALTIME_EVENT.change, JSON.stringify(event));
        });
        const unsubscribeResync = changeFeed.onResync(() => send(REALTIME_EVENT.resync, '{}'));
        const heartbeat = setInterval(() => send(REALTIME_EVENT.ping, String(Date.now())), REALTIME_HEARTBEAT_MS);
        send(REALTIME_EVENT.ready, JSON.stringify({ signedIn: viewerId !== null }));
        try {
          await done;
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
          unsubscribeResync();
        }
      },
      async (err, stream) => {
        logger.warn({ err }, 'realtime stream failed');
        await stream.close();
      },
    );
  }) as ReturnType<typeof createRouter>;
}
