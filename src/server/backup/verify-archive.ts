import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
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

/**
 * Unpack `archive` into `into` (regular files and folders only, never outside it) and check every
 * table file and uploaded file against the manifest's sha256: a single changed byte refuses.
 */
export async function extractAndVerify(archive: string, into: string): Promise<Manifest> {
  try {
    await extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (_p, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw new BackupArchiveError(`${archive} is not a readable backup archive: ${(err as Error).message}`);
  }
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
      throw new BackupArchiveError(`${archive} is damaged: ${entry} is missing`);
    }
    if (actual.sha256 !== expected.sha256 || (expected.size !== undefined && actual.size !== expected.size)) {
      throw new BackupArchiveError(`${archive} is damaged: ${entry} does not match its sha256 in the manifest`);
    }
  };
  for (const table of manifest.tables) {
    if (!/^db\/[^/]+\.jsonl$/.test(table.file))
      throw new BackupArchiveError(`${archive} is damaged: bad table file ${table.file}`);
    await check(table.file, table);
  }
  for (const file of manifest.files.entries) {
    try {
      assertStorageKey(file.key);
    } catch {
      throw new BackupArchiveError(`${archive} is damaged: bad file name ${JSON.stringify(file.key.slice(0, 100))}`);
    }
    await check(fileEntry(file.key), file);
  }
  return manifest;
}
