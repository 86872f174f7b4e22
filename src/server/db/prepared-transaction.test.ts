/**
 * Database.preparedTransaction and preparedStatement (decision 0301): a transaction on one pooled
 * connection whose statements are named prepared statements, against a real PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { preparedStatement } from './client';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.pool!.query('create table prepared_tx_probe (id int primary key, note text not null)');
});
afterAll(() => t.destroy());

const p = sql.placeholder;
const INSERT = preparedStatement<'id' | 'note'>(
  'prepared_tx_probe_insert',
  sql`insert into prepared_tx_probe (id, note) values (${p('id')}::int, ${p('note')}::text) returning id, note`,
);
const notes = async () =>
  (await t.pool!.query<{ id: number; note: string }>('select id, note from prepared_tx_probe order by id')).rows;

describe('preparedStatement', () => {
  it('renders once to constant text numbering each placeholder, and orders a call’s values as the text does', () => {
    const twice = preparedStatement<'a' | 'b'>(
      'probe_twice',
      sql`select ${p('b')}::int + ${p('a')}::int + ${p('b')}::int`,
    );
    expect(twice.text).toBe('select $1::int + $2::int + $3::int');
    expect(twice.values({ a: 1, b: 2 })).toEqual([2, 1, 2]);
  });

  it('refuses a statement with a value written into it (its text would not be constant)', () => {
    expect(() => preparedStatement('probe_value', sql`select ${'fixed'}::text`)).toThrow(/placeholder/);
  });
});

describe('Database.preparedTransaction', () => {
  it('commits what the callback wrote, sending the named statement with its text and values', async () => {
    const rows = await t.preparedTransaction((tx) =>
      tx.query<{ id: number; note: string }>(INSERT.name, INSERT.text, INSERT.values({ id: 1, note: 'kept' })),
    );
    expect(rows).toEqual([{ id: 1, note: 'kept' }]);
    expect(await notes()).toEqual([{ id: 1, note: 'kept' }]);
  });

  it('rolls back everything when the callback throws, and the connection goes back to the pool', async () => {
    await expect(
      t.preparedTransaction(async (tx) => {
        await tx.query(INSERT.name, INSERT.text, INSERT.values({ id: 2, note: 'dropped' }));
        throw new Error('refused after the write');
      }),
    ).rejects.toThrow('refused after the write');
    // A failing statement rolls back too (the primary key is taken).
    await expect(
      t.preparedTransaction(async (tx) => {
        await tx.query(INSERT.name, INSERT.text, INSERT.values({ id: 3, note: 'dropped' }));
        await tx.query(INSERT.name, INSERT.text, INSERT.values({ id: 1, note: 'clash' }));
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await notes()).toEqual([{ id: 1, note: 'kept' }]);
    expect(t.pool!.waitingCount).toBe(0);
    expect(t.pool!.idleCount).toBe(t.pool!.totalCount);
  });

  it('keeps the statement prepared on the connection: PostgreSQL parses it once, however often it runs', async () => {
    const seen = await t.preparedTransaction(async (tx) => {
      for (let id = 10; id < 13; id++) await tx.query(INSERT.name, INSERT.text, INSERT.values({ id, note: 'again' }));
      return tx.query<{ name: string; statement: string }>(
        'prepared_tx_probe_list',
        'select name, statement from pg_prepared_statements where name = $1',
        [INSERT.name],
      );
    });
    expect(seen).toEqual([{ name: INSERT.name, statement: INSERT.text }]);
    expect((await notes()).map((r) => r.id)).toEqual([1, 10, 11, 12]);
  });

  it('gives Drizzle on the same connection, inside the transaction', async () => {
    const [same] = await t.preparedTransaction(async (tx) => {
      const [own] = await tx.query<{ pid: number; xid: string }>(
        'prepared_tx_probe_pid',
        'select pg_backend_pid() as pid, txid_current()::text as xid',
        [],
      );
      const viaDrizzle = await tx.db.execute<{ pid: number; xid: string }>(
        sql`select pg_backend_pid() as pid, txid_current()::text as xid`,
      );
      return [{ own, drizzle: (viaDrizzle as unknown as { rows: { pid: number; xid: string }[] }).rows[0] }];
    });
    expect(same!.drizzle).toEqual(same!.own);
  });
});
