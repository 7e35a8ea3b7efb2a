import { type AddressInfo, type Socket, createServer } from 'node:net';
import { message } from '@skazka/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STRONG_PASSWORD,
  type TestApp,
  createTestApp,
  createUser,
  freshAddress,
  uniqueEmail,
} from '../../../test/app.js';
import { loadConfig } from '../../config.js';

// Counts password verifications, to show an unknown account costs the same work as a wrong password.
// The server's test files share their modules (isolate: false): this one loads the app afresh, so the count is in it.
const argon2 = vi.hoisted(() => {
  vi.resetModules();
  return { verifications: 0 };
});
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifications += 1;
      return real.verify(...args);
    },
  };
});

const WRONG = 'Wrong-Password-1';
const LOCAL = String(Date.now()).slice(-7);
const PHONE = `+7916${LOCAL}`;
// Both ticks of the signup form, which signup requires.
const CONSENTS = { privacy_accepted: true, personal_data_consent: true };

/** One Russian mobile number spelled `count` ways: spaces, dashes, brackets, nothing between the groups. */
function spellings(count: number): string[] {
  const groups = ['916', LOCAL.slice(0, 3), LOCAL.slice(3, 5), LOCAL.slice(5)];
  const found = new Set<string>();
  for (const first of [' ', '-', '', ' (']) {
    for (const between of [' ', '-', '']) {
      for (const last of [' ', '-', '', '  ']) {
        const area = first === ' (' ? `${groups[0]}) ` : groups[0];
        found.add(`+7${first}${area}${groups[1]}${between}${groups[2]}${last}${groups[3]}`);
        found.add(` +7${first}${area}${groups[1]}${between}${groups[2]}${last}${groups[3]} `);
      }
    }
  }
  return [...found].slice(0, count);
}

describe('attempt limits that cannot be walked around', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, remoteAddress = freshAddress(), locale = 'en') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'ark-language': locale } });

  it('counts 40 wrong passwords to one phone account in 40 spellings from 40 addresses as one account’s, then refuses even the right password', async () => {
    const signup = await post('/api/user/', { phone_number: PHONE, password: STRONG_PASSWORD, ...CONSENTS });
    expect(signup.statusCode).toBe(201);
    const forms = spellings(40);
    expect(new Set(forms).size).toBe(40);
    const codes = [];
    for (const phone_number of forms)
      codes.push((await post('/api/auth/token/login/', { phone_number, password: WRONG })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes.slice(10)).toEqual(Array(30).fill(429));
    const right = await post(
      '/api/auth/token/login/',
      { phone_number: forms[7]!, password: STRONG_PASSWORD },
      freshAddress(),
      'de',
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: message('tooManyRequests', 'de') });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800); // the 15-minute window has just begun
  });

  it('stops one address trying 30 accounts, while another address still logs in', async () => {
    const address = freshAddress();
    const codes = [];
    for (let i = 0; i < 30; i++)
      codes.push((await post('/api/auth/token/login/', { email: uniqueEmail(), password: WRONG }, address)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(codes.slice(20)).toEqual(Array(10).fill(429));
    const user = await createUser(t.app);
    expect(
      (await post('/api/auth/token/login/', { email: user.email, password: user.password }, address)).statusCode,
    ).toBe(429);
    expect((await post('/api/auth/token/login/', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('limits sign-ups per address, and probes of one existing account however it is spelled', async () => {
    const address = freshAddress();
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await post('/api/user/', { email: uniqueEmail(), password: STRONG_PASSWORD, ...CONSENTS }, address))
          .statusCode,
      );
    expect(codes).toEqual([...Array(10).fill(201), 429]);

    const user = await createUser(t.app);
    const probes = [];
    for (const email of [user.email, user.email.toUpperCase(), ` ${user.email} `]) {
      probes.push((await post('/api/user/', { email, password: STRONG_PASSWORD, ...CONSENTS })).statusCode);
    }
    expect(probes).toEqual([400, 400, 429]);
  });

  it('limits recovery mails per account and token checks per address', async () => {
    const user = await createUser(t.app);
    const asked = [];
    for (const email of [user.email, user.email.toUpperCase(), user.email, user.email])
      asked.push((await post('/api/password_reset/', { email })).statusCode);
    expect(asked).toEqual([200, 200, 200, 429]);

    const address = freshAddress();
    const checks = [];
    for (let i = 0; i < 20; i++)
      checks.push((await post('/api/password_reset/validate_token/', { token: `guess-${i}` }, address)).statusCode);
    expect(checks).toEqual(Array(20).fill(404));
    expect(
      (await post('/api/password_reset/confirm/', { token: 'guess', password: 'Copper-Willow-Sparrow-19' }, address))
        .statusCode,
    ).toBe(429);
    expect((await post(`/password/guess/`, { password: 'Copper-Willow-Sparrow-19' }, address)).statusCode).toBe(429);
  });
});

describe('the client address behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_ADDRESS_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());
  const attempt = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token/login/',
      remoteAddress: '127.0.0.1',
      payload: { email: uniqueEmail(), password: WRONG },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('is the one the proxy saw, whatever the client wrote before it', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await attempt(`10.1.2.${i}, 203.0.113.${i}, 198.51.100.7`)).statusCode);
    expect(codes).toEqual([400, 400, 429]);
    expect((await attempt('198.51.100.8')).statusCode).toBe(400);
  });

  it('accepts true, false or proxy addresses and ranges, and refuses anything else at start', () => {
    const env = { DATA_DIR: '/tmp/skazka-config-test', MEDIA_SIGNING_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('answers that do not tell whether an account exists', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof createServer>;
  const connections: Socket[] = [];
  beforeAll(async () => {
    // An SMTP server that never greets: sending a mail to it does not finish while the test runs.
    smtp = createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}/?ignoreTLS=true` });
  });
  afterAll(async () => {
    connections.forEach((socket) => socket.destroy());
    await new Promise((resolve) => smtp.close(resolve));
    await t.close();
  });
  afterEach(() => {
    argon2.verifications = 0;
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });

  it('verifies a password hash once for a wrong password, an unknown account and a malformed phone alike', async () => {
    const user = await createUser(t.app);
    const answers = [];
    for (const payload of [
      { email: user.email, password: WRONG },
      { email: uniqueEmail(), password: WRONG },
      { phone_number: '8 916', password: WRONG },
    ]) {
      argon2.verifications = 0;
      const res = await post('/api/auth/token/login/', payload);
      answers.push({ status: res.statusCode, body: res.json(), verifications: argon2.verifications });
    }
    const failed = { status: 400, body: { non_field_errors: [message('loginFailed', 'en')] }, verifications: 1 };
    expect(answers).toEqual([failed, failed, failed]);
  });

  it('answers a recovery request for a known email before its mail is sent, as for an unknown one', async () => {
    const user = await createUser(t.app);
    const connected = new Promise<void>((resolve) => smtp.once('connection', () => resolve()));
    const known = await post('/api/password_reset/', { email: user.email });
    const unknown = await post('/api/password_reset/', { email: uniqueEmail() });
    expect([known.statusCode, known.json()]).toEqual([200, { status: 'OK' }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { status: 'OK' }]);
    // The mail for the known email was under way: its connection opened, and the mail is still unsent.
    await connected;
    expect(connections).toHaveLength(1);
  });
});
