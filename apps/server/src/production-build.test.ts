import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../test/app.js';
import { type WorkerProcess, startServerProcess, waitFor } from '../test/worker-process.js';

const SERVER_DIR = join(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The command lines of `pid` and every process below it, from /proc. */
function processTree(pid: number): string[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after its closing one are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* the process ended meanwhile */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree.flatMap((id) => {
    try {
      return [readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').join(' ').trim()];
    } catch {
      return [];
    }
  });
}

/** `npm run build`'s server part, started as `npm start` runs it: plain node, no TypeScript toolchain. */
describe('the production build', () => {
  let server: WorkerProcess;
  let base: string;
  let dataDir: string;
  const seen = new Set<string>();

  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
    dataDir = mkdtempSync(join(tmpdir(), 'skazka-build-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServerProcess(
      'dist/main.js',
      'is listening',
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        REQUIRE_SUBSCRIPTION: 'false',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        DATABASE_URL: '',
      },
      [],
    );
    await server.ready;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async <T>(path: string, init: { method?: string; body?: object; token?: string } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Token ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  it('answers health with no tsx or esbuild in its process tree', async () => {
    expect(await call(API.health)).toEqual({ status: 200, body: { status: 'ok', db: 'ok', queue: 'ok' } });
    const tree = processTree(server.pid);
    expect(tree[0]).toContain('dist/main.js');
    expect(tree.filter((line) => /tsx|esbuild/.test(line))).toEqual([]);
  });

  it('makes a whole tale (narration in its own processes) with no TypeScript toolchain either', async () => {
    const email = `build-${Date.now()}@example.com`;
    expect(
      (
        await call(API.signup, {
          method: 'POST',
          body: { email, password: STRONG_PASSWORD, privacy_accepted: true, personal_data_consent: true },
        })
      ).status,
    ).toBe(201);
    const token = (
      await call<{ auth_token: string }>(API.login, { method: 'POST', body: { email, password: STRONG_PASSWORD } })
    ).body.auth_token;
    const child = (
      await call<{ id: number }>(API.children, {
        method: 'POST',
        token,
        body: { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04' },
      })
    ).body.id;
    const morals = (await call<Array<{ id: number; slug: string }>>(API.morals)).body;
    const created = await call<{ id: number }>(API.tales, {
      method: 'POST',
      token,
      body: { child, moral: morals.find((m) => m.slug === 'friendship')!.id, language: 'ru' },
    });
    expect(created.status).toBe(201);
    await waitFor(
      'the tale to be ready',
      async () => {
        for (const line of processTree(server.pid)) seen.add(line);
        const { body } = await call<{ status: string }>(API.tale(created.body.id), { token });
        if (body.status === 'failed') throw new Error(`the tale failed: ${JSON.stringify(body)}\n${server.output()}`);
        return body.status === 'ready';
      },
      180_000,
      100,
    );
    const tale = (await call<{ pages: unknown[]; audio_url: string | null }>(API.taleView(created.body.id), { token }))
      .body;
    expect(tale.pages.length).toBeGreaterThan(0);
    expect(tale.audio_url).toBeTruthy();
    expect([...seen].filter((line) => /tsx|esbuild/.test(line))).toEqual([]);
  }, 200_000);
});
