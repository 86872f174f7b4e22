/**
 * Backup and restore as a round trip, with the embedded PostgreSQL (no DATABASE_URL) and with
 * DATABASE_URL: a database filled through the real API of a running server process,
 * `npm run backup` while it runs (embedded: connecting to the server's PostgreSQL socket),
 * `npm run restore` into a fresh empty target, then every table's rows (read generically from the
 * catalog, ordered by primary key) and every file compared byte for byte. Runs in the
 * integration-postgres project (it needs TEST_DATABASE_URL for the DATABASE_URL mode).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { create as createTar, extract, list } from 'tar';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from '../../db/embedded';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { dumpAll, fileCleanups } from '../../test/dump';
import { Browser } from '../../test/http-browser';
import { withDatabase } from '../../test/postgres-global-setup';
import { startS3Server } from '../../test/s3';
import { serverEntry, startServer, type RunningServer } from '../../test/server-process';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { S3FileStorage } from '../storage/s3-storage';
import { claimDataDir } from './admin-socket';
import { listKeys } from './create-backup';
import { listTables, pgRunner } from './sql';

const cleanups = fileCleanups();
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

interface Target {
  dataDir: string;
  databaseUrl?: string;
  /** More configuration (S3_*). */
  env?: Record<string, string>;
}

async function dumpTarget(target: Target): Promise<Record<string, string[]>> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await dumpAll(pgRunner(client), { migrations: true });
    } finally {
      await client.end();
    }
  }
  // The embedded PostgreSQL of a stopped server: started as the server would, holding DATA_DIR.
  const lock = await claimDataDir(target.dataDir, 'test');
  const embedded = await startEmbeddedPostgres({ dataDir: target.dataDir, poolMax: 1 });
  const client = new pg.Client({ connectionString: embedded.url });
  try {
    await client.connect();
    return await dumpAll(pgRunner(client), { migrations: true });
  } finally {
    await client.end();
    await embedded.stop();
    await lock.close();
  }
}

async function filesOf(dataDir: string): Promise<Record<string, Buffer>> {
  const root = path.join(dataDir, 'files');
  const out: Record<string, Buffer> = {};
  for (const key of await listKeys(root)) out[key] = await readFile(path.join(root, ...key.split('/')));
  return out;
}

