/**
 * The plans PostgreSQL chooses for the app's own statements (issue 41, "Lists at scale"): a
 * database whose `execute` records every statement the real query builders send (they still
 * run), and EXPLAIN of each recorded one with its parameters, so a test reads the plan of the
 * exact SQL the app runs, never a copy of it.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/** A plan node as EXPLAIN (FORMAT JSON) gives it (the fields read here). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** `db` with its statements recorded in `statements` as they run. */
export function recording(db: Db): { db: Db; statements: SQL[] } {
  const statements: SQL[] = [];
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (query: SQL) => {
          statements.push(query);
          return target.execute(query);
        };
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, statements };
}

/** EXPLAIN (ANALYZE, FORMAT JSON) of a recorded statement: its root plan node and the text form. */
export async function explain(pool: pg.Pool, statement: SQL): Promise<{ plan: PlanNode; text: string; sql: string }> {
  const { sql, params } = dialect.sqlToQuery(statement);
  const json = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (analyze, format json) ${sql}`,
    params,
  );
  const text = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${sql}`,
    params,
  );
  return {
    plan: json.rows[0]!['QUERY PLAN'][0].Plan,
    text: text.rows.map((r) => r['QUERY PLAN']).join('\n'),
    sql,
  };
}

/** Every node of a plan, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
