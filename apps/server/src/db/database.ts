import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import * as schema from './schema/index.js';

type Schema = typeof schema;
/** The same drizzle API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs one SQL text (several statements allowed when there are no values); pg-boss talks through this. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

/**
 * `executeSql` over `db`, which may be a transaction: pg-boss sends a job through
 * it, so the job commits or rolls back with the caller's rows.
 */
export function executeSqlOn(db: Db): ExecuteSql {
  return async (text, values = []) => {
    const chunks = text
      .split(/\$(\d+)/)
      .map((chunk, i) => (i % 2 ? sql.param(values[Number(chunk) - 1]) : sql.raw(chunk)));
    return { rows: await queryRows(db, sql.join(chunks)) };
  };
}

/** The rows of a raw query, the same over node-postgres and PGlite. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** apps/server/drizzle: two folders up from src/db/database.ts, one from the built dist/*.js. */
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../drizzle' : '../drizzle', import.meta.url),
);
// Serialises migrations when several processes (API, worker, test files) start on one PostgreSQL.
const MIGRATION_LOCK = 72_015_001;

/**
 * PGlite kept in `folder`. Creating the database grows PGlite's WebAssembly memory by some
 * 400 MB, and a WebAssembly memory is never given back while its thread lives: a new
 * database is made in a worker thread that then ends, and opened here (an idle API process
 * on a first start: 559-616 MB rather than 912-948; 431-441 MB after a restart).
 */
async function pgliteIn(folder: string): Promise<PGlite> {
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    mkdirSync(folder, { recursive: true });
    const maker = new Worker(
      `const { workerData } = require('node:worker_threads');
      const { PGlite } = require(workerData.pglite);
      PGlite.create(workerData.folder).then((db) => db.close());`,
      { eval: true, workerData: { pglite: createRequire(import.meta.url).resolve('@electric-sql/pglite'), folder } },
    );
    // Rejects with the worker's error when it could not make the database.
    await once(maker, 'exit');
  }
  return PGlite.create(folder);
}

/** Opens PGlite (given, or kept in `<dataDir>/pglite`) and applies the migrations. */
export async function openPglite(options: { dataDir?: string; instance?: PGlite }): Promise<Database> {
  const client = options.instance ?? (await pgliteIn(join(options.dataDir!, 'pglite')));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db,
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** A connection died (PostgreSQL restarted, failed over, or a pooler or NAT dropped it); the pool opens another when needed. */
  onConnectionLost(error: Error): void;
}

export async function openPostgres(
  url: string,
  { poolSize = 10, onConnectionLost }: PostgresOptions,
): Promise<Database> {
  await migratePostgres(url);
  // keepAlive: a connection a NAT dropped in silence is found out, rather than hanging the next query.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, keepAlive: true });
  // An 'error' event nobody listens to ends the process. Every connection reports its own,
  // idle or checked out (between a transaction's queries); the pool repeats an idle one's.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