/** A fresh empty target: a new DATA_DIR, and on PostgreSQL a new database with no tables at all. */
async function emptyTarget(mode: Mode): Promise<Target> {
  const dataDir = await tempDir('holdfast-restore-target-');
  if (mode === 'embedded') return { dataDir };
  const name = `${inject('pgRunPrefix')}_bk_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  });
  return { dataDir, databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name) };
}

/** `npm run backup` / `npm run restore` (compiled) as a child process: exit code and output. */
function runScript(script: 'backup' | 'restore', arg: string, target: Target) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: target.dataDir, LOG_LEVEL: 'warn' };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  Object.assign(env, target.env);
  // scripts/{backup,restore}.ts compiled beside the server (scripts/build-server.mjs).
  const child = spawn(process.execPath, [path.join(path.dirname(serverEntry()), `${script}.js`), arg], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

const picture = (color: string) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: color } })
    .png()
    .toBuffer();
const upload = async (color: string) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await picture(color))], { type: 'image/png' }), 'photo.png');
  return form;
};

/** Every kind of row through the real API: two users, their sessions and profiles, kits, plans... */
async function fill(server: RunningServer, smtp: TestSmtpServer) {
  const tag = Date.now().toString(36);
  const signUp = async (name: string) => {
    const browser = new Browser(server.url);
    const email = `${name}${tag}@example.com`;
    const username = `${name}_${tag}`;
    await browser.request(
      '/api/account/sign-up',
      {
        method: 'POST',
        json: {
          email,
          firstName: name,
          lastName: 'Backup',
          username,
          dateOfBirth: '1990-04-12',
          password: 'Str0ng!Pass',
          confirmPassword: 'Str0ng!Pass',
        },
      },
      201,
    );
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    await browser.request(linkIn(mail, `${server.url}/api/auth/verify-email`), {}, 302);
    await browser.request(
      '/api/profile',
      { method: 'POST', json: { firstName: name, lastName: 'Backup', username, dateOfBirth: '1990-04-12' } },
      201,
    );
    return { browser, email, username };
  };
  const alice = await signUp('alice');
  const bob = await signUp('bob');
  const a = alice.browser;

  await a.request('/api/profile/avatar', { method: 'PUT', body: await upload('#336699') }, 200);
  await a.request(
    '/api/profile',
    {
      method: 'PATCH',
      json: {
        firstName: 'alice',
        lastName: 'Backup',
        username: alice.username,
        isProfilePublic: true,
        showPreparednessScore: false,
      },
    },
    200,
  );
  const { resources } = await a.json<{ resources: { id: string }[] }>('/api/resources', {}, 200);
  await a.request(
    '/api/resources',
    { method: 'PUT', json: { changes: [{ id: resources[0]!.id, currentQuantity: 7 }] } },
    200,
  );
  // A barcode on a supply (issue 42); lookups are off in the test server, so none is cached.
  await a.request(`/api/resources/${resources[0]!.id}/barcodes`, { method: 'POST', json: { code: 'GO-BAG-1' } }, 200);

  type Kit = { id: string; items: { id: string }[] };
  const { kit } = await a.json<{ kit: Kit }>(
    '/api/kits',
    { method: 'POST', json: { name: 'Go bag', template: '72hour' } },
    201,
  );
  await a.request(
    `/api/kits/${kit.id}/items/${kit.items[0]!.id}/image`,
    { method: 'PUT', body: await upload('#aa3311') },
    200,
  );
  await a.request(
    `/api/kits/${kit.id}/items`,
    { method: 'POST', json: { category: 'Fire & Light', itemName: 'Lighter "Zippo" — ñ' } },
    201,
  );
  await a.request(`/api/kits/${kit.id}`, { method: 'PATCH', json: { isPublic: true } }, 200);
  const { plan } = await a.json<{ plan: { id: string } }>(
    '/api/plans',
    {
      method: 'POST',
      json: {
        title: 'Quake plan',
        description: 'Line one\nline two',
        eventType: 'earthquake',
        isPublic: true,
        items: [
          { kind: 'step', content: 'Drop, cover, hold on' },
          { kind: 'note', content: 'Gas valve is behind the house' },
          { kind: 'resource', content: 'https://example.com/quake' },
        ],
        kitIds: [kit.id],
      },
    },
    201,
  );

  await bob.browser.request(`/api/kits/${kit.id}/acquire`, { method: 'POST', json: {} }, 201);
  await bob.browser.request(`/api/plans/${plan.id}/acquire`, { method: 'POST', json: {} }, 201);
  await bob.browser.request('/api/security-events', { method: 'POST', json: { eventType: 'page_focus' } }, 204);
  await new Browser(server.url).request('/api/newsletter', {
    method: 'POST',
    json: { email: `reader${tag}@example.com` },
  });
  // A pending password reset leaves a verification row.
  await new Browser(server.url).request('/api/account/forgot-password', { method: 'POST', json: { email: bob.email } });
  await smtp.waitFor((m) => m.to.includes(bob.email) && /reset/i.test(m.subject + m.body));
  return { alice: a, kitId: kit.id };
}

type Mode = 'embedded' | 'postgres';
const MODES: Mode[] = ['embedded', 'postgres'];
const COVERED = [
  'users',
  'sessions',
  'accounts',
  'verifications',
  'rate_limits',
  'profiles',
  'user_resources',
  'resource_barcodes',
  'kits',
  'kit_items',
  'kit_acquisitions',
  'survival_plans',
  'plan_items',
  'plan_kits',
  'plan_acquisitions',
  'security_events',
  'newsletter_subscribers',
];

describe.each(MODES)('backup and restore (%s)', (mode) => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let source: Target;
  let archive: string;
  let sourceDump: Record<string, string[]>;
  let sourceFiles: Record<string, Buffer>;
  let filled: Awaited<ReturnType<typeof fill>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const env: Record<string, string> = { NODE_ENV: 'development', SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '10' };
    let database: TestDatabase | null = null;
    if (mode === 'postgres') {
      database = await createTestDatabase();
      cleanups.push(() => database!.destroy());
      await database.close();
      env.DATABASE_URL = database.url!;
    }
    server = await startServer({ env, dataDir: await tempDir('holdfast-backup-source-') });
    cleanups.push(() => server.stop());
    source = { dataDir: server.dataDir, databaseUrl: database?.url };
    filled = await fill(server, smtp);
  }, 180_000);

  it('takes one consistent snapshot while the app writes', async () => {
    // Kits from the 72-hour template: each is one transaction with its items, so in a consistent
    // snapshot every such kit has all of its items (kit_items is read before kits).
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing) {
        await filled.alice.request(
          '/api/kits',
          { method: 'POST', json: { name: `Busy ${n++}`, template: '72hour' } },
          201,
        );
      }
      return n;
    })();
    const out = await tempDir('holdfast-archives-busy-');
    await new Promise((r) => setTimeout(r, 300));
    const backup = await runScript('backup', `${out}/`, source);
    writing = false;
    const written = await writer;
    expect(backup.code, backup.stderr).toBe(0);
    expect(written).toBeGreaterThan(1);

    const unpacked = await tempDir('holdfast-busy-');
    await extract({ file: path.join(out, (await readdir(out))[0]!), cwd: unpacked });
    const lines = async (table: string) =>
      (await readFile(path.join(unpacked, 'db', `${table}.jsonl`), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    const busyKits = (await lines('kits')).filter((k) => String(k.name).startsWith('Busy '));
    const items = await lines('kit_items');
    expect(busyKits.length).toBeGreaterThan(0);
    const template = items.filter((i) => i.kit_id === busyKits[0]!.id).length;
    expect(template).toBeGreaterThan(10);
    for (const kit of busyKits) expect(items.filter((i) => i.kit_id === kit.id)).toHaveLength(template);
    const kitIds = new Set((await lines('kits')).map((k) => k.id));
    expect(items.filter((i) => !kitIds.has(i.kit_id))).toEqual([]);
  }, 120_000);

  it('backs up while the server runs, and restores every row and file into an empty target', async () => {
    const out = await tempDir('holdfast-archives-');
    const backup = await runScript('backup', `${out}/`, source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written: .*holdfast-backup-\d{8}-\d{6}\.tar\.gz \([\d.]+ KB\), \d+ tables, \d+ rows, 3 files, [\d.]+ s\n$/,
    );
    const [name] = await readdir(out);
    archive = path.join(out, name!);
    // The server kept serving while the backup ran (the embedded database was never opened twice).
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    expect(await server.stop()).toBe(0);
    sourceDump = await dumpTarget(source);
    sourceFiles = await filesOf(source.dataDir);
    for (const table of COVERED) expect(sourceDump[table]?.length, table).toBeGreaterThan(0);
    expect(Object.keys(sourceFiles)).toHaveLength(3); // avatar, item photo, and its copy in the acquired kit

    const target = await emptyTarget(mode);
    if (target.databaseUrl) {
      // A server tried on the new database first has made an auth secret there: the restore still
      // takes that database, and the archive's secret replaces the tried one.
      const tried = await startServer({
        env: { NODE_ENV: 'development', DATABASE_URL: target.databaseUrl },
        dataDir: await tempDir('holdfast-tried-'),
      });
      expect(await tried.stop()).toBe(0);
    }
    // Restoring with user triggers on would announce every kit, plan and profile on the change feed.
    const listener = target.databaseUrl ? new pg.Client({ connectionString: target.databaseUrl }) : null;
    const notifications: string[] = [];
    if (listener) {
      await listener.connect();
      listener.on('notification', (n) => notifications.push(n.payload ?? ''));
      await listener.query('listen holdfast_changes');
    }
    const restore = await runScript('restore', archive, target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .* \d+ tables, \d+ rows, 3 files, [\d.]+ s\n$/);
    if (listener) {
      await listener.query('select 1');
      await listener.end();
      expect(notifications).toEqual([]);
    }

    expect(await dumpTarget(target)).toEqual(sourceDump);
    expect(await filesOf(target.dataDir)).toEqual(sourceFiles);
    // The generated auth secret travels among the rows (instance_secrets, compared above), not as a file.
    expect(existsSync(path.join(source.dataDir, 'auth-secret'))).toBe(false);
    expect(sourceDump.instance_secrets).toHaveLength(1);

    // The restored data serves, and Alice's session cookie still works there (same auth secret).
    const restored = await startServer({
      env: { NODE_ENV: 'development', ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) },
      dataDir: target.dataDir,
    });
    try {
      const kit = await filled.alice.json<{ kit: { name: string } }>(
        `${restored.url}/api/kits/${filled.kitId}`,
        {},
        200,
      );
      expect(kit.kit.name).toBe('Go bag');
    } finally {
      expect(await restored.stop()).toBe(0);
    }

    // A non-empty target is refused with one line, and nothing in it changes.
    const before = await dumpTarget(target);
    const again = await runScript('restore', archive, target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore failed: Refusing to restore: .*not empty.*\n$/);
    expect(await dumpTarget(target)).toEqual(before);
    expect(await filesOf(target.dataDir)).toEqual(sourceFiles);
  }, 300_000);

  it('refuses an archive with a changed byte, and leaves the target empty', async () => {
    expect(archive).toBeDefined();
    const unpacked = await tempDir('holdfast-corrupt-');
    await extract({ file: archive, cwd: unpacked });
    const [key] = Object.keys(sourceFiles);
    const file = path.join(unpacked, 'files', ...key!.split('/'));
    const bytes = await readFile(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    await writeFile(file, bytes);
    const corrupt = path.join(unpacked, '..', `${path.basename(unpacked)}.tar.gz`);
    cleanups.push(() => rm(corrupt, { force: true }));
    await createTar({ gzip: true, cwd: unpacked, file: corrupt }, await readdir(unpacked));

    const target = await emptyTarget(mode);
    const result = await runScript('restore', corrupt, target);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Restore failed: The archive ${corrupt} is incomplete or damaged: files/${key} does not match its sha256 in the manifest\n`,
    );
    expect(existsSync(path.join(target.dataDir, 'postgres'))).toBe(false);
    expect(await filesOf(target.dataDir)).toEqual({});
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      expect(await listTables(pgRunner(client))).toEqual([]);
      await client.end();
    }
  }, 120_000);

  it('writes every entry of the archive, and the archive itself, readable by its owner only', async () => {
    expect(archive).toBeDefined();
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    const entries: { path: string; type: string; mode: number }[] = [];
    await list({ file: archive, onReadEntry: (e) => entries.push({ path: e.path, type: e.type, mode: e.mode! }) });
    // The secrets are there (sessions, accounts with password hashes, the auth secret: a row of
    // instance_secrets, decision 266) ...
    expect(entries.map((e) => e.path)).toEqual(
      expect.arrayContaining(['db/sessions.jsonl', 'db/accounts.jsonl', 'db/instance_secrets.jsonl', 'manifest.json']),
    );
    // ... and no entry grants anything to the group or others: files 0600, folders 0700.
    expect(entries.filter((e) => e.mode !== (e.type === 'Directory' ? 0o700 : 0o600))).toEqual([]);
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set(['File', 'Directory']));
  });

  it('refuses an archive cut short anywhere in one line, writes nothing to the target and leaves no staging folder', async () => {
    expect(archive).toBeDefined();
    const gz = await readFile(archive);
    const tar = gunzipSync(gz);
    // The tar's entries (512-byte header, then the data padded to 512) to cut at their edges.
    const entries: { path: string; start: number; dataEnd: number; end: number }[] = [];
    for (let at = 0; at + 512 <= tar.length;) {
      const header = tar.subarray(at, at + 512);
      if (header.every((b) => b === 0)) break;
      const size = parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/, '').trim() || '0', 8);
      const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/, '');
      const end = at + 512 + Math.ceil(size / 512) * 512;
      entries.push({ path: name, start: at, dataEnd: at + 512 + size, end });
      at = end;
    }
    const table = entries.find((e) => e.path === 'db/users.jsonl')!;
    expect(table.dataEnd - table.start).toBeGreaterThan(600);
    const dir = await tempDir('holdfast-cut-');
    const cuts: { name: string; bytes: Buffer; detail: string }[] = [
      {
        name: 'inside-gzip',
        bytes: gz.subarray(0, Math.floor(gz.length / 2)),
        detail: 'the compressed data stops early (zlib: unexpected end of file)',
      },
      {
        name: 'gzip-trailer',
        bytes: gz.subarray(0, gz.length - 3),
        detail: 'the compressed data stops early (zlib: unexpected end of file)',
      },
      {
        name: 'inside-a-file',
        bytes: gzipSync(tar.subarray(0, table.start + 512 + 100)),
        detail: 'it stops inside db/users.jsonl',
      },
      {
        name: 'after-an-entry',
        bytes: gzipSync(tar.subarray(0, table.end)),
        detail: 'it stops after db/users.jsonl, before the end of the archive',
      },
    ];
    for (const cut of cuts) {
      const file = path.join(dir, `${cut.name}.tar.gz`);
      await writeFile(file, cut.bytes);
      // The restore's own temporary folder, to see exactly what it leaves there.
      const tmp = await tempDir('holdfast-restore-tmp-');
      const target = await emptyTarget(mode);
      const result = await runScript('restore', file, { ...target, env: { TMPDIR: tmp } });
      expect(result.code, cut.name).toBe(1);
      expect(result.stderr, cut.name).toBe(
        `Restore failed: The archive ${file} is incomplete or damaged: ${cut.detail}\n`,
      );
      expect(await readdir(tmp), cut.name).toEqual([]);
      expect(await readdir(target.dataDir), cut.name).toEqual([]);
      if (target.databaseUrl) {
        const client = new pg.Client({ connectionString: target.databaseUrl });
        await client.connect();
        expect(await listTables(pgRunner(client))).toEqual([]);
        await client.end();
      }
    }
  }, 120_000);

  it('refuses an archive from a newer Holdfast', async () => {
    const unpacked = await tempDir('holdfast-levels-');
    await extract({ file: archive, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
      migrations: { hash: string; createdAt: string }[];
    };
    const repack = async (migrations: { hash: string; createdAt: string }[], name: string) => {
      await writeFile(manifestFile, JSON.stringify({ ...manifest, migrations }));
      const file = path.join(unpacked, '..', `${path.basename(unpacked)}-${name}.tar.gz`);
      cleanups.push(() => rm(file, { force: true }));
      await createTar(
        { gzip: true, cwd: unpacked, file },
        (await readdir(unpacked)).sort((a) => (a === 'manifest.json' ? -1 : 1)),
      );
      return file;
    };

    const newer = await repack([...manifest.migrations, { hash: 'f'.repeat(64), createdAt: '9999999999999' }], 'newer');
    const newerTarget = await emptyTarget(mode);
    const refused = await runScript('restore', newer, newerTarget);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Restore failed: The archive comes from a newer Holdfast \([^,]+, \d+ migrations; this one has \d+\): upgrade Holdfast first\n$/,
    );
    expect(existsSync(path.join(newerTarget.dataDir, 'postgres'))).toBe(false);
  }, 180_000);

  it('upgrades an archive made before households (migration 0009): every row kept, each user the owner of a household with their supplies, batches, counts, pets and family plan', async () => {
    // Made by the release before issue 18 (its backup test, with dated batches, a household with a
    // pet and a family plan added): two users, alice with all of that, bob with a supply count.
    const fixture = path.join(import.meta.dirname, 'fixtures', 'before-households.tar.gz');
    const unpacked = await tempDir('holdfast-before-households-');
    await extract({ file: fixture, cwd: unpacked });
    const rowsOf = async (table: string) =>
      (await readFile(path.join(unpacked, 'db', `${table}.jsonl`), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    const target = await emptyTarget(mode);
    const upgraded = await runScript('restore', fixture, target);
    expect(upgraded.stderr).toBe('');
    expect(upgraded.code).toBe(0);
    const dump = await dumpTarget(target);
    const now = (table: string) => (dump[table] ?? []).map((j) => JSON.parse(j) as Record<string, unknown>);
    const members = now('household_members');
    const householdOf = new Map(members.map((m) => [m.user_id, m.household_id]));

    // Every user is the owner of a household of their own.
    const users = await rowsOf('users');
    expect(users).toHaveLength(2);
    expect(members.map((m) => [m.user_id, m.role]).sort()).toEqual(users.map((u) => [u.id, 'owner']).sort());
    expect(new Set(householdOf.values()).size).toBe(2);
    // Every supply kept, with its owner's household and its updated_at untouched.
    const before = await rowsOf('user_resources');
    const after = new Map(now('user_resources').map((r) => [r.id, r]));
    expect(after.size).toBe(before.length);
    for (const { user_id: owner, ...row } of before) {
      // Migration 0025: every supply follows the goal until its user types a target of their own.
      expect(after.get(row.id)).toEqual({ ...row, household_id: householdOf.get(owner), own_target: false });
    }
    expect(before.some((r) => r.current_quantity === 3)).toBe(true);
    // Every batch kept, in its supply's household.
    const batchesBefore = await rowsOf('resource_batches');
    const batchesAfter = new Map(now('resource_batches').map((b) => [b.id, b]));
    expect(batchesBefore.some((b) => b.note === 'Costco')).toBe(true);
    for (const { user_id: owner, ...batch } of batchesBefore) {
      expect(batchesAfter.get(batch.id)).toEqual({ ...batch, household_id: householdOf.get(owner) });
    }
    // Alice's counts and pet stay in her household (the same row), marked as set; bob's is new and unset.
    const [aliceHousehold] = await rowsOf('households');
    const { owner_id: alice, ...counts } = aliceHousehold!;
    const households = new Map(now('households').map((h) => [h.id, h]));
    expect(householdOf.get(alice)).toBe(counts.id);
    expect(households.get(counts.id)).toEqual({ ...counts, readiness_set: true });
    const bob = users.find((u) => u.id !== alice)!.id;
    expect(households.get(householdOf.get(bob))).toMatchObject({ adults: 0, readiness_set: false });
    expect(now('household_pets')).toEqual(await rowsOf('household_pets'));
    // The family plan, now the household's.
    const [planBefore] = await rowsOf('family_plans');
    const { owner_id: planOwner, ...plan } = planBefore!;
    expect(now('family_plans')).toEqual([{ ...plan, household_id: householdOf.get(planOwner) }]);
    // Everything else exactly as it was.
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.id ?? a.user_id).localeCompare(String(b.id ?? b.user_id));
    for (const table of ['plan_items', 'sessions']) {
      expect(now(table).sort(byId)).toEqual((await rowsOf(table)).sort(byId));
    }
    // Migration 0022: nobody is an administrator or disabled by an upgrade.
    expect(now('users').sort(byId)).toEqual(
      (await rowsOf('users'))
        // Migration 0024: two-factor sign-in starts off. Migration 0030: accounts speak English (today's texts).
        .map((row) => ({ ...row, admin: false, disabled_at: null, two_factor_enabled: false, locale: 'en' }))
        .sort(byId),
    );
    // Migration 0013: items start unpacked; profiles made before it have been greeted already.
    expect(now('kit_items').sort(byId)).toEqual(
      (await rowsOf('kit_items')).map((row) => ({ ...row, packed: false })).sort(byId),
    );
    expect(now('profiles').sort(byId)).toEqual(
      (await rowsOf('profiles'))
        .map((row) => ({
          ...row,
          welcomed_at: expect.any(String),
          // Migration 0021: official warnings' defaults (Extreme, Severe, Moderate; no quiet hours).
          alert_severities: ['Extreme', 'Severe', 'Moderate'],
          quiet_from: null,
          quiet_to: null,
          time_zone: null,
        }))
        .sort(byId),
    );
    // The archive's auth secret file goes into the database, where every instance finds it (decision 266).
    const archivedSecret = (await readFile(path.join(unpacked, 'auth-secret'), 'utf8')).trim();
    expect(now('instance_secrets')).toEqual([{ name: 'auth', value: archivedSecret, created_at: expect.any(String) }]);
    // Kits and plans as they were, shared with no household (migration 0012, decision 244).
    for (const table of ['kits', 'survival_plans']) {
      expect(now(table).sort(byId)).toEqual(
        (await rowsOf(table)).map((row) => ({ ...row, household_shared: false })).sort(byId),
      );
    }
  }, 180_000);
});

