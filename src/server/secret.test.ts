import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './secret';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'holdfast-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when configured and writes nothing', async () => {
    const dir = await tempDir();
    const configured = 'x'.repeat(40);
    expect(await resolveAuthSecret(configured, dir)).toBe(configured);
    await expect(stat(path.join(dir, AUTH_SECRET_FILE))).rejects.toThrow();
  });

  it('generates a secret once, owner-only, and returns the same one after a restart', async () => {
    const dir = path.join(await tempDir(), 'nested', 'data');
    const first = await resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dir, AUTH_SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret(undefined, dir)).toBe(first);
  });

  it('agrees on one secret when two starts race', async () => {
    const dir = await tempDir();
    const [a, b] = await Promise.all([resolveAuthSecret(undefined, dir), resolveAuthSecret(undefined, dir)]);
    expect(a).toBe(b);
  });

  it('replaces a truncated secret file', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, AUTH_SECRET_FILE), 'short');
    await expect(resolveAuthSecret(undefined, dir)).resolves.toMatch(/^.{32,}$/);
  });
});
