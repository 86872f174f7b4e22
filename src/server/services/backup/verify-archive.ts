import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { assertStorageKey } from '../storage/keys';
import { fileEntry, MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';

/** An archive that cannot be restored: the message is the one line the user sees. */
export class BackupArchiveError extends Error {
  override name = 'BackupArchiveError';
}

async function sha256Of(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

/** The line a cut-short or corrupt archive gets, whichever check found it. */
const damaged = (archive: string, detail: string) =>
  new BackupArchiveError(`The archive ${archive} is incomplete or damaged: ${detail}`);

/** What a failed read of the tar.gz means, in words (zlib and node-tar errors). */
function readFailure(err: Error & { code?: string; tarCode?: string; entry?: { path?: string } }): string {
  if (err.tarCode === 'TAR_ABORT' || err.code?.startsWith('Z_')) {
    const message = err.message.startsWith('zlib: ') ? err.message : `zlib: ${err.message}`;
    return err.code === 'Z_BUF_ERROR'
      ? `the compressed data stops early (${message})`
      : `the compressed data is corrupt (${message})`;
  }
  if (/Truncated input/.test(err.message) && err.entry?.path) return `it stops inside ${err.entry.path}`;
  return err.message;
}

/** `name` inside `into`, or null for a name that would leave it (absolute, `..`). `.` parts are dropped. */
function entryTarget(into: string, name: string): string | null {
  if (name.startsWith('/')) return null;
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return null;
  return path.join(into, ...parts);
}

/**
 * Unpack `archive` into `into`: regular files (mode 0600: they hold password hashes and session
 * tokens) and folders (0700) only, nothing outside it. Every file written is finished or
 * destroyed before this returns or throws, so the caller can always remove `into` (tar's own
 * extract rejected on a cut-short archive while its writes were still under way, and the
 * caller's cleanup then failed with ENOTEMPTY). An archive that ends early anywhere (inside the
 * gzip stream, inside a file, or after a whole entry but before tar's end-of-archive marker) is
 * refused as incomplete.
 */
async function unpack(archive: string, into: string): Promise<void> {
  const writes: Promise<void>[] = [];
  const open = new Set<WriteStream>();
  let failure: Error | null = null;
  let lastEntry: string | null = null;
  let sawEnd = false;
  const parser = new Parser({ strict: true });
  const fail = (err: Error) => {
    failure ??= err;
    parser.abort(err);
  };
  parser.on('eof', () => (sawEnd = true));
  parser.on('entry', (entry: ReadEntry) => {
    lastEntry = entry.path;
    const target = entryTarget(into, entry.path);
    if (failure || (entry.type !== 'File' && entry.type !== 'Directory')) {
      entry.resume();
      return;
    }
    if (target === null) {
      fail(damaged(archive, `it holds an entry outside its folder (${JSON.stringify(entry.path.slice(0, 100))})`));
      entry.resume();
      return;
    }
    const write = async () => {
      if (entry.type === 'Directory') {
        await mkdir(target, { recursive: true, mode: 0o700 });
        entry.resume();
        return;
      }
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      if (failure) return void entry.resume();
      const out = createWriteStream(target, { mode: 0o600 });
      open.add(out);
      try {
        await pipeline(entry, out);
      } finally {
        open.delete(out);
      }
    };
    writes.push(write().catch((err: Error) => fail(err)));
  });

  const input = createReadStream(archive);
  try {
    const parsed = new Promise<void>((resolve, reject) => {
      parser.on('error', reject);
      parser.on('end', () => resolve());
    });
    parsed.catch(() => {});
    // The tar goes to the parser in whole 512-byte blocks: node-tar, ending with part of a block
    // still buffered from its own gunzip's chunks, took an archive cut after a whole entry for one
    // cut inside it (about 1 in 40 runs with archives of a few hundred KB).
    let rest: Buffer = Buffer.alloc(0);
    for await (const chunk of input.pipe(createGunzip())) {
      if (failure) break;
      const all = rest.length > 0 ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
      const whole = all.length - (all.length % 512);
      rest = all.subarray(whole);
      if (whole > 0 && !parser.write(all.subarray(0, whole))) {
        // events.once removes its listeners when either comes (a listener per wait would pile up).
        await once(parser, 'drain').catch(() => {});
      }
    }
    if (!failure) {
      if (rest.length > 0) parser.write(rest);
      parser.end();
    }
    await parsed;
  } catch (err) {
    failure ??= err as Error;
  } finally {
    input.destroy();
    if (failure) for (const out of open) out.destroy();
    await Promise.allSettled(writes);
  }
  if (failure) {
    if (failure instanceof BackupArchiveError) throw failure;
    if ((failure as NodeJS.ErrnoException).syscall === 'open' && (failure as NodeJS.ErrnoException).path === archive)
      throw new BackupArchiveError(`${archive} cannot be read: ${failure.message}`);
    throw damaged(archive, readFailure(failure));
  }
  if (!sawEnd)
    throw damaged(
      archive,
      lastEntry === null ? 'it holds no entries' : `it stops after ${lastEntry}, before the end of the archive`,
    );
}

/**
 * Unpack `archive` into `into` (above) and check every table file and uploaded file against the
 * manifest's sha256: a single changed byte refuses.
 */
export async function extractAndVerify(archive: string, into: string): Promise<Manifest> {
  await unpack(archive, into);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(into, MANIFEST_NAME), 'utf8')));
  } catch {
    throw new BackupArchiveError(
      `${archive} has no valid ${MANIFEST_NAME}: not a Holdfast backup of a format this version reads`,
    );
  }
  const check = async (entry: string, expected: { sha256: string; size?: number }) => {
    let actual;
    try {
      actual = await sha256Of(path.join(into, entry));
    } catch {
      throw damaged(archive, `${entry} is missing`);
    }
    if (actual.sha256 !== expected.sha256 || (expected.size !== undefined && actual.size !== expected.size)) {
      throw damaged(archive, `${entry} does not match its sha256 in the manifest`);
    }
  };
  for (const table of manifest.tables) {
    if (!/^db\/[^/]+\.jsonl$/.test(table.file)) throw damaged(archive, `bad table file ${table.file}`);
    await check(table.file, table);
  }
  for (const file of manifest.files.entries) {
    try {
      assertStorageKey(file.key);
    } catch {
      throw damaged(archive, `bad file name ${JSON.stringify(file.key.slice(0, 100))}`);
    }
    await check(fileEntry(file.key), file);
  }
  return manifest;
}
