import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './jobs/job.js';
import { createQueue } from './queue/create-queue.js';
import { JOBS_QUEUED } from './queue/tale-queue.js';
import { jobs as allJobs } from './jobs/index.js';

// How soon an idle worker notices a job nobody woke it for (pg-boss polls; 0.5 s is its floor).
const POLLING_INTERVAL_S = 1;

/**
 * Starts every job's handlers (`concurrency` pg-boss workers each) and supervisors;
 * the API process calls it when IN_PROCESS_WORKER is on, the worker process always.
 * Refuses to start when a job has no handler, before any job is taken.
 */
export async function startJobWorkers(app: FastifyInstance, jobs: JobDefinition[] = allJobs): Promise<void> {
  const missing = jobs.filter((job) => !job.handler).map((job) => job.name);
  if (missing.length) throw new Error(`jobs without a handler: ${missing.join(', ')}`);
  const stops: Array<() => void> = [];
  const workers: string[] = [];
  for (const job of jobs) {
    await createQueue(app.queue, job.name, job.policy);
    const handle = job.handler!(app);
    for (let i = 0; i < job.concurrency(app); i += 1) {
      workers.push(
        await app.queue.work(
          job.name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_S },
          async ([run]) => {
            await handle(job.payload.parse(run!.data), run!);
          },
        ),
      );
    }
    if (job.supervise) stops.push(job.supervise(app));
  }
  // A parent waits for a new tale: a worker that is free looks at once (a busy one ignores the nudge).
  stops.push(
    app.live.subscribe(JOBS_QUEUED.channel, JOBS_QUEUED.id, () => workers.forEach((id) => app.queue.notifyWorker(id))),
  );
  app.closing.addEventListener('abort', () => stops.forEach((stop) => stop()), { once: true });
  app.log.info({ jobs: jobs.map((job) => job.name) }, 'job workers ready');
}
