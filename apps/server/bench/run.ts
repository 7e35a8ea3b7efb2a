// `npm run bench -w apps/server`: requests per second and p99 latency of login and
// GET /api/child/ under concurrent load, on PGlite and (when reachable) PostgreSQL.
// The server runs as its real entry point in its own process; autocannon loads it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchTales } from './tales.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = 3917;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'bench@example.com';
const PASSWORD = 'Lantern-Otter-Meadow-42';

const json = (method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((res) => res.json() as Promise<Record<string, string>>);

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${BASE}/api/health/`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function load(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`  ${title.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests, ${failed} failed)`);
}

async function bench(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-bench-'));
  const server = await startServer({ ...env, DATA_DIR: dataDir });
  try {
    await json('POST', '/api/user/', { email: EMAIL, password: PASSWORD });
    const { auth_token: token } = await json('POST', '/api/auth/token/login/', { email: EMAIL, password: PASSWORD });
    for (let i = 0; i < 5; i++) await json('POST', '/api/child/', { name: `Child ${i}`, sex: 'Девочка', date_of_birth: '2019-05-04' }, token);
    console.log(`${label}: ${CONNECTIONS} connections, ${DURATION_S} s each`);
    await load('POST login', {
      url: `${BASE}/api/auth/token/login/`, method: 'POST',
      headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    await load('GET /api/child/ (5)', { url: `${BASE}/api/child/`, headers: { authorization: `Token ${token}` } });
  } finally {
    // autocannon drops its sockets at the deadline; let the server finish the requests it still holds.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await new Promise((resolve) => { server.once('exit', resolve); server.kill('SIGTERM'); });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const reachable = (port: number) => new Promise<boolean>((resolve) => {
  const socket = createConnection({ host: '127.0.0.1', port }, () => { socket.end(); resolve(true); });
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

const embeddedEnv = { DATABASE_URL: '' };
await bench('PGlite (embedded)', embeddedEnv);
if (process.env.DATABASE_URL) await bench('PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env.DATABASE_URL });
else if (await reachable(5432)) await withLocalPostgres((url) => bench('PostgreSQL (127.0.0.1:5432)', { DATABASE_URL: url }));
else console.log('PostgreSQL: not reachable on 127.0.0.1:5432 and no DATABASE_URL; skipped');

// Tales need worker processes, so PostgreSQL.
if (process.env.DATABASE_URL) await benchTales(process.env.DATABASE_URL);
else if (await reachable(5432)) await withLocalPostgres(benchTales);
