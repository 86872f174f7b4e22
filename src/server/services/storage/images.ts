import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type Sharp from 'sharp';
import { API_ERROR_CODES } from '@shared/errors';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '@shared/kits/schemas';
import { drainBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { RATE_LIMITS, waitText } from '../../http/rate-limit';
import type { Services } from '../../http/services';
import { ApiError } from '../../platform/errors';
import { QueueFullError, Semaphore } from '../../platform/semaphore';
import type { FileStorage } from './storage';

/** The API paths that receive uploads: the app's 1 MB JSON body limit skips them. */
export const UPLOAD_PATH_PATTERN = /^\/api\/kits\/[^/]+\/items\/[^/]+\/image$|^\/api\/profile\/avatar$/;

/** Where stored images are served (routes/files). */
export const FILES_URL_PREFIX = '/api/files/';
/** User ids are Better Auth's (32 letters and digits); `-` and `_` allowed for other generators. */
export const FILE_USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A stored image's name: 128 random bits in base64url (22 characters) and `.webp`. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9_-]{22}\.webp$/;

/** Longest side of a stored image; smaller images are never enlarged. */
export const IMAGE_MAX_DIMENSION = 2048;
/**
 * Decoding refuses larger images, before decoding them: a 43-byte GIF can declare a huge canvas,
 * and a GIF at this limit alone takes about 250 MB to decode (its whole frame in RGBA, plus the
 * resize).
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Decodes running at once in this process (each also holds a libuv pool thread). */
export const IMAGE_DECODE_CONCURRENCY = 2;
/**
 * Uploads in progress beyond the decoding ones (their body being read, or waiting for a decoder);
 * one more answers 503 without keeping its body.
 */
export const IMAGE_DECODE_MAX_WAITING = 8;
/** Retry-After of that 503: a decode takes about a second, the line is short. */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 5;
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * A refused upload's body is read and thrown away, up to the largest upload we take and for at
 * most this long, before the refusal is answered (decision 135).
 */
const REFUSED_BODY_DISCARD_MS = 60_000;

export const IMAGE_MESSAGES = {
  tooLarge: 'Image must be 5 MB or smaller',
  missing: 'Choose an image to upload',
  unsupported: 'The file must be a JPEG, PNG, WebP or GIF image',
  unreadable: 'The image could not be read; the file may be damaged',
  tooManyPixels: 'The image is too large (at most 40 megapixels)',
  busy: 'The server is busy with other uploads. Please try again in a few seconds.',
} as const;

/**
 * sharp (libvips) loads with the first image, not at every start. libvips would keep recently
 * decoded images in its operation cache (up to 50 MB, outside the V8 heap); every upload is
 * decoded once, so the cache only holds memory.
 */
let sharpModule: Promise<typeof Sharp> | null = null;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));

/**
 * The uploads this process takes at once, from reading the body to storing the WebP. Bounding them
 * at the door (not only at the decoder) keeps a flood from holding every body in memory and from
 * parsing them all on the event loop, only to refuse most of them.
 */
const uploads = new Semaphore({ concurrency: IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_MAX_WAITING, maxWaiting: 0 });

/**
 * The decodes of this process. Weighted by declared pixels with IMAGE_MAX_INPUT_PIXELS as the
 * capacity: two phone photos decode side by side, an image near the limit decodes alone, so the
 * decoders together never hold much more than one maximal image. Every upload let in may wait.
 */
const decodes = new Semaphore({
  concurrency: IMAGE_DECODE_CONCURRENCY,
  capacity: IMAGE_MAX_INPUT_PIXELS,
  maxWaiting: IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_MAX_WAITING,
});

/** This process's uploads now: in progress, of which decoding, and waiting for a decoder. */
export const imageUploadLoad = () => ({
  uploads: uploads.running,
  decoding: decodes.running,
  waiting: decodes.waiting,
});

function busy(): ApiError {
  const err = new ApiError(503, API_ERROR_CODES.unavailable, IMAGE_MESSAGES.busy);
  err.retryAfterSeconds = IMAGE_BUSY_RETRY_AFTER_SECONDS;
  return err;
}

function tooManyUploads(retryAfterMs: number): ApiError {
  const err = new ApiError(
    429,
    API_ERROR_CODES.rateLimited,
    `Too many image uploads. Please try again in ${waitText(retryAfterMs)}.`,
  );
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return err;
}

/** Who uploads, and the rate limiter (Services) their uploads count against. */
export interface Uploader extends Pick<Services, 'limiter' | 'limit'> {
  userId: string;
}

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image format of `bytes` by its signature (magic bytes); null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

const imageError = (status: 400 | 413, code: (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES], message: string) =>
  new ApiError(status, code, message, { [IMAGE_UPLOAD_FIELD]: [message] });

/**
 * Reads the multipart field IMAGE_UPLOAD_FIELD and returns it re-encoded as WebP: upright (EXIF
 * orientation applied), at most IMAGE_MAX_DIMENSION px on its longest side, with no metadata at
 * all (no EXIF, GPS, XMP, IPTC or ICC profile; colours converted to sRGB). An animated GIF or WebP
 * becomes a still of its first frame. Refuses a body over the limit without buffering it: a
 * Content-Length over the limit answers 413 at once, and a body without one is counted while read.
 *
 * Load: with IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_MAX_WAITING uploads already in progress in
 * this process, answers 503 with Retry-After without keeping or parsing the body (discardBody) and
 * without counting it; otherwise the attempt counts against the uploader's
 * RATE_LIMITS.imageUploadsPerUser (429 over it, body discarded), and its decode waits for its turn.
 */
