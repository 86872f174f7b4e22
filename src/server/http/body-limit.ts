/**
 * The body limit on JSON writes, and what happens to a refused body (decision 0265).
 *
 * A refused body is read to its end and dropped chunk by chunk (nothing kept, nothing parsed)
 * before the refusal is answered. Answered while the client is still sending, the server closes
 * a connection whose body it did not read, and the client sees a reset connection (EPIPE,
 * ECONNRESET) instead of its 413: a browser shows "network error" for "too large". Uploads drain
 * the same way (storage/images.ts, decision 135).
 */
import type { Context, MiddlewareHandler } from 'hono';

export interface DrainLimits {
  /** Stop once the body (counting what was read before the drain) is larger than this. */
  maxBytes: number;
  /** Stop after this long. */
  maxMs: number;
}

/**
 * A refused JSON body is drained up to 8 MB and for at most 30 s: a body eight times the limit
 * arrives in well under a second on a LAN and in about 30 s at 2 Mbit/s. Past either bound it is
 * left unread and the connection is closed after the answer (the client may then see a reset).
 * Reading and dropping 8 MB costs tens of milliseconds of CPU and no memory (decision 0265).
 */
export const REFUSED_JSON_DRAIN: DrainLimits = { maxBytes: 8 * 1024 * 1024, maxMs: 30_000 };

/**
 * Reads what is left of a body and drops it, until its end or `limits` (`alreadyRead` bytes
 * count toward maxBytes). True when the body was read to its end, so the connection can be
 * kept; false when it stopped early or the client went away.
 */
export async function drainBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limits: DrainLimits,
  alreadyRead = 0,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.maxMs);
    timer.unref();
  });
  let read = alreadyRead;
  let ended = false;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') break;
      if (next.done) {
        ended = true;
        break;
      }
      read += next.value.byteLength;
      if (read > limits.maxBytes) break;
    }
  } catch {
    // The client went away: nothing left to answer.
  } finally {
    clearTimeout(timer);
    if (!ended) reader.cancel().catch(() => {});
  }
  return ended;
}

/**
 * Bodies over `maxBytes` answer `tooLarge(c)` once drained (above). A body that declares its
 * length is passed on unread when it fits, and refused by its declared length otherwise (at once,
 * without draining, when even the drain would stop before its end); a body without a length
 * (chunked) is read up to the limit and handed to the route from memory, like hono's bodyLimit.
 */
export function jsonBodyLimit(
  maxBytes: number,
  tooLarge: (c: Context) => Response,
  drain: DrainLimits = REFUSED_JSON_DRAIN,
): MiddlewareHandler {
  const refuse = (c: Context, ended: boolean) => {
    const res = tooLarge(c);
    // Unread bytes remain: this connection cannot carry another request.
    if (!ended) res.headers.set('connection', 'close');
    return res;
  };
  return async (c, next) => {
    // The declared length is read from the headers alone: a body that fits is left untouched, so
    // the route reads it straight from the socket (@hono/node-server's fast path). Asking for
    // `raw.body` first would build a full Request with a web stream over the socket, about a
    // twentieth of the server's CPU per tracker save (decision 0301).
    const declared = c.req.raw.headers.has('transfer-encoding') ? undefined : c.req.header('content-length');
    if (declared !== undefined) {
      const length = Number.parseInt(declared, 10);
      if (!(length > maxBytes)) return next();
      const body = c.req.raw.body;
      if (!body) return next();
      return refuse(c, length <= drain.maxBytes && (await drainBody(body.getReader(), drain)));
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return refuse(c, await drainBody(reader, drain, size));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
