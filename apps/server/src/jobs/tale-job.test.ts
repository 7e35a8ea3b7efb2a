import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../test/app.js';
import { freshDatabase, taleInputs } from '../../test/tales.js';
import { talesRepository } from '../features/tales/repository.js';
import { TALE_QUEUE, taleQueue } from '../queue/tale-queue.js';
import { reclaimAbandoned } from './tale-job.js';

const liveJobs = async (t: TestApp, id: number) =>
  (
    await t.app.database.executeSql(
      "SELECT 1 FROM pgboss.job WHERE name = 'tale' AND singleton_key = $1 AND state IN ('created', 'retry', 'active')",
      [`tale-${id}`],
    )
  ).rows.length;

describe('a tale whose worker died on its last try (no workers running)', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  // Its own database on PostgreSQL, so no other test app's workers take or sweep its tales.
  beforeAll(async () => {
    database = await freshDatabase();
    t = await createTestApp({ ...(database ? { DATABASE_URL: database.url } : {}), TALE_RETRIES: '0' });
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  it('is failed with its job in one step: another worker sweeping right after the job fails queues nothing', async () => {
    const user = await createUser(t.app);
    const { child, moral } = await taleInputs(t.app, user);
    const { id } = await talesRepository(t.app.db).insert({
      userId: user.id,
      childId: child,
      moralId: moral,
      language: 'en',
      seed: 1,
      hero: {
        name: 'Mia',
        sex: 'Девочка',
        dateOfBirth: '2019-05-04',
        avatarUrl: null,
        avatarKey: null,
        avatarIsPhoto: false,
      },
    });
    await taleQueue(t.app).send(id);
    // A worker took the job, then died: its lease on the tale ran out long ago.
    const [job] = await t.app.queue.fetch(TALE_QUEUE);
    expect(job).toBeDefined();
    await t.app.database.executeSql(
      "UPDATE tales SET job_id = $1, lease_owner = 'dead-worker:1', lease_until = now() - interval '1 hour' WHERE id = $2",
      [job!.id, id],
    );

    // Another worker's sweep runs the moment the job is failed. Where the job is failed inside
    // a transaction, that sweep waits as another process's would, and is awaited at the end.
    const queue = t.app.queue;
    const fail = queue.fail.bind(queue) as (...args: unknown[]) => Promise<void>;
    let sweeping: Promise<number[]> | undefined;
    queue.fail = async (...args: unknown[]) => {
      await fail(...args);
      const options = args.at(-1) as PgBoss.ConnectionOptions | undefined;
      sweeping = taleQueue(t.app).sweep();
      if (!options?.db) await sweeping;
    };
    try {
      await reclaimAbandoned(t.app)();
      await sweeping;
    } finally {
      queue.fail = fail;
    }

    expect(sweeping).toBeDefined();
    expect((await talesRepository(t.app.db).find(id))?.status).toBe('failed');
    // Failed and queued again at once would run a tale the parent was told had failed.
    expect(await liveJobs(t, id)).toBe(0);
  });
});
