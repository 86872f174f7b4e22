/** DATA_DIR/admin.sock as the lock of the embedded database (real sockets, real processes). */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataDir, probeAdminSocket } from './admin-socket';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
const dataDir = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'holdfast-sock-'));
  dirs.push(d);
  return d;
};

describe('claimDataDir', () => {
  it('is held by one process at a time, owner-only, and freed on close', async () => {
    const dir = await dataDir();
    const first = await claimDataDir(dir, 'restore');
    expect((await stat(first.path)).mode & 0o777).toBe(0o600);
    await expect(claimDataDir(dir, 'server start')).rejects.toThrow(`Another Holdfast process is using ${dir}`);
    // Until it serves something, the holder says what it is busy with.
    const res = await new Promise<{ status?: number; body: string }>((resolve) => {
      import('node:http').then(({ get }) =>
        get({ socketPath: first.path, path: '/backup' }, (r) => {
          let body = '';
          r.on('data', (c) => (body += String(c)));
          r.on('end', () => resolve({ status: r.statusCode, body }));
        }),
      );
    });
    expect(res.status).toBe(503);
    expect(res.body).toContain('A restore is using this DATA_DIR');
    await first.close();
    expect(existsSync(first.path)).toBe(false);
    await (await claimDataDir(dir, 'server start')).close();
  });

  it('creates a DATA_DIR that does not exist yet (first start)', async () => {
    const dir = path.join(await dataDir(), 'new', 'data');
    const claimed = await claimDataDir(dir, 'server start');
    expect(existsSync(path.join(dir, 'admin.sock'))).toBe(true);
    await claimed.close();
  });

  it('replaces the socket of a process that was killed', async () => {
    const dir = await dataDir();
    const socketPath = path.join(dir, 'admin.sock');
    const child = spawn(
      process.execPath,
      ['-e', `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('up'))`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => child.stdout.once('data', resolve));
    expect(await probeAdminSocket(socketPath)).toBe('live');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(socketPath)).toBe(true);
    expect(await probeAdminSocket(socketPath)).toBe('stale');
    const claimed = await claimDataDir(dir, 'server start');
    expect(await probeAdminSocket(socketPath)).toBe('live');
    await claimed.close();
  });

  it('refuses when admin.sock is something other than a socket (it cannot tell)', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, 'admin.sock'), 'not a socket');
    await expect(claimDataDir(dir, 'server start')).rejects.toThrow(/not a socket|Cannot tell/);
    expect(existsSync(path.join(dir, 'admin.sock'))).toBe(true);
  });
});
