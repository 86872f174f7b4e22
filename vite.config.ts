import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deepImports } from './scripts/build/deep-imports';
import { LOCALES, type Locale } from './src/shared/i18n/locales';
import { LANDING_FILES, LANDING_LANG_PARAM } from './src/shared/landing-locale';
import { isRedirect, NOT_FOUND_PAGE, routeTable } from './src/web/app/route-table';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const PRERENDER_OUT = r('./dist/prerender');
const LANDING_MARK = '<!--landing-->';
const ALTERNATES_MARK = '<!--alternates-->';

interface PrerenderedLanding {
  markup: string;
  title: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/**
 * Each language's landing for search engines (decision 0335): "/?lang=de" answers the German one
 * whatever the visitor's cookie or languages (src/shared/landing-locale.ts). `en-x-plain` is English
 * (its lang is `en`), so it has no alternate of its own; "/" is the default.
 */
const ALTERNATES = [
  ...LOCALES.filter((l) => l !== 'en-x-plain').map(
    (l) => `<link rel="alternate" hreflang="${l}" href="/?${LANDING_LANG_PARAM}=${l}" />`,
  ),
  '<link rel="alternate" hreflang="x-default" href="/" />',
].join('\n    ');

/** landing.html's head in `locale`: `<html lang data-locale>`, the title and the description. */
function localizeHead(html: string, locale: Locale, page: PrerenderedLanding): string {
  const replaced = html
    .replace(
      /<html lang="[^"]*" data-locale="[^"]*"/,
      `<html lang="${locale === 'en-x-plain' ? 'en' : locale}" data-locale="${locale}"`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  if (!replaced.includes(`data-locale="${locale}"`) || !replaced.includes(escapeHtml(page.title))) {
    throw new Error(`landing.html: the head could not be written in ${locale}`);
  }
  return replaced;
}

/**
 * Decision 170: landing.html (served for "/") carries the landing's HTML, rendered at build time
 * by React's static prerender from the same components the browser hydrates. A server build of
 * features/landing/prerender.tsx runs first; its output renders the markup that replaces
 * LANDING_MARK in the built landing.html (before the service worker's precache list is made).
 * Issue 43 (decision 0335): rendered once per locale. landing.html stays the English one; the
 * others (landing.de.html..., src/shared/landing-locale.ts) are the built landing.html with the
 * markup, `<html lang>`, title and description of their locale, so they load the same scripts.
 */
function prerenderLanding(): Plugin {
  const pages = new Map<Locale, PrerenderedLanding>();
  return {
    name: 'holdfast:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      await build({
        configFile: r('./vite.config.ts'),
        logLevel: 'warn',
        build: {
          ssr: r('./src/web/features/landing/prerender.tsx'),
          outDir: PRERENDER_OUT,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
        },
        // Bundled, not imported from node_modules when it runs: the libraries' imports of React
        // must resolve to Preact as they do in the browser build.
        ssr: { noExternal: true },
      });
      const mod = (await import(pathToFileURL(path.join(PRERENDER_OUT, 'prerender.js')).href)) as {
        renderLanding: (locale: Locale) => Promise<PrerenderedLanding>;
      };
      // One after another: the page locale is the renderer's for the time of a render.
      for (const locale of LOCALES) {
        const page = await mod.renderLanding(locale);
        if (!page.markup.includes('<h1')) throw new Error(`The prerendered landing (${locale}) has no heading`);
        pages.set(locale, page);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('landing.html')) return html;
        const page = pages.get('en');
        if (!page || !html.includes(LANDING_MARK) || !html.includes(ALTERNATES_MARK)) {
          throw new Error('landing.html: nothing to prerender into');
        }
        return localizeHead(html, 'en', page)
          .replace(ALTERNATES_MARK, () => ALTERNATES)
          .replace(LANDING_MARK, () => page.markup);
      },
    },
    // After Vite has written landing.html (its scripts and styles in place): the other locales'.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const english = bundle['landing.html'];
        const en = pages.get('en');
        if (english?.type !== 'asset' || !en) throw new Error('landing.html is not in the build');
        const html = String(english.source);
        if (!html.includes(en.markup)) throw new Error('landing.html: the English markup is not where it was put');
        for (const { locale, file } of LANDING_FILES) {
          if (locale === 'en') continue;
          const page = pages.get(locale)!;
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: localizeHead(html, locale, page).replace(en.markup, () => page.markup),
          });
        }
      },
    },
  };
}

