import type { FastifyBaseLogger } from 'fastify';

/** Runs `stop` once on SIGTERM or SIGINT, then exits; a second signal exits at once. */
export function onShutdown(log: FastifyBaseLogger, stop: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}

/**
 * Logs a rejection nobody handled instead of exiting: pg-boss 10 completes and fails
 * jobs without waiting for the answer, so a job that ends while the database is away
 * rejects with no one listening. Such a job is not lost: its tale's lease runs out and
 * it is reclaimed, or the job expires and runs again.
 */
export function logUnhandledRejections(log: FastifyBaseLogger) {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'a background task failed'));
}
