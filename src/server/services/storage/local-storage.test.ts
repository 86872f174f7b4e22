import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import { createStorage } from './storage';

let dir: string;
let storage: LocalFileStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'holdfast-local-storage-'));
  storage = new LocalFileStorage(path.join(dir, 'files'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (...values: number[]) => new Uint8Array(values);

describe('LocalFileStorage', () => {
  it('puts, gets and deletes a file under <root>/<key>', async () => {
    await storage.put('user1/abc.webp', bytes(1, 2, 3), 'image/webp');
    expect(await readdir(path.join(dir, 'files', 'user1'))).toEqual(['abc.webp']);
    const got = await storage.get('user1/abc.webp');
    expect(got).toEqual({ data: bytes(1, 2, 3), contentType: 'image/webp' });

    await storage.put('user1/abc.webp', bytes(9), 'image/webp');
    expect((await storage.get('user1/abc.webp'))?.data).toEqual(bytes(9));

    await storage.delete('user1/abc.webp');
    expect(await storage.get('user1/abc.webp')).toBeNull();
    expect(await readdir(path.join(dir, 'files', 'user1'))).toEqual([]);
  });

  it('answers null for a missing file and deletes a missing file without error', async () => {
    expect(await storage.get('nobody/missing.webp')).toBeNull();
    await expect(storage.delete('nobody/missing.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    await writeFile(path.join(dir, 'secret.webp'), 'outside');
    for (const key of [
      '../secret.webp',
      'files/../../secret.webp',
      '/etc/passwd',
      'a//b.webp',
      '.hidden',
      'a\\b.webp',
      '',
    ]) {
      await expect(storage.get(key), key).rejects.toThrow('Invalid storage key');
      await expect(storage.put(key, bytes(1), 'image/webp'), key).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key), key).rejects.toThrow('Invalid storage key');
    }
  });

  it('refuses a content type its key would not be served as', async () => {
    await expect(storage.put('user1/x.webp', bytes(1), 'text/html')).rejects.toThrow(/image\/webp/);
    expect(await storage.get('user1/x.webp')).toBeNull();
  });
});

describe('createStorage', () => {
  it('is a folder under DATA_DIR without S3_*, and the bucket with them', () => {
    const local = createStorage(parseEnv({}), dir);
    expect(local).toBeInstanceOf(LocalFileStorage);
    expect((local as LocalFileStorage).root).toBe(path.join(dir, 'files'));

    const s3Env = parseEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(createStorage(s3Env, dir)).toBeInstanceOf(S3FileStorage);
  });
});
