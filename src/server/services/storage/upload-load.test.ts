/**
 * Image uploads against the real server in a child process, where its memory can be read:
 * decompression bombs (a 43-byte GIF declaring a huge canvas) stay within a memory bound, and
 * the rest of the API stays responsive while uploads queue.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { IMAGE_UPLOAD_FIELD } from '@shared/kits/schemas';
import { SERVER_ENV } from '../../../../scripts/server-command.mjs';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { removeDataDir, startServer, type RunningServer } from '../../test/server-process';
import { IMAGE_MESSAGES } from './images';

let server: RunningServer;
let database: TestDatabase | null = null;
let cookie = '';

/** The child's resident memory now and at its peak (MB), from /proc. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
/** Starts a new peak measurement: VmHWM drops to the current RSS (Linux, clear_refs 5). */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** A 43-byte GIF whose screen and only frame declare width x height (one pixel of data). */
function gifDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const gif = Buffer.from(
    'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
    'latin1',
  );
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  gif.writeUInt16LE(width, 32);
  gif.writeUInt16LE(height, 34);
  return new Uint8Array(gif);
}

async function upload(bytes: Uint8Array<ArrayBuffer>, name = 'bomb.gif', type = 'image/gif') {
  const body = new FormData();
  body.append(IMAGE_UPLOAD_FIELD, new File([bytes], name, { type }));
  const res = await fetch(`${server.url}/api/profile/avatar`, { method: 'PUT', headers: { cookie }, body });
  const json: unknown = await res.json();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json };
}

beforeAll(async () => {
  const env: Record<string, string> = { NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  database = await createTestDatabase();
  await database.close();
  env.DATABASE_URL = database.url!;
  server = await startServer({ env });
  const json = { 'content-type': 'application/json' };
  const tag = Date.now().toString(36);
  const account = { email: `bombs${tag}@example.com`, password: 'Str0ng!Pass' };
  const signUp = await fetch(`${server.url}/api/account/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      ...account,
      confirmPassword: account.password,
      firstName: 'Bo',
      username: `bombs_${tag}`,
      dateOfBirth: '1990-01-01',
    }),
  });
  expect(signUp.status).toBe(201);
  const signIn = await fetch(`${server.url}/api/account/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const profile = await fetch(`${server.url}/api/profile`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ firstName: 'Bo', username: `bombs_${tag}`, dateOfBirth: '1990-01-01' }),
  });
  expect(profile.status).toBe(201);
  // Warm up: the first upload loads libvips and the WebP encoder; idle means "has served one".
  const warm = await upload(
    new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345' } })
        .png()
        .toBuffer(),
    ),
    'a.png',
    'image/png',
  );
  expect(warm.status).toBe(200);
}, 90_000);

afterAll(async () => {
  if (server) {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
  await database?.destroy();
});

describe('decompression bombs against the real server', () => {
  it('runs with the allocator setting npm start gives the server', () => {
    // Without it glibc keeps freed decode buffers: 8 of these bombs in a row took the peak to
    // about 380 MB above idle instead of 220 (docs/decisions, images).
    expect(SERVER_ENV).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(readFileSync(`/proc/${server.process.pid!}/environ`, 'utf8').split('\0')).toContain(
      'MALLOC_MMAP_THRESHOLD_=131072',
    );
  });

  it('refuses 8 concurrent 100-megapixel GIFs (43 bytes each) before decoding: memory barely moves', async () => {
    const pid = server.process.pid!;
    await new Promise((r) => setTimeout(r, 300));
    const idle = memory(pid).rss;
    resetPeak(pid);
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(gifDeclaring(10_000, 10_000))));
    const peak = memory(pid).peak;
    console.warn(
      '100 MP x8: idle',
      idle,
      'peak',
      peak,
      results.map((r) => r.status),
    );
    for (const r of results) {
      expect(r.status).toBe(400);
      expect(apiErrorSchema.parse(r.json).error.message).toBe(IMAGE_MESSAGES.tooManyPixels);
    }
    expect(peak - idle).toBeLessThan(50);
  }, 60_000);

  it('8 concurrent 40-megapixel GIFs (the heaviest allowed) keep the peak within 300 MB of idle', async () => {
    const pid = server.process.pid!;
    await new Promise((r) => setTimeout(r, 300));
    const idle = memory(pid).rss;
    resetPeak(pid);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(gifDeclaring(6324, 6324))));
    const peak = memory(pid).peak;
    console.warn(
      '40 MP x8: idle',
      idle,
      'peak',
      peak,
      'ms',
      Date.now() - started,
      results.map((r) => r.status),
    );
    for (const r of results) expect(r.status).toBe(200);
    expect(peak - idle).toBeLessThan(300);
  }, 120_000);
});

/**
 * Times GET /api/health every 50 ms from a process of its own (this one is busy sending the
 * uploads, and its own delays would be counted), until `stop` is called.
 */
function probeHealth(url: string) {
  const script = `
    const times = []; let on = true;
    process.on('SIGTERM', () => (on = false));
    (async () => {
      while (on) {
        const t = performance.now();
        const res = await fetch(${JSON.stringify(`${url}/api/health`)});
        await res.arrayBuffer();
        times.push(res.status === 200 ? performance.now() - t : Infinity);
        await new Promise((r) => setTimeout(r, 50));
      }
      process.stdout.write(JSON.stringify(times));
    })();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return (JSON.parse(out) as number[]).sort((a, b) => a - b);
    },
  };
}

describe('the rest of the API during an upload flood', () => {
  it('/api/health answers quickly while 32 concurrent 4 MB JPEG uploads queue', async () => {
    const jpeg = new Uint8Array(
      await sharp({
        create: {
          width: 2000,
          height: 1600,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 100 })
        .toBuffer(),
    );
    expect(jpeg.length).toBeGreaterThan(3_500_000);
    const probe = probeHealth(server.url);
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 32 }, () => upload(jpeg, 'photo.jpg', 'image/jpeg')));
    const latencies = await probe.stop();
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    console.warn(
      'flood ms',
      Date.now() - started,
      'health n',
      latencies.length,
      'p50',
      p(0.5),
      'p99',
      p(0.99),
      'max',
      latencies.at(-1),
      results.map((r) => r.status).join(','),
    );
    for (const r of results) {
      expect([200, 503]).toContain(r.status);
      if (r.status === 503) expect(r.retryAfter).toBe('5');
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(10);
    expect(latencies.length).toBeGreaterThan(20);
    // Generous: this machine is shared; before the upload line the worst answer took seconds. The
    // single worst answer is scheduling noise on a loaded two-core machine (2.3 s once in CI beside
    // the other suites); the median and the 90th percentile are what the upload line keeps low.
    expect(p(0.5)).toBeLessThan(250);
    expect(p(0.9)).toBeLessThan(1500);
    expect(latencies.at(-1)).toBeLessThan(5000);
  }, 180_000);
});
