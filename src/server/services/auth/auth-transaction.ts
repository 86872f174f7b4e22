/**
 * One database transaction around a Better Auth endpoint AND the emails it sends (decision 117).
 *
 * Better Auth runs sign-up's writes through its "current adapter" (an AsyncLocalStorage in
 * @better-auth/core/context) and queues the verification email as an after-commit hook whose
 * failure it only logs, so on its own a sign-up could commit without its email. Here we open a
 * Drizzle transaction, make an adapter on it the current one (marked as an active transaction,
 * so Better Auth joins it instead of starting its own), run the endpoint, then run the hooks it
 * queued INSIDE our transaction: our send callbacks write the outbox row through the same
 * transaction (`writeInAuthTransaction`). Any failure (the endpoint's or the outbox insert's)
 * rolls back everything, users and accounts rows included.
 *
 * Only for endpoints whose queued hooks write through the current transaction: a hook that
 * wrote through the plain `db` would wait for PGlite's one connection, held by this transaction
 * (the session hooks in auth.ts do; sign-up without auto sign-in and the reset request create
 * no session).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { getCurrentDBAdapterAsyncLocalStorage } from '@better-auth/core/context';
import type { BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client';
import type { Tx } from '../jobs/jobs';

type DrizzleAdapterConfig = Parameters<typeof drizzleAdapter>[1];

interface Scope {
  tx: Tx;
  /** The first failed write: Better Auth swallows hook errors, we must not. */
  failure: { error: unknown } | null;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Run a write in the auth transaction when called from inside one (our Better Auth callbacks),
 * else on `db` by itself. A failure inside a transaction fails the whole endpoint call.
 */
export async function writeInAuthTransaction<T>(db: Db, write: (db: Db | Tx) => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope) return write(db);
  try {
    return await write(scope.tx);
  } catch (error) {
    scope.failure ??= { error };
    throw error;
  }
}

/** Make `run(fn)` call a Better Auth endpoint `fn` in one transaction with what its hooks write. */
export function authTransactionRunner(
  db: Db,
  adapterConfig: DrizzleAdapterConfig,
  authOptions: () => Promise<BetterAuthOptions>,
) {
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    const betterAuthScope = await getCurrentDBAdapterAsyncLocalStorage();
    const options = await authOptions();
    return db.transaction(async (tx) => {
      const adapter = drizzleAdapter(tx, { ...adapterConfig, transaction: false })(options);
      const pendingHooks: (() => Promise<void>)[] = [];
      const scope: Scope = { tx, failure: null };
      const result = await scopes.run(scope, () =>
        betterAuthScope.run({ adapter, pendingHooks, isTransactionActive: true }, async () => {
          const value = await fn();
          // Better Auth would run these after its commit; before ours, they commit with the rest.
          for (const hook of pendingHooks) await hook();
          return value;
        }),
      );
      if (scope.failure) throw scope.failure.error;
      return result;
    });
  };
}
