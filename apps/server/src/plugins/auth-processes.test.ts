import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../test/app.js';
import { freshDatabase } from '../../test/fresh-database.js';
import { type WorkerProcess, startApi } from '../../test/worker-process.js';

// A second API process needs PostgreSQL; on a PGlite test run the machine's own is used.
// With PGlite alone there is one process, and auth.test.ts covers it.
const POSTGRES =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Tokens revoked through this test's app are refused at once by another API process that had them cached. */
describe('login tokens across API processes', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let t: TestApp;
  let other: WorkerProcess;
  let otherUrl: string;
  let otherDataDir: string;

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES);
    t = await createTestApp({ DATABASE_URL: database!.url });
    const port = await freePort();
    otherUrl = `http://127.0.0.1:${port}`;
    otherDataDir = mkdtempSync(join(tmpdir(), 'skazka-test-'));
    other = startApi({
      DATABASE_URL: database!.url,
      DATA_DIR: otherDataDir,
      MEDIA_SIGNING_SECRET: t.config.MEDIA_SIGNING_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      IN_PROCESS_WORKER: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(otherDataDir, 'no-web'),
    });
    await other.ready;
  });
  afterAll(async () => {
    await other?.stop();
    await t?.close();
    await database?.drop();
    rmSync(otherDataDir, { recursive: true, force: true });
  });

  const profileThere = (token: string) =>
    fetch(`${otherUrl}/api/user/profile/`, { headers: { authorization: `Token ${token}` } }).then((res) => res.status);
  const login = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/token/login/', payload: { email, password } })).json()
      .auth_token as string;

  it('refuses a token logged out through another process at once', async () => {
    const user = await createUser(t.app);
    expect(await profileThere(user.token)).toBe(200);
    expect(await profileThere(user.token)).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/token/logout/', headers: user.headers })).statusCode,
    ).toBe(204);
    expect(await profileThere(user.token)).toBe(401);
  });

  it('ends the other sessions of a password changed through another process at once, and keeps this one', async () => {
    const user = await createUser(t.app);
    const second = await login(user.email, user.password);
    for (const token of [user.token, second]) expect(await profileThere(token)).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/user/set_password/',
      headers: user.headers,
      payload: { current_password: user.password, new_password: 'Velvet-Harbor-Kite-77' },
    });
    expect(change.statusCode).toBe(204);
    expect(await profileThere(second)).toBe(401);
    expect(await profileThere(user.token)).toBe(200);
  });
});
