/**
 * Issue 10: "Lighthouse's installability checks pass", with Lighthouse 12.
 *
 * Lighthouse 12 removed the PWA category and the `installable-manifest` audit, and the gatherers
 * behind it (`InstallabilityErrors`, `WebAppManifest`, `ServiceWorker`) are gone too: none is
 * in lighthouse 12.8's core/gather/gatherers. What remains is its engine (navigation runs,
 * custom gatherers and audits in a config, the devtools log and its network records) and its
 * manifest parser (`core/lib/manifest-parser.js`). So this file brings the old artifacts back
 * as small custom gatherers over the same DevTools protocol commands, and one audit that
 * judges them:
 *
 *  - InstallabilityErrors: `Page.getInstallabilityErrors`, Chrome's own installability verdict
 *    (the one DevTools' Application panel shows). Must be empty.
 *  - WebAppManifest: `Page.getAppManifest` (the manifest the page links, fetched by Chrome, with
 *    the errors of Chrome's manifest parser), parsed again by Lighthouse's manifest parser.
 *    Must exist, with no error from either parser.
 *  - ServiceWorkerControl: the page's `navigator.serviceWorker` (controller and registration).
 *    A service worker must control the page, and the devtools log must show the main document
 *    was served by it. Chrome no longer requires a worker to install, Holdfast does (offline).
 *
 * The run: the built app on the real server, the system Chromium. One visit first installs the
 * service worker (it is registered lazily and does not claim the page that registered it); then
 * Lighthouse navigates a fresh tab of the same browser to the manifest's start_url without
 * resetting storage, so it audits a load controlled by the worker, as a returning user gets.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { Audit, Gatherer, NetworkRecords } from 'lighthouse';
import { parseManifest } from 'lighthouse/core/lib/manifest-parser.js';
import type * as LH from 'lighthouse/types/lh.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { freePort } from './server';

/** The manifest's start_url: the page an installed Holdfast opens. */
export const START_PATH = '/dashboard';

const AUDIT_ID = 'holdfast-installable';
/** How long the first visit waits for the service worker (it precaches about 190 files). */
const WORKER_TIMEOUT_MS = 20_000;

interface InstallabilityErrorsArtifact {
  errors: LH.Crdp.Page.InstallabilityError[];
}
interface WebAppManifestArtifact {
  url: string;
  /** Errors of Chrome's own manifest parser (`critical` 1 = the manifest could not be used). */
  chromeErrors: LH.Crdp.Page.AppManifestError[];
  /** Lighthouse's parse of the same text; null when Chrome got none. */
  parsed: ReturnType<typeof parseManifest> | null;
}
interface ServiceWorkerControlArtifact {
  controller: string | null;
  scope: string | null;
  activeState: string | null;
}
type CustomArtifacts = {
  InstallabilityErrors: InstallabilityErrorsArtifact;
  WebAppManifest: WebAppManifestArtifact;
  ServiceWorkerControl: ServiceWorkerControlArtifact;
};

/** Lighthouse types its artifacts as a closed set; ours are outside it. */
const asPhaseResult = (value: CustomArtifacts[keyof CustomArtifacts]) =>
  value as unknown as LH.Gatherer.PhaseResultNonPromise;

class InstallabilityErrorsGatherer extends Gatherer {
  override meta: LH.Gatherer.GathererMeta = { supportedModes: ['navigation', 'snapshot'] };

  override async getArtifact(context: LH.Gatherer.Context) {
    const { installabilityErrors } = await context.driver.defaultSession.sendCommand('Page.getInstallabilityErrors');
    return asPhaseResult({ errors: installabilityErrors });
  }
}

class WebAppManifestGatherer extends Gatherer {
  override meta: LH.Gatherer.GathererMeta = { supportedModes: ['navigation', 'snapshot'] };

  override async getArtifact(context: LH.Gatherer.Context) {
    const session = context.driver.defaultSession;
    session.setNextProtocolTimeout(10_000);
    const response = await session.sendCommand('Page.getAppManifest', {});
    // No data: the page links no manifest, or Chrome could not fetch or parse it (see errors).
    const data = response.data?.replace(/^\uFEFF/, '');
    const pageUrl = context.baseArtifacts.URL.finalDisplayedUrl || (await context.driver.url());
    return asPhaseResult({
      url: response.url,
      chromeErrors: response.errors,
      parsed: data ? parseManifest(data, response.url, pageUrl) : null,
    });
  }
}

/** Runs in the page (serialized by Lighthouse, so it uses nothing from this module). */
async function readServiceWorkerControl(): Promise<ServiceWorkerControlArtifact> {
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    controller: navigator.serviceWorker.controller?.scriptURL ?? null,
    scope: registration?.scope ?? null,
    activeState: registration?.active?.state ?? null,
  };
}

