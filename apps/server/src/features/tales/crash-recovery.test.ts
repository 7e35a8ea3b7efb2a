import { API, LIMITS, message } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../test/app.js';
import { createTaleTestApp, freshDatabase, parseEvents, quickStages, taleInputs } from '../../../test/tales.js';
import { talesRepository } from './repository.js';

/**
 * What a process dying at the wrong instant leaves behind: a tale row whose job was
 * never sent (the API killed between the two, as before they shared a transaction).
 * Such a tale must still be made, and must never hold a parent's tales-in-flight.
 */
/** Exactly the state a killed API left: the tale inserted, no job queued. */
async function orphan(t: TestApp, user: TestUser) {
  const { child, moral } = await taleInputs(t.app, user);
  const row = await talesRepository(t.app.db).insert({
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
  expect(await liveJobs(t, row.id)).toBe(0);
  return row.id;
}

const liveJobs = async (t: TestApp, id: number) =>
  (
    await t.app.database.executeSql(
      "SELECT 1 FROM pgboss.job WHERE name = 'tale' AND singleton_key = $1 AND state IN ('created', 'retry', 'active')",
      [`tale-${id}`],
    )
  ).rows.length;

const as = (t: TestApp, user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user.headers });

describe('a tale and its job (no workers running)', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  // Its own database on PostgreSQL, so no other test app's workers take or sweep its tales.
  beforeAll(async () => {
    database = await freshDatabase();
    t = await createTestApp(database ? { DATABASE_URL: database.url } : {});
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  it('are created in one transaction: no tale (nor new friend) is kept when its job cannot be queued', async () => {
    const user = await createUser(t.app);
    const inputs = { ...(await taleInputs(t.app, user)), language: 'en', new_character_name: 'Fox' };
    const send = t.app.queue.send;
    t.app.queue.send = () => Promise.reject(new Error('the database went away'));
    try {
      expect((await as(t, user, 'POST', API.tales, inputs)).statusCode).toBe(500);
    } finally {
      t.app.queue.send = send;
    }
    expect((await as(t, user, 'GET', API.tales)).json()).toEqual([]);
    expect((await as(t, user, 'GET', API.characters)).json()).toEqual([]);
    const made = (await as(t, user, 'POST', API.tales, inputs)).json();
    expect(await liveJobs(t, made.id)).toBe(1);
  });

  it('can be joined again by retry when a crash left the tale without one', async () => {
    const user = await createUser(t.app);
    const id = await orphan(t, user);
    const retried = await as(t, user, 'POST', API.taleRetry(id));
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ id, status: 'queued' });
    expect(await liveJobs(t, id)).toBe(1);
    // Now it has a job: nothing to retry.
    expect((await as(t, user, 'POST', API.taleRetry(id))).json()).toEqual({ detail: message('taleNotFailed', 'en') });
  });
});

/**
 * What a process dying at the wrong instant leaves behind: a tale row whose job was
 * never sent (the API killed between the two, as before they shared a transaction).
 * Such a tale must still be made, and must never hold a parent's tales in flight.
 */
describe('tales a crash left without a job', () => {
  let t: TestApp;
  // A short lease makes the workers sweep every second.
  beforeAll(async () => {
    t = await createTaleTestApp({ TALE_LEASE_S: '2' }, quickStages());
  });
  afterAll(() => t.close());

  it('are queued again by the workers, so they are made and the parent can ask for more', async () => {
    const user = await createUser(t.app);
    const ids = await Promise.all(Array.from({ length: LIMITS.talesInFlightPerUser }, () => orphan(t, user)));
    const inputs = { ...(await taleInputs(t.app, user)), language: 'en' };
    expect((await as(t, user, 'POST', API.tales, inputs)).json()).toEqual({
      detail: message('tooManyTalesInFlight', 'en'),
    });
    for (const id of ids)
      expect(parseEvents((await as(t, user, 'GET', API.taleEvents(id))).body).at(-1)).toMatchObject({
        status: 'ready',
      });
    expect((await as(t, user, 'POST', API.tales, inputs)).statusCode).toBe(201);
  });
});
