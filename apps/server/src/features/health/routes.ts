import { API, healthSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/database.js';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.health, {
    schema: { tags: ['health'], summary: 'Liveness of the API, its database and its queue', response: { 200: healthSchema, 503: healthSchema } },
  }, async (_request, reply) => {
    const db = (await ping(app.db)) ? 'ok' : 'down';
    const queue = await app.queue.getDb().executeSql('SELECT version FROM pgboss.version', []).then(() => 'ok' as const, () => 'down' as const);
    const healthy = db === 'ok' && queue === 'ok';
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', db, queue });
  });
};

export default healthRoutes;
