import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import exifReader from 'exif-reader';
import { Hono } from 'hono';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@shared/errors';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '@shared/kits/schemas';
import type { AppEnv } from '../../http/context';
import { handleError } from '../../http/error-handler';
import { imageUploadLoad, readImageUpload, UPLOAD_PATH_PATTERN } from '../../http/image-upload';
import { RATE_LIMITS, RateLimiter } from '../../http/rate-limit';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import {
  deleteStoredImage,
  IMAGE_BUSY_RETRY_AFTER_SECONDS,
  IMAGE_DECODE_CONCURRENCY,
  IMAGE_DECODE_MAX_WAITING,
  IMAGE_MESSAGES,
  sniffImageFormat,
  storedImageKey,
  storeImage,
} from './images';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

/** Upload quotas are counted in a real database. */
let database: TestDatabase;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = new RateLimiter(database.db);
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

/** A tiny app with one upload route: what the kit and avatar routes do first (x-user says who uploads). */
const app = new Hono<AppEnv>();
app.post('/upload', async (c) => {
  const uploader = {
    userId: c.req.header('x-user') ?? 'uploader1',
    limiter,
    limit: (rule: typeof RATE_LIMITS.imageUploadsPerUser) => rule,
  };
  return c.body(await readImageUpload(c, uploader), 200, { 'Content-Type': 'image/webp' });
});
app.onError(handleError);

const FIXTURE = new URL('../../test/fixtures/gps-photo.jpg', import.meta.url);

function form(
  data: Uint8Array<ArrayBuffer> | string,
  name = 'photo.jpg',
  type = 'image/jpeg',
  field = IMAGE_UPLOAD_FIELD,
) {
  const body = new FormData();
  body.append(field, typeof data === 'string' ? data : new File([data], name, { type }));
  return body;
}

let uploads = 0;
/** Each upload counts as a new user's unless `x-user` says otherwise (the quota has its own tests). */
async function upload(body: BodyInit, headers: Record<string, string> = {}) {
  uploads += 1;
  const res = await app.request('/upload', {
    method: 'POST',
    body,
    headers: { 'x-user': `user${uploads}`, ...headers },
  });
  const retryAfter = res.headers.get('retry-after');
  if (res.status === 200) {
    expect(res.headers.get('content-type')).toBe('image/webp');
    return { status: 200, webp: new Uint8Array(await res.arrayBuffer()), error: null, retryAfter };
  }
  return { status: res.status, webp: null, error: apiErrorSchema.parse(await res.json()).error, retryAfter };
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
  return bytesOf(gif);
}

/** An animated GIF of `frames` frames of width x height, each with one pixel of data. */
function animatedGifDeclaring(width: number, height: number, frames: number): Uint8Array<ArrayBuffer> {
  const head = Buffer.from('GIF89a\x00\x00\x00\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00', 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  // Graphic control (100 ms delay), then the image descriptor and its one-pixel LZW data.
  const frame = Buffer.from(
    '!\xf9\x04\x00\x0a\x00\x00\x00,\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x02D\x01\x00',
    'latin1',
  );
  frame.writeUInt16LE(width, 13);
  frame.writeUInt16LE(height, 15);
  return bytesOf(Buffer.concat([head, ...Array.from({ length: frames }, () => frame), Buffer.from(';')]));
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7a4c' } });
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer);

/** The chunk ids of a RIFF/WebP file (metadata travels in EXIF, XMP and ICCP chunks). */
function webpChunks(webp: Uint8Array): string[] {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const ids: string[] = [];
  for (let at = 12; at + 8 <= webp.length;) {
    ids.push(String.fromCharCode(...webp.subarray(at, at + 4)));
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size % 2);
  }
  return ids;
}

