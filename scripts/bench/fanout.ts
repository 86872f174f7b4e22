/**
 * SSE fan-out: N clients on GET /api/realtime, one change committed through the API, and the
 * time until the last client has the event. Also the server's RSS with N clients connected.
 */
import http from 'node:http';
import { percentile } from './measure';

export interface FanoutResult {
  clients: number;
  connectMs: number;
  /** From sending the write that commits the change to the LAST client receiving it. */
  lastClientMs: number;
  p50ClientMs: number;
  received: number;
  rssWithClients: number | null;
}

interface Client {
  req: http.ClientRequest;
  ready: Promise<void>;
  changeAt: Promise<number>;
}

/**
 * The server allows 50 streams per client address (issue 20): the bench's clients come from
 * several loopback addresses (Linux answers on all of 127.0.0.0/8), 40 per address.
 */
const CLIENTS_PER_ADDRESS = 40;

function openClient(baseUrl: string, agent: http.Agent, index: number): Client {
  let resolveReady!: () => void;
  let resolveChange!: (t: number) => void;
  let rejectAll!: (e: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectAll = reject;
  });
  const changeAt = new Promise<number>((resolve, reject) => {
    resolveChange = resolve;
    ready.catch(reject);
  });
  const localAddress = `127.0.${Math.floor(index / CLIENTS_PER_ADDRESS / 250)}.${2 + (Math.floor(index / CLIENTS_PER_ADDRESS) % 250)}`;
  const req = http.get(`${baseUrl}/api/realtime`, { agent, localAddress }, (res) => {
    if (res.statusCode !== 200) {
      rejectAll(new Error(`GET /api/realtime answered ${res.statusCode}`));
      res.resume();
      return;
    }
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.includes('event: ready')) resolveReady();
      if (buffer.includes('event: change')) {
        resolveChange(performance.now());
        buffer = '';
      }
    });
    res.on('error', (e) => rejectAll(e));
  });
  req.on('error', (e) => rejectAll(e));
  return { req, ready, changeAt };
}

async function json(baseUrl: string, path: string, body: unknown, cookie = '') {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return res;
}

export async function measureFanout(
  baseUrl: string,
  clients: number,
  readRss: () => number | null,
): Promise<FanoutResult> {
  // The change: a new operative completes a profile (anonymous clients get a count signal).
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { email: `fanout.${tag}@example.com`, password: 'Str0ng!Pass' };
  const signUp = await json(baseUrl, '/api/account/sign-up', {
    ...account,
    confirmPassword: account.password,
    firstName: 'Fan',
    username: `fan_${tag}`,
    dateOfBirth: '1990-01-01',
  });
  if (signUp.status !== 201) throw new Error(`fan-out setup: sign-up answered ${signUp.status}`);
  const signIn = await json(baseUrl, '/api/account/sign-in', account);
  if (signIn.status !== 200) throw new Error(`fan-out setup: sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const connectStart = performance.now();
  const opened: Client[] = [];
  try {
    // Open in batches so the server's accept queue is not flooded all at once.
    for (let i = 0; i < clients; i += 100) {
      const batch = Array.from({ length: Math.min(100, clients - i) }, (_, j) => openClient(baseUrl, agent, i + j));
      opened.push(...batch);
      await Promise.all(batch.map((c) => c.ready));
    }
    const connectMs = performance.now() - connectStart;
    await new Promise((r) => setTimeout(r, 500));
    const rssWithClients = readRss();

    const t0 = performance.now();
    const res = await json(
      baseUrl,
      '/api/profile',
      { firstName: 'Fan', username: `fan_p_${tag}`, dateOfBirth: '1990-01-01' },
      cookie,
    );
    if (res.status !== 201) throw new Error(`fan-out: the profile write answered ${res.status}`);
    const times = await Promise.all(
      opened.map((c) =>
        Promise.race([c.changeAt, new Promise<number>((r) => setTimeout(() => r(Number.NaN), 10_000))]),
      ),
    );
    const got = times.filter((x) => Number.isFinite(x)).map((x) => x - t0);
    got.sort((a, b) => a - b);
    return {
      clients,
      connectMs,
      lastClientMs: got.length ? got[got.length - 1]! : Number.NaN,
      p50ClientMs: percentile(got, 50),
      received: got.length,
      rssWithClients,
    };
  } finally {
    for (const c of opened) c.req.destroy();
    agent.destroy();
  }
}
