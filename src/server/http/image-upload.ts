/**
 * Reading an image upload from the request (decisions 100-103, 135): the door in front of the
 * image service (services/storage/images.ts), with its limits per process and per user.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_ERROR_CODES } from '@shared/errors';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from '@shared/kits/schemas';
import { ApiError } from '../platform/errors';
import { QueueFullError, Semaphore } from '../platform/semaphore';
import {
  busy,
  decodeLoad,
  IMAGE_DECODE_CONCURRENCY,
  IMAGE_DECODE_MAX_WAITING,
  IMAGE_MESSAGES,
  imageError,
  reencodeImage,
  sniffImageFormat,
} from '../services/storage/images';
import { drainBody } from './body-limit';
import type { AppEnv } from './context';
import { RATE_LIMITS, waitText } from './rate-limit';
import type { Services } from './services';

/** The API paths that receive uploads: the app's 1 MB JSON body limit skips them. */
export const UPLOAD_PATH_PATTERN = /^\/api\/kits\/[^/]+\/items\/[^/]+\/image$|^\/api\/profile\/avatar$/;

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * A refused upload's body is read and thrown away, up to the largest upload we take and for at
 * most this long, before the refusal is answered (decision 135).
 */
const REFUSED_BODY_DISCARD_MS = 60_000;

/**
 * The uploads this process takes at once, from reading the body to storing the WebP. Bounding them
 * at the door (not only at the decoder) keeps a flood from holding every body in memory and from
 * parsing them all on the event loop, only to refuse most of them.
 */
const uploads = new Semaphore({ concurrency: IMAGE_DECODE_CONCURRENCY + IMAGE_DECODE_MAX_WAITING, maxWaiting: 0 });

/** This process's uploads now: in progress, of which decoding, and waiting for a decoder. */
/** This process's uploads now: in progress, of which decoding, and waiting for a decoder. */
export const imageUploadLoad = () => ({ uploads: uploads.running, ...decodeLoad() });

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