/** A PNG that declares width x height but carries almost no pixel data. */
function pngDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytesOf(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('sniffImageFormat', () => {
  it('recognises the four formats by their magic bytes, and nothing else', async () => {
    const image = solid(8, 8);
    expect(sniffImageFormat(bytesOf(await image.clone().jpeg().toBuffer()))).toBe('jpeg');
    expect(sniffImageFormat(bytesOf(await image.clone().png().toBuffer()))).toBe('png');
    expect(sniffImageFormat(bytesOf(await image.clone().webp().toBuffer()))).toBe('webp');
    expect(sniffImageFormat(bytesOf(await image.clone().gif().toBuffer()))).toBe('gif');
    expect(sniffImageFormat(new TextEncoder().encode('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(bytesOf(await image.clone().tiff().toBuffer()))).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('RIFF....WAVE'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('readImageUpload', () => {
  it('accepts JPEG, PNG, WebP and GIF by content, whatever the name and declared type say', async () => {
    const image = solid(64, 48);
    const cases = [
      { data: await image.clone().jpeg().toBuffer(), name: 'a.jpg', type: 'image/jpeg' },
      { data: await image.clone().png().toBuffer(), name: 'b.gif', type: 'image/gif' },
      { data: await image.clone().webp().toBuffer(), name: 'c', type: 'application/octet-stream' },
      { data: await image.clone().gif().toBuffer(), name: 'd.txt', type: 'text/plain' },
    ];
    for (const { data, name, type } of cases) {
      const res = await upload(form(bytesOf(data), name, type));
      expect(res.status, name).toBe(200);
      expect(sniffImageFormat(res.webp!)).toBe('webp');
      const meta = await sharp(res.webp!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
    }
  });

  it('refuses a PDF renamed .jpg, and SVG or TIFF that sharp could decode, with 400', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    const tiff = bytesOf(await solid(8, 8).tiff().toBuffer());
    for (const [data, name] of [
      [pdf, 'scan.jpg'],
      [svg, 'logo.png'],
      [tiff, 'photo.jpg'],
    ] as const) {
      const res = await upload(form(data, name, 'image/jpeg'));
      expect(res.status, name).toBe(400);
      expect(res.error).toEqual({
        code: 'unsupported_media_type',
        message: IMAGE_MESSAGES.unsupported,
        fields: { image: [IMAGE_MESSAGES.unsupported] },
      });
    }
  });

  it('answers 400 (never 500) for an image sharp cannot decode', async () => {
    const jpegHead = bytesOf((await solid(64, 48).jpeg().toBuffer()).subarray(0, 40));
    const garbage = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const gif = new TextEncoder().encode('GIF89a\x00\x00');
    for (const data of [jpegHead, garbage, gif]) {
      const res = await upload(form(data));
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(IMAGE_MESSAGES.unreadable);
      expect(res.error?.fields).toEqual({ image: [IMAGE_MESSAGES.unreadable] });
    }
  });

  it('refuses an image declaring more than 40 megapixels before decoding it, and decodes one just under', async () => {
    // 43 bytes declaring 10000 x 10000: the probe's bomb. 6400 x 6400 is 40.96 megapixels.
    for (const [data, name] of [
      [gifDeclaring(10_000, 10_000), 'bomb.gif'],
      [pngDeclaring(6400, 6400), 'huge.png'],
      [pngDeclaring(20_000, 20_000), 'huger.png'],
    ] as const) {
      const started = performance.now();
      const res = await upload(form(data, name, 'image/png'));
      expect(res.status, name).toBe(400);
      expect(res.error).toEqual({
        code: 'bad_request',
        message: 'The image is too large (at most 40 megapixels)',
        fields: { image: ['The image is too large (at most 40 megapixels)'] },
      });
      // Refused from the header: decoding 100 megapixels takes seconds.
      expect(performance.now() - started, name).toBeLessThan(1000);
    }
    // 6324 x 6324 = 39.99 megapixels: allowed, decoded, and scaled to the 2048 px cap.
    const res = await upload(form(gifDeclaring(6324, 6324), 'big.gif', 'image/gif'));
    expect(res.status).toBe(200);
    const meta = await sharp(res.webp!).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 2048]);
  }, 60_000);

  it('decodes only the first frame of an animated GIF: frames that together pass 40 megapixels are accepted', async () => {
    // Three 25-megapixel frames: 75 megapixels if every frame were decoded.
    const gif = animatedGifDeclaring(5000, 5000, 3);
    expect((await sharp(gif, { limitInputPixels: false }).metadata()).pages).toBe(3);
    const res = await upload(form(gif, 'anim.gif', 'image/gif'));
    expect(res.status).toBe(200);
    const meta = await sharp(res.webp!, { animated: true }).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([2048, 2048, 1]);
  }, 60_000);

  it('answers 400 on `image` when the field is missing, empty, not a file, or the body is not multipart', async () => {
    const jpeg = bytesOf(await solid(8, 8).jpeg().toBuffer());
    const bodies: [BodyInit, Record<string, string>][] = [
      [form(jpeg, 'a.jpg', 'image/jpeg', 'photo'), {}],
      [form(new Uint8Array(0)), {}],
      [form('not a file'), {}],
      [JSON.stringify({ image: 'x' }), { 'content-type': 'application/json' }],
      ['--nope\r\ngarbage', { 'content-type': 'multipart/form-data; boundary=nope' }],
    ];
    for (const [body, headers] of bodies) {
      const res = await upload(body, headers);
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: 'validation_failed',
        message: IMAGE_MESSAGES.missing,
        fields: { image: [IMAGE_MESSAGES.missing] },
      });
    }
  });

  it('answers 413 for a file over 5 MB, even one barely over', async () => {
    const barelyOver = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1).fill(0xff);
    const sixMb = new Uint8Array(6 * 1024 * 1024).fill(0xff);
    for (const data of [barelyOver, sixMb]) {
      const res = await upload(form(data));
      expect(res.status).toBe(413);
      expect(res.error).toEqual({
        code: 'payload_too_large',
        message: 'Image must be 5 MB or smaller',
        fields: { image: ['Image must be 5 MB or smaller'] },
      });
    }
  });

  it('refuses an oversized body by its Content-Length without reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * 1024) },
    };
    const res = await app.request('/upload', init);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a body without Content-Length once it passes the limit (never buffers unbounded)', async () => {
    const chunk = 256 * 1024;
    let sent = 0;
    // An endless body: only a reader that counts and stops can answer at all.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    };
    const res = await app.request('/upload', init);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(IMAGE_UPLOAD_MAX_BYTES + 4 * chunk);
  });

  it('strips GPS and every other metadata from a real phone-style JPEG, keeping it upright', async () => {
    const fixture = bytesOf(await readFile(FIXTURE));
    // The fixture really carries a position (EXIF GPS and XMP), an ICC profile and orientation 6.
    const before = await sharp(fixture).metadata();
    expect(exifReader(before.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'N', GPSLatitude: [48, 51, 29.64] });
    expect(before.xmpAsString).toContain('exif:GPSLatitude');
    expect(before.icc).toBeDefined();
    expect([before.width, before.height, before.orientation]).toEqual([320, 240, 6]);

    const res = await upload(form(fixture, 'IMG_0001.jpg'));
    expect(res.status).toBe(200);
    const webp = res.webp!;
    const after = await sharp(webp).metadata();
    expect(after.format).toBe('webp');
    expect(after).not.toHaveProperty('exif');
    expect(after).not.toHaveProperty('xmp');
    expect(after).not.toHaveProperty('icc');
    expect(after).not.toHaveProperty('iptc');
    expect(after.orientation).toBeUndefined();
    expect(webpChunks(webp).every((id) => ['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(id))).toBe(true);
    const text = new TextDecoder('latin1').decode(webp);
    expect(text).not.toMatch(/GPS|Exif|xmpmeta|Fixture Phone/);

    // Orientation 6 (rotate 90° clockwise) applied: portrait now, and the red block that was at
    // the stored image's top-left is at the top-right.
    expect([after.width, after.height]).toEqual([240, 320]);
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    const [r, g, b] = pixel(info.width - 20, 20);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect(pixel(20, 20)[0]).toBeLessThan(180);
  });

  it('caps the longest side at 2048 px and never enlarges', async () => {
    const wide = await upload(form(bytesOf(await solid(3000, 1000).png().toBuffer()), 'wide.png', 'image/png'));
    const wideMeta = await sharp(wide.webp!).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([2048, 683]);
    const tall = await upload(form(bytesOf(await solid(900, 2400).jpeg().toBuffer())));
    const tallMeta = await sharp(tall.webp!).metadata();
    expect([tallMeta.width, tallMeta.height]).toEqual([768, 2048]);
    const small = await upload(form(bytesOf(await solid(100, 50).jpeg().toBuffer())));
    const smallMeta = await sharp(small.webp!).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([100, 50]);
  });

  it('turns an animated GIF into a still of its first frame', async () => {
    const frames = [
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0000ff' } })
        .png()
        .toBuffer(),
    ];
    const gif = bytesOf(
      await sharp(frames, { join: { animated: true } })
        .gif({ delay: [100, 100] })
        .toBuffer(),
    );
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const res = await upload(form(gif, 'anim.gif', 'image/gif'));
    expect(res.status).toBe(200);
    const meta = await sharp(res.webp!, { animated: true }).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([40, 30, 1]);
    const { data } = await sharp(res.webp!).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it('works over a real HTTP connection: a 6 MB upload is refused with 413, a photo is accepted', async () => {
    let server: ServerType | undefined;
    try {
      const port = await new Promise<number>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
      });
      const url = `http://127.0.0.1:${port}/upload`;
      const big = await fetch(url, { method: 'POST', body: form(new Uint8Array(6 * 1024 * 1024).fill(0xff)) });
      expect(big.status).toBe(413);
      expect(apiErrorSchema.parse(await big.json()).error.message).toBe('Image must be 5 MB or smaller');
      const photo = await fetch(url, { method: 'POST', body: form(bytesOf(await readFile(FIXTURE))) });
      expect(photo.status).toBe(200);
      expect(sniffImageFormat(new Uint8Array(await photo.arrayBuffer()))).toBe('webp');
    } finally {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    }
  });
});

const CHUNK = 64 * 1024;

/**
 * A multipart body of `chunks` chunks of 64 KB (endless without), counting how many were read;
 * `delayMs` between chunks makes a slow client.
 */
function countedBody(chunks = Infinity, delayMs = 0) {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (counter.pulled >= chunks) return controller.close();
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      counter.pulled += 1;
      controller.enqueue(new Uint8Array(CHUNK));
    },
  });
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-user': 'counted' },
  };
  return { init, counter };
}

