import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../test/app.js';
import { aiAnswer, startFakeAi } from '../../../test/providers/fake-ai.js';
import { freshDatabase, parseEvents, taleInputs } from '../../../test/tales.js';
import { type WorkerProcess, startWorker, waitFor } from '../../../test/worker-process.js';
import { talesRepository } from './repository.js';

// Worker processes need PostgreSQL; on a PGlite test run the machine's own is used.
const POSTGRES =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Each spoken text takes this long, so the narrating stage lasts seconds: time to kill a worker in it.
const SPEECH_MS = 400;

/**
 * `npm run worker` processes beside an API on one PostgreSQL: killed mid-stage and
 * restarted, two at once, and a retry after a stage failed. Every stage but the book
 * goes to a local fake provider, whose request log shows what was (not) redone.
 */
describe('durable tale jobs across worker processes', () => {
  let fake: Awaited<ReturnType<typeof startFakeAi>>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let t: TestApp;
  let user: TestUser;
  const workers: WorkerProcess[] = [];

  const workerEnv = (extra: Record<string, string> = {}) => ({
    ...fake.env({ PROVIDER_FALLBACK: 'false' }),
    DATABASE_URL: database!.url,
    DATA_DIR: t.config.DATA_DIR,
    MEDIA_SIGNING_SECRET: t.config.MEDIA_SIGNING_SECRET,
    LOG_LEVEL: 'info',
    // Short, so a killed worker's tale is taken over within seconds; not shorter, so a worker
    // renewing late on a loaded machine (every lease/3 s) does not lose a tale it is still telling.
    TALE_LEASE_S: '5',
    TALE_RETRY_DELAY_S: '1',
    TALE_RETRIES: '1',
    ...extra,
  });
  const pidOf = (leaseOwner: string | null) => Number(leaseOwner?.split(':')[1]);
  const row = (id: number) => talesRepository(t.app.db).find(id);
  const newTale = async (language = 'en') =>
    (
      await t.app.inject({
        method: 'POST',
        url: API.tales,
        headers: user.headers,
        payload: { ...(await taleInputs(t.app, user)), language },
      })
    ).json().id as number;
  const mediaOf = (id: number) => readdirSync(join(t.config.DATA_DIR, 'media', 'tales', String(id))).sort();
  const jobsOf = async (id: number) =>
    (
      await t.app.database.executeSql("SELECT state FROM pgboss.job WHERE name = 'tale' AND singleton_key = $1", [
        `tale-${id}`,
      ])
    ).rows.map((r) => r.state);

  beforeAll(async () => {
    fake = await startFakeAi();
    database = await freshDatabase(POSTGRES);
    // The queueing process sets a job's retries and timeouts, so the API gets the workers' settings.
    t = await createTestApp({ DATABASE_URL: database!.url, TALE_RETRIES: '1', TALE_RETRY_DELAY_S: '1' });
    user = await createUser(t.app);
    // Three processes from the start, so no test waits for one to boot: one is killed, two go on.
    workers.push(...[1, 2, 3].map(() => startWorker(workerEnv())));
    await Promise.all(workers.map((w) => w.ready));
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop('SIGKILL')));
    await t.close();
    await database!.drop();
    await fake.close();
  });

  it('resumes a failed tale at the stage that failed when retried', async () => {
    fake.rule((request) =>
      request.path.endsWith('/audio/speech') ? { status: 500, body: { error: { message: 'voice down' } } } : null,
    );
    fake.requests.length = 0;
    const id = await newTale();
    const failed = await waitFor(
      'the tale to fail',
      async () => ((await row(id))?.status === 'failed' ? row(id) : null),
      90_000,
    );
    expect(failed).toMatchObject({
      stageDetail: 'narrating',
      error: 'Recording the narration failed: the provider answered 500.',
    });

    fake.rule(() => null);
    expect((await t.app.inject({ method: 'POST', url: API.taleRetry(id), headers: user.headers })).statusCode).toBe(
      202,
    );
    const events = parseEvents((await t.app.inject({ url: API.taleEvents(id), headers: user.headers })).body);
    expect(events.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
    // Two failed attempts (the first and its one retry), then the retry asked for.
    expect((await row(id))!.stageRuns).toEqual({ writing: 1, illustrating: 1, narrating: 3 });
    expect([fake.count('/chat/completions'), fake.count('/images/')]).toEqual([1, 7]);
  }, 120_000);

  it('finishes a tale whose worker was killed mid-stage, without redoing finished stages or duplicating anything', async () => {
    fake.rule((request) =>
      request.path.endsWith('/audio/speech') ? { delayMs: SPEECH_MS, ...aiAnswer(request) } : null,
    );
    fake.requests.length = 0;
    const id = await newTale();
    await waitFor(
      'narration to be under way',
      async () => (await row(id))?.status === 'narrating' && fake.count('/audio/speech') >= 2,
      90_000,
    );
    const ownerPid = pidOf((await row(id))!.leaseOwner);
    const owner = workers.find((w) => w.pid === ownerPid)!;
    await owner.stop('SIGKILL');
    expect((await row(id))!.status).toBe('narrating');
    const events = parseEvents((await t.app.inject({ url: API.taleEvents(id), headers: user.headers })).body);
    expect(events.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
    expect((await row(id))!.stageRuns).toEqual({ writing: 1, illustrating: 1, narrating: 2 });
    expect([fake.count('/chat/completions'), fake.count('/images/')]).toEqual([1, 7]);
    // Each picture once at print width and once at phone width, and one narration: nothing twice.
    const pictures = ['cover', ...[1, 2, 3, 4, 5, 6].map((n) => `page-0${n}`)].flatMap((name) => [
      `${name}-phone.webp`,
      `${name}.webp`,
    ]);
    expect(mediaOf(id)).toEqual([...pictures, 'narration-en.mp3'].sort());
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    await waitFor('the job to complete', async () => (await jobsOf(id)).join() === 'completed');
  }, 150_000);

  it('never gives one tale to two workers at once', async () => {
    fake.rule((request) =>
      request.path.endsWith('/audio/speech') ? { delayMs: SPEECH_MS, ...aiAnswer(request) } : null,
    );
    fake.requests.length = 0;
    const ids = [await newTale('en'), await newTale('fr'), await newTale('de')];
    const owners = new Map<number, Set<string>>();
    const noteOwners = async () => {
      for (const id of ids) {
        const current = await row(id).catch(() => undefined);
        if (current?.leaseOwner) owners.set(id, new Set([...(owners.get(id) ?? []), current.leaseOwner]));
      }
    };
    const watch = setInterval(() => void noteOwners(), 100);
    try {
      for (const id of ids) {
        const events = parseEvents((await t.app.inject({ url: API.taleEvents(id), headers: user.headers })).body);
        expect(events.at(-1)!.status).toBe('ready');
      }
    } finally {
      clearInterval(watch);
    }
    for (const id of ids) {
      expect((await row(id))!.stageRuns).toEqual({ writing: 1, illustrating: 1, narrating: 1 });
      expect(owners.get(id)?.size).toBe(1);
      await waitFor('the job to complete', async () => (await jobsOf(id)).join() === 'completed');
    }
    expect([fake.count('/chat/completions'), fake.count('/images/'), fake.count('/audio/speech')]).toEqual([3, 21, 21]);
    // The tales were shared out (two or three workers are alive, as earlier tests did or did not kill one).
    expect(new Set([...owners.values()].flatMap((set) => [...set].map(pidOf))).size).toBeGreaterThanOrEqual(2);
  }, 150_000);

  it('hands a tale back when its worker is stopped gracefully, without spending a retry', async () => {
    fake.rule((request) =>
      request.path.endsWith('/audio/speech') ? { delayMs: SPEECH_MS, ...aiAnswer(request) } : null,
    );
    const id = await newTale();
    await waitFor('narration to be under way', async () => (await row(id))?.status === 'narrating', 90_000);
    const ownerPid = pidOf((await row(id))!.leaseOwner);
    const owner = workers.find((w) => w.pid === ownerPid)!;
    await owner.stop('SIGTERM');
    expect(await owner.exited).toBe(0);
    const events = parseEvents((await t.app.inject({ url: API.taleEvents(id), headers: user.headers })).body);
    expect(events.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
    expect((await row(id))!.stageRuns).toMatchObject({ narrating: 2 });
    // The paused job completed and a fresh one (with all its retries) finished the tale.
    await waitFor('both jobs to complete', async () => (await jobsOf(id)).join() === 'completed,completed');
  }, 120_000);
});