class ServiceWorkerControlGatherer extends Gatherer {
  override meta: LH.Gatherer.GathererMeta = { supportedModes: ['navigation', 'snapshot'] };

  override async getArtifact(context: LH.Gatherer.Context) {
    return asPhaseResult(await context.driver.executionContext.evaluate(readServiceWorkerControl, { args: [] }));
  }
}

/** Every `warning` Lighthouse's manifest parser left in its result, with where it is. */
function parserWarnings(node: unknown, at = 'manifest'): string[] {
  if (!node || typeof node !== 'object') return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'raw') continue;
    if (key === 'warning') {
      if (typeof value === 'string' && value) found.push(`${at}: ${value}`);
      continue;
    }
    const child = key === 'value' ? at : Array.isArray(node) ? `${at}[${key}]` : `${at}.${key}`;
    found.push(...parserWarnings(value, child));
  }
  return found;
}

export interface InstallabilityCheck {
  check: string;
  ok: boolean;
  detail: string;
}

class HoldfastInstallableAudit extends Audit {
  static override get meta(): LH.Audit.Meta {
    return {
      id: AUDIT_ID,
      title: 'Chrome can install the app; its manifest parses cleanly; a service worker controls the page',
      failureTitle: 'The app is not installable, its manifest has errors, or no service worker controls the page',
      description:
        "Chrome's own verdict (Page.getInstallabilityErrors), the linked manifest as Chrome's and " +
        "Lighthouse's parsers read it, and the service worker that serves and controls the page.",
      requiredArtifacts: [
        'InstallabilityErrors',
        'WebAppManifest',
        'ServiceWorkerControl',
        'DevtoolsLog',
        'URL',
      ] as unknown as LH.Audit.Meta['requiredArtifacts'],
      scoreDisplayMode: 'binary',
    };
  }

  static override async audit(artifacts: LH.Artifacts, context: LH.Audit.Context): Promise<LH.Audit.Product> {
    const custom = artifacts as unknown as LH.Artifacts & CustomArtifacts;
    const checks: InstallabilityCheck[] = [];
    const add = (check: string, ok: boolean, detail: string) => checks.push({ check, ok, detail });

    const { errors } = custom.InstallabilityErrors;
    add(
      'Chrome installability (Page.getInstallabilityErrors)',
      errors.length === 0,
      errors.length === 0
        ? 'no installability errors'
        : errors
            .map((e) => `${e.errorId}(${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})`)
            .join('; '),
    );

    const manifest = custom.WebAppManifest;
    add(
      'Manifest linked and fetched (Page.getAppManifest)',
      manifest.parsed !== null,
      manifest.parsed
        ? manifest.url
        : `no manifest content${manifest.url ? ` from ${manifest.url}` : ' (no <link rel="manifest">)'}`,
    );
    const chromeErrors = manifest.chromeErrors.map(
      (e) => `${e.critical ? 'critical: ' : ''}${e.message} (${e.line}:${e.column})`,
    );
    add("Chrome's manifest parser", chromeErrors.length === 0, chromeErrors.join('; ') || 'no errors');
    if (manifest.parsed) {
      const warnings = parserWarnings(manifest.parsed);
      add("Lighthouse's manifest parser", warnings.length === 0, warnings.join('; ') || 'no warnings');
      const value = manifest.parsed.value;
      if (value) {
        const icons = value.icons.value.map((i) =>
          `${i.value.sizes.value?.join(' ') ?? '?'} ${i.value.purpose.value?.join(' ') ?? ''}`.trim(),
        );
        add(
          'Manifest fields (as Lighthouse parses them)',
          true,
          `name "${value.name.value}", short_name "${value.short_name.value}", start_url ${value.start_url.value}, ` +
            `display ${value.display.value}, icons [${icons.join(', ')}]`,
        );
      }
    }

    const sw = custom.ServiceWorkerControl;
    add(
      'A service worker controls the page (navigator.serviceWorker)',
      sw.controller !== null && sw.activeState === 'activated',
      `controller ${sw.controller ?? 'none'}, registration scope ${sw.scope ?? 'none'}, active worker ${sw.activeState ?? 'none'}`,
    );
    const records = await NetworkRecords.request(custom.DevtoolsLog, context);
    const mainDocument = records.find((r) => r.url === custom.URL.mainDocumentUrl);
    add(
      'The main document came from the service worker (devtools log)',
      mainDocument?.fetchedViaServiceWorker === true,
      mainDocument
        ? `${mainDocument.url}: status ${mainDocument.statusCode}, fetchedViaServiceWorker ${mainDocument.fetchedViaServiceWorker}`
        : `no network record for ${custom.URL.mainDocumentUrl}`,
    );

    const failed = checks.filter((c) => !c.ok);
    return {
      score: failed.length === 0 ? 1 : 0,
      ...(failed.length ? { explanation: failed.map((c) => `${c.check}: ${c.detail}`).join('\n') } : {}),
      details: Audit.makeTableDetails(
        [
          { key: 'check', valueType: 'text', label: 'Check' },
          { key: 'ok', valueType: 'text', label: 'Passed' },
          { key: 'detail', valueType: 'text', label: 'Detail' },
        ],
        checks.map((c) => ({ ...c, ok: c.ok ? 'yes' : 'NO' })),
      ),
    };
  }
}

