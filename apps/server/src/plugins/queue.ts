import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

declare module 'fastify' {
  interface FastifyInstance {
    queue: PgBoss;
  }
}

/**
 * pg-boss on the application's own database. It talks through the same connection
 * (pool or PGlite), because PGlite is one process and one connection.
 */
export default fp(
  async (app) => {
    const boss = new PgBoss({ db: { executeSql: (text, values) => app.database.executeSql(text, values) } });
    boss.on('error', (error) => app.log.error({ err: error }, 'queue error'));
    await boss.start();
    app.decorate('queue', boss);
    // Stops before the database closes (onClose hooks of dependants run first).
    app.addHook('onClose', () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }));
  },
  { name: 'queue', dependencies: ['db'] },
);
