import { message } from '@skazka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, type TestApp, createTestApp, createUser, uniqueEmail } from '../../../test/app.js';
import { consents, users } from '../../db/schema/index.js';
import { localized } from '../../../test/messages.js';

// Both ticks of the signup form; tests of other fields send them so only their own field fails.
const CONSENTS = { privacy_accepted: true, personal_data_consent: true };

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('signup', () => {
    it('creates a user by email, keeps the consents, then the user can log in', async () => {
      const email = uniqueEmail().toUpperCase();
      const res = await post(t, '/api/user', { email, password: STRONG_PASSWORD, ...CONSENTS });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ id: expect.any(Number), email: email.toLowerCase(), phone_number: null });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, body.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      const kinds = (await t.app.db.select().from(consents).where(eq(consents.userId, body.id)))
        .map((c) => c.kind)
        .sort();
      expect(kinds).toEqual(['offer', 'personal_data', 'privacy']);
      const login = await post(t, '/api/auth/token/login/', { email, password: STRONG_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().auth_token).toMatch(/^[\w-]{43}$/);
    });

    it('stores a phone number in E.164 and drops the email given with it', async () => {
      const local = String(Date.now()).slice(-7);
      const res = await post(t, '/api/user/', {
        email: uniqueEmail(),
        phone_number: `+7 916 ${local.slice(0, 3)}-${local.slice(3)}`,
        password: STRONG_PASSWORD,
        ...CONSENTS,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email: null, phone_number: `+7916${local}` });
      const login = await post(t, '/api/auth/token/login/', {
        phone_number: `+7916${local}`,
        password: STRONG_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      const again = await post(
        t,
        '/api/user/',
        { phone_number: `+7 (916) ${local}`, password: STRONG_PASSWORD, ...CONSENTS },
        { 'ark-language': 'ru' },
      );
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ phone_number: [message('phoneExists', 'ru')] });
    });

    it('refuses an existing email in the reader’s language, creating nothing', async () => {
      const email = uniqueEmail();
      await post(t, '/api/user/', { email, password: STRONG_PASSWORD, ...CONSENTS });
      const res = await post(
        t,
        '/api/user/',
        { email, password: STRONG_PASSWORD, ...CONSENTS },
        { 'ark-language': 'fr' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: [message('emailExists', 'fr')] });
      expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it.each([
      [
        'a landline-looking or malformed phone',
        { phone_number: '12345', password: STRONG_PASSWORD },
        { phone_number: ['invalidPhone'] },
      ],
      ['neither email nor phone', { password: STRONG_PASSWORD }, { non_field_errors: ['emailOrPhoneRequired'] }],
      ['a common password', { email: 'x@example.com', password: 'password123' }, { password: ['passwordTooSimple'] }],
      [
        'an all-digit password',
        { email: 'x@example.com', password: '83920174655' },
        { password: ['passwordTooSimple'] },
      ],
      [
        'a password made of the email',
        { email: 'lanternotter@example.com', password: 'lanternotter' },
        { password: ['passwordTooSimple'] },
      ],
      ['a 7-character password', { email: 'x@example.com', password: 'aB3$xYz' }, { password: ['passwordTooShort'] }],
      [
        'a 256-character password',
        { email: 'x@example.com', password: 'aB3$'.repeat(64) },
        { password: ['passwordTooLong'] },
      ],
      [
        'a 255-character email',
        { email: `${'a'.repeat(243)}@example.com`, password: STRONG_PASSWORD },
        { email: ['emailTooLong'] },
      ],
      ['a malformed email', { email: 'not-an-email', password: STRONG_PASSWORD }, { email: ['invalidEmail'] }],
      ['a missing password', { email: 'x@example.com' }, { password: ['required'] }],
      ['a password of the wrong type', { email: 'x@example.com', password: 12345678 }, { password: ['required'] }],
      [
        'a consent of the wrong type',
        { email: 'x@example.com', password: STRONG_PASSWORD, ...CONSENTS, privacy_accepted: 'yes' },
        { privacy_accepted: ['consentRequired'] },
      ],
      [
        'a missing consent',
        { email: 'x@example.com', password: STRONG_PASSWORD, privacy_accepted: true },
        { personal_data_consent: ['consentRequired'] },
      ],
    ] as const)('refuses %s', async (_name, payload, expected) => {
      for (const locale of ['en', 'ru', 'es'] as const) {
        const res = await post(
          t,
          '/api/user/',
          { ...('privacy_accepted' in payload ? {} : CONSENTS), ...payload },
          { 'ark-language': locale },
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(localized(expected, locale));
      }
      expect(await t.app.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
    });

    it('answers malformed JSON, a non-object body and a wrong content type with a JSON error', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/user/',
        payload: '{"email": ',
        headers: { 'content-type': 'application/json', 'ark-language': 'de' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ detail: message('invalidJson', 'de') });
      const list = await post(t, '/api/user/', [1, 2]);
      expect(list.statusCode).toBe(400);
      expect(list.json()).toHaveProperty('non_field_errors');
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/user/',
        payload: 'email=a',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ detail: message('unsupportedMediaType', 'en') });
    });

    it('answers a body over the limit with 413 and JSON', async () => {
      const res = await post(t, '/api/user/', { email: 'x@example.com', password: 'x'.repeat(300 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: message('bodyTooLarge', 'en') });
    });
  });

  describe('login and logout', () => {
    it('refuses a wrong password and an unknown user alike', async () => {
      const user = await createUser(t.app);
      for (const payload of [
        { email: user.email, password: 'Wrong-Password-1' },
        { email: uniqueEmail(), password: STRONG_PASSWORD },
        { phone_number: 'nonsense', password: STRONG_PASSWORD },
      ]) {
        const res = await post(t, '/api/auth/token/login/', payload, { 'ark-language': 'ru' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ non_field_errors: [message('loginFailed', 'ru')] });
      }
      const missing = await post(t, '/api/auth/token/login/', { email: user.email });
      expect(missing.json()).toEqual({ password: [message('required', 'en')] });
    });

    it('logs out: the token stops working, other tokens keep working', async () => {
      const user = await createUser(t.app);
      const second = (await post(t, '/api/auth/token/login/', { email: user.email, password: user.password })).json()
        .auth_token;
      const out = await post(t, '/api/auth/token/logout/', undefined, user.headers);
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      const after = await t.app.inject({ url: '/api/user/profile/', headers: user.headers });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ detail: message('notAuthenticated', 'en') });
      expect(
        (await t.app.inject({ url: '/api/user/profile/', headers: { authorization: `Token ${second}` } })).statusCode,
      ).toBe(200);
      expect((await post(t, '/api/auth/token/logout/', undefined, user.headers)).statusCode).toBe(401);
    });

    it('keeps only the SHA-256 of a token', async () => {
      const user = await createUser(t.app);
      const rows = await t.app.database.executeSql('SELECT token_hash FROM auth_tokens WHERE user_id = $1', [user.id]);
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]?.token_hash).toMatch(/^[a-f0-9]{64}$/);
      expect(rows.rows[0]?.token_hash).not.toContain(user.token);
    });

    it('refuses a missing, malformed or unknown token with 401', async () => {
      for (const authorization of [undefined, 'Bearer abc', 'Token ', `Token ${'x'.repeat(43)}`]) {
        const res = await t.app.inject({ url: '/api/user/profile/', headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toHaveProperty('detail');
      }
    });
  });

  describe('profile and password change', () => {
    it('shows the user with an inactive subscription', async () => {
      const user = await createUser(t.app);
      const res = await t.app.inject({ url: '/api/user/profile', headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user_id: user.id,
        user: user.email,
        email: user.email,
        phone_number: null,
        subscription: {
          active: false,
          subscription_type: null,
          start_date: null,
          end_date: null,
          next_billing_date: null,
          trial_used: false,
          cancelled: false,
          provider: null,
        },
      });
    });

    it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
      const user = await createUser(t.app);
      const other = (await post(t, '/api/auth/token/login/', { email: user.email, password: user.password })).json()
        .auth_token;
      const wrong = await post(
        t,
        '/api/user/set_password/',
        { current_password: 'nope-nope-1', new_password: 'Velvet-Harbor-Kite-77' },
        { ...user.headers, 'ark-language': 'es' },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ current_password: [message('invalidPassword', 'es')] });
      const weak = await post(
        t,
        '/api/user/set_password/',
        { current_password: user.password, new_password: 'qwerty123' },
        user.headers,
      );
      expect(weak.json()).toEqual({ new_password: [message('passwordTooSimple', 'en')] });
      const ok = await post(
        t,
        '/api/user/set_password/',
        { current_password: user.password, new_password: 'Velvet-Harbor-Kite-77' },
        user.headers,
      );
      expect(ok.statusCode).toBe(204);
      expect((await post(t, '/api/auth/token/login/', { email: user.email, password: user.password })).statusCode).toBe(
        400,
      );
      expect(
        (await post(t, '/api/auth/token/login/', { email: user.email, password: 'Velvet-Harbor-Kite-77' })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/api/user/profile/', headers: user.headers })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/user/profile/', headers: { authorization: `Token ${other}` } })).statusCode,
      ).toBe(401);
    });
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after repeated failures on one account, without blocking another', async () => {
    const user = await createUser(t.app);
    const attempt = (email: string) =>
      post(t, '/api/auth/token/login/', { email, password: 'Wrong-Password-1' }, { 'ark-language': 'ru' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(user.email)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const limited = await attempt(user.email);
    expect(limited.json()).toEqual({ detail: message('tooManyRequests', 'ru') });
    expect((await attempt(uniqueEmail())).statusCode).toBe(400);
    const reset = [];
    for (let i = 0; i < 4; i++) reset.push((await post(t, '/api/password_reset/', { email: user.email })).statusCode);
    expect(reset).toEqual([200, 200, 200, 429]);
  });
});
