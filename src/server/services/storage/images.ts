import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type Sharp from 'sharp';
import { API_ERROR_CODES } from '@shared/errors';
import { IMAGE_UPLOAD_FIELD } from '@shared/kits/schemas';
import { ApiError } from '../../platform/errors';
import { QueueFullError, Semaphore } from '../../platform/semaphore';
import type { FileStorage } from './file-storage';

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
 * The decodes of this process. Weighted by declared pixels with IMAGE_MAX_INPUT_PIXELS as the
 * capacity: two phone photos decode side by side, an image near the limit decodes alone, so the
 * decoders together never hold much more than one maximal image. Every upload let in may wait.
 */
const decodes = new Semaphore({
  concurrency: IMAGE_DECODE_CONCURRENCY,
  capacity: IMAGE_MAX_INPUT_PIXELS,
  maxWaiting: IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_MAX_WAITING,
});

/** This process's decodes now: running, and waiting for a decoder. */
export const decodeLoad = () => ({ decoding: decodes.running, waiting: decodes.waiting });

/** 503 with Retry-After: the decoders' line is full. */
export function busy(): ApiError {
  const err = new ApiError(503, API_ERROR_CODES.unavailable, IMAGE_MESSAGES.busy);
  err.retryAfterSeconds = IMAGE_BUSY_RETRY_AFTER_SECONDS;
  return err;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image format of `bytes` by its signature (magic bytes); null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export const imageError = (
  status: 400 | 413,
  code: (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES],
  message: string,
) => new ApiError(status, code, message, { [IMAGE_UPLOAD_FIELD]: [message] });

/**
 * Re-encode sniffed image bytes as metadata-free WebP (see readImageUpload). The header is read
 * first (cheap, and where an oversized canvas is refused); the decode then waits for its turn in
 * the line (http/image-upload.ts reads the upload and hands the bytes here), unless `signal` (the client went away) aborts first.
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
