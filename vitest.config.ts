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
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-pglite',
          environment: 'node',
          // Files share a worker's module cache so PGlite's WebAssembly compiles once per
          // worker, not once per file (seconds each). Every file still opens its own database.
          isolate: false,
          include: serverTests,
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-postgres',
          environment: 'node',
          include: serverTests,
          globalSetup: ['src/server/test/postgres-global-setup.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
    ],
  },
});
