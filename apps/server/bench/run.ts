// `npm run bench -w apps/server`: the request path of the built server (dist/, as `npm start`
// runs it) under concurrent load, each figure next to its yardstick measured in the same run:
// GET /api/child/ against a minimal two-query server (bench/reference-server.ts) on PGlite and
// on PostgreSQL; /api/plans/ and /api/health/ against bare Fastify, in alternating rounds. First,
// how long `npm start` on an unchanged checkout takes to answer /api/health/. Then the idle memory
// of the API and worker processes, what one tale costs (bench/footprint.ts), and the tales.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchFootprint } from './footprint.js';
import { benchTales } from './tales.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Rounds of the small requests, each DURATION_S / 2 on this server and then on bare Fastify. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const REFERENCE_PORT = PORT + 2;
const EMAIL = 'bench@example.com';
const PASSWORD = 'Lantern-Otter-Meadow-42';
const CHILDREN = 3;
const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

/** Throughput, latency, and the server's CPU time per request (steadier than req/s on a busy machine). */
interface Load {
  rps: number;
  p99: number;
  failed: number;
  cpuUs: number;
}

const json = (method: string, path: string, body?: unknown, token?: string) =>
  fetch(url(PORT, path), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((res) => res.json() as Promise<Record<string, string>>);

/**
 * The request benches give the server one core and the load (autocannon, in this process) the
 * other, when `taskset` can: sharing both, the two met on one core in some rounds and across
 * them in others, and one server's rounds moved between 8,000 and 17,000 req/s (pinned,
 * 14,000-17,000).
 */
const PINNED = availableParallelism() >= 2 && spawnSync('taskset', ['--version']).status === 0;
const SERVER_CORE = '0';
const LOAD_CORE = '1';
const pinThisProcess = (cores: string) =>
  PINNED && execFileSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });

