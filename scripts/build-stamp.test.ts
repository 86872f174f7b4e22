/**
 * When `npm start` builds: the stamp logic on a real folder of files, with each kind of build
 * input changed in turn (a wrong skip serves stale code, a wrong rebuild costs every start).
 */
import { mkdir, mkdtemp, rm, utimes, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginBuild, buildState, finishBuild } from './build-stamp.mjs';

let root: string;

async function put(rel: string, content: string) {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), content);
}

/** What a successful `npm run build` does around its steps: begin, write the outputs, finish. */
async function build() {
  await beginBuild(root);
  await put('dist/web/index.html', '<html></html>');
  await put('dist/server/main.js', 'export {};');
  await finishBuild(root);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'holdfast-stamp-'));
  await put('src/server/main.ts', 'console.log(1);');
  await put('src/web/index.html', '<div id="root"></div>');
  await put('src/web/public/icons/icon.svg', '<svg/>');
  await put('src/server/db/migrations/0000_init.sql', 'create table t ();');
  await put('scripts/build-server.mjs', '// build');
  await put('package.json', '{"name":"x"}');
  await put('package-lock.json', '{"lockfileVersion":3}');
  await put('vite.config.ts', 'export default {};');
  await put('tsconfig.json', '{}');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('build stamp', () => {
  it('is not current before any build, and current after one', async () => {
    expect(await buildState(root)).toEqual({ current: false, reason: 'no finished build' });
    await build();
    expect(await buildState(root)).toEqual({ current: true });
  });

  it.each([
    ['a server source', 'src/server/main.ts', 'console.log(2);'],
    ['index.html', 'src/web/index.html', '<div id="app"></div>'],
    ['a public asset', 'src/web/public/icons/icon.svg', '<svg width="1"/>'],
    ['a migration', 'src/server/db/migrations/0000_init.sql', 'create table u ();'],
    ['the lock file', 'package-lock.json', '{"lockfileVersion":3,"x":1}'],
    ['package.json', 'package.json', '{"name":"y"}'],
    ['the vite config', 'vite.config.ts', 'export default { base: "/" };'],
    ['a build script', 'scripts/build-server.mjs', '// build 2'],
  ])('is stale once %s changes', async (_what, file, content) => {
    await build();
    await put(file, content);
    expect(await buildState(root)).toEqual({ current: false, reason: 'sources changed since the last build' });
  });

  it('is stale when a source file is added or removed', async () => {
    await build();
    await put('src/web/features/new-page.tsx', 'export {};');
    expect((await buildState(root)).current).toBe(false);
    await build();
    await rm(path.join(root, 'src/web/features/new-page.tsx'));
    expect((await buildState(root)).current).toBe(false);
  });

  it('stays current when files are rewritten unchanged, touched, or only tests change', async () => {
    await build();
    const file = path.join(root, 'src/server/main.ts');
    await writeFile(file, await readFile(file));
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    await put('src/server/main.test.ts', 'it("x", () => {});');
    await put('scripts/build-stamp.test.ts', '// a test');
    expect(await buildState(root)).toEqual({ current: true });
  });

  it('a build that did not finish never counts, even with unchanged sources', async () => {
    await build();
    await beginBuild(root); // e.g. vite build failed after this
    expect(await buildState(root)).toEqual({ current: false, reason: 'no finished build' });
  });

  it('a finished build whose outputs were deleted is not current', async () => {
    await build();
    await rm(path.join(root, 'dist/server'), { recursive: true });
    expect(await buildState(root)).toEqual({ current: false, reason: 'dist/server/main.js missing' });
  });

  it('finish refuses when a step left no output', async () => {
    await beginBuild(root);
    await put('dist/web/index.html', '<html></html>');
    await expect(finishBuild(root)).rejects.toThrow('dist/server/main.js');
    expect((await buildState(root)).current).toBe(false);
  });

  it('a source edited while the build runs leaves the build stale', async () => {
    await beginBuild(root);
    await put('src/server/main.ts', 'console.log("edited mid-build");');
    await put('dist/web/index.html', '<html></html>');
    await put('dist/server/main.js', 'export {};');
    await finishBuild(root);
    expect((await buildState(root)).current).toBe(false);
  });
});
