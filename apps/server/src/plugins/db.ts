import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import { type Database, type Db, openPglite, openPostgres } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  /** A ready PGlite (tests clone a migrated template); otherwise one is opened from the config. */
  pglite?: PGlite;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite kept in DATA_DIR; migrations applied on open. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const { DATABASE_URL, DATA_DIR } = app.config;
    const database = DATABASE_URL
      ? await openPostgres(DATABASE_URL, {
          onConnectionLost: (error) => app.log.warn({ err: error }, 'a database connection was lost'),
        })
      : await openPglite({ dataDir: DATA_DIR, instance: options.pglite });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
