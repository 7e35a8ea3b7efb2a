import { z } from 'zod';
import { accountErasure } from '../features/family/erasure.js';
import { familyRepository } from '../features/family/repository.js';
import { defineJob } from './job.js';

export const ERASURE_QUEUE = 'family-erasures';
// Delayed second passes over tales a worker was still making come due within minutes.
const ERASURE_CRON = '*/10 * * * *';

/**
 * Finishes account erasures a crash interrupted and erases media folders whose
 * time has come. It runs once when a worker starts (so a restart finishes what was
 * cut short) and then on a schedule; every step is safe to repeat.
 */
export const familyErasureJob = defineJob({
  name: ERASURE_QUEUE,
  policy: 'singleton',
  payload: z.object({}).loose(),
  concurrency: () => 1,
  handler(app) {
    const erasure = accountErasure(app, familyRepository(app.db));
    return async () => {
      const finished = await erasure.resume();
      if (finished) app.log.info({ finished }, 'interrupted account erasures finished');
    };
  },
  supervise(app) {
    const failed = (error: unknown) => app.log.error({ err: error }, 'scheduling family erasures failed');
    app.queue.schedule(ERASURE_QUEUE, ERASURE_CRON, {}, { tz: 'UTC' }).catch(failed);
    app.queue.send(ERASURE_QUEUE, {}).catch(failed);
    return () => undefined;
  },
});
