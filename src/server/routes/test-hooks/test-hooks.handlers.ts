/**
 * Routes for the browser tests only, registered by createApp when HOLDFAST_TEST_HOOKS=1 (which
 * env.ts refuses unless NODE_ENV=test); absent from the API otherwise, and never in AppType.
 *
 * - POST /api/test/clock { now: ISO date-time } -> { now }: move the server's clock.
 * - POST /api/test/reminders/run -> { ran, users, soonEmails, digests }: sweep now.
 * - POST /api/test/alerts/poll -> { ran }: poll the official warning sources now (issue 38).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { jsonBody, jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import type { TestClock } from './test-clock';

const tags = ['Test hooks'];

const setClockRoute = createRoute({
  method: 'post',
  path: '/clock',
  tags,
  summary: 'Browser tests only: move the server clock',
  request: { body: jsonBody(z.object({ now: z.iso.datetime() })) },
  responses: { 200: jsonContent(z.object({ now: z.string() }), 'The clock now') },
});

const runRemindersRoute = createRoute({
  method: 'post',
  path: '/reminders/run',
  tags,
  summary: 'Browser tests only: run the expiry reminder sweep now',
  responses: {
    200: jsonContent(
      z.object({ ran: z.boolean(), users: z.number(), soonEmails: z.number(), digests: z.number() }),
      'What the sweep queued (ran: false when another instance was sweeping)',
    ),
  },
});

const pollAlertsRoute = createRoute({
  method: 'post',
  path: '/alerts/poll',
  tags,
  summary: 'Browser tests only: poll the official warning sources now',
  responses: {
    200: jsonContent(z.object({ ran: z.boolean() }), 'Whether this instance polled (false: another was polling)'),
  },
});

export function testHooksRouter({ reminders, alerts }: Services, clock: TestClock) {
  return createRouter()
    .openapi(setClockRoute, (c) => {
      clock.set(Date.parse(c.req.valid('json').now));
      return c.json({ now: new Date(clock.now()).toISOString() }, 200);
    })
    .openapi(runRemindersRoute, async (c) => {
      const result = await reminders.runNow();
      return c.json(result ? { ran: true, ...result } : { ran: false, users: 0, soonEmails: 0, digests: 0 }, 200);
    })
    .openapi(pollAlertsRoute, async (c) => {
      const result = await alerts.runNow();
      return c.json({ ran: result !== null }, 200);
    });
}
