/**
 * What a browser really loads: open a page in the system Chromium and count every JavaScript
 * response until it is idle (after the load event, no request started or finished for QUIET_MS
 * and then the main thread idle with nothing new requested; event streams are not waited for). Sizes are the gzip size of each
 * body (level 6, what a compressing server or proxy sends), whatever the server sent.
 *
 * Used by the build's budget check (scripts/bundle-report.ts) and by `npm run bench`.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';

export { chromiumPath };

const QUIET_MS = 2000;
const MAX_WAIT_MS = 30_000;

export interface JsFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}
export interface PageJs {
  url: string;
  files: JsFile[];
  rawBytes: number;
  gzipBytes: number;
  /** From navigation start to the idle point, ms. */
  idleAfterMs: number;
  /** console errors and uncaught page errors seen while loading. */
  consoleErrors: string[];
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

const isStream = (r: Request) =>
  r.resourceType() === 'eventsource' || (r.headers().accept ?? '').includes('text/event-stream');

/** Load `url` in a fresh context of `browser` (or `context`) and count its JavaScript until idle. */
export async function measurePageJs(
  browser: Browser,
  url: string,
  options: {
    context?: BrowserContext;
    unreachable?: RegExp;
    /** Runs once the page is idle, before it closes (to read what the page measured). */
    atIdle?: (page: Page) => Promise<void>;
  } = {},
): Promise<PageJs> {
  const context = options.context ?? (await browser.newContext({ serviceWorkers: 'allow' }));
  const page = await context.newPage();
  const { unreachable } = options;
  if (unreachable) await page.route(unreachable, (route) => route.abort('connectionrefused'));
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const bodies: Promise<JsFile | null>[] = [];
  // The page's own requests. A service worker's precache (fetched in the background for later
  // visits, decision 171) is not what the page needs to show and run, and is not counted.
  const onRequest = (r: Request) => {
    lastActivity = Date.now();
    if (!isStream(r)) inFlight.add(r);
  };
  const onDone = (r: Request) => {
    lastActivity = Date.now();
    inFlight.delete(r);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(?:$|\?)/.test(new URL(res.url()).pathname)) return;
    bodies.push(
      res.body().then(
        (body) => ({ url: res.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length }),
        () => null,
      ),
    );
  });
  const started = Date.now();
  try {
    await page.goto(url, { waitUntil: 'load' });
    lastActivity = Math.max(lastActivity, Date.now());
    // Idle = the network quiet for QUIET_MS and then the main thread idle (hydration on a busy
    // machine can outlast any quiet window, and it is what requests the lazy chunks), with
    // nothing requested meanwhile.
    while (Date.now() - started < MAX_WAIT_MS) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) {
        const before = lastActivity;
        await page.evaluate(
          () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
        );
        if (lastActivity === before && inFlight.size === 0) break;
      }
      await page.waitForTimeout(100);
    }
    const idleAfterMs = lastActivity - started;
    await options.atIdle?.(page);
    const files = (await Promise.all(bodies)).filter((f): f is JsFile => f !== null);
    // One file once, even if fetched twice (page and service worker precache).
    const unique = [...new Map(files.map((f) => [f.url, f])).values()];
    return {
      url,
      files: unique,
      rawBytes: unique.reduce((n, f) => n + f.rawBytes, 0),
      gzipBytes: unique.reduce((n, f) => n + f.gzipBytes, 0),
      idleAfterMs,
      consoleErrors,
    };
  } finally {
    await page.close();
    if (!options.context) await context.close();
  }
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
