/**
 * Counting what a request sends to PostgreSQL: the statement-count tests of SAVE CHANGES and the
 * import (issue 41: a save in a constant number of statements; issue 42: an import set-based).
 */
import type pg from 'pg';

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
  return async (during: () => Promise<unknown>): Promise<Sent[]> => {
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
