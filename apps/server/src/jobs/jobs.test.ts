import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { startJobWorkers } from '../job-workers.js';
import { jobs } from './index.js';
import { defineJob } from './job.js';

it('has a handler for every job, and a worker refuses to start with a job that has none', async () => {
  expect(jobs.filter((job) => !job.handler)).toEqual([]);
  const orphan = defineJob({ name: 'orphan', policy: 'standard', payload: z.object({}), concurrency: () => 1 });
  await expect(startJobWorkers({} as FastifyInstance, [...jobs, orphan])).rejects.toThrow(
    'jobs without a handler: orphan',
  );
});
