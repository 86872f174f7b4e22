/**
 * A local push service for the tests: an http server on 127.0.0.1 (the app accepts http endpoints
 * only with PUSH_ALLOW_HTTP_ENDPOINTS=1 under NODE_ENV=test) standing in for FCM or Mozilla's
 * autopush, and devices that hold their own private key and auth secret. Each push is checked
 * and DECRYPTED here, independently of web-push, per RFC 8291 (aes128gcm of RFC 8188, ECDH P-256
 * and HKDF-SHA-256 with node:crypto), and its VAPID JWT (RFC 8292) verified against the key the
 * app publishes. Each device answers what the test tells it to (201 by default).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  deviceId: string;
  headers: IncomingMessage['headers'];
  /** The decrypted message, parsed as JSON. */
  message: unknown;
  /** The VAPID JWT's claims, its signature checked against `k`. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface TestPushDevice {
  id: string;
  /** What the browser's PushSubscription.toJSON() would hold. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Statuses to answer, in order; once used up, 201. */
  answers: number[];
}

const b64url = (b: Buffer) => b.toString('base64url');

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, the last, padded with zeros. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 point`);
  if (record.length > recordSize) throw new Error('more than one record');
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with the delimiter 0x02');
  return padded.subarray(0, end);
}

/** `Authorization: vapid t=<jwt>, k=<public key>`: the ES256 signature checked with k. */
function verifyVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  return { ...parsed, publicKey: k };
}

export interface PushReceiver {
  url: string;
  received: ReceivedPush[];
  /** Requests of every answer, refused ones included, per device. */
  attempts: Map<string, number>;
  /** Pushes that could not be decrypted or verified (a test expects none). */
  failures: string[];
  device(answers?: number[]): TestPushDevice;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, TestPushDevice & { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer }>();
  const received: ReceivedPush[] = [];
  const attempts = new Map<string, number>();
  const failures: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      const status = device.answers.shift() ?? 201;
      if (status < 300) {
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const plain = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.authSecret);
          received.push({
            deviceId: id,
            headers: req.headers,
            message: JSON.parse(plain.toString('utf8')),
            vapid: verifyVapid(req.headers.authorization),
          });
        } catch (err) {
          failures.push(`${id}: ${(err as Error).message}`);
          res.writeHead(400).end();
          return;
        }
      }
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? '' : `answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    attempts,
    failures,
    device(answers = []) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      const device = {
        id,
        answers: [...answers],
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        },
      };
      devices.set(id, device);
      return device;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
