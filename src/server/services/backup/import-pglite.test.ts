/**
 * Upgrading a DATA_DIR made by the PGlite release: the folder is made with that release's code
 * path (PGlite in DATA_DIR/pglite, its migrations, rows written by the real app through the API),
 * then the real server process starts on it, moves it into the embedded PostgreSQL and serves the
 * same rows; the account signs in with its password. Runs once, in the integration-postgres project.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, pgliteDataDirFor } from '../../db/client';
import { embeddedDirFor, embeddedUrl, runningPostmaster } from '../../db/embedded';
import { createTestApp, TEST_AUTH_SECRET } from '../../test/app';
import { okJson, signedInWithProfile } from '../../test/client';
import { dumpAll, fileCleanups } from '../../test/dump';
import { startServer } from '../../test/server-process';
import { pgliteRunner, pgRunner } from './sql';

const cleanups = fileCleanups();

describe('a PGlite data folder from the previous release', () => {
  it('is moved into the embedded PostgreSQL at the first start: same rows, sign-in works, old folder kept', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-upgrade-'));
    cleanups.push(async () => {
      const pid = await runningPostmaster(embeddedDirFor(dataDir));
      if (pid) process.kill(pid, 'SIGQUIT');
      await rm(dataDir, { recursive: true, force: true });
    });

    // The previous release: PGlite in DATA_DIR/pglite, migrated, filled through the API.
    const lite = await openDatabase({ pgliteDataDir: pgliteDataDirFor(dataDir) });
    await migrateDatabase(lite);
    const t = await createTestApp({ mail: true, database: { ...lite, destroy: () => lite.close() } });
    const owner = await signedInWithProfile(t);
    const kit = await owner.client.api.kits.$post({ json: { name: 'Upgrade kit', template: '72hour' } });
    expect(kit.status).toBe(201);
    const kitId = (await okJson(kit)).kit.id;
    const plan = await owner.client.api.plans.$post({
      json: {
        title: 'Flood plan',
        eventType: 'flood',
        items: [{ kind: 'step', content: 'Move to high ground — ñ "quoted"' }],
        kitIds: [kitId],
      },
    });
    expect(plan.status).toBe(201);
    await t.close();
    await lite.close();
    const pglite = await PGlite.create(pgliteDataDirFor(dataDir));
    const before = await dumpAll(pgliteRunner(pglite));
    await pglite.close();
    expect(before.kit_items!.length).toBeGreaterThan(10);
    // The previous release kept its generated auth secret (here the one the app above signed
    // with) in DATA_DIR; the first start moves it into the database (decision 266).
    const oldSecret = TEST_AUTH_SECRET;
    await writeFile(path.join(dataDir, 'auth-secret'), `${oldSecret}\n`, { mode: 0o600 });

    const server = await startServer({ env: { NODE_ENV: 'development' }, dataDir });
    cleanups.push(() => server.stop());
    const moved = (await readdir(dataDir)).filter((n) => n.startsWith('pglite.migrated-'));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatch(/^pglite\.migrated-\d{8}-\d{6}$/);
    expect((await readdir(dataDir)).includes('pglite')).toBe(false);
    const lines = server.output().split('\n');
    expect(lines.filter((l) => l.startsWith('Moved the embedded database'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Moved the embedded database from PGlite to PostgreSQL \\(\\d+ tables, \\d+ rows, [\\d.]+ s\\); the old folder is kept as ${path.join(dataDir, moved[0]!)}$`,
        ),
      ),
    ]);

    // Every row and sequence, as PGlite had them (read before anyone signs in again).
    const client = new pg.Client({ connectionString: embeddedUrl(embeddedDirFor(dataDir)) });
    await client.connect();
    const after = await dumpAll(pgRunner(client));
    await client.end();
    expect({ ...after, instance_secrets: before.instance_secrets }).toEqual(before);
    expect(after.instance_secrets!.map((row) => JSON.parse(row) as { name: string; value: string })).toEqual([
      expect.objectContaining({ name: 'auth', value: oldSecret }),
    ]);

    // The session the previous release signed still works, and so does a new sign-in.
    const kept = await fetch(`${server.url}/api/kits/${kitId}`, {
      headers: { cookie: `holdfast.session_token=${owner.client.sessionCookie()}` },
    });
    expect(kept.status).toBe(200);
    // The account signs in with its password on the new engine and sees its kit.
    const signIn = await fetch(`${server.url}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.data.email, password: owner.data.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const kitRes = await fetch(`${server.url}/api/kits/${kitId}`, { headers: { cookie } });
    expect(kitRes.status).toBe(200);
    expect(((await kitRes.json()) as { kit: { name: string } }).kit.name).toBe('Upgrade kit');

    // The next start finds nothing to import.
    expect(await server.stop()).toBe(0);
    const again = await startServer({ env: { NODE_ENV: 'development' }, dataDir });
    cleanups.push(() => again.stop());
    expect(again.output()).not.toContain('Moved the embedded database');
    expect(await again.stop()).toBe(0);
  }, 240_000);
});
