// The tales part of `npm run bench`: with the embedded storyteller on PostgreSQL, the
// time to `ready` for one tale, tales per minute with 1 and 2 worker processes, and
// the p99 latency of GET /api/tale/ while tales are being made. The API runs without
// its in-process worker; worker processes do the work, as in production. Both run the built JavaScript
// (dist/, which bench/run.ts builds first), with no TypeScript toolchain, as `npm start` runs them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../test/worker-process.js';

const TALES = Number(process.env.BENCH_TALES ?? 4);
const PORT = Number(process.env.BENCH_TALES_PORT ?? 3918);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Lantern-Otter-Meadow-42';
// Three tales in flight per user (docs/API.md): enough users that the limit never holds a batch back.
const USERS = Math.ceil(TALES / 3);

type Json = Record<string, any>;
const call = (method: string, path: string, body?: unknown, token?: string): Promise<Json> =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((res) => res.json() as Promise<Json>);

function start(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 600_000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// The reading-first times are asked for every 50 ms, so the polling adds ≈ 25 ms to them, not ≈ 125.
const READING_POLL_MS = 50;

async function signUp(index: number) {
  const email = `tales-bench-${Date.now()}-${index}@example.com`;
  await call('POST', '/api/user/', { email, password: PASSWORD, privacy_accepted: true, personal_data_consent: true });
  const { auth_token: token } = await call('POST', '/api/auth/token/login/', { email, password: PASSWORD });
  const child = await call('POST', '/api/child/', { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04' }, token);
  const morals = (await call('GET', '/api/moral/')) as unknown as Json[];
  return { token, input: { child: child.id, moral: morals.find((m) => m.slug === 'friendship')!.id, language: 'ru' } };
}

/** Asks for `count` tales spread over the users and waits until all are ready; seconds taken. */
async function makeTales(users: Awaited<ReturnType<typeof signUp>>[], count: number) {
  const started = performance.now();
  const made = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const user = users[i % users.length]!;
      return call('POST', '/api/tale/', user.input, user.token).then((tale) => ({
        id: tale.id as number,
        token: user.token,
      }));
    }),
  );
  await until(async () => {
    const tales = await Promise.all(made.map(({ id, token }) => call('GET', `/api/tale/${id}/`, undefined, token)));
    const failed = tales.find((tale) => tale.status === 'failed');
    if (failed) throw new Error(`tale ${failed.id} failed: ${failed.error}`);
    return tales.every((tale) => tale.status === 'ready');
  }, `${count} tales`);
  return (performance.now() - started) / 1000;
}

/** Seconds from POST until the tale is readable (GET …/view/ answers 200), and until it is ready. */
async function readingFirst(user: Awaited<ReturnType<typeof signUp>>) {
  const started = performance.now();
  const { id } = await call('POST', '/api/tale/', user.input, user.token);
  const headers = { authorization: `Token ${user.token}` };
  await until(
    () => fetch(`${BASE}/api/tale/${id}/view/`, { headers }).then((res) => res.ok),
    'a readable tale',
    undefined,
    READING_POLL_MS,
  );
  const readable = (performance.now() - started) / 1000;
  await until(
    async () => (await call('GET', `/api/tale/${id}/`, undefined, user.token)).status === 'ready',
    'a ready tale',
    undefined,
    READING_POLL_MS,
  );
  return { id: id as number, readable, ready: (performance.now() - started) / 1000 };
}

/** Milliseconds of GET …/print/: the first request typesets the book, the next is served from storage. */
async function printTimes(id: number, token: string) {
  const timed = async () => {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/tale/${id}/print/`, { headers: { authorization: `Token ${token}` } });
    if (!res.ok) throw new Error(`print answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  return { first: await timed(), cached: await timed() };
}

/**
 * Milliseconds until a large screen has a tale's first print-size picture (`srcset` 1600w), which
 * the API draws, with the rest of the tale's set, on its first request; then the same picture again.
 */
async function largePictureTimes(id: number, token: string) {
  const tale = await call('GET', `/api/tale/${id}/view/`, undefined, token);
  const large = /(\S+) \d+w$/.exec(tale.pages[0].image_srcset as string)![1]!;
  const timed = async () => {
    const started = performance.now();
    const res = await fetch(`${BASE}${large}`);
    if (!res.ok) throw new Error(`the large picture answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  return { first: await timed(), cached: await timed() };
}

/** Runs `run` once `count` worker processes take jobs (their start is not measured). */
async function withWorkers<T>(count: number, env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const workers = Array.from({ length: count }, () =>
    startServerProcess('dist/worker.js', 'worker started', { ...env, LOG_LEVEL: 'info' }, []),
  );
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    return await run();
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

export async function benchTales(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-bench-tales-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REQUIRE_SUBSCRIPTION: 'false',
    TALE_WORKERS: '1',
    SIGNUP_ADDRESS_RATE_LIMIT: '1000',
  };
  const api = start('dist/main.js', { ...env, PORT: String(PORT), HOST: '127.0.0.1', IN_PROCESS_WORKER: 'false' });
  try {
    await until(
      () =>
        fetch(`${BASE}/api/health/`).then(
          (r) => r.ok,
          () => false,
        ),
      'the API',
      60_000,
    );
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(i)));
    console.log(`Tales (embedded storyteller, PostgreSQL, ${TALES} tales a batch)`);

    const one = await withWorkers(1, env, async () => {
      // A fresh worker's first tale starts eSpeak NG and warms the engines; a running worker's next one does not.
      const first = await readingFirst(users[0]!);
      const warm = await readingFirst(users[0]!);
      console.log(
        `  time to readable, one tale   ${first.readable.toFixed(1)} s first, ${warm.readable.toFixed(1)} s next   (text and pictures; 1 worker)`,
      );
      console.log(
        `  time to ready, one tale      ${first.ready.toFixed(1)} s first, ${warm.ready.toFixed(1)} s next   (narrated)`,
      );
      const large = await largePictureTimes(warm.id, users[0]!.token);
      console.log(
        `  large picture, first request ${large.first.toFixed(0)} ms, then ${large.cached.toFixed(0)} ms   (the tale's print sizes drawn then kept)`,
      );
      const print = await printTimes(first.id, users[0]!.token);
      console.log(
        `  print, first request         ${print.first.toFixed(0)} ms   (print sizes drawn, typeset, then kept)`,
      );
      console.log(`  print, later requests        ${print.cached.toFixed(0)} ms   (from storage)`);
      const batch = await makeTales(users, TALES);
      console.log(
        `  1 worker process             ${((TALES * 60) / batch).toFixed(1)} tales/min   (${batch.toFixed(1)} s)`,
      );
      return batch;
    });

    await withWorkers(2, env, async () => {
      const token = users[0]!.token;
      const making = makeTales(users, TALES);
      const list = await autocannon({
        url: `${BASE}/api/tale/`,
        headers: { authorization: `Token ${token}` },
        connections: 10,
        duration: Math.max(5, Math.floor(one / 2)),
      });
      const batch = await making;
      console.log(
        `  2 worker processes           ${((TALES * 60) / batch).toFixed(1)} tales/min   (${batch.toFixed(1)} s)`,
      );
      console.log(
        `  GET /api/tale/ while making  ${list.requests.average.toFixed(0)} req/s   p99 ${list.latency.p99} ms   (${list.non2xx + list.errors} failed)`,
      );
    });
  } finally {
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