/**
 * Every text file of the build also as .gz (level 9), served by src/server/http/static.ts to
 * browsers that accept gzip: no compression work per request on a small server.
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'holdfast:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((f) =>
          /\.(?:js|css|html|svg|webmanifest|json|wasm)$/.test(f),
        );
        await Promise.all(
          files.map(async (f) => {
            const body = await readFile(path.join(outDir, f));
            if (body.length < 1024) return;
            await writeFile(path.join(outDir, `${f}.gz`), await promisify(gzip)(body, { level: 9 }));
          }),
        );
      },
    },
  };
}

/**
 * Issue 19: the landing loads at most 12 JavaScript files before it is idle. At first load it
 * runs only landing-main.ts and the few React-free modules it imports (decision 195); the rest
 * loads when the visitor starts to use the page. Three groups keep those files few: the
 * libraries every page runs (React, TanStack Query, tailwind-merge...), the modules of the
 * hydrated landing (landing-hydrate.tsx), and those of the sections under the hero
 * (below-the-fold.tsx). Membership is read from the module graph at the end of the build, so a
 * new import lands in the right chunk by itself. The first-load script's own modules are a fourth
 * group, so that script never pulls in a chunk that imports React.
 */
const VENDOR =
  /[\\/]node_modules[\\/](?:preact|react|react-dom|scheduler|@tanstack|tailwind-merge|clsx|class-variance-authority)[\\/]/;
// TanStack Query parts the landing never runs (other pages' mutations, offline restore...).
const NOT_ON_LANDING =
  /[\\/]@tanstack[\\/].*[\\/](?:hydration|infiniteQueryObserver|mutationObserver|queriesObserver|useMutation|useInfiniteQuery|useQueries|useSuspenseQuery|useSuspenseInfiniteQuery|useSuspenseQueries|usePrefetchQuery|usePrefetchInfiniteQuery|useMutationState|useIsFetching|HydrationBoundary|streamedQuery)\.js$/;
