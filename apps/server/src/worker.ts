// The job worker as its own process (`npm run worker`), beside one or more API processes.
// Only with DATABASE_URL: PGlite belongs to one process, so there the API runs the jobs itself.
import { setPriority } from 'node:os';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startJobWorkers } from './job-workers.js';
import { logUnhandledRejections, onShutdown } from './lifecycle.js';

const WORKER_NICENESS = 10;

try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'The separate worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the jobs in the API process.',
    );
  }
  // The same plugins as the API (database, queue, storage, mail), without listening for HTTP.
  const app = await buildApp(config);
  await app.ready();
  onShutdown(app.log, () => app.close());
  logUnhandledRejections(app.log);
  // Tales keep the CPU busy for seconds; an API process on the same machine should answer first.
  setPriority(WORKER_NICENESS);
  await startJobWorkers(app);
  app.log.info('worker started; waiting for jobs');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
