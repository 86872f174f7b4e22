import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRedirect, routeTable } from '../src/web/app/route-table';
import {
  AFTER_RENDER,
  budgetedRoutes,
  chunksHolding,
  LANDING_BUDGET,
  landingLocaleProblems,
  overBudget,
  reactInBuild,
  reactRouterInBuild,
  routePreloads,
  routesOverBudget,
  routesOverEnforced,
  routeSizes,
  SIGNED_IN_BUDGET,
  SIGNED_IN_ENFORCED,
  staticClosure,
  type Manifest,
  type RouteSize,
  zodInFirstVisit,
} from './bundle-report';

describe('staticClosure', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['page.tsx'] },
    '_react.js': { file: 'assets/react.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    'page.tsx': {
      file: 'assets/page.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_ui.js'],
      dynamicImports: ['big.tsx'],
    },
    '_ui.js': { file: 'assets/ui.js' },
    'big.tsx': { file: 'assets/big.js', isDynamicEntry: true },
  };

  it('follows static imports transitively (cycles included) but not dynamic ones', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_react.js', '_shared.js', 'index.html']);
    expect([...staticClosure(manifest, 'page.tsx')].sort()).toEqual(['_react.js', '_shared.js', '_ui.js', 'page.tsx']);
  });

  it('fails loudly on a key the manifest lacks', () => {
    expect(() => staticClosure(manifest, 'missing.tsx')).toThrow(/no chunk missing.tsx/);
  });
});

describe('overBudget', () => {
  const files = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ url: `/assets/${i}.js`, rawBytes: 1, gzipBytes: 1 }));

  it('passes the issue 19 budget (110 KB gzip in 12 files) and fails one byte or one file over', () => {
    expect(LANDING_BUDGET).toEqual({ gzipBytes: 110 * 1024, files: 12 });
    expect(overBudget({ gzipBytes: 110 * 1024, files: files(12) })).toBeNull();
    expect(overBudget({ gzipBytes: 110 * 1024 + 1, files: files(12) })).toMatch(/110\.0 KB gzip \(budget 110\.0 KB\)/);
    expect(overBudget({ gzipBytes: 1000, files: files(13) })).toBe('13 files (budget 12)');
  });
});

describe('the signed-in budget (issue 41)', () => {
  const load = (gzipKb: number, files: number) => ({
    files: Array.from({ length: files }, (_, i) => `assets/${i}.js`),
    rawBytes: gzipKb * 3 * 1024,
    gzipBytes: gzipKb * 1024,
  });
  const route = (path: string, gzipKb: number, files: number, firstPaint = load(gzipKb, files)): RouteSize => ({
    path,
    ...load(gzipKb, files),
    firstPaint,
  });

  it('is 120 KB gzip in 15 files, and the build enforces exactly that (decision 0313)', () => {
    expect(SIGNED_IN_BUDGET).toEqual({ gzipBytes: 120 * 1024, files: 15 });
    expect(SIGNED_IN_ENFORCED).toEqual(SIGNED_IN_BUDGET);
  });

  it('covers every page of the SPA, signed-in and public, but not the landing or dev pages', () => {
    const paths = budgetedRoutes().map((r) => r.path);
    for (const p of ['/dashboard', '/resource-tracker', '/family-plan', '/emergency', '/profile-settings', '/kits'])
      expect(paths).toContain(p);
    expect(paths).toContain('/plans');
    expect(paths).toContain('*');
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/design-system');
    expect(paths).not.toContain('/tracker');
  });

  it('names each route over the budget, one byte or one file over', () => {
    const budget = { gzipBytes: 120 * 1024, files: 15 };
    expect(routesOverBudget([route('/dashboard', 120, 15), route('/kits', 100, 3)], budget)).toEqual([]);
    expect(
      routesOverBudget(
        [
          { ...route('/dashboard', 120, 15), gzipBytes: 120 * 1024 + 1 },
          route('/kits', 100, 16),
          route('/emergency', 119, 15),
        ],
        budget,
      ),
    ).toEqual(['/dashboard: 120.0 KB gzip (budget 120.0 KB)', '/kits: 16 files (budget 15)']);
  });

  it('enforces its KB and its files on the first visit until idle (decisions 0308, 0313)', () => {
    const ceiling = { gzipBytes: 120 * 1024, files: 15 };
    // 120 KB until idle in 15 files: within.
    expect(routesOverEnforced([route('/kits/:id/edit', 120, 15, load(100, 10))], ceiling)).toEqual([]);
    expect(
      routesOverEnforced([route('/kits', 120.5, 16, load(90, 12)), route('/dashboard', 100, 15, load(90, 7))], ceiling),
    ).toEqual(['/kits: 120.5 KB gzip until idle (ceiling 120.0 KB), 16 files until idle (ceiling 15)']);
  });

  it('ignores what it does not cover: the landing (its own budget) and unknown paths', () => {
    const budget = { gzipBytes: 1, files: 1 };
    expect(routesOverBudget([route('/', 500, 50), route('/not-a-route', 500, 50)], budget)).toEqual([]);
  });
});