// TanStack's persister: only the offline copies use it (lib/offline/persist.ts, loaded lazily for
// signed-in users), so it stays out of the vendor chunk every page loads.
const PERSISTER = /[\\/]@tanstack[\\/](?:query-persist-client-core|react-query-persist-client)[\\/]/;
const BARREL = /[\\/]node_modules[\\/](?:lucide-react|radix-ui)[\\/]dist[\\/]/;
function landingChunks() {
  const graphs = {
    first: new Set<string>(),
    landing: new Set<string>(),
    sections: new Set<string>(),
    app: new Set<string>(),
  };
  const roots = {
    first: r('./src/web/landing-main.ts'),
    landing: r('./src/web/landing-hydrate.tsx'),
    sections: r('./src/web/features/landing/components/below-the-fold.tsx'),
    // Issue 41: the SPA entry (index.html, every page but "/"), with what it imports statically.
    app: r('./src/web/main.tsx'),
  };
  // Issue 41: every routed page but the landing, and the modules each imports statically.
  const pageRoots = [
    ...new Set(
      routeTable.flatMap((route) =>
        isRedirect(route) || route.devOnly || route.page === 'landing/landing-page'
          ? []
          : [r(`./src/web/features/${route.page}.tsx`)],
      ),
    ),
  ];
  if (!pageRoots.includes(r(`./src/web/features/${NOT_FOUND_PAGE}.tsx`))) throw new Error('No not-found page');
  /** The modules some page imports statically (directly or not). */
  const pageModules = new Set<string>();
  const plugin: Plugin = {
    name: 'holdfast:landing-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const walk = (root: string, seen: Set<string>) => {
        const stack = [root];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          // A library's index re-exports all of it (lucide-react, radix-ui): what the landing
          // uses of it is left to the default chunking rather than claiming every icon. The
          // build imports each icon and primitive from its own module (scripts/build/deep-imports.ts).
          if (BARREL.test(id)) continue;
          stack.push(...info.importedIds);
        }
        return seen;
      };
      for (const [name, root] of Object.entries(roots) as [keyof typeof roots, string][]) walk(root, graphs[name]);
      for (const root of pageRoots) {
        for (const id of walk(root, new Set())) if (id !== root) pageModules.add(id);
      }
    },
  };
  // The landing's own modules only: a UI part or library the landing shares with signed-in pages
  // is left to the default chunking, so those pages never load the landing's sections with it.
  const LANDING_OWN = /[\\/]src[\\/]web[\\/](?:landing-hydrate\.tsx|features[\\/]landing[\\/])/;
  const landingPart = (graph: Set<string>, id: string) =>
    graph.has(id) && LANDING_OWN.test(id) && !NOT_ON_LANDING.test(id) && !graphs.app.has(id);
  const SHELL_MESSAGES = /[\\/]src[\\/]web[\\/](?:app|components)[\\/]messages[\\/](de|es)\.ts$/;
  const groups = [
    // The shell's catalogues (src/web/app/messages, src/web/components/messages) of one locale:
    // every signed-in page loads both at boot in that locale, so one file instead of two (issue
    // 43: /profile-settings in German was at 16 files). They import nothing at run time.
    ...(['de', 'es'] as const).map((locale) => ({
      name: `messages-shell-${locale}`,
      test: (id: string) => SHELL_MESSAGES.exec(id)?.[1] === locale,
      priority: 50,
    })),
    // Above the others: a group also takes the dependencies of its modules, and these (React-free
    // leaves the hydrated landing uses too) must not land in a chunk that imports React.
    { name: 'landing-first', test: (id: string) => graphs.first.has(id) && id !== roots.first, priority: 40 },
    {
      name: 'vendor',
      test: (id: string) => VENDOR.test(id) && !NOT_ON_LANDING.test(id) && !PERSISTER.test(id),
      priority: 30,
    },
    // What both the SPA entry and the hydrated landing run (UI parts, session, query client...):
    // one chunk, so neither loads the other's own code (issue 41: the SPA entry loaded the
    // landing's sections through a shared chunk). With them, what the landing shares with the
    // pages (panels, badges, the community stats grid, icons): not in the landing's own chunks, so
    // those pages do not load the landing with it. It was a chunk of its own (landing-shared,
    // 4.5 KB) until decision 0308: 32 of the 35 routes loaded it (and the toaster on the others),
    // a file on every page for 4.5 KB on three light ones (/auth/callback, /unsubscribe, 404).
    {
      name: 'shared',
      test: (id: string) =>
        (graphs.landing.has(id) || graphs.sections.has(id)) &&
        (graphs.app.has(id) || (pageModules.has(id) && !NOT_ON_LANDING.test(id))),
      priority: 27,
    },
    // The app shell every page but "/" runs first: router, guards, layout, session, offline.
    { name: 'app', test: (id: string) => graphs.app.has(id) && id !== roots.app, priority: 25 },
    { name: 'landing-core', test: (id: string) => landingPart(graphs.landing, id), priority: 20 },
    { name: 'landing-sections', test: (id: string) => landingPart(graphs.sections, id), priority: 10 },
  ];
  return { plugin, groups };
}
const chunks = landingChunks();
/**
 * Issue 41: the automatic common chunks (what a few pages share: an icon, a query, a Radix
 * primitive...) were most of a page's 40-65 files, many under 1 KB. Below this size (bytes of
 * transformed source) each is inlined into the chunks that import it. Measured (decision 0297):
 * 16 KB leaves pages at 16-21 files, 100 KB at 7-14; the price is code repeated across page
 * chunks (the service worker's precache grows from 1.8 MB to 3.8 MB raw).
 */
