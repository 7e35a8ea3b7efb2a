import { familyErasureJob } from './family-erasure-job.js';
import type { JobDefinition } from './job.js';
import { subscriptionRenewalJob } from './subscription-renewal-job.js';
import { taleJob } from './tale-job.js';

/** Every job the workers run; `startJobWorkers` refuses to start when one has no handler. */
export const jobs: JobDefinition[] = [taleJob, subscriptionRenewalJob, familyErasureJob];
