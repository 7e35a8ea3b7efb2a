import type { FastifyInstance } from 'fastify';

/**
 * Where job handlers start (`app.queue.work(...)`); the API process calls it when
 * IN_PROCESS_WORKER is on, the worker process always. Features add their jobs here.
 */
export async function startJobWorkers(app: FastifyInstance): Promise<void> {
  app.log.info('job workers ready');
}
