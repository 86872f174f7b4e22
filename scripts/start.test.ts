/**
 * `npm start` (scripts/start.mjs) in a scratch copy of the project where tsx, TypeScript and
 * esbuild are not installed: with a current build it starts the compiled server straight away,
 * with its node flags and environment; with a stale one it builds first. The scratch project's
 * "build" script is a stand-in that records it ran and stamps the build (the real build takes a
 * minute of CPU here and is run by the browser suite's setup); the server is the real one,
 * compiled by scripts/build-server.mjs.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/server-process';
import { buildServer } from './build-server.mjs';
import { beginBuild, finishBuild } from './build-stamp.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));
/** What `npm start` must not need at run time. */
const ABSENT = new Set(['tsx', 'typescript', 'esbuild', '@esbuild', '.bin']);
const STAND_IN_BUILD =
  "node scripts/build-stamp.mjs begin && node -e \"require('fs').appendFileSync('build-ran.txt', 'x')\" && node scripts/build-stamp.mjs finish";

let root: string;
let dataDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'holdfast-start-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'holdfast-start-data-'));
  await mkdir(path.join(root, 'scripts'));
  for (const file of ['start.mjs', 'build-stamp.mjs', 'server-command.mjs']) {
    await copyFile(path.join(REPO, 'scripts', file), path.join(root, 'scripts', file));
  }
  await mkdir(path.join(root, 'node_modules'));
  for (const name of await readdir(path.join(REPO, 'node_modules'))) {
    if (!ABSENT.has(name)) await symlink(path.join(REPO, 'node_modules', name), path.join(root, 'node_modules', name));
  }
  await writeFile(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'holdfast', version: '0.0.0-test', type: 'module', scripts: { build: STAND_IN_BUILD } }),
  );
  await buildServer({ root: REPO, distRoot: path.join(root, 'dist') });
  await mkdir(path.join(root, 'dist', 'web'));
  await writeFile(path.join(root, 'dist', 'web', 'index.html'), '<!doctype html><title>Holdfast</title>');
  await writeFile(path.join(root, 'dist', 'web', 'landing.html'), '<!doctype html><title>Holdfast landing</title>');
  await beginBuild(root);
  await finishBuild(root);
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

function startScript(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, output: () => output };
}

const proc = (pid: number, file: string) => readFile(`/proc/${pid}/${file}`, 'utf8').then((s) => s.split('\0'));

describe.skipIf(process.platform !== 'linux')('npm start', () => {
  it('with a current build, runs the compiled server at once, without tsx, with its flags and environment', async () => {
    const port = await freePort();
    const start = startScript({ PORT: String(port) });
    try {
      const deadline = Date.now() + 150_000;
      for (;;) {
        if (start.child.exitCode !== null) throw new Error(`npm start exited:\n${start.output()}`);
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (res?.status === 200) break;
        if (Date.now() > deadline) throw new Error(`not healthy:\n${start.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(existsSync(path.join(root, 'build-ran.txt'))).toBe(false);
      const [serverPid] = (await readFile(`/proc/${start.child.pid}/task/${start.child.pid}/children`, 'utf8'))
        .trim()
        .split(' ')
        .map(Number);
      expect((await proc(serverPid!, 'cmdline')).filter(Boolean)).toEqual([
        process.execPath,
        '--max-semi-space-size=32',
        path.join(root, 'dist', 'server', 'main.js'),
      ]);
      expect(await proc(serverPid!, 'environ')).toContain('MALLOC_MMAP_THRESHOLD_=131072');
      // The web app it serves is the built one in dist/web (`/` is the prerendered landing).
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<title>Holdfast landing</title>');

      start.child.kill('SIGTERM');
      expect(await start.exit).toBe(0);
      expect(existsSync(`/proc/${serverPid}`)).toBe(false);
    } finally {
      start.child.kill('SIGKILL');
    }
  }, 180_000);

  it('with sources changed since the build, builds first and then starts the server', async () => {
    await writeFile(path.join(root, 'scripts', 'new-step.mjs'), '// a new build input');
    // A bad PORT makes the server stop at once with its one-line error: enough to see it was started.
    const start = startScript({ PORT: 'seventy' });
    expect(await start.exit).toBe(1);
    expect(start.output()).toContain('Building first (sources changed since the last build)');
    expect(await readFile(path.join(root, 'build-ran.txt'), 'utf8')).toBe('x');
    expect(start.output()).toContain('Invalid environment variable PORT');
  }, 60_000);
});
