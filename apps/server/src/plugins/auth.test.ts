import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../test/app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('login tokens in one API process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_TOKEN_IDLE_DAYS: '90' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const profile = (token: string) =>
    t.app.inject({ url: '/api/user/profile/', headers: { authorization: `Token ${token}` } });
  const login = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/token/login/', payload: { email, password } })).json()
      .auth_token as string;
  const tokenRows = async (userId: number) =>
    (await t.app.database.executeSql('SELECT token_hash FROM auth_tokens WHERE user_id = $1', [userId])).rows.length;

  it('remembers a token between requests and forgets it when told tokens were revoked', async () => {
    const user = await createUser(t.app);
    expect((await profile(user.token)).statusCode).toBe(200);
    // Deleted behind the app's back: the cache still knows the token...
    await t.app.database.executeSql('DELETE FROM auth_tokens WHERE user_id = $1', [user.id]);
    expect((await profile(user.token)).statusCode).toBe(200);
    // ...until a revocation is announced, as logout and password changes do.
    await t.app.tokensRevoked();
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('refuses a token at once after logout, even right after it was used', async () => {
    const user = await createUser(t.app);
    const other = await login(user.email, user.password);
    for (const token of [user.token, other]) expect((await profile(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/token/logout/', headers: user.headers });
    expect(out.statusCode).toBe(204);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('refuses a token idle for longer than AUTH_TOKEN_IDLE_DAYS and deletes it', async () => {
    const user = await createUser(t.app);
    expect((await profile(user.token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 91 * DAY_MS);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect(await tokenRows(user.id)).toBe(0);
  });

  it('keeps a token alive while it is used', async () => {
    const user = await createUser(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (const day of [60, 120, 180]) {
      vi.setSystemTime(start + day * DAY_MS);
      expect((await profile(user.token)).statusCode, `day ${day}`).toBe(200);
    }
    vi.setSystemTime(start + 271 * DAY_MS);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it("drops the account's idle tokens at the next login", async () => {
    const user = await createUser(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 91 * DAY_MS);
    const fresh = await login(user.email, user.password);
    expect(await tokenRows(user.id)).toBe(1);
    expect((await profile(fresh)).statusCode).toBe(200);
  });
});

describe('AUTH_TOKEN_IDLE_DAYS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_TOKEN_IDLE_DAYS: '0.5' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets how long an unused token lives, in days or fractions of one', async () => {
    const user = await createUser(t.app);
    const profile = () => t.app.inject({ url: '/api/user/profile/', headers: user.headers });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start + 0.4 * DAY_MS);
    expect((await profile()).statusCode).toBe(200);
    vi.setSystemTime(start + 0.8 * DAY_MS);
    expect((await profile()).statusCode).toBe(200);
    vi.setSystemTime(start + 1.4 * DAY_MS);
    expect((await profile()).statusCode).toBe(401);
  });
});
