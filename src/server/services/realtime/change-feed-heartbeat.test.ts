/**
 * A LISTEN connection that goes silent (a network drop: no `end`, no `error`) is noticed by the
 * heartbeat, and the feed counts as down so caches stop serving from memory. A real TCP relay
 * between the feed and the test PostgreSQL stands in for the network and stops passing bytes.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LISTEN_HEARTBEAT_MS, LISTEN_HEARTBEAT_TIMEOUT_MS, openDatabase, type Database } from '../../db/client';
import { DatabaseOutage } from '../../platform/database-outage';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { ChangeFeed } from './change-feed';

describe('the change feed heartbeat', () => {
  let database: TestDatabase | null = null;
  let viaRelay: Database | null = null;
  let feed: ChangeFeed | null = null;
  let relay: Server | null = null;
  const sockets: Socket[] = [];
  afterAll(async () => {
    await feed?.stop();
    sockets.forEach((s) => s.destroy());
    relay?.close();
    await viaRelay?.close();
    await database?.destroy();
  });

  it('notices a connection that went silent and marks the feed down', async () => {
    database = await createTestDatabase();
    const target = new URL(database.url!);
    let frozen = false;
    relay = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.push(client, upstream);
      client.on('data', (d) => {
        if (!frozen) upstream.write(d);
      });
      upstream.on('data', (d) => {
        if (!frozen) client.write(d);
      });
      client.on('error', () => {});
      upstream.on('error', () => {});
    });
    await new Promise<void>((r) => relay!.listen(0, '127.0.0.1', r));
    const relayUrl = new URL(database.url!);
    relayUrl.hostname = '127.0.0.1';
    relayUrl.port = String((relay.address() as { port: number }).port);

    viaRelay = await openDatabase({ databaseUrl: relayUrl.toString(), poolMax: 1 });
    const logger = pino({ level: 'silent' });
    feed = new ChangeFeed(viaRelay, logger, new DatabaseOutage(() => viaRelay!.ping(), logger));
    await feed.start();
    expect(feed.connected).toBe(true);
    const epoch = feed.epoch;

    frozen = true; // bytes stop flowing; both sockets stay open
    const started = Date.now();
    await expect
      .poll(() => feed!.connected, { timeout: LISTEN_HEARTBEAT_MS + LISTEN_HEARTBEAT_TIMEOUT_MS + 2000, interval: 50 })
      .toBe(false);
    expect(Date.now() - started).toBeLessThan(LISTEN_HEARTBEAT_MS + LISTEN_HEARTBEAT_TIMEOUT_MS + 1000);
    expect(feed.epoch).toBeGreaterThan(epoch);

    frozen = false; // the network is back: the feed listens again through a new connection
    await expect.poll(() => feed!.connected, { timeout: 5000, interval: 50 }).toBe(true);
  }, 30_000);
});
