import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from './lighthouse';
import {
  formatSignedIn,
  medianRun,
  SIGNED_IN_TARGETS,
  signedInFailures,
  signedInRows,
  sumLongTasks,
  type RouteVisit,
  type SignedInBench,
} from './signed-in';

describe('sumLongTasks', () => {
  it('adds up the tasks longer than 50 ms, counts them and keeps the longest', () => {
    expect(sumLongTasks([120, 50, 51, 30, 400])).toEqual({ count: 3, totalMs: 571, longestMs: 400 });
  });

  it('is zero with no long task', () => {
    expect(sumLongTasks([])).toEqual({ count: 0, totalMs: 0, longestMs: 0 });
    expect(sumLongTasks([50, 12])).toEqual({ count: 0, totalMs: 0, longestMs: 0 });
  });
});

const KB = 1024;
const visit = (path: string, over: Partial<RouteVisit> = {}): RouteVisit => ({
  path,
  landedOn: path,
  gzipBytes: 100 * KB,
  rawBytes: 300 * KB,
  files: 10,
  fileSizes: [],
  longTasks: { count: 1, totalMs: 80, longestMs: 80 },
  consoleErrors: [],
  ...over,
});
const run = (repeatVisit: boolean, performance: number | null, over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  path: '/dashboard',
  landedOn: '/dashboard',
  signedIn: true,
  performance,
  fcpMs: 1200,
  lcpMs: 2500,
  tbtMs: 150,
  cls: 0.01,
  speedIndexMs: 2000,
  transferBytes: 50 * KB,
  jsTransferBytes: 0,
  repeatVisit,
  ...over,
});
const bench = (over: Partial<SignedInBench> = {}): SignedInBench => ({
  visits: [visit('/dashboard'), visit('/kits')],
  lighthouse: [run(false, 80), run(true, 95)],
  loadAverage: { start: 0.5, end: 1.25 },
  ...over,
});

describe('signedInRows', () => {
  it('meets every target at its limit: 120 KB in 15 files, 150 ms of long tasks, Lighthouse 80 and 95', () => {
    expect(SIGNED_IN_TARGETS).toMatchObject({
      gzipBytes: 120 * KB,
      files: 15,
      dashboardLongTasksMs: 150,
      lighthouseFirstVisit: 80,
      lighthouseRepeatVisit: 95,
    });
    const b = bench({
      visits: [
        visit('/dashboard', { gzipBytes: 120 * KB, files: 15, longTasks: { count: 2, totalMs: 150, longestMs: 90 } }),
      ],
    });
    expect(signedInRows(b).map((r) => r.met)).toEqual([true, true, true, true]);
    expect(signedInFailures(b)).toEqual([]);
  });

  it('misses one byte, one file, one millisecond or one point over', () => {
    const b = bench({
      visits: [
        visit('/dashboard', { gzipBytes: 120 * KB + 1, longTasks: { count: 3, totalMs: 151, longestMs: 70 } }),
        visit('/kits', { files: 16 }),
      ],
      lighthouse: [run(false, 79), run(true, 94)],
    });
    expect(signedInRows(b).map((r) => r.met)).toEqual([false, false, false, false, false]);
    expect(signedInFailures(b)).toEqual([
      '/dashboard first visit: JavaScript until idle (gzip): 120.0 KB in 10 files (300.0 KB raw; long tasks 151 ms) (target <= 120.0 KB in <= 15 files)',
      '/kits first visit: JavaScript until idle (gzip): 100.0 KB in 16 files (300.0 KB raw; long tasks 80 ms) (target <= 120.0 KB in <= 15 files)',
      '/dashboard first visit: long tasks (> 50 ms) added up, unthrottled: 151 ms in 3 tasks (longest 70 ms) (target <= 150 ms)',
      'Lighthouse mobile /dashboard, first visit: 79 (FCP 1.20 s, LCP 2.50 s, TBT 150 ms; 50.0 KB over the network, JavaScript 0.0 KB) (target >= 80)',
      'Lighthouse mobile /dashboard, repeat visit (service worker): 94 (FCP 1.20 s, LCP 2.50 s, TBT 150 ms; 50.0 KB over the network, JavaScript 0.0 KB) (target >= 95)',
    ]);
  });

  it("judges /dashboard's long tasks on the median of its visits, and names every visit's sum", () => {
    const runs = [310, 120, 95, 140, 200].map((totalMs) => ({ count: 2, totalMs, longestMs: totalMs / 2 }));
    const met = signedInRows(bench({ visits: [visit('/dashboard')], dashboardLongTaskRuns: runs })).find((r) =>
      r.what.includes('long tasks'),
    );
    expect(met).toMatchObject({
      met: true,
      measured: '140 ms in 2 tasks (longest 70 ms), the median of 5 visits (310, 120, 95, 140, 200 ms)',
    });
    const missed = signedInRows(
      bench({
        visits: [visit('/dashboard')],
        dashboardLongTaskRuns: runs.map((r) => ({ ...r, totalMs: r.totalMs + 11 })),
      }),
    ).find((r) => r.what.includes('long tasks'));
    expect(missed!.met).toBe(false);
    expect(
      medianRun([
        { count: 1, totalMs: 60, longestMs: 60 },
        { count: 1, totalMs: 90, longestMs: 90 },
      ]).totalMs,
    ).toBe(60);
  });

  it('misses a page the app did not show (sent elsewhere, e.g. signed out) however light', () => {
    const b = bench({ visits: [visit('/dashboard', { landedOn: '/', gzipBytes: 5 * KB })] });
    const [js, longTasks] = signedInRows(b);
    expect(js).toMatchObject({ met: false, measured: expect.stringContaining('LANDED ON /') });
    expect(longTasks!.met).toBe(false);
  });

  it('misses a Lighthouse run that ended on another page', () => {
    const b = bench({ lighthouse: [run(false, 99, { landedOn: '/' })] });
    expect(signedInRows(b).at(-1)).toMatchObject({
      met: false,
      measured: expect.stringMatching(/^99 .*; LANDED ON \/$/),
    });
  });

  it('misses a Lighthouse run that failed or gave no score, with its error as the measurement', () => {
    const b = bench({
      lighthouse: [run(false, null, { runtimeError: 'NO_FCP: no paint' }), run(true, null)],
    });
    const rows = signedInRows(b).filter((r) => r.what.startsWith('Lighthouse'));
    expect(rows.map((r) => [r.measured.slice(0, 16), r.met])).toEqual([
      ['NO_FCP: no paint', false],
      ['- (FCP 1.20 s, L', false],
    ]);
  });
});

describe('formatSignedIn', () => {
  it('prints one table row per target with met or MISSED, the load average and the console errors seen', () => {
    const b = bench({
      visits: [visit('/dashboard', { files: 52, consoleErrors: ['boom'] })],
      lighthouse: [run(false, 42)],
    });
    const lines = formatSignedIn('embedded', b);
    expect(lines[0]).toBe(
      "| embedded | issue 41 target (signed in, with a family's data) | measured | target | result |",
    );
    expect(lines.slice(2, 5).map((l) => l.split(' | ').at(-1))).toEqual(['MISSED |', 'met |', 'MISSED |']);
    expect(lines.at(-2)).toMatch(/^Load average \(1 min\) 0\.50 at the start, 1\.25 at the end, on \d+ CPUs/);
    expect(lines.at(-1)).toBe('Console errors on /dashboard: boom');
  });
});
