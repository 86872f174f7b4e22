/**
 * What `npm run admin -- <command>` does (scripts/admin.ts only parses arguments and prints):
 * account administration for a server without mail or before anyone can sign in. It reaches the
 * database as `npm run backup` does: DATABASE_URL, the running server's embedded PostgreSQL, or
 * the embedded PostgreSQL started for the command when no server runs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '../../db/client';
import { embeddedDirFor, embeddedUrl, runningPostmaster, startEmbeddedPostgres } from '../../db/embedded';
import type { Env } from '../../platform/env';
import { adminSocketPath, claimDataDir, probeAdminSocket } from '../backup/admin-socket';
import { CHANGE_CHANNEL } from '../realtime/change-feed';
import { COMMAND_LINE_ACTOR } from './audit';
import {
  disableAccount,
  enableAccount,
  grantAdmin,
  listAccounts,
  passwordResetLink,
  revokeAdmin,
  turnTwoFactorOff,
  verifyEmail,
} from './users';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [EMAIL]

  grant EMAIL            make the account an administrator
  revoke EMAIL           take that back (an address in ADMIN_EMAILS stays one)
  verify EMAIL           confirm the account's email address
  reset-password EMAIL   print a one-time password reset link (works for one hour)
  disable EMAIL          disable the account and sign it out everywhere
  enable EMAIL           enable it again
  two-factor-off EMAIL   turn off two-factor sign-in (authenticator app and recovery codes; passkeys stay)
  list                   every account: email, confirmed, administrator, disabled`;

export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

const COMMANDS = [
  'grant',
  'revoke',
  'verify',
  'reset-password',
  'disable',
  'enable',
  'two-factor-off',
  'list',
] as const;
type Command = (typeof COMMANDS)[number];

export function parseAdminArgs(argv: readonly string[]): { command: Command; email: string | null } {
  const [command, email, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') throw new AdminUsageError(ADMIN_USAGE);
  if (!(COMMANDS as readonly string[]).includes(command)) {
    throw new AdminUsageError(`Unknown command "${command}".\n\n${ADMIN_USAGE}`);
  }
  if (command === 'list') {
    if (email !== undefined) throw new AdminUsageError(`"list" takes no email address.\n\n${ADMIN_USAGE}`);
    return { command: 'list', email: null };
  }
  if (!email || rest.length > 0 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new AdminUsageError(`"${command}" needs one email address.\n\n${ADMIN_USAGE}`);
  }
  return { command: command as Command, email: email.trim().toLowerCase() };
}

/** Run one command on an open database; returns the lines to print. Every change is audited. */
export async function runAdminCommand(
  database: Database,
  env: Env,
  command: Command,
  email: string | null,
  now: Date = new Date(),
): Promise<string[]> {
  const { db } = database;
  const ref = { email: email ?? '' };
  const actor = COMMAND_LINE_ACTOR;
  switch (command) {
    case 'list': {
      const rows = await listAccounts(db, env);
      if (rows.length === 0) return ['No accounts yet.'];
      return rows.map((u) =>
        [
          u.email,
          u.emailVerified ? 'confirmed' : 'not confirmed',
          u.admin ? (u.granted ? 'administrator' : 'administrator (ADMIN_EMAILS)') : null,
          u.disabled ? 'DISABLED' : null,
        ]
          .filter(Boolean)
          .join('  '),
      );
    }
    case 'grant': {
      const t = await grantAdmin(db, actor, ref);
      return [`${t.email} is an administrator.`];
    }
    case 'revoke': {
      const t = await revokeAdmin(db, actor, ref);
      const listed = env.ADMIN_EMAILS.includes(t.email.toLowerCase());
      return [
        listed
          ? `${t.email} is no longer granted, but stays an administrator while ADMIN_EMAILS lists it.`
          : `${t.email} is no longer an administrator.`,
      ];
    }
    case 'verify': {
      const t = await verifyEmail(db, actor, ref);
      return [`${t.email} is confirmed.`];
    }
    case 'reset-password': {
      const { target, url } = await passwordResetLink(db, actor, env, ref, now);
      return [`A one-time link to choose a new password for ${target.email} (works for one hour):`, url];
    }
    case 'disable': {
      const t = await disableAccount(db, actor, ref);
      // A running server closes the account's open pages' live streams at once (services/realtime/session-ends.ts).
      const end = { kind: 'session_end', userId: t.id, sessionId: null };
      await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(end)})`);
      return [`${t.email} is disabled and signed out everywhere.`];
    }
    case 'enable': {
      const t = await enableAccount(db, actor, ref);
      return [`${t.email} is enabled.`];
    }
    case 'two-factor-off': {
      const t = await turnTwoFactorOff(db, actor, ref);
      const keys =
        t.passkeys === 0
          ? []
          : [
              `Their ${t.passkeys === 1 ? 'passkey still signs' : `${t.passkeys} passkeys still sign`} in; they can remove ${t.passkeys === 1 ? 'it' : 'them'} in Profile › Sign-in and security.`,
            ];
      return [
        t.wasOn
          ? `Two-factor sign-in is off for ${t.email}: the password alone signs in. They can turn it on again in their profile.`
          : `Two-factor sign-in was not on for ${t.email}.`,
        ...keys,
      ];
    }
  }
}

/**
 * Open the server's database for one command: DATABASE_URL; else the running server's embedded
 * PostgreSQL through its socket; else start it ourselves, holding DATA_DIR meanwhile.
 */
export async function withServerDatabase<T>(env: Env, run: (database: Database) => Promise<T>): Promise<T> {
  const onUrl = async (url: string) => {
    const database = await openDatabase({ databaseUrl: url, poolMax: 2 });
    try {
      // A server not started since the upgrade has not applied the newest migrations yet.
      await migrateDatabase(database);
      return await run(database);
    } finally {
      await database.close();
    }
  };
  if (env.DATABASE_URL) return onUrl(env.DATABASE_URL);
  const dataDir = path.resolve(env.DATA_DIR);
  const clusterDir = embeddedDirFor(dataDir);
  if ((await probeAdminSocket(adminSocketPath(dataDir))) === 'live') {
    if ((await runningPostmaster(clusterDir)) === null)
      throw new Error(`A Holdfast process holds ${dataDir} but its embedded PostgreSQL is not running yet: try again`);
    return onUrl(embeddedUrl(clusterDir));
  }
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`No database in ${dataDir}: start the server once (npm start), then run this again.`);
  }
  const lock = await claimDataDir(dataDir, 'admin command');
  try {
    const embedded = await startEmbeddedPostgres({ dataDir, poolMax: 2, rootFallbackDir: env.ROOT_FALLBACK_DIR });
    try {
      return await onUrl(embedded.url);
    } finally {
      await embedded.stop();
    }
  } finally {
    await lock.close();
  }
}
