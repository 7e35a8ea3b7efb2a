import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { stateOf, subscriptionsRepository as repo } from '../src/features/subscriptions/repository.js';
import { subscriptionRenewalJob } from '../src/jobs/subscription-renewal-job.js';
import { freshDatabase } from './fresh-database.js';

/**
 * The real server listening in this process (for browser tests that need the renewal
 * machinery the server's own tests drive): `renewNow` ends a user's paid time a minute
 * ago and runs the renewal job once, as its ten-minute schedule would.
 */
export async function appWithRenewals() {
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-e2e-renewals-'));
  const database = await freshDatabase();
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async renewNow(userId: number) {
      const row = await repo.lock(app.db, userId);
      const ended = new Date(Date.now() - 60_000);
      await repo.save(app.db, userId, { ...stateOf(row), paidUntil: ended, nextChargeAt: ended });
      await subscriptionRenewalJob.handler!(app)({}, {} as never);
    },
    async stop() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
