import { TALE_STAGES } from '@skazka/contract';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { createQueue } from './create-queue.js';

export const TALE_QUEUE = 'tale';
export const TALE_QUEUE_POLICY = 'stately';

const queues = new WeakMap<PgBoss, Promise<void>>();

/** The queue keeps at most one waiting and one running job per tale ("stately"). */
function ensureQueue(boss: PgBoss) {
  let ready = queues.get(boss);
  if (!ready) {
    ready = createQueue(boss, TALE_QUEUE, TALE_QUEUE_POLICY);
    queues.set(boss, ready);
  }
  return ready;
}

/**
 * Queues a tale's run. Retries and timeouts go with each job rather than the queue,
 * because a queue keeps the options it was first created with.
 */
export async function sendTaleJob(app: FastifyInstance, taleId: number) {
  await ensureQueue(app.queue);
  const config = app.config;
  return app.queue.send(TALE_QUEUE, { taleId }, {
    singletonKey: `tale-${taleId}`,
    retryLimit: config.TALE_RETRIES,
    retryDelay: config.TALE_RETRY_DELAY_S,
    retryBackoff: true,
    // A backstop only: each stage has its own timeout well inside this.
    expireInSeconds: config.TALE_STAGE_TIMEOUT_S * TALE_STAGES.length + 60,
  });
}
