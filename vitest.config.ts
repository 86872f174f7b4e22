import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': r('./src/shared'),
  '@server': r('./src/server'),
  '@web': r('./src/web'),
};
const serverTests = ['src/server/**/*.test.ts'];
const integrationWorkers = Number(process.env.TEST_INTEGRATION_WORKERS ?? 2);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // One jsdom and one module cache for all the files (decision 200): a fresh jsdom and a
          // fresh import of React, the router and the app per file cost more CPU than the tests.
          // setup.ts resets the document, storage and the app's module state after every test.
          isolate: false,
          // jsdom files compute more than they wait: one worker (a second one, beside the other
          // suites, measured slower). They run beside the other suites, so a test may take several
          // times its time alone: the timeout is a hang guard only. The tracker files (21 rows,
          // role queries over the whole page) took 31-49 s a test beside the browser suite and in a
          // loaded full run, where 30 s failed them although they pass alone in 7-15 s.
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: serverTests,
          // PostgreSQL at TEST_DATABASE_URL, or an embedded one started for the run; every file
          // gets its own database copied from one migrated template.
          globalSetup: ['src/server/test/postgres-global-setup.ts'],
          // Server tests mostly wait (on PostgreSQL, sockets, child processes, timers): more
          // files at once than cores keeps both cores busy (decision 152).
          maxWorkers: integrationWorkers,
          // A worker's files share its module cache: the server's modules load once per worker,
          // not once per file (seconds each on two cores). Every file still has its own database
          // and its own app instances (decision 152).
          isolate: false,
          // Files run side by side with the other suites (scripts/test.ts): a test that takes 2 s
          // alone can take several times that. Only a hang guard, no test relies on it.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
