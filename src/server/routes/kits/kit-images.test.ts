/**
 * Kit item images through the real routes: content sniffing, the 5 MB limit, metadata
 * stripping (a phone photo's GPS position never leaves), and file lifetimes (replace, delete,
 * copies).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitDetail } from '@shared/kits/schemas';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, type TestClient } from '../../test/client';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

let t: TestApp;
let client: TestClient;
let gpsPhoto: Uint8Array;
const FIXTURE = path.join(import.meta.dirname, '../../test/fixtures/gps-photo.jpg');

beforeAll(async () => {
  t = await createTestApp({ mail: true });
  client = (await signedInWithProfile(t)).client;
  gpsPhoto = new Uint8Array(await readFile(FIXTURE));
});
afterAll(async () => {
  await t.close();
});

async function newKit(): Promise<KitDetail> {
  const res = await client.api.kits.$post({ json: { name: 'Photo kit', template: '72hour' } });
  return (await okJson(res)).kit;
}
function upload(kit: KitDetail, itemId: string, bytes: Uint8Array, filename: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  return putImage(client, kit.id, itemId, form);
}
const putImage = (as: TestClient, id: string, itemId: string, form: FormData) =>
  as.api.kits[':id'].items[':itemId'].image.$put({ param: { id, itemId } }, { init: { body: form } });
/** Raw: the imageUrl the server answered, followed as given. */
const fetchFile = (url: string) => client.get(url);

describe('item image uploads', () => {
  it('a JPEG with EXIF GPS comes back as WebP with no metadata, served with nosniff and long caching', async () => {
    const before = await sharp(gpsPhoto).metadata();
    expect(before.exif?.length ?? 0).toBeGreaterThan(0); // the fixture really carries EXIF (with GPS)
    const kit = await newKit();
    const res = await upload(kit, kit.items[0]!.id, gpsPhoto, 'IMG_0001.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { item } = await okJson(res);
    expect(item.imageUrl).toMatch(/^\/api\/files\/[^/]+\/[^/]+\.webp$/);

    const file = await fetchFile(item.imageUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    // No "Exif" chunk in the RIFF container at all.
    expect(Buffer.from(bytes).includes(Buffer.from('EXIF'))).toBe(false);
  });

  it('a PDF renamed .jpg is a 400 and nothing is stored', async () => {
    const kit = await newKit();
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF');
    const res = await upload(kit, kit.items[0]!.id, pdf, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    const again = (await okJson(await client.api.kits[':id'].$get({ param: { id: kit.id } }))).kit;
    expect(again.items.find((i) => i.id === kit.items[0]!.id)!.imageUrl).toBeNull();
  });

  it('a 6 MB image is a 413', async () => {
    const kit = await newKit();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]); // a JPEG's first bytes: refused for its size, not its type
    const res = await upload(kit, kit.items[0]!.id, big, 'big.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
  });

  it('replacing an image deletes the old file; deleting the item deletes the current one', async () => {
    const kit = await newKit();
    const itemId = kit.items[0]!.id;
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const first = (await okJson(await upload(kit, itemId, gpsPhoto, 'a.jpg', 'image/jpeg'))).item;
    const second = (await okJson(await upload(kit, itemId, png, 'b.png', 'image/png'))).item;
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect((await fetchFile(first.imageUrl!)).status).toBe(404);
    expect((await fetchFile(second.imageUrl!)).status).toBe(200);

    expect((await client.api.kits[':id'].items[':itemId'].$delete({ param: { id: kit.id, itemId } })).status).toBe(204);
    expect((await fetchFile(second.imageUrl!)).status).toBe(404);
  });

  it("a duplicate owns copies of the images: deleting the original kit keeps the copy's files", async () => {
    const kit = await newKit();
    const itemId = kit.items[0]!.id;
    const { item } = await okJson(await upload(kit, itemId, gpsPhoto, 'a.jpg', 'image/jpeg'));
    const copy = (await okJson(await client.api.kits[':id'].duplicate.$post({ param: { id: kit.id } }))).kit;
    const copied = copy.items.find((i) => i.imageUrl)!;
    expect(copied.imageUrl).not.toBe(item.imageUrl);

    expect((await client.api.kits[':id'].$delete({ param: { id: kit.id } })).status).toBe(204);
    expect((await fetchFile(item.imageUrl!)).status).toBe(404);
    expect((await fetchFile(copied.imageUrl!)).status).toBe(200);
  });
});

describe('a refused item image upload writes nothing', () => {
  it('every 4xx of PUT /api/kits/{id}/items/{itemId}/image leaves every table as it was', async () => {
    const kit = await newKit();
    const item = kit.items[0]!;
    const { client: other } = await signedInWithProfile(t);
    const refused: [() => Promise<Response>, number][] = [
      [() => upload(kit, item.id, new TextEncoder().encode('not an image'), 'x.jpg', 'image/jpeg'), 400],
      [() => putImage(client, kit.id, item.id, new FormData()), 400],
      [() => upload(kit, 'not-a-uuid', gpsPhoto, 'me.jpg', 'image/jpeg'), 404],
      [
        () => {
          const form = new FormData();
          form.append('image', new Blob([new Uint8Array(gpsPhoto)], { type: 'image/jpeg' }), 'me.jpg');
          return putImage(other, kit.id, item.id, form);
        },
        404,
      ],
    ];
    // Every upload the server reads counts against the uploader's hourly quota (decision 102).
    for (const [send, status] of refused) {
      await expectRefusedWithoutWrite(t.database, send, status, { except: ['rate_limits'] });
    }
  });
});
