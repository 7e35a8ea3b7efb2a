import { FINISHED_STATUSES, TALE_STAGES } from '@skazka/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { type Db, executeSqlOn, queryRows } from '../db/database.js';
import { tales } from '../db/schema/index.js';
import { createQueue } from './create-queue.js';

export const TALE_QUEUE = 'tale';
export const TALE_QUEUE_POLICY = 'stately';
// Jobs in these states will still run the tale; pg-boss's own names.
const LIVE_STATES = ['created', 'retry', 'active'];
// Several workers sweep; this lock lets one at a time re-queue what it found.
const SWEEP_LOCK = 72_015_002;
// A backstop only: each stage has its own timeout well inside this.
const EXPIRY_MARGIN_S = 60;

/** How the tales feature queues its runs, without knowing who runs them. */
export interface TaleQueue {
  /** Queues a run of the tale; inside `tx` (from `transaction`) when given, so the job commits with the tale's change. */
  send(taleId: number, tx?: Db): Promise<void>;
  /**
   * A database transaction to change tales and `send` their runs in. The queue is made
   * ready first: PGlite has one connection, which the transaction holds.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  hasLiveJob(taleId: number): Promise<boolean>;
  /**
   * Fails the job of a worker that stopped, so it is retried. When it had no retry left and the
   * tale has no live job, `outOfRetries` runs in the same transaction and its result is returned.
   * Both happen under the sweep's lock: a sweep between the two would find an unfinished tale
   * with no live job and queue it again, and the tale would be failed with a job on its way.
   */
  giveBack<T>(taleId: number, jobId: string, outOfRetries: (tx: Db) => Promise<T>): Promise<T | undefined>;
  /** Queues every unfinished tale that has no live job (what a crash at the wrong moment leaves); returns their ids. */
  sweep(): Promise<number[]>;
}

const queues = new WeakMap<PgBoss, Promise<void>>();

/** The queue keeps at most one waiting and one running job per tale ("stately"). */
function ensureQueue(boss: PgBoss) {
  let ready = queues.get(boss);
  if (!ready) {
    const creating = createQueue(boss, TALE_QUEUE, TALE_QUEUE_POLICY);
    // A failure is not kept: with the database away a moment, every later call would fail the same way.
    creating.catch(() => queues.get(boss) === creating && queues.delete(boss));
    queues.set(boss, (ready = creating));
  }
  return ready;
}

const singletonKey = (taleId: number) => `tale-${taleId}`;

/** Published when jobs were queued, so idle workers take them now rather than at their next poll. */
export const JOBS_QUEUED = { channel: 'jobs-queued', id: 0 } as const;

/**
 * The tale queue on pg-boss. Retries and timeouts go with each job rather than the
 * queue, because a queue keeps the options it was first created with.
 */
export function taleQueue(app: FastifyInstance): TaleQueue {
  const { TALE_RETRIES, TALE_RETRY_DELAY_S, TALE_STAGE_TIMEOUT_S } = app.config;
  const liveJob = sql`SELECT 1 FROM pgboss.job j WHERE j.name = ${TALE_QUEUE}
    AND j.singleton_key = 'tale-' || ${tales.id} AND j.state::text IN (${sql.join(
      LIVE_STATES.map((state) => sql`${state}`),
      sql`, `,
    )})`;

  const wake = () =>
    app.live
      .publish(JOBS_QUEUED.channel, JOBS_QUEUED.id)
      .catch((error) =>
        app.log.warn({ err: error }, 'waking the workers failed; they find the job at their next poll'),
      );

  async function send(taleId: number, tx?: Db) {
    await ensureQueue(app.queue);
    await app.queue.send(
      TALE_QUEUE,
      { taleId },
      {
        singletonKey: singletonKey(taleId),
        retryLimit: TALE_RETRIES,
        retryDelay: TALE_RETRY_DELAY_S,
        retryBackoff: true,
        expireInSeconds: TALE_STAGE_TIMEOUT_S * TALE_STAGES.length + EXPIRY_MARGIN_S,
        ...(tx ? { db: { executeSql: executeSqlOn(tx) } } : {}),
      },
    );
    // Inside a transaction the job is not visible yet: `transaction` wakes the workers once it commits.
    if (!tx) await wake();
  }

  async function transaction<T>(work: (tx: Db) => Promise<T>) {
    await ensureQueue(app.queue);
    const result = await app.db.transaction((tx) => work(tx));
    await wake();
    return result;
  }

  return {
    send,
    transaction,

    async hasLiveJob(taleId) {
      await ensureQueue(app.queue);
      const [row] = await queryRows<{ live: boolean }>(
        app.db,
        sql`SELECT EXISTS (${liveJob}) AS live FROM ${tales} WHERE ${tales.id} = ${taleId}`,
      );
      return row?.live === true;
    },

    async giveBack(taleId, jobId, outOfRetries) {
      return transaction(async (tx) => {
        await queryRows(tx, sql`SELECT pg_advisory_xact_lock(${SWEEP_LOCK})`);
        const db = { executeSql: executeSqlOn(tx) };
        await app.queue.fail(TALE_QUEUE, jobId, { message: 'the worker stopped' }, { db });
        const job = await app.queue.getJobById(TALE_QUEUE, jobId, { db, includeArchive: false });
        if (job?.state !== 'failed') return undefined;
        const [row] = await queryRows<{ live: boolean }>(
          tx,
          sql`SELECT EXISTS (${liveJob}) AS live FROM ${tales} WHERE ${tales.id} = ${taleId}`,
        );
        return row?.live ? undefined : outOfRetries(tx);
      });
    },

    async sweep() {
      return transaction(async (tx) => {
        const [lock] = await queryRows<{ held: boolean }>(
          tx,
          sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS held`,
        );
        if (!lock?.held) return [];
        const orphans = await queryRows<{ id: number }>(
          tx,
          sql`SELECT ${tales.id} AS id FROM ${tales}
          WHERE ${tales.status} NOT IN (${sql.join(
            FINISHED_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}) AND NOT EXISTS (${liveJob})`,
        );
        for (const { id } of orphans) await send(id, tx);
        return orphans.map(({ id }) => id);
      });
    },
  };
}
