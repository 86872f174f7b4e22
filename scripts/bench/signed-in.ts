/**
 * Issue 41, "Signed-in JavaScript": what a family's first visit to the signed-in pages costs, in
 * the system Chromium against the running bench server.
 *
 * - One user signed up and signed in through the API, with what a family keeps: the household,
 *   the 21 supplies with stock on hand, a 72-hour kit, a survival plan linked to it and the family
 *   plan, so every page renders with data (newBenchFamily).
 * - Each of SIGNED_IN_ROUTES opened once in a fresh context carrying the session cookie (no cache,
 *   no service worker yet): its JavaScript until idle, gzip of each body, as the landing is counted
 *   (measurePageJs), and the main thread's long tasks (> 50 ms) from a PerformanceObserver
 *   registered before the page's first script. No throttling.
 * - Lighthouse mobile on /dashboard: a first visit, and a repeat visit served by the service
 *   worker that a visit before installed (runLighthouse's repeatVisit).
 *
 * Targets are judged in one place (signedInRows): a missed one is a row marked MISSED and a
 * failure of the bench, never a throw.
 */
import os from 'node:os';
import { runLighthouse, type LighthouseRun } from './lighthouse';
import { kb, launchChromium, measurePageJs } from './page-js';
import { cookiesFromHeader, newBenchUser } from './users';

export const SIGNED_IN_ROUTES = ['/dashboard', '/resource-tracker', '/family-plan', '/emergency', '/kits'];

export const SIGNED_IN_TARGETS = {
  /** Every signed-in route's first visit. */
  gzipBytes: 120 * 1024,
  files: 15,
  /** Long tasks on /dashboard, added up, unthrottled. */
  dashboardLongTasksMs: 150,
  /** Lighthouse mobile performance on /dashboard. */
  lighthouseFirstVisit: 80,
  lighthouseRepeatVisit: 95,
};

/** How many first visits to /dashboard the long tasks are measured on (the median is judged). */
export const DASHBOARD_VISITS = 5;

