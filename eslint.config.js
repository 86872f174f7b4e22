// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** src/web/features/*: each feature is its own island (see the web boundaries below). */
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The server's layers, bottom to top, and the paths of each layer above `layer`. */
const SERVER_LAYERS = [
  ['db', ['./src/server/db']],
  ['platform', ['./src/server/platform']],
  ['services', ['./src/server/services']],
  ['http', ['./src/server/http']],
  ['routes', ['./src/server/routes']],
  ['app', ['./src/server/app.ts', './src/server/main.ts']],
];
const serverAbove = (layer) =>
  SERVER_LAYERS.slice(SERVER_LAYERS.findIndex(([name]) => name === layer) + 1).flatMap(([, paths]) => paths);

const nodeOnly = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'url', 'stream'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'src/server/db/migrations/**',
      '.e2e-artifacts/**',
      // The server the integration suite compiles for its run (src/server/test/server-process.ts).
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // Packages, then ours (@shared, @server, @web), then relative paths; each group sorted.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@shared/**', group: 'internal', position: 'before' },
            { pattern: '@server/**', group: 'internal' },
            { pattern: '@web/**', group: 'internal', position: 'after' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // ---- Boundaries -----------------------------------------------------------
  {
    // shared: pure TypeScript, imports nothing of ours, no DOM and no Node APIs.
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '@web/*', '**/server/**', '**/web/**'],
              message: 'src/shared imports nothing of ours.',
            },
            { group: [...nodeOnly, 'react', 'react-*', 'react/*'], message: 'src/shared has no Node or DOM APIs.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
        '__dirname',
      ],
    },
  },
  {
    // Plain scripts the generated service worker imports (vite.config.ts workbox.importScripts).
    files: ['src/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // web: may import the server's types for the typed API client, never its code.
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '**/server/**'],
              allowTypeImports: true,
              message: 'src/web may only `import type` from the server (the typed API client).',
            },
            { group: nodeOnly, message: 'src/web runs in the browser.' },
          ],
        },
      ],
    },
  },
  {
    // Inside the web app: a feature never imports another (what two features share lives in
    // lib/ or components/, and app/ composes them); lib/ and components/ never import a feature.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A feature never imports another: move what they share to src/web/lib or components.',
            })),
            {
              target: ['./src/web/lib', './src/web/components'],
              from: './src/web/features',
              message: 'lib/ and components/ never import a feature: let app/ wire it in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web tests run under Node (jsdom) and may read fixtures from disk.
    files: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '**/server/**'],
              allowTypeImports: true,
              message: 'Type-only imports from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // server: never imports the web app.
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@web/*', '**/web/**'], message: 'src/server never imports the web app.' }] },
      ],
    },
  },
  {
    // Server layers, bottom to top (docs/architecture.md): db -> platform -> services -> http ->
    // routes -> app.ts/main.ts. A layer imports only from the layers below it, types included.
    // Tests and src/server/test (the test support) may reach any layer.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server/db',
              from: [...serverAbove('db')],
              message:
                'db/ is the bottom layer: it imports nothing of the server above it. Raise errors of its own (db/errors) and take what it needs as parameters.',
            },
            {
              target: './src/server/platform',
              from: [...serverAbove('platform')],
              message:
                'platform/ (env, logger, secrets, errors) sits under the services: pass what it needs from above as parameters.',
            },
            {
              target: './src/server/services',
              from: [...serverAbove('services')],
              message:
                'services/ know nothing of HTTP or routes: take the request context as parameters; SQL a route owns stays in routes/, or comes in as a function.',
            },
            {
              target: './src/server/http',
              from: [...serverAbove('http')],
              message: 'http/ (request frame, sessions, limits, OpenAPI helpers) never imports a route or the app.',
            },
            {
              target: './src/server/routes',
              from: [...serverAbove('routes')],
              message: 'routes/ never import the app: app.ts composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only platform/env.ts reads process.env; everything else receives a validated Env.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/platform/env.ts', 'src/**/*.test.{ts,tsx}', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/platform/env.ts.' },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
