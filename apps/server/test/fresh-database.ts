import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database beside DATABASE_URL's, for an app under test whose
 * workers must not take other apps' jobs, nor its rows point at media another
 * app stored; undefined on PGlite runs.
 */
export async function freshDatabase(base = process.env.DATABASE_URL): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!base) return undefined;
  const name = `skazka_tales_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
