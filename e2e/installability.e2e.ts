/**
 * Issue 10: "Lighthouse's installability checks pass". Lighthouse 12 dropped its PWA audits,
 * so support/lighthouse-installability.ts runs Lighthouse 12 with its own gatherers for the same
 * protocol data (Chrome's installability verdict, the manifest as Chrome and Lighthouse parse
 * it, the service worker) and one audit that judges them. About 10 s on two cores.
 */
import { describe, expect, inject, it } from 'vitest';
import { checkInstallability, formatInstallabilityReport } from './support/lighthouse-installability';

const baseURL = inject('baseURL');

describe('installability (Lighthouse 12)', () => {
  it('Chrome finds the app installable, its manifest parses cleanly and the service worker controls start_url', async () => {
    const report = await checkInstallability(baseURL);
    console.log(formatInstallabilityReport(report).join('\n'));

    expect(report.errors).toEqual([]);
    // Every check ran (none skipped for a missing manifest) and passed.
    expect(report.checks.map((c) => c.check)).toEqual([
      'Chrome installability (Page.getInstallabilityErrors)',
      'Manifest linked and fetched (Page.getAppManifest)',
      "Chrome's manifest parser",
      "Lighthouse's manifest parser",
      'Manifest fields (as Lighthouse parses them)',
      'A service worker controls the page (navigator.serviceWorker)',
      'The main document came from the service worker (devtools log)',
    ]);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  }, 90_000);
});
