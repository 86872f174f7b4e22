/**
 * A local Open Food Facts for the tests (issue 42): serves the recorded product answers of
 * src/server/services/products/fixtures by code at /api/v2/product/{code}, plus codes that answer
 * the ways the real service can fail, and records every request (path, query, headers) so a test
 * can check that nothing but the code is sent and the User-Agent names the instance. Start it and
 * pass its `url` as OPENFOODFACTS_URL (integration and browser tests alike).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../services/products/fixtures');

/** The codes the fixture server knows, each a GTIN with a right check digit. */
export const OFF_CODES = {
  /** Heinz Beanz, 415 g can (recorded answer). */
  beans: '5000157024671',
  /** Agua Mineral Veri 33 cl (recorded answer). */
  water: '8413384010008',
  /** Canned peas and carrots (recorded answer: categories, no size, no kcal). */
  peas: '3917800003551',
  /** Answered HTTP 404. */
  missing: '4000000000013',
  /** Answered `status: 0`, "product not found" (how the API answers an unknown code). */
  unknown: '4000000000020',
  /** Answered after `slowMs` (longer than the client waits). */
  slow: '4000000000037',
  /** Answered with more bytes than the client reads. */
  huge: '4000000000044',
  /** Answered 200 with a body that is not JSON. */
  broken: '4000000000051',
  /** Answered HTTP 503. */
  down: '4000000000068',
} as const;

const RECORDED: Record<string, string> = Object.fromEntries(
  [OFF_CODES.beans, OFF_CODES.water, OFF_CODES.peas].map((code) => [
    code,
    readFileSync(path.join(FIXTURES, `${code}.json`), 'utf8'),
  ]),
);

export interface OffRequestSeen {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Bytes of request body (a GET has none). */
  bodyBytes: number;
}

export interface OpenFoodFactsServer {
  url: string;
  requests: OffRequestSeen[];
  /** Requests for one code. */
  requestsFor(code: string): OffRequestSeen[];
  close(): Promise<void>;
}

export async function startOpenFoodFactsServer(options: { slowMs?: number } = {}): Promise<OpenFoodFactsServer> {
  const slowMs = options.slowMs ?? 6000;
  const requests: OffRequestSeen[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://off.test');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        bodyBytes,
      });
      const code = /^\/api\/v2\/product\/([^/]+)$/.exec(url.pathname)?.[1];
      const json = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if (req.method !== 'GET' || !code) return json(404, '{"status":0,"status_verbose":"no such page"}');
      if (RECORDED[code]) return json(200, RECORDED[code]);
      switch (code) {
        case OFF_CODES.missing:
          return json(404, `{"code":"${code}","status":0,"status_verbose":"product not found"}`);
        case OFF_CODES.slow: {
          const timer = setTimeout(() => {
            timers.delete(timer);
            json(200, RECORDED[OFF_CODES.beans]!.replaceAll(OFF_CODES.beans, code));
          }, slowMs);
          timers.add(timer);
          return;
        }
        case OFF_CODES.huge:
          return json(200, `{"code":"${code}","status":1,"product":{"product_name":"${'x'.repeat(400_000)}"}}`);
        case OFF_CODES.broken:
          return json(200, '{"code":"4000000000051","status":1,"product":{"product_name":"Half');
        case OFF_CODES.down:
          return json(503, '<html>Service unavailable</html>');
        default:
          return json(200, `{"code":"${code}","status":0,"status_verbose":"product not found"}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsFor: (code) => requests.filter((r) => r.path === `/api/v2/product/${code}`),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