describe('backup and restore with files in S3', () => {
  it("restore uploads the archive's files into the bucket; a backup leaves the bucket out", async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    // An archive with files, from a server that keeps them on disk (no rows needed for this).
    const local = await startServer({
      env: { NODE_ENV: 'development' },
      dataDir: await tempDir('holdfast-s3-source-'),
    });
    cleanups.push(() => local.stop());
    const bytes = await picture('#00ff00');
    const key = 'user1/photo-abc.webp';
    await mkdir(path.join(local.dataDir, 'files', 'user1'), { recursive: true });
    await writeFile(path.join(local.dataDir, 'files', ...key.split('/')), bytes);
    const archive = path.join(await tempDir('holdfast-s3-archive-'), 'with-files.tar.gz');
    expect((await runScript('backup', archive, { dataDir: local.dataDir })).code).toBe(0);
    await local.stop();

    const target = { ...(await emptyTarget('postgres')), env: s3.env };
    const restore = await runScript('restore', archive, target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const bucket = new S3FileStorage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      region: 'us-east-1',
    });
    expect(Buffer.from((await bucket.get(key))!.data)).toEqual(bytes);
    expect(existsSync(path.join(target.dataDir, 'files'))).toBe(false);

    const out = path.join(await tempDir('holdfast-s3-out-'), 'db-only.tar.gz');
    const backup = await runScript('backup', out, target);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('files in the S3 bucket (not in the archive)');
    const listed: string[] = [];
    await list({ file: out, onReadEntry: (e) => listed.push(e.path) });
    expect(listed.some((p) => p.startsWith('files/'))).toBe(false);
  }, 180_000);
});