/** The run whose sum is the median (the lower middle one of an even count). */
export function medianRun(runs: readonly LongTasks[]): LongTasks {
  const sorted = [...runs].sort((a, b) => a.totalMs - b.totalMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The Long Tasks API reports tasks of more than 50 ms. */
const LONG_TASK_MS = 50;

export interface LongTasks {
  count: number;
  totalMs: number;
  longestMs: number;
}

/** Tasks longer than 50 ms among `durations` (ms), added up. */
export function sumLongTasks(durations: readonly number[]): LongTasks {
  const long = durations.filter((d) => d > LONG_TASK_MS);
  return {
    count: long.length,
    totalMs: long.reduce((n, d) => n + d, 0),
    longestMs: long.length ? Math.max(...long) : 0,
  };
}

export interface RouteVisit {
  path: string;
  /** The path shown once idle: the route itself unless the app sent the user elsewhere. */
  landedOn: string;
  gzipBytes: number;
  rawBytes: number;
  files: number;
  /** Each file's path and gzip size, largest first (in the JSON, to see where the weight is). */
  fileSizes: { path: string; gzipBytes: number }[];
  longTasks: LongTasks;
  consoleErrors: string[];
}

export interface SignedInBench {
  visits: RouteVisit[];
  /**
   * /dashboard's long tasks on DASHBOARD_VISITS first visits (the first of them is the visit in
   * `visits`): one visit's sum swings by 2-3x on this shared machine (74 to 230 ms in one hour), so
   * the target is judged on the median visit.
   */
  dashboardLongTaskRuns?: LongTasks[];
  /** Lighthouse on /dashboard: the first visit, then the repeat visit. */
  lighthouse: LighthouseRun[];
  /** The machine's 1-minute load average when the step began and ended (long tasks and Lighthouse are CPU-bound). */
  loadAverage: { start: number; end: number };
}

export interface TargetRow {
  what: string;
  measured: string;
  target: string;
  /** null: not measured (no row to judge). */
  met: boolean | null;
}

const ms = (v: number) => `${Math.round(v).toLocaleString('en-US')} ms`;
const s = (v: number | null) => (v === null ? '-' : `${(v / 1000).toFixed(2)} s`);

/** One row per target, judged; the table and the bench's failures both come from these rows. */
export function signedInRows(b: SignedInBench): TargetRow[] {
  const t = SIGNED_IN_TARGETS;
  const rows: TargetRow[] = [];
  for (const v of b.visits) {
    const redirected = v.landedOn !== v.path;
    rows.push({
      what: `${v.path} first visit: JavaScript until idle (gzip)`,
      measured:
        `${kb(v.gzipBytes)} in ${v.files} files (${kb(v.rawBytes)} raw; long tasks ${ms(v.longTasks.totalMs)})` +
        (redirected ? `; LANDED ON ${v.landedOn}` : ''),
      target: `<= ${kb(t.gzipBytes)} in <= ${t.files} files`,
      met: !redirected && v.gzipBytes <= t.gzipBytes && v.files <= t.files,
    });
  }
  const dashboard = b.visits.find((v) => v.path === '/dashboard');
  if (dashboard) {
    const runs = b.dashboardLongTaskRuns?.length ? b.dashboardLongTaskRuns : [dashboard.longTasks];
    const lt = medianRun(runs);
    rows.push({
      what: '/dashboard first visit: long tasks (> 50 ms) added up, unthrottled',
      measured:
        `${ms(lt.totalMs)} in ${lt.count} tasks (longest ${ms(lt.longestMs)})` +
        (runs.length > 1
          ? `, the median of ${runs.length} visits (${runs.map((r) => Math.round(r.totalMs)).join(', ')} ms)`
          : ''),
      target: `<= ${ms(t.dashboardLongTasksMs)}`,
      met: dashboard.landedOn === dashboard.path && lt.totalMs <= t.dashboardLongTasksMs,
    });
  }
  for (const r of b.lighthouse) {
    const target = r.repeatVisit ? t.lighthouseRepeatVisit : t.lighthouseFirstVisit;
    const network =
      r.transferBytes === null
        ? ''
        : `; ${kb(r.transferBytes)} over the network, JavaScript ${r.jsTransferBytes === null ? '-' : kb(r.jsTransferBytes)}`;
    const redirected = r.landedOn !== r.path;
    rows.push({
      what: `Lighthouse mobile ${r.path}, ${r.repeatVisit ? 'repeat visit (service worker)' : 'first visit'}`,
      measured:
        (r.runtimeError ??
          `${r.performance ?? '-'} (FCP ${s(r.fcpMs)}, LCP ${s(r.lcpMs)}, TBT ${r.tbtMs === null ? '-' : ms(r.tbtMs)}${network})`) +
        (redirected ? `; LANDED ON ${r.landedOn}` : ''),
      target: `>= ${target}`,
      met: !r.runtimeError && !redirected && r.performance !== null && r.performance >= target,
    });
  }
  return rows;
}

/** The bench's failures: one line per missed target. */
export function signedInFailures(b: SignedInBench): string[] {
  return signedInRows(b)
    .filter((r) => r.met === false)
    .map((r) => `${r.what}: ${r.measured} (target ${r.target})`);
}

export function formatSignedIn(label: string, b: SignedInBench): string[] {
  const lines = [
    `| ${label} | issue 41 target (signed in, with a family's data) | measured | target | result |`,
    '|---|---|---|---|---|',
    ...signedInRows(b).map(
      (r) =>
        `| ${label} | ${r.what} | ${r.measured} | ${r.target} | ${r.met === null ? '-' : r.met ? 'met' : 'MISSED'} |`,
    ),
  ];
  const { start, end } = b.loadAverage;
  lines.push(
    `Load average (1 min) ${start.toFixed(2)} at the start, ${end.toFixed(2)} at the end, on ${os.cpus().length} CPUs: ` +
      'long tasks and Lighthouse scores are CPU-bound, noisy when it is above the CPU count.',
  );
  for (const v of b.visits) {
    if (v.consoleErrors.length) lines.push(`Console errors on ${v.path}: ${v.consoleErrors.slice(0, 3).join(' | ')}`);
  }
  return lines;
}

/**
 * A family's account: signed up and in through the API (sign-in needs no verified address; the
 * profile made), already greeted by the dashboard, with a household, stock on hand, a kit, a
 * survival plan and the family plan. Returns the session cookie header.
 */
export async function newBenchFamily(baseUrl: string): Promise<string> {
  const cookie = await newBenchUser(baseUrl, 'family');
  const call = async (method: string, path: string, body: unknown, expected: number) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status !== expected)
      throw new Error(`bench family: ${method} ${path} answered ${res.status} ${text.slice(0, 200)}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  await call('POST', '/api/profile/welcomed', undefined, 200);
  await call(
    'PUT',
    '/api/readiness/household',
    {
      adults: 2,
      children9to13: 0,
      children4to8: 1,
      childrenUnder4: 0,
      pregnantOrBreastfeeding: 0,
      pets: [{ name: 'Rex', kind: 'dog', weightKg: 22.7 }],
      standard: 'us',
      goalDays: 14,
      customLitresPerPerson: null,
    },
    200,
  );
  // The first read seeds the 21 standard supplies; the family has stock of most of them.
  const { resources } = (await call('GET', '/api/resources', undefined, 200)) as { resources: { id: string }[] };
  const changes = resources
    .filter((_, i) => i % 4 !== 3)
    .map((r, i) => ({ id: r.id, currentQuantity: 1 + ((i * 7) % 12) }));
  await call('PUT', '/api/resources', { changes }, 200);
  const { kit } = (await call('POST', '/api/kits', { name: '72-Hour Bug-Out Kit', template: '72hour' }, 201)) as {
    kit: { id: string };
  };
  await call(
    'POST',
    '/api/plans',
    {
      title: 'Flood plan',
      eventType: 'flood',
      description: 'Leave early for the high school; the kit goes in the car.',
      items: [
        { kind: 'step', content: 'Move the documents and medicines upstairs.' },
        { kind: 'step', content: 'Turn off the power at the main switch.' },
        { kind: 'note', content: 'Rex travels in his crate.' },
      ],
      kitIds: [kit.id],
    },
    201,
  );
  await call(
    'PUT',
    '/api/family-plan',
    {
      members: [
        { id: 'm1', name: 'Ana Silva', mobilePhone: '+1 555 0100', allergies: 'Penicillin', bloodType: 'O+' },
        { id: 'm2', name: 'Bruno Silva', mobilePhone: '+1 555 0102', conditions: 'Type 1 diabetes' },
        {
          id: 'm3',
          name: 'Davi Silva',
          dateOfBirth: '2018-06-01',
          place: { kind: 'school', name: 'Elm Primary', address: '1 Elm Ave, Tampa', phone: '555 0150', plan: '' },
        },
      ],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
      meetingPlaces: {
        neighbourhood: { name: 'Oak tree', address: 'Corner of Elm and 3rd', instructions: 'The big oak' },
        outOfTown: { name: "Aunt May's house", address: '12 Hill Rd, Dayton', instructions: '' },
      },
      numbers: [{ label: 'Poison control', number: '1-800-222-1222' }],
    },
    200,
  );
  return cookie;
}

/** Registered before the page's first script: every long task's duration, in window.__benchLongTasks. */
function observeLongTasks(): void {
  const w = window as unknown as { __benchLongTasks: number[] };
  w.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The whole step against a running server at `baseUrl`. */
export async function benchSignedIn(baseUrl: string): Promise<SignedInBench> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const cookie = await newBenchFamily(baseUrl);
  const visits: RouteVisit[] = [];
  const dashboardLongTaskRuns: LongTasks[] = [];
  const browser = await launchChromium();
  try {
    for (const path of SIGNED_IN_ROUTES) {
      // A first visit: a fresh context (empty cache, no service worker) with only the session cookie.
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      try {
        await context.addCookies(cookiesFromHeader(cookie, baseUrl));
        await context.addInitScript(observeLongTasks);
        let durations: number[] = [];
        let landedOn = '';
        const js = await measurePageJs(browser, `${baseUrl}${path}`, {
          context,
          atIdle: async (page) => {
            landedOn = new URL(page.url()).pathname;
            durations = await page.evaluate(
              () => (window as unknown as { __benchLongTasks?: number[] }).__benchLongTasks ?? [],
            );
          },
        });
        visits.push({
          path,
          landedOn,
          gzipBytes: js.gzipBytes,
          rawBytes: js.rawBytes,
          files: js.files.length,
          fileSizes: js.files
            .map((f) => ({ path: new URL(f.url).pathname, gzipBytes: f.gzipBytes }))
            .sort((a, b) => b.gzipBytes - a.gzipBytes),
          longTasks: sumLongTasks(durations),
          consoleErrors: js.consoleErrors,
        });
      } finally {
        await context.close();
      }
    }
    // More first visits to /dashboard, for the median of its long tasks (the first is above).
    const first = visits.find((v) => v.path === '/dashboard');
    if (first) {
      dashboardLongTaskRuns.push(first.longTasks);
      while (dashboardLongTaskRuns.length < DASHBOARD_VISITS) {
        const context = await browser.newContext({ serviceWorkers: 'allow' });
        try {
          await context.addCookies(cookiesFromHeader(cookie, baseUrl));
          await context.addInitScript(observeLongTasks);
          const page = await context.newPage();
          await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
          const durations = await page.evaluate(
            () => (window as unknown as { __benchLongTasks?: number[] }).__benchLongTasks ?? [],
          );
          dashboardLongTaskRuns.push(sumLongTasks(durations));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  const dashboard = `${baseUrl}/dashboard`;
  const lighthouse = [
    await runLighthouse(dashboard, { cookie }),
    await runLighthouse(dashboard, { cookie, repeatVisit: true }),
  ];
  return {
    visits,
    dashboardLongTaskRuns,
    lighthouse,
    loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
  };
}