/** A config that runs only these gatherers and the one audit (no performance, no trace). */
export const installabilityConfig: LH.Config = {
  settings: {
    // The service worker installed by the first visit must survive into the audited load.
    disableStorageReset: true,
    formFactor: 'desktop',
    screenEmulation: { disabled: true },
    // 'simulate' (the default) throttles nothing while loading; any other method makes
    // Lighthouse stretch each quiet window below to 5.25 s, for metrics this run does not take.
    throttlingMethod: 'simulate',
    pauseAfterFcpMs: 500,
    pauseAfterLoadMs: 500,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
  },
  artifacts: [
    { id: 'DevtoolsLog', gatherer: 'devtools-log' },
    { id: 'InstallabilityErrors', gatherer: { implementation: InstallabilityErrorsGatherer } },
    { id: 'WebAppManifest', gatherer: { implementation: WebAppManifestGatherer } },
    { id: 'ServiceWorkerControl', gatherer: { implementation: ServiceWorkerControlGatherer } },
  ] as unknown as LH.Config['artifacts'],
  audits: [{ implementation: HoldfastInstallableAudit }],
  categories: {
    installability: { title: 'Installability', auditRefs: [{ id: AUDIT_ID, weight: 1 }] },
  },
};

export interface InstallabilityReport {
  ok: boolean;
  url: string;
  lighthouseVersion: string;
  userAgent: string;
  checks: InstallabilityCheck[];
  /** Why the run or the audit failed, when it did (besides the failed checks). */
  errors: string[];
  /** The whole run: browser start, the first visit, Lighthouse, browser close. */
  durationMs: number;
  lighthouseMs: number;
}

/**
 * Launch the system Chromium, visit `baseURL` once so the service worker installs, then run
 * Lighthouse with the config above on START_PATH in the same browser.
 */
export async function checkInstallability(baseURL: string): Promise<InstallabilityReport> {
  const started = performance.now();
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  const url = new URL(START_PATH, baseURL).href;
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-lighthouse-'));
  const port = await freePort();
  // A persistent context is the browser's default context, the one Lighthouse's new tab opens in.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    // Wait for the worker to activate; without one, go on: the audit reports it with the rest.
    const activated = await page.evaluate(async (timeoutMs) => {
      const active = navigator.serviceWorker.ready.then(async ({ active: worker }) => {
        if (!worker) return false;
        if (worker.state !== 'activated') {
          await new Promise<void>((resolve) =>
            worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
          );
        }
        return true;
      });
      return Promise.race([active, new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs))]);
    }, WORKER_TIMEOUT_MS);
    await page.goto('about:blank');

    const lighthouseStarted = performance.now();
    const result = await lighthouse(url, { port, logLevel: 'error' }, installabilityConfig);
    const lighthouseMs = performance.now() - lighthouseStarted;
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const audit = lhr.audits[AUDIT_ID];
    const errors: string[] = [];
    if (!activated) errors.push(`No service worker activated within ${WORKER_TIMEOUT_MS / 1000} s of the first visit`);
    if (lhr.runtimeError) errors.push(`Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (!audit) errors.push(`Lighthouse did not run the ${AUDIT_ID} audit`);
    else if (audit.errorMessage) errors.push(`The ${AUDIT_ID} audit errored: ${audit.errorMessage}`);
    const details = audit?.details?.type === 'table' ? audit.details : undefined;
    const checks = (details?.items ?? []).map((item) => ({
      check: String(item.check),
      ok: item.ok === 'yes',
      detail: String(item.detail),
    }));
    return {
      ok: errors.length === 0 && audit?.score === 1 && checks.length > 0 && checks.every((c) => c.ok),
      url,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      checks,
      errors,
      durationMs: performance.now() - started,
      lighthouseMs,
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
      `(Lighthouse ${report.lighthouseVersion}, ${report.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? report.userAgent}; ` +
      `${(report.durationMs / 1000).toFixed(1)} s in all, Lighthouse ${(report.lighthouseMs / 1000).toFixed(1)} s)`,
    ...report.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.check}: ${c.detail}`),
    ...report.errors.map((e) => `  FAIL ${e}`),
  ];
}
