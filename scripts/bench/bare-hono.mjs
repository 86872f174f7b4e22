// The yardstick for request overhead (scripts/bench/overhead.ts): a bare Hono server on
// @hono/node-server answering GET /api/community/stats with the JSON the real server gave.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = new Hono();
app.get('/api/community/stats', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => {
  process.stdout.write('listening\n');
});
