// Is the build current? `npm run build` begins by deleting dist/build-stamp.json and noting a hash
// of every build input, and ends, only when every step succeeded, by writing that hash as the
// stamp. `npm start` builds unless the stamp's hash equals the inputs' hash now and the built
// entry points exist (decision 161). A hash of contents, not mtimes: a checkout, a copy or an
// editor that rewrites a file without changing it costs no rebuild, and a change that keeps the
// mtime (a restored backup, a clock skew) is still seen. Hashing ~4 MB of inputs takes ~20 ms.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the build reads: every source file (web app, index.html, public assets, server, shared),
 * the build's own scripts and configuration, and the locked dependency versions. Test files are
 * not inputs. Missing entries are skipped (and a file appearing there changes the hash).
 */
export const BUILD_INPUTS = [
  'src',
  'scripts',
  'index.html',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];

/** What a finished build must have left behind. */
export const BUILD_OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];

const STAMP = 'dist/build-stamp.json';
const PENDING = 'dist/build-pending.json';

const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

async function listFiles(root, rel, out) {
  let entries;
  try {
    entries = await readdir(path.join(root, rel), { withFileTypes: true });
  } catch (err) {
    if (err.code === 'ENOTDIR') {
      out.push(rel);
      return;
    }
    if (err.code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) await listFiles(root, child, out);
    else if (entry.isFile() && !isTestFile(entry.name)) out.push(child);
  }
}

/** sha256 over the sorted input files' paths and contents. */
export async function inputsHash(root = ROOT) {
  const files = [];
  for (const input of BUILD_INPUTS) await listFiles(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Start of `npm run build`: the build stops counting as current until finishBuild. */
export async function beginBuild(root = ROOT) {
  await rm(path.join(root, STAMP), { force: true });
  await mkdir(path.join(root, 'dist'), { recursive: true });
  // Hashed now: a file edited while the build runs leaves the stamp stale, so the next start rebuilds.
  await writeFile(path.join(root, PENDING), JSON.stringify({ hash: await inputsHash(root) }));
}

/** End of a successful `npm run build`: the inputs as they were at its start are now built. */
export async function finishBuild(root = ROOT) {
  const pending = await readJson(path.join(root, PENDING));
  if (!pending?.hash) throw new Error(`${PENDING} is missing: the build did not start with "build-stamp.mjs begin"`);
  const missing = BUILD_OUTPUTS.filter((f) => !existsSync(path.join(root, f)));
  if (missing.length) throw new Error(`The build did not produce ${missing.join(', ')}`);
  await writeFile(path.join(root, PENDING), JSON.stringify({ hash: pending.hash, builtAt: new Date().toISOString() }));
  await rename(path.join(root, PENDING), path.join(root, STAMP));
}

/** Whether the built files match the sources: `{ current: true }` or `{ current: false, reason }`. */
export async function buildState(root = ROOT) {
  const stamp = await readJson(path.join(root, STAMP));
  if (!stamp?.hash) return { current: false, reason: 'no finished build' };
  const missing = BUILD_OUTPUTS.filter((f) => !existsSync(path.join(root, f)));
  if (missing.length) return { current: false, reason: `${missing.join(', ')} missing` };
  if (stamp.hash !== (await inputsHash(root)))
    return { current: false, reason: 'sources changed since the last build' };
  return { current: true };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command === 'begin') await beginBuild();
  else if (command === 'finish') await finishBuild();
  else if (command === 'check') {
    const state = await buildState();
    process.stdout.write(`${state.current ? 'current' : `stale: ${state.reason}`}\n`);
    process.exitCode = state.current ? 0 : 1;
  } else {
    process.stderr.write('Usage: node scripts/build-stamp.mjs begin|finish|check\n');
    process.exitCode = 2;
  }
}
