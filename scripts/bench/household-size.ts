/**
 * The database's size per household (issue 41, docs/scaling.md): `households` families are made
 * through the API as a family makes theirs (an account, the household's goal, 41 supplies and a
 * month of saves, the family plan, a kit from a template and a plan), and the growth of the
 * database (pg_database_size, after a CHECKPOINT and VACUUM so dead rows and unflushed pages do
 * not count) and of its largest tables is divided by their number.
 */
import pg from 'pg';
import { newBenchFamily } from './signed-in';

export interface HouseholdSize {
  households: number;
  /** Bytes of database growth per household (tables, indexes, TOAST). */
  bytesPerHousehold: number;
  /** The tables that grew most, bytes per household each (table + its indexes + TOAST). */
  tables: Array<{ table: string; bytesPerHousehold: number; rowsPerHousehold: number }>;
  /** Saves each household made (one a day for a month). */
  savesPerHousehold: number;
}

const SAVES = 30;

/**
 * One family as the signed-in bench makes it (household, stock, a kit, a plan, the family plan),
 * then 20 supplies of their own and a month of use: one save a day of a few supplies.
 */
async function family(baseUrl: string): Promise<void> {
  const cookie = await newBenchFamily(baseUrl);
  const headers = { cookie, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`household size: ${method} ${path} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  for (let i = 1; i <= 20; i++) {
    await call('POST', '/api/resources', {
      name: `Custom supply ${i}`,
      category: i % 2 ? 'Food & Nutrition' : 'Water & Hydration',
      unit: 'units',
      targetQuantity: 10,
      litresPerUnit: i % 2 ? null : 1.5,
      kcalPerUnit: i % 2 ? 250 : null,
    });
  }
  const { resources } = (await call('GET', '/api/resources')) as { resources: Array<{ id: string }> };
  for (let day = 0; day < SAVES; day++) {
    const changes = resources.slice(day % 7, (day % 7) + 3).map((r) => ({ id: r.id, currentQuantity: day + 1 }));
    await call('PUT', '/api/resources', { changes });
  }
}

interface TableSize {
  table: string;
  bytes: number;
  rows: number;
}

async function sizes(client: pg.Client): Promise<{ database: number; tables: Map<string, TableSize> }> {
  await client.query('CHECKPOINT');
  await client.query('VACUUM ANALYZE');
  const db = await client.query<{ size: string }>('SELECT pg_database_size(current_database())::text AS size');
  const t = await client.query<{ table: string; bytes: string; rows: string }>(
    `SELECT c.relname AS table, pg_total_relation_size(c.oid)::text AS bytes, c.reltuples::bigint::text AS rows
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public'`,
  );
  return {
    database: Number(db.rows[0]!.size),
    tables: new Map(
      t.rows.map((r) => [r.table, { table: r.table, bytes: Number(r.bytes), rows: Math.max(0, Number(r.rows)) }]),
    ),
  };
}

/** Makes `households` families on the server at `baseUrl` and measures their growth of `databaseUrl`. */
export async function measureHouseholdSize(
  baseUrl: string,
  databaseUrl: string,
  households: number,
): Promise<HouseholdSize> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await sizes(client);
    for (let n = 0; n < households; n += 5) {
      await Promise.all(Array.from({ length: Math.min(5, households - n) }, () => family(baseUrl)));
    }
    const after = await sizes(client);
    const tables = [...after.tables.values()]
      .map((t) => {
        const was = before.tables.get(t.table);
        return {
          table: t.table,
          bytesPerHousehold: (t.bytes - (was?.bytes ?? 0)) / households,
          rowsPerHousehold: (t.rows - (was?.rows ?? 0)) / households,
        };
      })
      .filter((t) => t.bytesPerHousehold > 0)
      .sort((a, b) => b.bytesPerHousehold - a.bytesPerHousehold)
      .slice(0, 8);
    return {
      households,
      bytesPerHousehold: (after.database - before.database) / households,
      tables,
      savesPerHousehold: SAVES,
    };
  } finally {
    await client.end();
  }
}

export function formatHouseholdSize(s: HouseholdSize): string[] {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  return [
    `database growth per household: ${kb(s.bytesPerHousehold)} (${s.households} families, ${s.savesPerHousehold} saves each)`,
    ...s.tables.map((t) => `  ${t.table}: ${kb(t.bytesPerHousehold)}, ${t.rowsPerHousehold.toFixed(1)} rows`),
  ];
}