/** The most a refused upload's body is read (then dropped): the largest upload, and what streams read ahead. */
const MAX_DISCARDED_CHUNKS = Math.ceil((IMAGE_UPLOAD_MAX_BYTES + CHUNK) / CHUNK) + 3;

describe('the decode line', () => {
  // Just under 40 megapixels: each fills the line's capacity and decodes alone, for about a second.
  const heaviest = () => form(gifDeclaring(6324, 6324), 'big.gif', 'image/gif');

  it('takes 10 uploads at once (decoding one near the limit at a time) and answers 503 with Retry-After to the rest, their bodies dropped', async () => {
    const atOnce = IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_MAX_WAITING;
    let maxDecoding = 0;
    const sampler = setInterval(() => (maxDecoding = Math.max(maxDecoding, imageUploadLoad().decoding)), 1);
    const all = Promise.all(Array.from({ length: atOnce + 2 }, () => upload(heaviest())));
    await vi.waitUntil(() => imageUploadLoad().waiting === atOnce - 1, { timeout: 20_000, interval: 2 });
    expect(imageUploadLoad()).toEqual({ uploads: atOnce, decoding: 1, waiting: atOnce - 1 });

    // Full: the next upload is refused and not counted against its quota; its body (here endless)
    // is read and dropped up to the largest upload, so that a client still sending gets the answer.
    const { init, counter } = countedBody();
    const refused = await app.request('/upload', init);
    expect(refused.status).toBe(503);
    expect(counter.pulled).toBeGreaterThan(1);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_DISCARDED_CHUNKS);
    expect((await limiter.peek('image-upload:user:counted', RATE_LIMITS.imageUploadsPerUser)).count).toBe(0);

    const results = await all;
    clearInterval(sampler);
    const busy = results.filter((r) => r.status === 503);
    expect(results.filter((r) => r.status === 200)).toHaveLength(atOnce);
    expect(busy).toHaveLength(2);
    const refusedError = apiErrorSchema.parse(await refused.json()).error;
    for (const r of [...busy, { error: refusedError, retryAfter: refused.headers.get('retry-after') }]) {
      expect(r.retryAfter).toBe(String(IMAGE_BUSY_RETRY_AFTER_SECONDS));
      expect(r.error).toEqual({ code: 'service_unavailable', message: IMAGE_MESSAGES.busy });
    }
    // Each of these fills the decoders' capacity: never two at once.
    expect(maxDecoding).toBe(1);
    expect(imageUploadLoad()).toEqual({ uploads: 0, decoding: 0, waiting: 0 });
  }, 90_000);

  it('decodes at most 2 images at a time', async () => {
    // 9 megapixels each: four would fit the capacity together; the concurrency bound allows two.
    const png = bytesOf(await solid(3000, 3000).png().toBuffer());
    let maxRunning = 0;
    const sampler = setInterval(() => (maxRunning = Math.max(maxRunning, imageUploadLoad().decoding)), 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(form(png, 'p.png', 'image/png'))));
    clearInterval(sampler);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(maxRunning).toBe(IMAGE_DECODE_CONCURRENCY);
  }, 60_000);

  it('drops an upload from the line when its client goes away (over real HTTP)', async () => {
    let server: ServerType | undefined;
    try {
      const port = await new Promise<number>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
      });
      const url = `http://127.0.0.1:${port}/upload`;
      const send = (signal?: AbortSignal) =>
        fetch(url, {
          method: 'POST',
          body: heaviest(),
          headers: { 'x-user': 'leaver' },
          ...(signal ? { signal } : {}),
        });
      const first = [send(), send()];
      await vi.waitUntil(() => imageUploadLoad().waiting === 1, { timeout: 20_000, interval: 2 });
      const leaving = new AbortController();
      const gone = send(leaving.signal).catch((err: unknown) => err);
      await vi.waitUntil(() => imageUploadLoad().waiting === 2, { timeout: 20_000, interval: 2 });
      leaving.abort();
      await gone;
      await vi.waitUntil(() => imageUploadLoad().waiting <= 1, { timeout: 5_000, interval: 2 });
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
      // Had it stayed in the line, it would be decoding now, behind the second.
      expect(imageUploadLoad()).toEqual({ uploads: 0, decoding: 0, waiting: 0 });
    } finally {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    }
  }, 60_000);
});

