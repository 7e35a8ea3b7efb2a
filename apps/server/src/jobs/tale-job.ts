import type { StageSet } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { markAbandoned, taleRunner } from '../features/tales/runner.js';
import { talesRepository } from '../features/tales/repository.js';
import { createStageSet } from '../providers/stage-set.js';
import { defineJob } from './job.js';
import { TALE_QUEUE, TALE_QUEUE_POLICY } from './tale-queue.js';

/**
 * Gives back to the queue the jobs of workers that stopped renewing their lease
 * (killed, or frozen): failing such a job makes pg-boss retry it after its backoff,
 * and a tale out of retries is marked failed.
 */
function reclaimAbandoned(app: FastifyInstance) {
  const repo = talesRepository(app.db);
  return async () => {
    for (const stale of await repo.staleLeases()) {
      if (!stale.leaseOwner || !(await repo.dropStaleLease(stale.id, stale.leaseOwner))) continue;
      app.log.warn({ taleId: stale.id, worker: stale.leaseOwner }, 'a tale’s worker stopped answering; its job goes back to the queue');
      if (!stale.jobId) continue;
      await app.queue.fail(TALE_QUEUE, stale.jobId, { message: 'the worker stopped' });
      const job = await app.queue.getJobById(TALE_QUEUE, stale.jobId);
      if (job?.state === 'failed') await markAbandoned(app, stale.id);
    }
  };
}

/** The tale job; tests may give it quicker stages than the configured ones. */
export const taleJobWith = (stages?: StageSet) => defineJob({
  name: TALE_QUEUE,
  policy: TALE_QUEUE_POLICY,
  payload: z.object({ taleId: z.number().int().positive() }),
  concurrency: (app) => app.config.TALE_WORKERS,
  handler(app) {
    const runner = taleRunner(app, stages ?? createStageSet(app.config, app.log));
    return (payload, run) => runner.run(payload.taleId, run);
  },
  supervise(app) {
    const reclaim = reclaimAbandoned(app);
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      reclaim().catch((error) => app.log.error({ err: error }, 'reclaiming abandoned tales failed')).finally(() => { running = false; });
    }, Math.max(1000, (app.config.TALE_LEASE_S * 1000) / 2));
    timer.unref();
    return () => clearInterval(timer);
  },
});

export const taleJob = taleJobWith();