async function startProcess(
  args: string[],
  port: number,
  readyPath: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const [command, ...rest] = PINNED
    ? ['taskset', '-c', SERVER_CORE, process.execPath, ...args]
    : [process.execPath, ...args];
  // taskset runs the server in its own process: the pid is the server's.
  const child = spawn(command, rest, {
    // The server logs one line per request at info level, as in production; they go nowhere here.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 720; i++) {
    if (
      await fetch(url(port, readyPath)).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start`);
}

async function stopProcess(child: ChildProcess) {
  // autocannon drops its sockets at the deadline; let the server finish the requests it still holds.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

// Every login of the benchmark is the same account from one address: lift the attempt limits.
const noAttemptLimits = { LOGIN_RATE_LIMIT: '1000000', LOGIN_ADDRESS_RATE_LIMIT: '1000000' };
const startServer = (env: Record<string, string>) =>
  startProcess(['dist/main.js'], PORT, '/api/health/', { ...noAttemptLimits, ...env });
const startReference = (...args: string[]) =>
  startProcess(
    ['--import', 'tsx', 'bench/reference-server.ts', ...args, String(REFERENCE_PORT)],
    REFERENCE_PORT,
    '/api/health/',
  );

/** CPU time (user + system) a process has used, in microseconds, from /proc. */
function cpuTimeUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(server: ChildProcess, options: autocannon.Options): Promise<Load> {
  const before = cpuTimeUs(server.pid!);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const cpuUs = (cpuTimeUs(server.pid!) - before) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUs,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Two servers under the same load in alternating short rounds, each figure the median of its
 * rounds: on this shared virtual machine a core's speed can halve for seconds at a time, so
 * one long run after the other measured the weather as much as the servers.
 */
async function alternating(
  ours: ChildProcess,
  reference: ChildProcess,
  options: (port: number) => autocannon.Options,
): Promise<{ ours: Load; reference: Load; shares: number[] }> {
  const rounds: { ours: Load; reference: Load }[] = [];
  const duration = DURATION_S / 2;
  // A round each first, not counted: the path's code is still being compiled, and on PGlite
  // V8 still compiles the database's hot WebAssembly after the queries of the rounds before.
  for (const [server, port] of [
    [ours, PORT],
    [reference, REFERENCE_PORT],
  ] as const)
    await load(server, { ...options(port), duration });
  for (let round = 0; round < ROUNDS; round++)
    rounds.push({
      ours: await load(ours, { ...options(PORT), duration }),
      reference: await load(reference, { ...options(REFERENCE_PORT), duration }),
    });
  const summary = (loads: Load[]): Load => ({
    rps: median(loads.map((l) => l.rps)),
    p99: median(loads.map((l) => l.p99)),
    failed: loads.reduce((sum, l) => sum + l.failed, 0),
    cpuUs: median(loads.map((l) => l.cpuUs)),
  });
  return {
    ours: summary(rounds.map((r) => r.ours)),
    reference: summary(rounds.map((r) => r.reference)),
    shares: rounds.map((r) => Math.round((100 * r.ours.rps) / r.reference.rps)),
  };
}

/** A small request against bare Fastify: the medians, and each round's share in order, to show the spread. */
function compareSmall(title: string, { ours, reference, shares }: Awaited<ReturnType<typeof alternating>>) {
  compare(title, ours, reference, 50, 'bare Fastify');
  console.log(`  ${''.padStart(20)} round by round, by req/s: ${shares.join(', ')} %`);
}

const figure = (l: Load) =>
  `${l.rps.toFixed(0).padStart(6)} req/s  p99 ${String(l.p99).padStart(4)} ms  ${l.cpuUs.toFixed(0).padStart(4)} µs CPU/req${l.failed ? `  (${l.failed} failed)` : ''}`;

function compare(title: string, ours: Load, reference: Load, target: number, referenceName: string, p99Target = false) {
  const share = Math.round((100 * ours.rps) / reference.rps);
  const byCpu = Math.round((100 * reference.cpuUs) / ours.cpuUs);
  const p99 = p99Target ? `, p99 ${(ours.p99 / Math.max(1, reference.p99)).toFixed(1)}× (target ≤ 2×)` : '';
  console.log(`  ${title.padEnd(20)} ${figure(ours)}`);
  console.log(
    `  ${referenceName.padStart(20)} ${figure(reference)}   → ${share} % by req/s, ${byCpu} % by CPU (target ≥ ${target} %)${p99}`,
  );
}

/** The API's memory once idle (resident set, from /proc). */
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function bench(label: string, env: Record<string, string>, reference: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-bench-'));
  pinThisProcess(LOAD_CORE);
  let server = await startServer({ ...env, DATA_DIR: dataDir });
  try {
    await json('POST', '/api/user/', {
      email: EMAIL,
      password: PASSWORD,
      privacy_accepted: true,
      personal_data_consent: true,
    });
    const { auth_token: token } = await json('POST', '/api/auth/token/login/', { email: EMAIL, password: PASSWORD });
    for (let i = 0; i < CHILDREN; i++)
      await json('POST', '/api/child/', { name: `Child ${i}`, sex: 'Девочка', date_of_birth: '2019-05-04' }, token);
    console.log(
      `${label}: ${CONNECTIONS} connections, ${DURATION_S} s each${PINNED ? ', the server on one core and the load on another' : ''}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`  API process idle: ${residentMb(server.pid!).toFixed(0)} MB resident`);
    const login = await load(server, {
      url: url(PORT, '/api/auth/token/login/'),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    console.log(`  ${'POST login'.padEnd(20)} ${figure(login)}   (argon2id on every call)`);
    const children = { url: url(PORT, '/api/child/'), headers: { authorization: `Token ${token}` } };
    const ourChildren = await load(server, children);
    // Bare Fastify waits idle beside ours: the small requests take turns on the two servers.
    const bare = await startReference('bare', await fetch(url(PORT, '/api/plans/')).then((res) => res.text()));
    let small;
    try {
      small = {
        plans: await alternating(server, bare, (port) => ({ url: url(port, '/api/plans/') })),
        health: await alternating(server, bare, (port) => ({ url: url(port, '/api/health/') })),
      };
    } finally {
      await stopProcess(bare);
    }
    // The two-query server opens the same PGlite folder, which one process at a time may hold.
    await stopProcess(server);
    server = await startReference('reference', reference === 'pglite' ? join(dataDir, 'pglite') : reference);
    const minimal = await load(server, { ...children, url: url(REFERENCE_PORT, '/api/child/') });
    compare(`GET /api/child/ (${CHILDREN})`, ourChildren, minimal, 75, 'two-query server', true);
    console.log(`  small requests: medians of ${ROUNDS} alternating rounds of ${DURATION_S / 2} s on each server`);
    compareSmall('GET /api/plans/', small.plans);
    compareSmall('GET /api/health/', small.health);
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
    pinThisProcess(`0-${availableParallelism() - 1}`);
  }
}

/** A worker process (`npm run worker`) with nothing to do: its resident memory after it settled. */
async function benchWorkerIdle(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-bench-'));
  const worker = spawn(process.execPath, ['dist/worker.js'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('worker started') && resolve());
      worker.once('exit', (code) => reject(new Error(`the worker exited (${code})`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    console.log(`Worker process idle: ${residentMb(worker.pid!).toFixed(0)} MB resident`);
  } finally {
    await new Promise((resolve) => {
      worker.once('exit', resolve);
      worker.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** A throwaway database on the local PostgreSQL, dropped afterwards. */
async function withLocalPostgres(run: (url: string) => Promise<void>) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `skazka_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    await run(`postgres://postgres@127.0.0.1:5432/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * `npm start` on an unchanged checkout, on PGlite: seconds until /api/health/ answers 200. A first start,
 * not timed, builds whatever changed since the last build; then one in a fresh folder (the database is
 * created and migrated) and one again on that folder, as every later start.
 */
async function benchStart() {
  const warmDir = mkdtempSync(join(tmpdir(), 'skazka-bench-start-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-bench-start-'));
  const healthy = async (dir: string, limitS = 180) => {
    const started = performance.now();
    // Its own process group, so npm, scripts/start.mjs and the server stop together.
    const npm = spawn('npm', ['start'], {
      cwd: join(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, PORT: String(PORT), HOST: '127.0.0.1' },
      stdio: 'ignore',
      detached: true,
    });
    try {
      while (
        !(await fetch(url(PORT, '/api/health/')).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (npm.exitCode !== null) throw new Error(`npm start exited (${npm.exitCode})`);
        if (performance.now() - started > limitS * 1000) throw new Error(`npm start was not healthy in ${limitS} s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (performance.now() - started) / 1000;
    } finally {
      if (npm.exitCode === null) {
        const exited = new Promise((resolve) => npm.once('exit', resolve));
        process.kill(-npm.pid!, 'SIGTERM');
        await exited;
      }
    }
  };
  try {
    await healthy(warmDir, 1200);
    const first = await healthy(dataDir);
    const again = await healthy(dataDir);
    console.log(
      `npm start on an unchanged checkout: healthy in ${again.toFixed(1)} s (target < 5 s); ${first.toFixed(1)} s the first time, creating its PGlite database`,
    );
  } finally {
    for (const dir of [warmDir, dataDir]) rmSync(dir, { recursive: true, force: true });
  }
}

// What `npm start` runs.
execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
if (process.env.BENCH_START !== '0') await benchStart();
const onPostgres = async (databaseUrl: string) => {
  await bench('PostgreSQL', { DATABASE_URL: databaseUrl }, databaseUrl);
  await benchWorkerIdle(databaseUrl);
  await benchFootprint(databaseUrl, PORT);
};
await bench('PGlite (embedded)', { DATABASE_URL: '' }, 'pglite');
if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
else if (await reachable(5432)) await withLocalPostgres(onPostgres);
else console.log('PostgreSQL: not reachable on 127.0.0.1:5432 and no DATABASE_URL; skipped');

// Tales need worker processes, so PostgreSQL. BENCH_TALES=0 leaves them out.
if (process.env.BENCH_TALES === '0') console.log('Tales: left out (BENCH_TALES=0)');
else if (process.env.DATABASE_URL) await benchTales(process.env.DATABASE_URL);
else if (await reachable(5432)) await withLocalPostgres(benchTales);
