import { isFinished } from '@skazka/contract';
import type { FastifyInstance } from 'fastify';
import { type TaleRow, talesRepository } from './repository.js';

// The portable fallback: a change published by a process we cannot hear is still seen this soon.
const POLL_MS = 2000;

/**
 * The tale row now and after every change (undefined once deleted), until `signal`
 * aborts. Woken by live notifications, and by polling in case one is missed.
 */
export async function* taleChanges(
  app: FastifyInstance,
  id: number,
  signal: AbortSignal,
): AsyncGenerator<TaleRow | undefined> {
  const repo = talesRepository(app.db);
  let dirty = true;
  let wake: (() => void) | null = null;
  const poke = () => {
    dirty = true;
    wake?.();
  };
  const unsubscribe = app.live.subscribe('tale', id, poke);
  const timer = setInterval(poke, POLL_MS);
  signal.addEventListener('abort', poke);
  let last = '';
  let unreachable = false;
  try {
    while (!signal.aborted) {
      if (!dirty)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      wake = null;
      if (signal.aborted) return;
      dirty = false;
      let row: TaleRow | undefined;
      try {
        row = await repo.find(id);
      } catch (error) {
        // The database is away (a restart, a failover): the stream stays open and looks again at the next poll.
        if (!unreachable) app.log.warn({ err: error, taleId: id }, 'reading a watched tale failed; trying again');
        unreachable = true;
        continue;
      }
      unreachable = false;
      const version = row ? `${row.updatedAt.getTime()}|${row.status}|${row.progress}|${row.stageDetail}` : 'gone';
      if (version === last) continue;
      last = version;
      yield row;
    }
  } finally {
    unsubscribe();
    clearInterval(timer);
    signal.removeEventListener('abort', poke);
  }
}

/** The tale once it is ready or failed; undefined when deleted or after `timeoutMs`. */
export async function waitForTale(app: FastifyInstance, id: number, timeoutMs: number): Promise<TaleRow | undefined> {
  for await (const row of taleChanges(app, id, AbortSignal.timeout(timeoutMs))) {
    if (!row || isFinished(row)) return row;
  }
  return undefined;
}
