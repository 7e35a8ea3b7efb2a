import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { TALE_STAGES, type TaleStage, isFinished } from '@skazka/contract';
import {
  type StageName,
  type StageSet,
  type TaleRequest,
  createStoryteller,
  overallProgress,
} from '@skazka/storyteller';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { storytellerName } from '../../providers/making-time.js';
import { taleQueue } from '../../queue/tale-queue.js';
import { failureReason } from './failure-reason.js';
import { type TaleChanges, type TaleRow, talesRepository } from './repository.js';
import { isDone, loadSaved, storeOutput, taleFolder } from './stage-outputs.js';
import { taleRequest } from './tale-request.js';

// Progress is saved at most this often, so a fast stage does not flood the database.
const PROGRESS_EVERY_MS = 300;

/** The run of a job as a handler sees it: retries count attempts after the first. */
export interface TaleRun {
  id: string;
  retryCount: number;
  retryLimit: number;
}

// Only `ready` shows 100 %: the stages' own reports stop just short of it.
const percent = (stage: TaleStage, fraction: number) => Math.min(99, overallProgress(stage, fraction, TALE_STAGES));

/** The lease was taken over, the tale was deleted, or the server is closing: stop quietly. */
class RunStopped extends Error {}

/** Waits for `work` unless `signal` aborts first (a stage that ignores its signal cannot hang the run). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    // Handled first, so a stage failing after an abort is never an unhandled rejection.
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs a tale's remaining stages under a lease, saving each stage's output (files and row) when it
 * is done, so a crash, a restart or a retry resumes at the first stage without output. Its book, and
 * the print sizes of pictures drawn at phone size, are made later, on their first request
 * (print-book.ts, print-sizes.ts). Every change is published for the live event streams.
 */
export function taleRunner(app: FastifyInstance, stages: StageSet) {
  const repo = talesRepository(app.db);
  const storyteller = createStoryteller(stages);
  const { TALE_LEASE_S, TALE_STAGE_TIMEOUT_S } = app.config;
  const queue = taleQueue(app);
  const publish = (id: number) =>
    app.live.publish('tale', id).catch((error) => app.log.warn({ err: error }, 'live update failed'));

  async function run(taleId: number, job: TaleRun) {
    const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    let row = await repo.takeLease(taleId, owner, TALE_LEASE_S, job.id);
    if (!row) {
      if (!(await repo.find(taleId))) return; // deleted meanwhile
      throw new Error(`tale ${taleId} is being made by another worker`);
    }
    const lease = new AbortController();
    const heartbeat = setInterval(
      () => {
        repo.renewLease(taleId, owner, TALE_LEASE_S).then(
          (held) => held || lease.abort(new RunStopped('lease lost')),
          (error) => app.log.warn({ err: error, taleId }, 'renewing a tale lease failed'),
        );
      },
      (TALE_LEASE_S * 1000) / 3,
    );
    const save = async (changes: TaleChanges) => {
      const next = await repo.updateLeased(taleId, owner, changes);
      if (!next) throw new RunStopped('lease lost');
      await publish(taleId);
      return next;
    };
    const stageSignal = () =>
      AbortSignal.any([lease.signal, app.closing, AbortSignal.timeout(TALE_STAGE_TIMEOUT_S * 1000)]);
    let stage: TaleStage = 'writing';
    try {
      const request = await taleRequest(row, repo, app.storage);
      // Pictures left at phone size keep their print sizes for later (print-sizes.ts).
      for (stage of TALE_STAGES) {
        if (isDone(row, stage)) continue;
        row = await save({
          // A resumed stage starts again, but the bar a parent watches never moves back.
          status: stage,
          progress: Math.max(row.progress, percent(stage, 0)),
          stageDetail: null,
          error: null,
          stageRuns: { ...row.stageRuns, [stage]: (row.stageRuns[stage] ?? 0) + 1 },
        });
        row = await runStage(row, stage, request, save, stageSignal());
      }
      // Timed only when made in one go: a retry or a restart in between says nothing of how long the providers take.
      const inOneGo = Object.values(row.stageRuns).every((runs) => runs <= 1);
      await save({
        status: 'ready',
        progress: 100,
        madeBy: storytellerName(app.config),
        madeInS: inOneGo ? Math.max(1, Math.round((Date.now() - row.createdAt.getTime()) / 1000)) : null,
        stageDetail: null,
        error: null,
        leaseOwner: null,
        leaseUntil: null,
      });
    } catch (error) {
      await stopped(taleId, owner, stage, error, job);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function runStage(
    row: TaleRow,
    stage: TaleStage,
    request: TaleRequest,
    save: (c: TaleChanges) => Promise<TaleRow>,
    signal: AbortSignal,
  ) {
    let lastSaved = row.progress;
    let lastAt = 0;
    let writes = Promise.resolve();
    const onProgress = (fraction: number, detail?: string) => {
      const progress = percent(stage, fraction);
      const now = Date.now();
      if (progress <= lastSaved || now - lastAt < PROGRESS_EVERY_MS) return;
      lastSaved = progress;
      lastAt = now;
      writes = writes.then(() =>
        save({ progress, stageDetail: detail ?? null }).then(
          () => undefined,
          () => undefined,
        ),
      );
    };
    const saved = await loadSaved(row, stage, app.storage);
    const outputs = await abortable(storyteller.runStage(stage, request, saved, { onProgress, signal }), signal);
    await writes;
    return save(await storeOutput(row, stage, outputs, app.storage));
  }

  /** After a failed or stopped run: hand the tale back, retry later, or mark it failed with a reason. */
  async function stopped(taleId: number, owner: string, stage: TaleStage, error: unknown, job: TaleRun) {
    const release = { leaseOwner: null, leaseUntil: null };
    if (!(await repo.find(taleId))) {
      // Deleted while running: files written since the delete go too.
      await app.storage.deletePrefix(taleFolder(taleId));
      return;
    }
    if (error instanceof RunStopped) return;
    if (app.closing.aborted) {
      // A restart is not the tale's fault: queue it again without spending a retry.
      await repo.updateLeased(taleId, owner, { ...release, stageDetail: 'paused' });
      await queue.send(taleId);
      return;
    }
    const reason = failureReason(stage, error);
    const last = job.retryCount >= job.retryLimit;
    app.log.warn({ err: error, taleId, stage, attempt: job.retryCount + 1, last }, 'a tale stage failed');
    await repo.updateLeased(
      taleId,
      owner,
      last
        ? { ...release, status: 'failed', error: reason, stageDetail: stage }
        : { ...release, stageDetail: `${reason} Trying again.` },
    );
    await publish(taleId);
    throw error;
  }

  return { run };
}

/**
 * After the last retry of a job whose worker died: the tale is failed, and retry can resume it.
 * Inside `tx` when given (the queue's `giveBack`); the caller then publishes once it commits,
 * as a watcher woken before the commit would read the tale unchanged.
 */
export async function markAbandoned(app: FastifyInstance, taleId: number, tx?: Db): Promise<boolean> {
  const repo = talesRepository(tx ?? app.db);
  const row = await repo.find(taleId);
  if (!row || isFinished(row)) return false;
  // A tale still queued never started a stage: its first one is what did not happen.
  const stage = row.status === 'queued' ? TALE_STAGES[0] : (row.status as StageName);
  await repo.update(taleId, {
    status: 'failed',
    error: failureReason(stage, new Error('the worker stopped')),
    stageDetail: stage,
  });
  if (!tx) await app.live.publish('tale', taleId);
  return true;
}
