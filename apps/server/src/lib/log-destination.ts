import { pino } from 'pino';

/** What the logs may hold before they are written: a system call per 4 KB instead of one per line. */
const BATCH_BYTES = 4096;
/** How long a line may wait in a quiet moment before it is written anyway. */
const FLUSH_EVERY_MS = 1000;

/**
 * The process's log lines, written to `fd` (stdout) in batches, synchronously: an asynchronous
 * write goes through libuv's thread pool, which cost ten times the CPU of the write itself
 * (about 33 µs for 4 KB, against 3) and queued the logs behind password hashing, which uses the same
 * threads. What is pending is written when the process exits, even on an uncaught error; pino does that
 * only for an asynchronous destination.
 */
export function logDestination(fd = 1) {
  const stream = pino.destination({ dest: fd, sync: true, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS });
  const flush = () => stream.flushSync();
  process.once('exit', flush);
  stream.once('close', () => process.off('exit', flush));
  return stream;
}

let stdout: ReturnType<typeof logDestination> | undefined;

/** Stdout's destination, one per process however many apps it builds (the tests build hundreds). */
export const stdoutLog = () => (stdout ??= logDestination());