export async function readImageUpload(c: Context<AppEnv>, uploader: Uploader): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await uploads.run(() => readAndReencode(c, uploader));
  } catch (err) {
    if (err instanceof QueueFullError) {
      await discardBody(c.req.raw);
      throw busy();
    }
    throw err;
  }
}

/**
 * Reads a refused upload's body and drops every chunk as it arrives (nothing is kept or parsed),
 * up to the largest upload we take and for at most REFUSED_BODY_DISCARD_MS. A client that is still
 * sending when the server closes its connection sees a reset connection, not the answer: a phone
 * on a slow link would show "network error" instead of "try again in a few seconds". A body
 * larger than that, or slower, is left unread (the connection is then closed after the answer).
 */
export async function discardBody(req: Request): Promise<void> {
  if (!req.body || req.bodyUsed) return;
  await drainBody(req.body.getReader(), {
    maxBytes: IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    maxMs: REFUSED_BODY_DISCARD_MS,
  });
}

async function readAndReencode(c: Context<AppEnv>, uploader: Uploader): Promise<Uint8Array<ArrayBuffer>> {
  const quota = await uploader.limiter.hit(
    `image-upload:user:${uploader.userId}`,
    uploader.limit(RATE_LIMITS.imageUploadsPerUser),
  );
  if (!quota.allowed) {
    await discardBody(c.req.raw);
    throw tooManyUploads(quota.retryAfterMs);
  }

  const tooLarge = () => imageError(413, API_ERROR_CODES.payloadTooLarge, IMAGE_MESSAGES.tooLarge);
  let form: FormData | undefined;
  const limit = bodyLimit({
    maxSize: IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  // Parsed before us, the body escaped the limit (a route must not declare a multipart body schema).
  if (c.req.raw.bodyUsed) throw new Error('readImageUpload must be the first to read the request body');
  await limit(c, async () => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) return;
    try {
      form = await c.req.raw.formData();
    } catch {
      // A malformed multipart body is the client's fault: answered as a missing image below.
    }
  });

  const file = form?.get(IMAGE_UPLOAD_FIELD);
  if (!(file instanceof File) || file.size === 0) {
    throw imageError(400, API_ERROR_CODES.validation, IMAGE_MESSAGES.missing);
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The content decides, never the name or the declared type (sharp would also decode SVG, TIFF,
  // HEIF, PDF...: only the four formats we accept ever reach it).
  const format = sniffImageFormat(bytes);
  if (!format) throw imageError(400, API_ERROR_CODES.unsupportedMediaType, IMAGE_MESSAGES.unsupported);
  return reencodeImage(bytes, format, c.req.raw.signal);
}

/**
 * Re-encode sniffed image bytes as metadata-free WebP (see readImageUpload). The header is read
 * first (cheap, and where an oversized canvas is refused); the decode then waits for its turn in
 * the line, unless `signal` (the client went away) aborts first.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  format: ImageFormat,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  // failOn 'error': phone JPEGs with harmless warnings (extraneous bytes) still decode.
  // animated false (= pages 1): only the first frame is ever decoded, and limitInputPixels
  // applies to it (a GIF's canvas grows to its largest frame).
  const sharp = await loadSharp();
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false });
  let pixels: number;
  try {
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error(`content sniffed as ${format} decodes as ${meta.format}`);
    pixels = meta.width * meta.height;
  } catch (err) {
    throw decodeError(err);
  }
  try {
    return await decodes.run(
      async () => {
        // sharp writes no metadata unless asked (withMetadata/keepExif/keepIccProfile are never called).
        const webp = await image
          .autoOrient()
          .resize({ width: IMAGE_MAX_DIMENSION, height: IMAGE_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
      },
      { weight: pixels, ...(signal ? { signal } : {}) },
    );
  } catch (err) {
    // Full line, or the client left while waiting (no one reads that answer).
    if (err instanceof QueueFullError || signal?.aborted) throw busy();
    throw decodeError(err);
  }
}

function decodeError(err: unknown): ApiError {
  const pixels = err instanceof Error && /pixel limit/i.test(err.message);
  return imageError(400, API_ERROR_CODES.badRequest, pixels ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable);
}

/** Stores the WebP at `${userId}/${random}.webp`; returns its URL `/api/files/${userId}/${random}.webp`. */
export async function storeImage(storage: FileStorage, userId: string, webp: Uint8Array): Promise<string> {
  if (!FILE_USER_ID_PATTERN.test(userId)) throw new Error('storeImage: the user id cannot name a folder');
  const name = `${randomBytes(16).toString('base64url')}.webp`;
  await storage.put(`${userId}/${name}`, webp, 'image/webp');
  return `${FILES_URL_PREFIX}${userId}/${name}`;
}

/** The storage key behind a URL made by storeImage; null for anything else. */
export function storedImageKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(FILES_URL_PREFIX)) return null;
  const parts = url.slice(FILES_URL_PREFIX.length).split('/');
  if (parts.length !== 2) return null;
  const [userId, name] = parts as [string, string];
  return FILE_USER_ID_PATTERN.test(userId) && FILE_NAME_PATTERN.test(name) ? `${userId}/${name}` : null;
}

/** Deletes the file behind a URL made by storeImage; ignores null and URLs that are not ours; logs (does not throw) on storage failure. */
export async function deleteStoredImage(
  storage: FileStorage,
  url: string | null | undefined,
  logger?: Logger,
): Promise<void> {
  const key = storedImageKey(url);
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (err) {
    // The row no longer points at it: an orphaned file is harmless, a failed request is not.
    logger?.error({ err, key }, 'could not delete a stored image');
  }
}
