import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent, so how long it takes tells the caller nothing.
 * A failure is logged; `settled` waits for the work under way (the app's close).
 */
export function afterAnswer(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>) {
      const done: Promise<void> = work()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    settled: async () => {
      await Promise.all(pending);
    },
  };
}
