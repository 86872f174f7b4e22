import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { instanceSecrets } from '../db/schema';

/** Where releases before issue 35 kept the generated secret; read only to carry it over. */
export const AUTH_SECRET_FILE = 'auth-secret';
/** The generated secret's row in `instance_secrets`. */
export const AUTH_SECRET_NAME = 'auth';
const MIN_LENGTH = 32;

export interface AuthSecretOptions {
  /** AUTH_SECRET, when set. */
  configured: string | undefined;
  dataDir: string;
  db: Db;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** The secret in DATA_DIR/auth-secret, or null when there is none (or it is too short to be ours). */
async function readSecretFile(file: string): Promise<string | null> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= MIN_LENGTH ? stored : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function readStored(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, AUTH_SECRET_NAME));
  return row?.value ?? null;
}

/**
 * The secret that signs session cookies, verification links and unsubscribe links. AUTH_SECRET
 * when set; otherwise the one kept in the database (`instance_secrets`), so every instance on
 * that database signs and checks with the same secret (decision 266). The first start creates it:
 * from DATA_DIR/auth-secret when an older release left one there (its sessions stay valid), else
 * at random. The row's primary key decides a race: every instance inserts its candidate with
 * ON CONFLICT DO NOTHING and then uses whatever row won.
 */
export async function resolveAuthSecret({ configured, dataDir, db, logger }: AuthSecretOptions): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const fromFile = await readSecretFile(file);
  let stored = await readStored(db);
  if (stored === null) {
    const candidate = fromFile ?? randomBytes(32).toString('base64url');
    const inserted = await db
      .insert(instanceSecrets)
      .values({ name: AUTH_SECRET_NAME, value: candidate })
      .onConflictDoNothing({ target: instanceSecrets.name })
      .returning({ value: instanceSecrets.value });
    stored = inserted[0]?.value ?? (await readStored(db));
    if (stored === null) throw new Error('Could not read the auth secret back from the database');
    if (inserted.length > 0 && fromFile !== null) {
      logger.info({ file }, 'auth secret moved from DATA_DIR into the database; every instance now uses it');
    }
  }
  if (fromFile !== null && fromFile !== stored) {
    logger.warn(
      { file },
      'DATA_DIR/auth-secret differs from the auth secret in the database: the database one is used, so sessions signed with the file one must sign in again (the file can be deleted)',
    );
  }
  return stored;
}
