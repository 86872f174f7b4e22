import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
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
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
      },
    }),
  ],
  resolve: {
    alias: {
      '@shared': r('./src/shared'),
      '@web': r('./src/web'),
    },
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
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
});
