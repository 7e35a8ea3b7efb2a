import { API, healthSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ping } from '../../db/database.js';

// An unreachable database host can leave a connection attempt hanging for minutes; a health check must answer.
const CHECK_TIMEOUT_MS = 3000;
/**
 * Probes (load balancers, uptime checks, several at once) share one database check a
 * second: they cannot load the database, and an outage still shows within a second.
 */
const CHECK_EVERY_MS = 1000;
type Health = z.infer<typeof healthSchema>;

/** 'ok' when `check` succeeds in time (and is not false), else 'down'. */
function answers(check: Promise<unknown>): Promise<'ok' | 'down'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
    check
      .then(
        (up) => resolve(up === false ? 'down' : 'ok'),
        () => resolve('down'),
      )
      .finally(() => clearTimeout(timer));
  });
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function check(): Promise<Health> {
    const [db, queue] = await Promise.all([
      answers(ping(app.db)),
      answers(app.queue.getDb().executeSql('SELECT version FROM pgboss.version', [])),
    ]);
    return { status: db === 'ok' && queue === 'ok' ? 'ok' : 'degraded', db, queue };
  }
  let last: { at: number; health: Promise<Health> } | undefined;

  app.get(
    API.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness of the API, its database and its queue',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const now = Date.now();
      if (!last || now - last.at >= CHECK_EVERY_MS) last = { at: now, health: check() };
      const health = await last.health;
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};

export default healthRoutes;
