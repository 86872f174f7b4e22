import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { storedImageKey, storeImage } from '../../services/storage/images';
import { LocalFileStorage } from '../../services/storage/local-storage';
import { S3FileStorage } from '../../services/storage/s3-storage';
import { createTestApp, type TestApp } from '../../test/app';
import { startS3Server, type TestS3Server } from '../../test/s3';

let t: TestApp;
let s3: TestS3Server;
let s3App: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  [t, s3App] = await Promise.all([createTestApp(), createTestApp({ env: s3.env })]);
});
afterAll(async () => {
  await Promise.all([t.close(), s3App.close()]);
  await s3.close();
});

const webpImage = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .webp()
      .toBuffer(),
  );

async function expectServed(app: TestApp, url: string, data: Uint8Array) {
  const res = await app.app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(data);
}

async function expectNotFound(app: TestApp, url: string) {
  const res = await app.app.request(url);
  expect(res.status, url).toBe(404);
  expect(apiErrorSchema.parse(await res.json()).error.code, url).toBe('not_found');
}

describe('GET /api/files/:userId/:file', () => {
  it('serves a stored image publicly as WebP, nosniff, cached for a year', async () => {
    const data = await webpImage();
    const url = await storeImage(t.app.services.storage, 'u1Owner', data);
    await expectServed(t, url, data);
  });

  it("keeps the files in DATA_DIR/files (a temporary folder of the test app's own)", async () => {
    const storage = t.app.services.storage;
    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect((storage as LocalFileStorage).root).toBe(path.join(path.resolve(t.env.DATA_DIR), 'files'));
    const url = await storeImage(storage, 'u2Owner', await webpImage());
    expect(await readdir(path.join(t.env.DATA_DIR, 'files', 'u2Owner'))).toEqual([url.split('/').pop()]);
  });

  it('answers 404 in the error shape for a missing file', async () => {
    await expectNotFound(t, `/api/files/u1Owner/${'A'.repeat(22)}.webp`);
    const url = await storeImage(t.app.services.storage, 'u3Owner', await webpImage());
    await t.app.services.storage.delete(storedImageKey(url)!);
    await expectNotFound(t, url);
  });

  it('answers 404 for any name that is not a stored file, and cannot be led outside its folder', async () => {
    const url = await storeImage(t.app.services.storage, 'u4Owner', await webpImage());
    const name = url.split('/').pop()!;
    for (const bad of [
      `/api/files/u4Owner/${name.replace('.webp', '.png')}`,
      `/api/files/u4Owner/${name.slice(1)}`,
      `/api/files/u4Owner/x${name}`,
      `/api/files/u4Owner/${name}/x`,
      `/api/files/u4Owner`,
      `/api/files/u4%2FOwner/${name}`,
      `/api/files/..%2Fu4Owner/${name}`,
      `/api/files/u4Owner/..%2F..%2F..%2Fpglite`,
      `/api/files/u4Owner/%2E%2E`,
      `/api/files/..%2F..%2Fetc/passwd`,
      `/api/files/u.4/${name}`,
    ]) {
      await expectNotFound(t, bad);
    }
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    const op = doc.paths['/api/files/{userId}/{file}'].get;
    expect(Object.keys(op.responses)).toEqual(['200', '404']);
    expect(op.responses['200'].content).toHaveProperty('image/webp');
  });

  it('serves from the S3 bucket when S3_* is set', async () => {
    expect(s3App.app.services.storage).toBeInstanceOf(S3FileStorage);
    const data = await webpImage();
    const url = await storeImage(s3App.app.services.storage, 'u5Owner', data);
    await expectServed(s3App, url, data);
    await s3App.app.services.storage.delete(storedImageKey(url)!);
    await expectNotFound(s3App, url);
  });
});

describe('the 1 MB JSON body limit', () => {
  const twoMb = 'x'.repeat(2 * 1024 * 1024);
  it('still answers 413 for a large body on other API paths', async () => {
    const res = await t.app.request('/api/kits/k1/items/i1', { method: 'POST', body: twoMb });
    expect(res.status).toBe(413);
  });

  it('leaves the upload paths to their own 5 MB limit', async () => {
    for (const url of ['/api/kits/k1/items/i1/image', '/api/profile/avatar']) {
      const res = await t.app.request(url, { method: 'POST', body: twoMb });
      expect(res.status, url).not.toBe(413);
    }
  });
});
