/**
 * Counting what a request sends to PostgreSQL: the statement-count tests of SAVE CHANGES and the
 * import (issue 41: a save in a constant number of statements; issue 42: an import set-based).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** A statement as the pool sent it: its text, and its name when it is a named prepared statement. */
export interface Sent {
  text: string;
  name?: string | undefined;
}

/**
 * The session's read by the auth library (the session by its token, its user, a renewal). The app
 * remembers a session for 2 s, and not at all while its change feed reconnects (SessionMemo), so on
 * a loaded machine a request may read it again; it is not the route's work, and never counted.
 */
const SESSION_READ =
  /^(select "id", "expires_at", "token", .* from "sessions" where "sessions"\."token" = \$1|select "id", "name", "email", .* from "users" where "users"\."id" = \$1|update "sessions" set )/s;

/**
 * Every statement `during` sends through the pool (its own async context: a request made in it, the
 * app's handlers, their transactions), but the session's read (SESSION_READ). What the app does
 * meanwhile on its own (the job worker sending a sign-up's email, timers) is not counted.
 */
export function statementRecorder(pool: pg.Pool) {
  const counting = new AsyncLocalStorage<Sent[]>();
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const recording = counting.getStore();
      if (recording) {
        const first = args[0];
        const config = first as { text?: string; name?: string };
        const sent: Sent =
          typeof first === 'string' ? { text: first } : { text: String(config.text), name: config.name };
        if (!SESSION_READ.test(sent.text)) recording.push(sent);
      }
      return query(...args);
    };
  });
  return async (during: () => Promise<unknown>): Promise<Sent[]> => {
    const sent: Sent[] = [];
    await counting.run(sent, during);
    return sent;
  };
}
