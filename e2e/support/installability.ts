/**
 * Issue 10: "the installability checks pass" (Lighthouse's old PWA audits, gone from Lighthouse
 * 12), made of the Chrome DevTools Protocol calls they were built on:
 *
 *  - `Page.getInstallabilityErrors`: Chrome's own installability verdict (the one DevTools'
 *    Application panel shows). Must be empty.
 *  - `Page.getAppManifest`: the manifest the page links, as Chrome fetched and parsed it. Must be
 *    there, without a parse error, with the fields an installed app needs.
 *  - The service worker: it must control the page, and the start_url's document must come from it
 *    (Chrome no longer requires a worker to install; Holdfast does, to open offline).
 *
 * The run: the built app on the real server, the system Chromium in a persistent profile (a
 * browser's default context: in Playwright's other contexts, which are off the record, Chrome
 * answers "in-incognito"). The first visit installs the service worker (it is registered lazily
 * and does not claim the page that registered it); the second load of the start_url is then served
 * by it, as a returning user's is.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

/** The manifest's start_url: the page an installed Holdfast opens. */
export const START_PATH = '/dashboard';
/** How long the first visit waits for the service worker (it precaches about 190 files). */
const WORKER_TIMEOUT_MS = 20_000;

export interface InstallabilityCheck {
  check: string;
  ok: boolean;
  detail: string;
}

export interface InstallabilityReport {
  ok: boolean;
  url: string;
  userAgent: string;
  checks: InstallabilityCheck[];
  durationMs: number;
}

interface ManifestIcon {
  src?: unknown;
  sizes?: unknown;
  purpose?: unknown;
}

/** What an installed app needs of its manifest, as found in `manifest` (Chrome's text, parsed). */
function manifestFieldProblems(manifest: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const field of ['name', 'short_name', 'start_url'] as const) {
    if (typeof manifest[field] !== 'string' || !manifest[field]) problems.push(`no ${field}`);
  }
  if (!['standalone', 'fullscreen', 'minimal-ui'].includes(String(manifest.display))) {
    problems.push(`display is ${String(manifest.display)}`);
  }
  const icons = Array.isArray(manifest.icons) ? (manifest.icons as ManifestIcon[]) : [];
  const has = (size: string, purpose: string) =>
    icons.some(
      (i) =>
        String(i.sizes).split(/\s+/).includes(size) &&
        String(i.purpose ?? 'any')
          .split(/\s+/)
          .includes(purpose),
    );
  if (!has('192x192', 'any')) problems.push('no 192x192 icon');
  if (!has('512x512', 'any')) problems.push('no 512x512 icon');
  if (!has('512x512', 'maskable')) problems.push('no maskable 512x512 icon');
  return problems;
}

/** Launch the system Chromium, visit the start_url twice, and ask Chrome what it thinks. */
export async function checkInstallability(baseURL: string): Promise<InstallabilityReport> {
  const started = performance.now();
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  const url = new URL(START_PATH, baseURL).href;
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath, args: CHROMIUM_ARGS });
  const checks: InstallabilityCheck[] = [];
  const add = (check: string, ok: boolean, detail: string) => checks.push({ check, ok, detail });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    // Wait for the worker to activate; without one, go on: the checks below say so.
    await page.evaluate(async (timeoutMs) => {
      const active = navigator.serviceWorker.ready.then(async ({ active: worker }) => {
        if (worker && worker.state !== 'activated') {
          await new Promise<void>((resolve) =>
            worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
          );
        }
      });
      await Promise.race([active, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    }, WORKER_TIMEOUT_MS);
    const second = await page.goto(url);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    add(
      'Chrome installability (Page.getInstallabilityErrors)',
      installabilityErrors.length === 0,
      installabilityErrors.length === 0
        ? 'no installability errors'
        : installabilityErrors
            .map((e) => `${e.errorId}(${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})`)
            .join('; '),
    );

    const manifest = await cdp.send('Page.getAppManifest', {});
    const text = manifest.data?.replace(/^\uFEFF/, '');
    add(
      'Manifest linked and fetched (Page.getAppManifest)',
      Boolean(text),
      text
        ? manifest.url
        : `no manifest content${manifest.url ? ` from ${manifest.url}` : ' (no <link rel="manifest">)'}`,
    );
    const parseErrors = manifest.errors.map(
      (e) => `${e.critical ? 'critical: ' : ''}${e.message} (${e.line}:${e.column})`,
    );
    add("Chrome's manifest parser", parseErrors.length === 0, parseErrors.join('; ') || 'no errors');
    if (text) {
      const fields = JSON.parse(text) as Record<string, unknown>;
      const problems = manifestFieldProblems(fields);
      const icons = (Array.isArray(fields.icons) ? (fields.icons as ManifestIcon[]) : []).map((i) =>
        `${String(i.sizes)} ${String(i.purpose ?? 'any')}`.trim(),
      );
      add(
        'Manifest fields an installed app needs',
        problems.length === 0,
        problems.join('; ') ||
          `name "${String(fields.name)}", short_name "${String(fields.short_name)}", start_url ${String(fields.start_url)}, ` +
            `display ${String(fields.display)}, icons [${icons.join(', ')}]`,
      );
    }

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controller: navigator.serviceWorker.controller?.scriptURL ?? null,
        scope: registration?.scope ?? null,
        activeState: registration?.active?.state ?? null,
      };
    });
    add(
      'A service worker controls the page (navigator.serviceWorker)',
      worker.controller !== null && worker.activeState === 'activated',
      `controller ${worker.controller ?? 'none'}, registration scope ${worker.scope ?? 'none'}, active worker ${worker.activeState ?? 'none'}`,
    );
    add(
      'The start_url document came from the service worker',
      second?.fromServiceWorker() === true,
      second
        ? `${second.url()}: status ${second.status()}, from the service worker: ${second.fromServiceWorker()}`
        : 'no response',
    );

    return {
      ok: checks.every((c) => c.ok),
      url,
      userAgent: await page.evaluate(() => navigator.userAgent),
      checks,
      durationMs: performance.now() - started,
    };
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** The report as lines for a terminal. */
export function formatInstallabilityReport(report: InstallabilityReport): string[] {
  return [
    `Installability of ${report.url}: ${report.ok ? 'PASS' : 'FAIL'} ` +
      `(${report.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? report.userAgent}; ` +
      `${(report.durationMs / 1000).toFixed(1)} s)`,
    ...report.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.check}: ${c.detail}`),
  ];
}
