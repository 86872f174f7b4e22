import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

async function readStored(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The secret that signs session cookies. Taken from AUTH_SECRET when set; otherwise generated
 * once and kept in DATA_DIR (readable by the owner only) so restarts keep everyone signed in.
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const stored = await readStored(file);
  if (stored !== null && stored.length >= MIN_LENGTH) return stored;

  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  if (stored !== null) {
    // A damaged file (too short to be ours): replace it.
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
  try {
    // 'wx' fails if another process created the file first; then use the winner's secret.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    const winner = await readStored(file);
    if (winner && winner.length >= MIN_LENGTH) return winner;
    await sleep(10); // the winner has created the file but not finished writing it
  }
  throw new Error(`Could not read the auth secret from ${file}`);
}
