/**
 * Counting what a request sends to PostgreSQL: the statement-count tests of SAVE CHANGES and the
 * import (issue 41: a save in a constant number of statements; issue 42: an import set-based).
 */
import type pg from 'pg';
import type { TestClient } from './client';

/** A statement as the pool sent it: its text, and its name when it is a named prepared statement. */
export interface Sent {
  text: string;
  name?: string | undefined;
}

/** Every statement the pool sends while `during` runs. */
export function statementRecorder(pool: pg.Pool) {
  let recording: Sent[] | null = null;
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const config = first as { text?: string; name?: string };
      recording?.push(typeof first === 'string' ? { text: first } : { text: String(config.text), name: config.name });
      return query(...args);
    };
  });
  /** `signedIn`: whose session to read just before, unrecorded (`sessionReadBy`). */
  return async (during: () => Promise<unknown>, signedIn?: TestClient): Promise<Sent[]> => {
    if (signedIn) await sessionReadBy(signedIn);
    const sent: Sent[] = [];
    recording = sent;
    try {
      await during();
    } finally {
      recording = null;
    }
    return sent;
  };
}

/**
 * A signed-in client's session read, so that a count taken right after holds the route's own
 * statements: the app remembers a session for 2 s (SessionMemo), and on a loaded machine a test's
 * request can come more than 2 s after the client's last one and read the session inside the count.
 */
export async function sessionReadBy(client: TestClient): Promise<void> {
  const res = await client.api.profile.$get();
  if (res.status !== 200) throw new Error(`sessionReadBy: GET /api/profile answered ${res.status}`);
}
