import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { z } from 'zod';

/** What a handler learns about the run it is in: retries count attempts after the first. */
export type JobRun<P> = PgBoss.JobWithMetadata<P>;

/**
 * A kind of background job: its queue name, the payload it accepts, and how a
 * worker process runs it. `handler` is built once per process with the app.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  /** pg-boss queue policy; "stately" keeps one waiting and one running job per singleton key. */
  policy: PgBoss.QueuePolicy;
  payload: S;
  /** How many of these one process runs at once. */
  concurrency(app: FastifyInstance): number;
  handler?: (app: FastifyInstance) => (payload: z.infer<S>, run: JobRun<z.infer<S>>) => Promise<void>;
  /** Background duty beside the handlers (e.g. reclaiming jobs of crashed workers); returns its stop. */
  supervise?: (app: FastifyInstance) => () => void;
}

export const defineJob = <S extends z.ZodType>(job: JobDefinition<S>) => job;
