import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type TaleDetail } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../test/app.js';
import { aiAnswer, startFakeAi } from '../../test/providers/fake-ai.js';
import { freshDatabase, parseEvents } from '../../test/tales.js';
import { type WorkerProcess, startApi, startWorker, waitFor } from '../../test/worker-process.js';

// Worker processes need PostgreSQL; on a PGlite test run the machine's own is used.
const POSTGRES =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Each spoken text takes this long, so the tale is still being made when the database goes away.
const SPEECH_MS = 700;
// Long enough for the reconnects to fail a few times and tale leases to run out.
const OUTAGE_MS = 5000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `npm start` and `npm run worker` on one PostgreSQL, whose every connection is ended
 * and new ones refused for a while, as a restart, a failover or a pooler does.
 */
describe('processes when PostgreSQL drops their connections', () => {
  let fake: Awaited<ReturnType<typeof startFakeAi>>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  let api: WorkerProcess;
  let worker: WorkerProcess;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeAi((request) =>
      request.path.endsWith('/audio/speech') ? { delayMs: SPEECH_MS, ...aiAnswer(request) } : null,
    );
    database = await freshDatabase(POSTGRES);
    dataDir = mkdtempSync(join(tmpdir(), 'skazka-connection-loss-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      ...fake.env({ PROVIDER_FALLBACK: 'false' }),
      DATABASE_URL: database!.url,
      DATA_DIR: dataDir,
      MEDIA_SIGNING_SECRET: 'test-secret-test-secret-test-secret-000',
      LOG_LEVEL: 'info',
      REQUIRE_SUBSCRIPTION: 'false',
      TALE_LEASE_S: '3',
      TALE_RETRY_DELAY_S: '1',
      TALE_RETRIES: '2',
    };
    api = startApi({
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      IN_PROCESS_WORKER: 'false',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
    });
    worker = startWorker(env);
    await Promise.all([api.ready, worker.ready]);
  });
  afterAll(async () => {
    await Promise.all([api, worker].map((process) => process?.stop('SIGKILL')));
    await database?.drop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(path: string, init: { method?: string; body?: object; token?: string } = {}) {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Token ${init.token}` } : {}) },
      body: init.body && JSON.stringify(init.body),
    });
    return { status: response.status, json: await response.json() };
  }

  async function startTale() {
    const email = uniqueEmail();
    await call(API.signup, {
      method: 'POST',
      body: { email, password: STRONG_PASSWORD, privacy_accepted: true, personal_data_consent: true },
    });
    const token = (
      (await call(API.login, { method: 'POST', body: { email, password: STRONG_PASSWORD } })).json as {
        auth_token: string;
      }
    ).auth_token;
    const child = (
      (
        await call(API.children, {
          method: 'POST',
          token,
          body: { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04' },
        })
      ).json as { id: number }
    ).id;
    const moral = ((await call(API.morals)).json as Array<{ id: number; slug: string }>).find(
      (m) => m.slug === 'friendship',
    )!.id;
    const created = await call(API.tales, { method: 'POST', token, body: { child, moral, language: 'en' } });
    expect(created.status).toBe(201);
    return { id: (created.json as { id: number }).id, token };
  }

  it('stay up, report the database down and then ok, and finish a tale started before', async () => {
    const { id, token } = await startTale();
    // The parent's page is watching the tale's progress all along.
    const stream = fetch(`${base}${API.taleEvents(id)}`, { headers: { authorization: `Token ${token}` } }).then((r) =>
      r.text(),
    );
    stream.catch(() => undefined); // awaited below; a process that died fails the test before
    await waitFor('narration to be under way', async () => fake.count('/audio/speech') >= 1, 90_000);

    expect(await database!.outage()).toBeGreaterThanOrEqual(3);
    const down = await waitFor(
      'health to report the database down',
      async () => {
        const health = await call(API.health);
        return health.status === 503 && health;
      },
      10_000,
    );
    expect(down.json).toEqual({ status: 'degraded', db: 'down', queue: 'down' });
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    expect([api.alive(), worker.alive()], api.output() + worker.output()).toEqual([true, true]);

    await database!.recover();
    const up = await waitFor(
      'health to recover',
      async () => {
        const health = await call(API.health);
        return health.status === 200 && health;
      },
      30_000,
    );
    expect(up.json).toEqual({ status: 'ok', db: 'ok', queue: 'ok' });

    const events = parseEvents(await stream);
    expect(events.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
    expect((await call(API.tale(id), { token })).json as TaleDetail).toMatchObject({ status: 'ready' });
    expect([api.alive(), worker.alive()]).toEqual([true, true]);
    // Its next try may still be seconds off (the retries back off), and polling finished the tale meanwhile.
    for (const process of [api, worker])
      await waitFor(
        'live updates to reconnect',
        async () => process.output().includes('live updates connection back'),
        30_000,
      );
  }, 150_000);
});
