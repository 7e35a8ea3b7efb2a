import type { StageSet } from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { talesRepository } from '../features/tales/repository.js';
import { markAbandoned, taleRunner } from '../features/tales/runner.js';
import { TALE_QUEUE, TALE_QUEUE_POLICY, taleQueue } from '../queue/tale-queue.js';
import { defineJob } from './job.js';

/**
 * Gives back to the queue the jobs of workers that stopped renewing their lease
 * (killed, or frozen): failing such a job makes pg-boss retry it after its backoff,
 * and a tale out of retries is marked failed.
 */
export function reclaimAbandoned(app: FastifyInstance) {
  const repo = talesRepository(app.db);
  const queue = taleQueue(app);
  return async () => {
    for (const stale of await repo.staleLeases()) {
      if (!stale.leaseOwner || !(await repo.dropStaleLease(stale.id, stale.leaseOwner))) continue;
      app.log.warn(
        { taleId: stale.id, worker: stale.leaseOwner },
        'a tale’s worker stopped answering; its job goes back to the queue',
      );
      if (!stale.jobId) continue;
      // Out of retries, the tale is failed with its job, in one step no sweep can come between.
      if (await queue.giveBack(stale.id, stale.jobId, (tx) => markAbandoned(app, stale.id, tx)))
        await app.live.publish('tale', stale.id);
    }
  };
}

/** Queues again every unfinished tale left without a job (a process died between two steps). */
function requeueOrphans(app: FastifyInstance) {
  const queue = taleQueue(app);
  return async () => {
    const ids = await queue.sweep();
    if (ids.length) app.log.warn({ taleIds: ids }, 'unfinished tales had no job; queued again');
  };
}

/** Runs `duty` every `everyMs`, never two at once, logging what fails. */
function every(app: FastifyInstance, everyMs: number, what: string, duty: () => Promise<void>) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    duty()
      .catch((error) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The tale job; tests may give it quicker stages than the process's own. */
export const taleJobWith = (stages?: StageSet) =>
  defineJob({
    name: TALE_QUEUE,
    policy: TALE_QUEUE_POLICY,
    payload: z.object({ taleId: z.number().int().positive() }),
    concurrency: (app) => app.config.TALE_WORKERS,
    handler(app) {
      const runner = taleRunner(app, stages ?? app.stages);
      return (payload, run) => runner.run(payload.taleId, run);
    },
    supervise(app) {
      const everyMs = Math.max(1000, (app.config.TALE_LEASE_S * 1000) / 2);
      const stops = [
        every(app, everyMs, 'reclaiming abandoned tales', reclaimAbandoned(app)),
        every(app, everyMs, 'queueing tales without a job', requeueOrphans(app)),
      ];
      return () => stops.forEach((stop) => stop());
    },
  });

export const taleJob = taleJobWith();