describe('the upload quota', () => {
  it('allows 60 attempts an hour per user, then answers 429 with Retry-After, the body dropped unparsed', async () => {
    const user = { 'x-user': 'quota1' };
    // Attempts count whatever their outcome: refused ones cost a read too.
    for (let i = 0; i < RATE_LIMITS.imageUploadsPerUser.max; i++) {
      const res = await upload(form('not a file'), user);
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    const { init, counter } = countedBody(16);
    const res = await app.request('/upload', { ...init, headers: { ...init.headers, ...user } });
    expect(res.status).toBe(429);
    expect(counter.pulled).toBe(16);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(apiErrorSchema.parse(await res.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Too many image uploads. Please try again in 1 hour.',
    });
    // Another user is not affected.
    const other = await upload(form(bytesOf(await solid(8, 8).png().toBuffer()), 'a.png', 'image/png'), {
      'x-user': 'quota2',
    });
    expect(other.status).toBe(200);
  });
});

describe('a refused upload over a real HTTP connection', () => {
  it('reaches a slow client still sending its 3 MB body (not a reset connection)', async () => {
    let server: ServerType | undefined;
    try {
      const port = await new Promise<number>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
      });
      const user = { 'x-user': 'slow-sender' };
      for (let i = 0; i < RATE_LIMITS.imageUploadsPerUser.max; i++) {
        expect((await upload(form('not a file'), user)).status).toBe(400);
      }
      // 48 chunks of 64 KB, 25 ms apart: over a second of sending after the refusal is decided.
      const { init, counter } = countedBody(48, 25);
      const res = await fetch(`http://127.0.0.1:${port}/upload`, { ...init, headers: { ...init.headers, ...user } });
      expect(res.status).toBe(429);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('rate_limited');
      expect(counter.pulled).toBe(48);
    } finally {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    }
  }, 30_000);
});

