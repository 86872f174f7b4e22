/**
 * Issue 19 "Landing": Lighthouse performance (mobile, default throttling: simulated slow 4G and
 * a 4x slower CPU) of / for a visitor and of /dashboard for a signed-in user, with first and
 * largest contentful paint, and the JavaScript the landing loads before it is idle.
 *
 * Each Lighthouse run gets a fresh Chromium profile (cold caches, no service worker yet), as a
 * first visit; a repeat visit (issue 41) opens the page in that profile first, until its service
 * worker controls it. A signed-in run puts the session cookie of a user made through the API in
 * the profile's cookie jar.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium';
import { chromiumPath, kb, launchChromium, measurePageJs, type PageJs } from './page-js';
import { findFreePort } from './server';
import { cookiesFromHeader, newBenchUser } from './users';

export const LIGHTHOUSE_TARGET = 95;
export const LANDING_JS_BUDGET = { gzipBytes: 110 * 1024, files: 12 };

export interface LighthouseRun {
  path: string;
  /** The path Lighthouse ended on (finalDisplayedUrl): `path` unless the app sent the visitor elsewhere. */
  landedOn: string;
  signedIn: boolean;
  /** 0-100. */
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Bytes over the network (total-byte-weight), and of them JavaScript: near 0 when a service worker serves the app. */
  transferBytes: number | null;
  jsTransferBytes: number | null;
  /** A repeat visit: the service worker, installed by a visit before, controlled the page. */
  repeatVisit: boolean;
  runtimeError?: string;
}

export interface LandingBench {
  runs: LighthouseRun[];
  landingJs: PageJs;
  failures: string[];
}

export interface LighthouseOptions {
  /** The session cookie header (`name=value; ...`), put in the profile's cookie jar. */
  cookie?: string;
  /**
   * A repeat visit: the page is opened in the same profile first, until its service worker is
   * active (its precache filled) and controls a reload; Lighthouse then keeps the profile's
   * storage and caches (disableStorageReset), so the service worker serves the app shell and chunks.
   */
  repeatVisit?: boolean;
}

/** Resolves once the page's service worker is active and controls a reload of the page. */
async function installServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  // The app registers its worker once the page is idle; `ready` resolves when it is active,
  // i.e. after its install step filled the precache.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => reject(new Error('no service worker became active within 60 s')), 60_000);
        void navigator.serviceWorker.ready.then(() => resolve());
      }),
  );
  await page.reload({ waitUntil: 'load' });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
    throw new Error('the service worker does not control the reloaded page');
}

export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseRun> {
  const { cookie, repeatVisit = false } = options;
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-lh-'));
  const port = await findFreePort();
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (cookie) await context.addCookies(cookiesFromHeader(cookie, url));
    if (repeatVisit) {
      const page = await context.newPage();
      try {
        await installServiceWorker(page, url);
      } finally {
        await page.close();
      }
    }
    // Lighthouse's defaults are the mobile preset: Moto G Power screen, simulated throttling.
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(repeatVisit ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const num = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    const requests = lhr.audits['network-requests']?.details;
    const items = requests?.type === 'table' ? requests.items : [];
    return {
      path: new URL(url).pathname,
      landedOn: new URL(lhr.finalDisplayedUrl).pathname,
      signedIn: Boolean(cookie),
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      speedIndexMs: num('speed-index'),
      transferBytes: num('total-byte-weight'),
      jsTransferBytes: items.length
        ? items.reduce((n, r) => n + (r.resourceType === 'Script' ? Number(r.transferSize ?? 0) : 0), 0)
        : null,
      repeatVisit,
      ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** The whole scenario against a running server at `baseUrl`. */
export async function benchLanding(baseUrl: string): Promise<LandingBench> {
  const failures: string[] = [];
  const browser = await launchChromium();
  let landingJs: PageJs;
  try {
    landingJs = await measurePageJs(browser, `${baseUrl}/`);
  } finally {
    await browser.close();
  }
  if (landingJs.gzipBytes > LANDING_JS_BUDGET.gzipBytes || landingJs.files.length > LANDING_JS_BUDGET.files) {
    failures.push(
      `landing JS ${kb(landingJs.gzipBytes)} in ${landingJs.files.length} files ` +
        `(target <= ${kb(LANDING_JS_BUDGET.gzipBytes)} in <= ${LANDING_JS_BUDGET.files})`,
    );
  }
  const cookie = await newBenchUser(baseUrl, 'lighthouse');
  const runs = [await runLighthouse(`${baseUrl}/`), await runLighthouse(`${baseUrl}/dashboard`, { cookie })];
  for (const r of runs) {
    if (r.runtimeError) failures.push(`Lighthouse ${r.path}: ${r.runtimeError}`);
    else if (r.performance === null || r.performance < LIGHTHOUSE_TARGET)
      failures.push(`Lighthouse ${r.path}: performance ${r.performance} (target >= ${LIGHTHOUSE_TARGET})`);
  }
  return { runs, landingJs, failures };
}

const s = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);

export function formatLanding(label: string, b: LandingBench): string[] {
  return [
    `| ${label} | page | Lighthouse performance (mobile) | FCP | LCP | TBT | CLS | target |`,
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...b.runs.map(
      (r) =>
        `| ${label} | ${r.path}${r.signedIn ? ' (signed in)' : ''} | ${r.performance ?? r.runtimeError ?? '-'} | ` +
        `${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.tbtMs === null ? '-' : `${r.tbtMs.toFixed(0)} ms`} | ` +
        `${r.cls === null ? '-' : r.cls.toFixed(3)} | >= ${LIGHTHOUSE_TARGET} ${r.performance !== null && r.performance >= LIGHTHOUSE_TARGET ? 'met' : 'MISSED'} |`,
    ),
    `Landing JavaScript before idle (Chromium): ${kb(b.landingJs.gzipBytes)} gzip (${kb(b.landingJs.rawBytes)} raw) ` +
      `in ${b.landingJs.files.length} files; target <= ${kb(LANDING_JS_BUDGET.gzipBytes)} in <= ${LANDING_JS_BUDGET.files} ` +
      `${b.landingJs.gzipBytes <= LANDING_JS_BUDGET.gzipBytes && b.landingJs.files.length <= LANDING_JS_BUDGET.files ? 'met' : 'MISSED'}`,
  ];
}
