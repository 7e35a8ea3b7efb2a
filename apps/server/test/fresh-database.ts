import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database beside DATABASE_URL's, for an app under test whose
 * workers must not take other apps' jobs, nor its rows point at media another
 * app stored; undefined on PGlite runs.
 */
export async function freshDatabase(base = process.env.DATABASE_URL) {
  if (!base) return undefined;
  const name = `skazka_tales_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const asAdmin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    /** What a PostgreSQL restart or failover does: ends every connection and refuses new ones; the count ended. */
    async outage(): Promise<number> {
      return asAdmin(async (client) => {
        await client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        const ended = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        return ended.rowCount ?? 0;
      });
    },
    /** The end of `outage()`: connections are accepted again. */
    recover: () =>
      asAdmin((client) => client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)).then(() => undefined),
    drop: () => asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