const INLINE_COMMON_BELOW = 100_000;

/**
 * Issue 41 (decision 0303): the production build runs Preact 11 with preact/compat in place of
 * React 19 (react-dom + react + scheduler: 65.4 KB gzip; Preact with hooks and compat: 8.9 KB).
 * The landing's prerender (an SSR build of this config) runs it too, so the browser hydrates
 * markup its own runtime rendered. The dev server keeps React (Fast Refresh, React's warnings);
 * the browser suite runs against the production build, so it tests what ships.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: r('./src/web'),
  publicDir: isSsrBuild ? false : r('./src/web/public'),
  plugins: [
    deepImports(r('./node_modules')),
    react(),
    tailwindcss(),
    prerenderLanding(),
    precompress(r('./dist/web')),
    chunks.plugin,
    // Decision 080: the app shell, every chunk and the guide/gear images are precached; nothing
    // under /api is ever cached by the service worker; a new version waits for the user.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered lazily from app/service-worker-updater.tsx, after the page has loaded.
      injectRegister: false,
      manifest: {
        name: 'Holdfast',
        short_name: 'Holdfast',
        description: 'Track supplies, build emergency kits and write survival plans for every kind of disaster.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        // The dark palette's background (components/ui/tokens.ts), as index.html's theme-color.
        theme_color: '#1b1f14',
        background_color: '#1b1f14',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // index.html, every JS/CSS chunk, the favicon, the icons and the guide/gear images
        // (public/images). Not source maps, the Vite manifest or the bundle report.
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(?:\/|$)/],
        // /api data is never in Cache Storage (the signed-in user's copies live in IndexedDB,
        // decision 081). Pictures (/api/files: kit items, avatars; immutable, public by their
        // random name) are kept once seen, in the cache the app deletes on sign-out and on a
        // change of user (src/web/lib/offline/store.ts FILES_CACHE).
        runtimeCaching: [
          // The barcode reader's WebAssembly (1.1 MB, issue 42): not precached, since every
          // install would download it for a camera few use; kept once the Scan dialog has fetched
          // it, so scanning works offline after a first scan online (decision 0327). Its name
          // carries its hash: a new version is a new entry, the old one ages out.
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
            handler: 'CacheFirst',
            method: 'GET',
            options: {
              cacheName: 'holdfast-wasm',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 2 },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/files/'),
            handler: 'CacheFirst',
            method: 'GET',
            options: {
              cacheName: 'holdfast-user-files',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 500 },
            },
          },
        ],
        // Every landing (landing.html, landing.de.html..., decision 0335) is precached under its
        // own name, and public/landing-sw.js answers a navigation to "/" with the one of the
        // cookie's (or the browser's) locale; every other navigation gets index.html. Not under "/"
        // as landing.html was (decision 170): the server answers "/" by the cookie, so the worker's
        // install would have kept the installing visitor's language as the English page.
        // The push and notification-click handlers (issue 37), a plain script of public/.
        // The landing in the visitor's language for "/" (issue 43, decision 0335), registered before
        // Workbox's own fetch handler.
        importScripts: ['/push-sw.js', '/landing-sw.js'],
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
      },
      disable: Boolean(isSsrBuild),
    }),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@web', replacement: r('./src/web') },
      ...(command === 'build' ? PREACT_FOR_REACT : []),
    ],
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser Holdfast supports has modulepreload: no polyfill file on each page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: index.html (every route but "/") and landing.html ("/", prerendered).
      input: isSsrBuild ? undefined : { index: r('./src/web/index.html'), landing: r('./src/web/landing.html') },
      // Issue 41 (decision 0297): a common chunk of fewer than INLINE_COMMON_BELOW bytes of source
      // is copied into each chunk that imports it instead of being a file of its own, so a page
      // loads at most 15 files. Needs the entries' export signatures free (nothing imports them).
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: chunks.groups,
              experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_BELOW },
            },
          },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
        changeOrigin: false,
      },
    },
  },
}));
