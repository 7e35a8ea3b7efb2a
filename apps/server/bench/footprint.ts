// What one tale costs, for the README's capacity figures: CPU-seconds of the whole process
// tree (the built API with its in-process worker and the narrator's child processes, from
// /proc), media bytes stored, and database rows and bytes, on PostgreSQL, over a few tales
// of the embedded storyteller made one after another.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const TALES = Number(process.env.BENCH_FOOTPRINT_TALES ?? 3);
const PASSWORD = 'Lantern-Otter-Meadow-42';

/** [parent pid, CPU seconds with its ended children] of a process, from /proc/<pid>/stat. */
function statOf(pid: number): [number, number] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return [fields[1]!, (fields[11]! + fields[12]! + fields[13]! + fields[14]!) / 100];
}

/** CPU seconds of a process and all below it, ended (waited for) or alive (the narrator's processes live on between tales). */
function treeCpuSeconds(pid: number): number {
  const stats = new Map<number, [number, number]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.set(Number(name), statOf(Number(name)));
    } catch {
      /* ended meanwhile */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, [parent]] of stats) if (parent === tree[i]) tree.push(child);
  return tree.reduce((sum, id) => sum + (stats.get(id)?.[1] ?? 0), 0);
}

/** The machine's busy share of its CPU time over `ms`, from /proc/stat. */
async function machineBusy(ms: number): Promise<number> {
  const times = () => readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const before = times();
  await new Promise((r) => setTimeout(r, ms));
  const delta = times().map((value, i) => value - before[i]!);
  const idle = delta[3]! + delta[4]!;
  return 1 - idle / delta.reduce((a, b) => a + b, 0);
}

/** Waits (at most a minute) until the machine is quiet: the database may still be writing out the request benches' load. */
async function quietMachine() {
  for (let second = 0; second < 60; second++) if ((await machineBusy(1000)) < 0.1) return;
  console.log('  (the machine did not quiet down in a minute: CPU figures below are high)');
}

function folderBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce((sum, entry) => {
    const full = join(path, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

async function databaseFootprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT n.nspname || '.' || c.relname AS name, c.reltuples::bigint AS estimate, pg_total_relation_size(c.oid) AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname IN ('public', 'pgboss')`);
    let count = 0;
    for (const row of rows)
      count += Number(
        (
          await client.query(
            `SELECT count(*) FROM ${row.name
              .split('.')
              .map((p: string) => `"${p}"`)
              .join('.')}`,
          )
        ).rows[0].count,
      );
    return { rows: count, bytes: rows.reduce((sum, row) => sum + Number(row.bytes), 0) };
  } finally {
    await client.end();
  }
}

export async function benchFootprint(databaseUrl: string, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REQUIRE_SUBSCRIPTION: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const call = async (path: string, body?: object, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json() as Promise<any>;
  };
  try {
    for (
      let i = 0;
      !(await fetch(`${base}/api/health/`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (i > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const email = `footprint-${Date.now()}@example.com`;
    await call('/api/user/', { email, password: PASSWORD, privacy_accepted: true, personal_data_consent: true });
    const { auth_token: token } = await call('/api/auth/token/login/', { email, password: PASSWORD });
    const child = await call('/api/child/', { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04' }, token);
    const moral = (await call('/api/moral/'))[0].id;
    const makeTale = async () => {
      const { id } = await call('/api/tale/', { child: child.id, moral, language: 'ru' }, token);
      while ((await call(`/api/tale/${id}/`, undefined, token)).status !== 'ready')
        await new Promise((r) => setTimeout(r, 200));
      return id as number;
    };
    // Settled first, so start-up work is not counted.
    await new Promise((r) => setTimeout(r, 3000));
    await quietMachine();
    // A fresh worker's first tale also starts the narrator's processes and warms the engine up: paid
    // once per worker (or after a quiet minute), so it is shown apart from a running worker's tales.
    const cpuAtStart = treeCpuSeconds(server.pid!);
    await makeTale();
    const firstCpu = treeCpuSeconds(server.pid!) - cpuAtStart;
    const before = { cpu: treeCpuSeconds(server.pid!), ...(await databaseFootprint(databaseUrl)) };
    const started = Date.now();
    let last = 0;
    for (let i = 0; i < TALES; i++) last = await makeTale();
    const wall = (Date.now() - started) / 1000 / TALES;
    const after = { cpu: treeCpuSeconds(server.pid!), ...(await databaseFootprint(databaseUrl)) };
    const media = folderBytes(join(dataDir, 'media', 'tales')) / (TALES + 1);
    // The print sizes are drawn only when a large or dense screen (or the book) first asks for one.
    const view = await call(`/api/tale/${last}/view/`, undefined, token);
    const large = /(\S+) \d+w$/.exec(view.pages[0].image_srcset as string)![1]!;
    const largeBefore = treeCpuSeconds(server.pid!);
    await (await fetch(`${base}${large}`)).arrayBuffer();
    const largeCpu = treeCpuSeconds(server.pid!) - largeBefore;
    const largeBytes = folderBytes(join(dataDir, 'media', 'tales')) - media * (TALES + 1);
    const cpu = (after.cpu - before.cpu) / TALES;
    console.log(
      `Per tale (Russian tales for a 6-year-old, embedded storyteller, one at a time, no print book; CPU of the API + in-process worker + narrator processes):`,
    );
    console.log(`  a fresh worker's first tale: CPU ${firstCpu.toFixed(1)} s`);
    console.log(
      `  its print-size pictures, when a large screen or the book first asks: CPU ${largeCpu.toFixed(1)} s, ${(largeBytes / 1e6).toFixed(2)} MB more`,
    );
    console.log(
      `  each of the next ${TALES}: CPU ${cpu.toFixed(1)} s, ${wall.toFixed(1)} s to ready → ${Math.floor(3600 / cpu)} tales per core-hour`,
    );
    console.log(
      `  media stored ${(media / 1e6).toFixed(2)} MB; database +${((after.rows - before.rows) / TALES).toFixed(0)} rows, +${((after.bytes - before.bytes) / TALES / 1024).toFixed(0)} KB (tables, indexes, queue)`,
    );
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
