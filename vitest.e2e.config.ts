import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Browser end-to-end: builds the app once, runs the real server, drives the system Chromium. */
export default defineConfig({
  resolve: {
    alias: { '@shared': r('./src/shared'), '@server': r('./src/server'), '@web': r('./src/web') },
  },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // A shared two-core machine under a full CI run: a poll waits up to 10 s, not the default 1 s
    // (a push shown by the service worker took longer than 1 s there once).
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one browser at a time keeps timings honest.
    fileParallelism: false,
  },
});