describe('what every page loads after render (decision 0308)', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', imports: ['_vendor.js'], dynamicImports: ['page.tsx', '_device.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_device.js': { file: 'assets/device.js', imports: ['_app.js', '_idb.js'] },
    '_idb.js': { file: 'assets/idb.js' },
    '_tooltip.js': { file: 'assets/tooltip.js', imports: ['_vendor.js'] },
    '_tooltip.css': { file: 'assets/tooltip.css' },
    'queue.ts': { file: 'assets/queue.js', isDynamicEntry: true, imports: ['_device.js'] },
    'page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_app.js'] },
  };
  const sources: Record<string, string[]> = {
    'assets/app.js': ['../../../src/web/app/app.tsx'],
    'assets/device.js': ['../../../src/web/lib/offline/persist.ts', '../../../src/web/lib/offline/store.ts'],
    'assets/tooltip.js': ['../../../src/web/components/blocked-reason-tooltip.tsx'],
    'assets/page.js': ['../../../src/web/features/page.tsx', '../../../src/web/lib/offline/marker.ts'],
  };
  const sourcesOf = (file: string) => sources[file] ?? [];

  it('finds the chunk holding each module by its sourcemap, each chunk once', () => {
    expect(
      chunksHolding(manifest, sourcesOf, [
        'src/web/lib/offline/persist.ts',
        'src/web/lib/offline/store.ts',
        'src/web/components/blocked-reason-tooltip.tsx',
      ]),
    ).toEqual(['_device.js', '_tooltip.js']);
  });

  it('fails on a module no chunk holds, or several do (inlined copies: which one loads is unknown)', () => {
    expect(() => chunksHolding(manifest, sourcesOf, ['src/web/lib/offline/gone.ts'])).toThrow(
      /src\/web\/lib\/offline\/gone\.ts .* is in no chunk/,
    );
    const copied: Record<string, string[]> = {
      ...sources,
      'assets/app.js': [...sources['assets/app.js']!, '../../../src/web/lib/offline/store.ts'],
    };
    expect(() => chunksHolding(manifest, (f) => copied[f] ?? [], ['src/web/lib/offline/store.ts'])).toThrow(
      /is in 2 chunks: _app\.js, _device\.js/,
    );
  });

  it("names the service worker start, the offline copies, the offline tooltip and the tracker's queue", () => {
    expect(AFTER_RENDER.map((a) => [a.module, a.routes ?? 'every route'])).toEqual([
      ['src/web/app/pwa/start-service-worker.ts', 'every route'],
      ['src/web/lib/offline/persist.ts', 'every route'],
      ['src/web/components/blocked-reason-tooltip.tsx', 'every route'],
      ['src/web/features/resource-tracker/offline/resource-queue.ts', ['/resource-tracker']],
    ]);
  });

  it("adds them and their static imports to each route's first paint, each file once", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'holdfast-route-sizes-'));
    try {
      await mkdir(path.join(dist, '.vite'), { recursive: true });
      await mkdir(path.join(dist, 'assets'));
      const pages = Object.fromEntries(
        routeTable.flatMap((r) =>
          isRedirect(r) ? [] : [[`features/${r.page}.tsx`, { file: 'assets/page.js', imports: ['_app.js'] }]],
        ),
      );
      await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ ...manifest, ...pages }));
      const withTheRest: Record<string, string[]> = {
        ...sources,
        'assets/idb.js': ['../../../src/web/app/pwa/start-service-worker.ts'],
        'assets/queue.js': ['../../../src/web/features/resource-tracker/offline/resource-queue.ts'],
      };
      for (const key of Object.keys(manifest)) {
        const { file } = manifest[key]!;
        await writeFile(
          path.join(dist, file),
          file.endsWith('.css') ? 'a{}' : `export const x = ${JSON.stringify(file)};`,
        );
        if (file.endsWith('.js'))
          await writeFile(
            path.join(dist, `${file}.map`),
            JSON.stringify({ version: 3, sources: withTheRest[file] ?? [], mappings: '' }),
          );
      }
      const dashboard = (await routeSizes(dist)).find((r) => r.path === '/dashboard')!;
      expect(dashboard.firstPaint.files.sort()).toEqual([
        'assets/app.js',
        'assets/index.js',
        'assets/page.js',
        'assets/vendor.js',
      ]);
      expect(dashboard.files.sort()).toEqual([
        'assets/app.js',
        'assets/device.js',
        'assets/idb.js',
        'assets/index.js',
        'assets/page.js',
        'assets/tooltip.js',
        'assets/vendor.js',
      ]);
      expect(dashboard.gzipBytes).toBeGreaterThan(dashboard.firstPaint.gzipBytes);
      // The tracker's queue: on its route only.
      const tracker = (await routeSizes(dist)).find((r) => r.path === '/resource-tracker')!;
      expect(tracker.files.sort()).toEqual([...dashboard.files, 'assets/queue.js'].sort());
      // /emergency checks a check-in without zod (decision 0311): it loads what every page does.
      const emergency = (await routeSizes(dist)).find((r) => r.path === '/emergency')!;
      expect(emergency.files.sort()).toEqual(dashboard.files);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('reactInBuild (decision 0303: the browser build runs Preact, never React beside it)', () => {
  it('names each chunk whose sourcemap has a source of react, react-dom or scheduler, and nothing else', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'holdfast-react-in-build-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
      await writeFile(
        path.join(dist, 'assets', 'vendor.js.map'),
        map([
          '../../../node_modules/preact/compat/dist/compat.mjs',
          '../../../node_modules/react-router/dist/production/index.mjs',
          '../../../node_modules/@tanstack/react-query/build/modern/useQuery.js',
          '../../../src/web/app/boot.tsx',
        ]),
      );
      expect(await reactInBuild(dist)).toEqual([]);
      await writeFile(
        path.join(dist, 'assets', 'page.js.map'),
        map([
          '../../../src/web/features/page.tsx',
          '../../../node_modules/react-dom/cjs/react-dom-server.browser.production.js',
          '../../../node_modules/scheduler/cjs/scheduler.production.js',
        ]),
      );
      await writeFile(path.join(dist, 'sw.js.map'), map(['../../node_modules/react/index.js']));
      expect(await reactInBuild(dist)).toEqual([
        'assets/page.js: ../../../node_modules/react-dom/cjs/react-dom-server.browser.production.js, ' +
          '../../../node_modules/scheduler/cjs/scheduler.production.js',
        'sw.js: ../../node_modules/react/index.js',
      ]);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('reactRouterInBuild (decision 0309: the app routes with its own router)', () => {
  it('names each chunk whose sourcemap has a source of react-router, and nothing else', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'holdfast-router-in-build-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
      await writeFile(
        path.join(dist, 'assets', 'app.js.map'),
        map(['../../../src/web/lib/router/router.ts', '../../../node_modules/preact/compat/dist/compat.mjs']),
      );
      expect(await reactRouterInBuild(dist)).toEqual([]);
      await writeFile(
        path.join(dist, 'assets', 'vendor.js.map'),
        map(['../../../node_modules/react-router/dist/production/index.mjs', '../../../src/web/app/boot.tsx']),
      );
      expect(await reactRouterInBuild(dist)).toEqual([
        'assets/vendor.js: ../../../node_modules/react-router/dist/production/index.mjs',
      ]);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('zodInFirstVisit (decisions 0306, 0311: forms load zod on their first validation)', () => {
  it('names the chunks of the listed routes whose sourcemap has zod or @hookform/resolvers, and only those', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'holdfast-zod-first-paint-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
      await writeFile(path.join(dist, 'assets', 'entry.js.map'), map(['../../../src/web/app/boot.tsx']));
      await writeFile(
        path.join(dist, 'assets', 'form.js.map'),
        map(['../../../node_modules/react-hook-form/dist/index.esm.mjs']),
      );
      await writeFile(
        path.join(dist, 'assets', 'schemas.js.map'),
        map(['../../../src/shared/auth/schemas.ts', '../../../node_modules/zod/v4/classic/schemas.js']),
      );
      await writeFile(
        path.join(dist, 'assets', 'resolver.js.map'),
        map(['../../../node_modules/@hookform/resolvers/zod/dist/zod.mjs']),
      );
      const sizes = [
        { path: '/profile-settings', files: ['assets/entry.js', 'assets/form.js'] },
        { path: '/admin', files: ['assets/entry.js', 'assets/schemas.js', 'assets/resolver.js'] },
        { path: '/kits', files: ['assets/entry.js', 'assets/schemas.js'] },
      ];
      expect(await zodInFirstVisit(dist, sizes, ['/profile-settings', '/admin'])).toEqual([
        '/admin: assets/schemas.js',
        '/admin: assets/resolver.js',
      ]);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('routePreloads (decision 0312: the server names a page chunk in its first HTML)', () => {
  it("lists each page's chunk and its static imports that index.html's entry does not already load", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'holdfast-route-preloads-'));
    try {
      await mkdir(path.join(dist, '.vite'), { recursive: true });
      const manifest: Manifest = {
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
        '_app.js': { file: 'assets/app.js' },
        '_chart.js': { file: 'assets/chart.js', imports: ['_app.js'] },
        '_page.css': { file: 'assets/page.css' },
        ...Object.fromEntries(
          routeTable.flatMap((r) =>
            isRedirect(r)
              ? []
              : [[`features/${r.page}.tsx`, { file: `assets/${r.page.split('/')[1]}.js`, imports: ['_app.js'] }]],
          ),
        ),
        'features/dashboard/dashboard-page.tsx': {
          file: 'assets/dashboard-page.js',
          imports: ['_app.js', '_chart.js', '_page.css'],
          dynamicImports: ['features/dashboard/messages/de.ts'],
        },
        'features/dashboard/messages/de.ts': { file: 'assets/dashboard-de.js', isDynamicEntry: true },
        // The settings page's English is a chunk of its own (decision 0364); its plain wording imports it.
        'features/profile/profile-settings-page.tsx': {
          file: 'assets/profile-settings-page.js',
          imports: ['_app.js'],
          dynamicImports: [
            'features/profile/messages/en.ts',
            'features/profile/messages/en-x-plain.ts',
            'features/profile/messages/de.ts',
          ],
        },
        'features/profile/messages/en.ts': { file: 'assets/profile-en.js', isDynamicEntry: true },
        'features/profile/messages/en-x-plain.ts': {
          file: 'assets/profile-en-x-plain.js',
          isDynamicEntry: true,
          imports: ['features/profile/messages/en.ts'],
        },
        'features/profile/messages/de.ts': { file: 'assets/profile-de.js', isDynamicEntry: true },
        // The shell's catalogues, loaded at boot by index.html's entry.
        '_messages-shell-de-x1.js': { file: 'assets/messages-shell-de.js' },
        // A lazy English the build made a shared chunk of (known by its sources), and a part loaded on
        // use whose English comes with its component (not a catalogue chunk).
        'features/household/household-page.tsx': {
          file: 'assets/household-page.js',
          imports: ['_app.js'],
          dynamicImports: ['_en-h1.js', '_part-p1.js'],
        },
        '_en-h1.js': { file: 'assets/en-h1.js', imports: ['_app.js'] },
        '_part-p1.js': { file: 'assets/part-p1.js', imports: ['_app.js'] },
      };
      manifest['index.html']!.dynamicImports = ['_messages-shell-de-x1.js'];
      await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      await mkdir(path.join(dist, 'assets'), { recursive: true });
      const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
      await writeFile(
        path.join(dist, 'assets', 'en-h1.js.map'),
        map(['../../../src/shared/auth/rules.ts', '../../../src/web/features/household/messages/en.ts']),
      );
      await writeFile(
        path.join(dist, 'assets', 'part-p1.js.map'),
        map([
          '../../../src/web/features/household/part/messages/en.ts',
          '../../../src/web/features/household/part/part.tsx',
        ]),
      );
      const preloads = await routePreloads(dist);
      // Per locale, the catalogues the page and the shell load in it before the page renders.
      expect(preloads.find((p) => p.path === '/dashboard')?.catalogues).toEqual({
        de: ['/assets/messages-shell-de.js', '/assets/dashboard-de.js'],
      });
      expect(preloads.find((p) => p.path === '/profile-settings')?.catalogues).toEqual({
        en: ['/assets/profile-en.js'],
        'en-x-plain': ['/assets/profile-en-x-plain.js', '/assets/profile-en.js'],
        de: ['/assets/messages-shell-de.js', '/assets/profile-de.js'],
      });
      expect(preloads.find((p) => p.path === '/kits/:id')?.catalogues).toEqual({
        de: ['/assets/messages-shell-de.js'],
      });
      expect(preloads.find((p) => p.path === '/household')?.catalogues).toEqual({
        en: ['/assets/en-h1.js'],
        de: ['/assets/messages-shell-de.js'],
      });
      expect(preloads.find((p) => p.path === '/dashboard')?.files.sort()).toEqual([
        '/assets/chart.js',
        '/assets/dashboard-page.js',
      ]);
      expect(preloads.find((p) => p.path === '/kits/:id')?.files).toEqual(['/assets/kit-page.js']);
      // "/" is landing.html's, which has its own scripts; dev pages are not served.
      expect(preloads.map((p) => p.path)).not.toContain('/');
      expect(preloads.length).toBe(budgetedRoutes().length);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('the landing in another language (issue 43)', () => {
  const file = (name: string, gzipBytes = 1000) => ({
    url: `http://127.0.0.1:1/assets/${name}`,
    rawBytes: 0,
    gzipBytes,
  });
  const english = { files: [file('landing.js'), file('landing-first.js')] };

  it("passes the same files in that language's page", () => {
    expect(landingLocaleProblems(english, { files: english.files, gzipBytes: 2000, lang: 'de' }, 'de')).toEqual([]);
    expect(landingLocaleProblems(english, { files: english.files, gzipBytes: 2000, lang: 'en' }, 'en-x-plain')).toEqual(
      [],
    );
  });

  it('fails a catalogue at first load, the English page, and the budget', () => {
    const problems = landingLocaleProblems(
      english,
      { files: [...english.files, file('de.js')], gzipBytes: 200 * 1024, lang: 'en' },
      'de',
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/<html lang="en">, not "de"/);
    expect(problems[1]).toMatch(/gzip \(budget/);
    expect(problems[2]).toMatch(/\/assets\/de\.js$/);
  });
});
