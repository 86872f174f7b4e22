/**
 * Concurrent deltas (issue 35 item 1, decision 0256): several devices sending "+1" and "-1" to ONE
 * supply row at the same time, as fast as they can, for a fixed time: the offline queue's way of
 * sending (PUT /api/resources with `deltas`). Every save of the row waits for the one before it
 * (the row is locked), so this measures how many changes one row takes per second, and counts
 * what was lost: the quantity the row should hold (what it held first plus every delta answered
 * 200, warm-up included) less what it holds at the end. Lost must be 0.
 *
 * Every save carries its key (decision 0276), and every fourth "-1" is sent a second time, as a
 * device sends a save again when its answer was lost: the resend must answer 200 and change
 * nothing. Each resend applied again takes one more, so `lost` counts them one for one (+1 and -1
 * resends would cancel out and hide them).
 *
 * The devices are sessions of one user (a setup talks HTTP only, and an invitation's token only
 * travels by email): each its own session and connection, the same locks and statements as
 * members of one household (a member's membership lock is shared, never exclusive).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { percentile, putJson } from './measure';
import { newBenchDevices } from './users';

/** What the row holds first: far from 0, so "below zero stops at zero" never comes into it. */
const INITIAL = 100_000;

interface Row {
  id: string;
  name: string;
  currentQuantity: number;
}

async function cannedFood(baseUrl: string, cookie: string): Promise<Row> {
  const res = await fetch(`${baseUrl}/api/resources`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`delta bench: supplies answered ${res.status}`);
  const { resources } = (await res.json()) as { resources: Row[] };
  const row = resources.find((r) => r.name === 'Canned Food');
  if (!row) throw new Error('delta bench: no Canned Food row');
  return row;
}

export interface DeltaResult {
  clients: number;
  /** Deltas answered 200 in the measured window. */
  deltas: number;
  rate: number;
  p50: number;
  p99: number;
  /** Answers other than 200 (warm-up included): each fails the bench. */
  failures: number;
  /** Deltas answered 200 over the whole run, warm-up included. */
  acknowledged: number;
  /** Saves sent a second time with the same key (answered 200, counted once in `expected`). */
  resent: number;
  expected: number;
  stored: number;
  /** expected - stored: must be 0 (a resend applied again adds 1). */
  lost: number;
}

export async function measureConcurrentDeltas(
  baseUrl: string,
  clients: number,
  durationS: number,
  warmupS: number,
): Promise<DeltaResult> {
  const cookies = await newBenchDevices(baseUrl, 'deltas', clients);
  const row = await cannedFood(baseUrl, cookies[0]!);
  const start = await fetch(`${baseUrl}/api/resources`, {
    method: 'PUT',
    headers: { cookie: cookies[0]!, 'content-type': 'application/json' },
    body: JSON.stringify({ changes: [{ id: row.id, currentQuantity: INITIAL }] }),
  });
  if (start.status !== 200) throw new Error(`delta bench: the first quantity answered ${start.status}`);

  const latencies: number[] = [];
  let failures = 0;
  let acknowledged = 0;
  let resent = 0;
  let sum = 0;
  const warmEnd = performance.now() + warmupS * 1000;
  const deadline = warmEnd + durationS * 1000;
  await Promise.all(
    cookies.map(async (cookie, c) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const url = new URL('/api/resources', baseUrl);
      let n = 0;
      while (performance.now() < deadline) {
        n += 1;
        // Half the devices mostly add, half mostly take: every order of +1 and -1 is exercised.
        const delta = (n + c) % 3 === 0 ? (c % 2 ? 1 : -1) : c % 2 ? -1 : 1;
        const t0 = performance.now();
        const body = JSON.stringify({ deltas: [{ id: row.id, delta }], saveKey: randomUUID() });
        const status = await putJson(agent, url, cookie, body);
        if (status !== 200) {
          failures += 1;
          continue;
        }
        acknowledged += 1;
        sum += delta;
        if (t0 >= warmEnd) latencies.push(performance.now() - t0);
        if (delta === -1 && n % 4 === 0) {
          // The same save again (its answer "lost"): applied already, so it must change nothing.
          if ((await putJson(agent, url, cookie, body)) !== 200) failures += 1;
          else resent += 1;
        }
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - warmEnd) / 1000;
  const stored = (await cannedFood(baseUrl, cookies[0]!)).currentQuantity;
  latencies.sort((a, b) => a - b);
  return {
    clients,
    deltas: latencies.length,
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    acknowledged,
    resent,
    expected: INITIAL + sum,
    stored,
    lost: INITIAL + sum - stored,
  };
}
