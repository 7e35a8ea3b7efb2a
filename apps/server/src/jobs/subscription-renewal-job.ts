import { z } from 'zod';
import { subscriptionsServiceOf } from '../features/subscriptions/providers.js';
import { defineJob } from './job.js';

export const RENEWAL_QUEUE = 'subscription-renewals';
// Every 10 minutes: a renewal is charged within minutes of its due time; retries are days apart.
const RENEWAL_CRON = '*/10 * * * *';

/**
 * Charges the renewals that are due (Tinkoff, the sandbox). pg-boss's scheduler
 * sends one job per tick; "singleton" runs one at a time, and each period's charge
 * is claimed in the database, so a second worker never charges it again.
 */
export const subscriptionRenewalJob = defineJob({
  name: RENEWAL_QUEUE,
  policy: 'singleton',
  payload: z.object({}).loose(),
  concurrency: () => 1,
  handler(app) {
    const service = subscriptionsServiceOf(app);
    return async () => {
      const charged = await service.renewDue();
      if (charged) app.log.info({ charged }, 'subscription renewals charged');
    };
  },
  supervise(app) {
    app.queue
      .schedule(RENEWAL_QUEUE, RENEWAL_CRON, {}, { tz: 'UTC' })
      .catch((error) => app.log.error({ err: error }, 'scheduling subscription renewals failed'));
    return () => undefined;
  },
});