describe('the embedded database is never opened by two processes', () => {
  it('a running server holds DATA_DIR: restore and a second claim are refused', async () => {
    const server = await startServer({ env: { NODE_ENV: 'development' }, dataDir: await tempDir('holdfast-held-') });
    cleanups.push(() => server.stop());
    await expect(claimDataDir(server.dataDir, 'test')).rejects.toThrow(/Another Holdfast process is using/);
    // A second server on the same DATA_DIR stops before opening the database.
    await expect(startServer({ env: { NODE_ENV: 'development' }, dataDir: server.dataDir })).rejects.toThrow(
      /code 1\):\nHoldfast failed to start: Another Holdfast process is using .*; stop it first/,
    );
    const archive = path.join(await tempDir('holdfast-held-archive-'), 'a.tar.gz');
    expect((await runScript('backup', archive, { dataDir: server.dataDir })).code).toBe(0);
    const restore = await runScript('restore', archive, { dataDir: server.dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^Restore failed: Another Holdfast process is using .*; stop it first\n$/);
    expect(await server.stop()).toBe(0);
    // Stopped: the socket is gone, and a backup opens the folder itself.
    expect(existsSync(path.join(server.dataDir, 'admin.sock'))).toBe(false);
    const offline = await runScript('backup', `${archive}.2`, { dataDir: server.dataDir });
    expect(offline.code).toBe(0);
  }, 180_000);
});