describe('storeImage and deleteStoredImage', () => {
  let dir: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'holdfast-images-'));
    storage = new LocalFileStorage(path.join(dir, 'files'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores at {user id}/{128 random bits}.webp and deletes by URL', async () => {
    const webp = bytesOf(await solid(8, 8).webp().toBuffer());
    const url = await storeImage(storage, 'User123abc', webp);
    expect(url).toMatch(/^\/api\/files\/User123abc\/[A-Za-z0-9_-]{22}\.webp$/);
    const key = storedImageKey(url)!;
    expect(await storage.get(key)).toEqual({ data: webp, contentType: 'image/webp' });
    expect(await storeImage(storage, 'User123abc', webp)).not.toBe(url);

    await deleteStoredImage(storage, url);
    expect(await storage.get(key)).toBeNull();
    await deleteStoredImage(storage, url);
  });

  it('refuses a user id that cannot name a folder', async () => {
    await expect(storeImage(storage, '../x', new Uint8Array([1]))).rejects.toThrow();
    await expect(storeImage(storage, '', new Uint8Array([1]))).rejects.toThrow();
  });

  it('ignores null and URLs that are not ours', async () => {
    const webp = bytesOf(await solid(8, 8).webp().toBuffer());
    const url = await storeImage(storage, 'owner1', webp);
    const name = url.split('/').pop()!;
    for (const other of [
      null,
      undefined,
      '',
      `https://elsewhere.example/api/files/owner1/${name}`,
      `/api/files/owner1/../owner1/${name}`,
      `/api/files/owner1/${name}?x=1`,
      `/api/files/owner1/sub/${name}`,
      `/api/files/owner1/${name.replace('.webp', '.png')}`,
    ]) {
      await deleteStoredImage(storage, other);
    }
    expect(await storage.get(storedImageKey(url)!)).not.toBeNull();
  });

  it('logs and does not throw when the storage fails', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    // A real S3 client pointed at a closed port: the request fails like an unreachable bucket.
    const unreachable = new S3FileStorage({
      endpoint: 'http://127.0.0.1:9',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
      timeoutMs: 2000,
    });
    const url = `/api/files/owner1/${'A'.repeat(22)}.webp`;
    await expect(deleteStoredImage(unreachable, url, logger)).resolves.toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'could not delete a stored image',
      key: `owner1/${'A'.repeat(22)}.webp`,
    });
  });
});

describe('UPLOAD_PATH_PATTERN', () => {
  it('matches the upload routes only', () => {
    expect(UPLOAD_PATH_PATTERN.test('/api/kits/k1/items/i1/image')).toBe(true);
    expect(UPLOAD_PATH_PATTERN.test('/api/profile/avatar')).toBe(true);
    for (const other of [
      '/api/kits/k1/items/i1',
      '/api/kits/k1/items/i1/image/x',
      '/api/kits/k1/x/items/i1/image',
      '/api/profile',
      '/api/profile/avatar/',
      '/x/api/profile/avatar',
    ]) {
      expect(UPLOAD_PATH_PATTERN.test(other), other).toBe(false);
    }
  });
});
