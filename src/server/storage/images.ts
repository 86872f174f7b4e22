import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { API_ERROR_CODES } from '@shared/errors';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '@shared/kits/schemas';
import type { AppEnv } from '../lib/context';
import { ApiError } from '../lib/errors';
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
/** Decoding refuses larger images (a small file can declare a huge canvas). */
export const IMAGE_MAX_INPUT_PIXELS = 100_000_000;
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const IMAGE_MESSAGES = {
  tooLarge: 'Image must be 5 MB or smaller',
  missing: 'Choose an image to upload',
  unsupported: 'The file must be a JPEG, PNG, WebP or GIF image',
  unreadable: 'The image could not be read; the file may be damaged',
  tooManyPixels: 'The image is too large (at most 100 megapixels)',
} as const;

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
 */
export async function readImageUpload(c: Context<AppEnv>): Promise<Uint8Array<ArrayBuffer>> {
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
  return reencodeImage(bytes, format);
}

/** Re-encode sniffed image bytes as metadata-free WebP (see readImageUpload). */
export async function reencodeImage(bytes: Uint8Array, format: ImageFormat): Promise<Uint8Array<ArrayBuffer>> {
  try {
    // failOn 'error': phone JPEGs with harmless warnings (extraneous bytes) still decode.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) throw new Error(`content sniffed as ${format} decodes as ${decoded}`);
    // sharp writes no metadata unless asked (withMetadata/keepExif/keepIccProfile are never called).
    const webp = await image
      .autoOrient()
      .resize({ width: IMAGE_MAX_DIMENSION, height: IMAGE_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
  } catch (err) {
    const pixels = err instanceof Error && /pixel limit/i.test(err.message);
    throw imageError(
      400,
      API_ERROR_CODES.badRequest,
      pixels ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable,
    );
  }
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
