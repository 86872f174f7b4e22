/**
 * Where the auth secret comes from (decision 266): AUTH_SECRET, else the database's
 * `instance_secrets` row, created once for every instance on that database, seeded from the
 * DATA_DIR/auth-secret file of an older release. Real PostgreSQL; two pools stand for two instances.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { instanceSecrets } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './secret';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'holdfast-secret-'));
  dirs.push(dir);
  return dir;
};

/** What the resolver logged, as [level, message]. */
function recordingLogger() {
  const lines: [string, string][] = [];
  return {
    lines,
    logger: {
      info: (_fields: object, message: string) => void lines.push(['info', message]),
      warn: (_fields: object, message: string) => void lines.push(['warn', message]),
    } as unknown as Parameters<typeof resolveAuthSecret>[0]['logger'],
  };
}

describe('resolveAuthSecret', () => {
  let db: TestDatabase;
  let second: Database;

  beforeAll(async () => {
    db = await createTestDatabase();
    second = await openDatabase({ databaseUrl: db.url, poolMax: 2 });
  });
  afterEach(async () => {
    await db.db.delete(instanceSecrets);
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
  afterAll(async () => {
    await second?.close();
    await db?.destroy();
  });

  const stored = async () => (await db.db.select().from(instanceSecrets)).map((r) => [r.name, r.value]);

  it('uses AUTH_SECRET when configured and stores nothing', async () => {
    const dir = await tempDir();
    const configured = 'x'.repeat(40);
    const { logger } = recordingLogger();
    expect(await resolveAuthSecret({ configured, dataDir: dir, db: db.db, logger })).toBe(configured);
    expect(await stored()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('generates a secret once, in the database and not in DATA_DIR, and returns it after a restart', async () => {
    const dir = await tempDir();
    const { logger, lines } = recordingLogger();
    const first = await resolveAuthSecret({ configured: undefined, dataDir: dir, db: db.db, logger });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await stored()).toEqual([['auth', first]]);
    expect(await readdir(dir)).toEqual([]);
    expect(await resolveAuthSecret({ configured: undefined, dataDir: dir, db: db.db, logger })).toBe(first);
    expect(lines).toEqual([]);
  });

  it('gives instances with their own DATA_DIR that start together one secret', async () => {
    const { logger } = recordingLogger();
    const starts = await Promise.all(
      [db.db, second.db, db.db, second.db].map(async (instanceDb) =>
        resolveAuthSecret({ configured: undefined, dataDir: await tempDir(), db: instanceDb, logger }),
      ),
    );
    expect(new Set(starts).size).toBe(1);
    expect(await stored()).toEqual([['auth', starts[0]]]);
  });

  it("moves an older release's DATA_DIR/auth-secret into the database, so its sessions stay valid", async () => {
    const dir = await tempDir();
    const old = 'o'.repeat(43);
    await writeFile(path.join(dir, AUTH_SECRET_FILE), `${old}\n`, { mode: 0o600 });
    const { logger, lines } = recordingLogger();
    expect(await resolveAuthSecret({ configured: undefined, dataDir: dir, db: db.db, logger })).toBe(old);
    expect(await stored()).toEqual([['auth', old]]);
    expect(lines.map(([level]) => level)).toEqual(['info']);

    // Another instance with a file of its own joins: the database's secret wins, said once.
    const other = await tempDir();
    await writeFile(path.join(other, AUTH_SECRET_FILE), 'b'.repeat(43));
    const joined = recordingLogger();
    expect(
      await resolveAuthSecret({ configured: undefined, dataDir: other, db: second.db, logger: joined.logger }),
    ).toBe(old);
    expect(joined.lines).toEqual([['warn', expect.stringMatching(/differs from the auth secret in the database/)]]);
    expect(await stored()).toEqual([['auth', old]]);
  });

  it('ignores a secret file too short to be one', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, AUTH_SECRET_FILE), 'short');
    const { logger } = recordingLogger();
    const secret = await resolveAuthSecret({ configured: undefined, dataDir: dir, db: db.db, logger });
    expect(secret).toMatch(/^.{32,}$/);
    expect(secret).not.toBe('short');
  });
});
