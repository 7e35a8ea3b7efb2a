import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { message } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser, uniqueEmail } from '../../../test/app.js';
import { mailText, startSmtp, subjectOf } from '../../../test/smtp.js';
import { waitFor } from '../../../test/worker-process.js';

const NEW_PASSWORD = 'Copper-Willow-Sparrow-19';
const tokenIn = (text: string) => /http:\/\/skazka\.test\/password\/([\w-]+)/.exec(text)?.[1];

describe('password recovery through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://skazka.test/' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const login = (email: string, password: string) => post('/api/auth/token/login/', { email, password });

  it('mails a link whose token sets a new password once', async () => {
    const user = await createUser(t.app);
    const asked = await post('/api/password_reset/', { email: user.email.toUpperCase() }, { 'ark-language': 'ru' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: 'OK' });

    const mail = await smtp.mailTo(user.email);
    const text = mailText(mail.raw);
    expect(text).toContain(message('passwordResetMailIntro', 'ru'));
    expect(subjectOf(mail.raw)).toBeTruthy();
    const token = tokenIn(text)!;
    expect(token).toMatch(/^[\w-]{43}$/);

    expect((await post('/api/password_reset/validate_token/', { token })).json()).toEqual({ status: 'OK' });
    const weak = await post(`/password/${token}/`, { token, password: '11111111' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: [message('passwordTooSimple', 'en')] });

    const set = await post(`/password/${token}/`, { token, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Every session from before the reset is gone.
    expect((await t.app.inject({ url: '/api/user/profile/', headers: user.headers })).statusCode).toBe(401);

    const again = await post(
      '/api/password_reset/confirm/',
      { token, password: 'Another-Fresh-Pass-88' },
      { 'ark-language': 'de' },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: message('resetTokenInvalid', 'de') });
    expect((await post('/api/password_reset/validate_token/', { token })).statusCode).toBe(404);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  /** Asks for `count` reset mails and returns their links' tokens, oldest first. */
  async function resetLinks(email: string, count: number) {
    for (let i = 0; i < count; i += 1) await post('/api/password_reset/', { email });
    const mails = await waitFor(
      `${count} reset mails`,
      async () => {
        const sent = smtp.mails.filter((mail) => mail.to.includes(email));
        return sent.length >= count && sent;
      },
      5000,
      50,
    );
    return mails.map((mail) => tokenIn(mailText(mail.raw))!);
  }

  it('voids every other reset link once one of them is used', async () => {
    const user = await createUser(t.app);
    const [older, used, newer] = await resetLinks(user.email, 3);
    expect((await post(`/password/${used}/`, { password: NEW_PASSWORD })).statusCode).toBe(200);
    for (const token of [older!, newer!]) {
      expect((await post('/api/password_reset/validate_token/', { token })).statusCode).toBe(404);
      const res = await post(
        '/api/password_reset/confirm/',
        { token, password: 'Another-Fresh-Pass-88' },
        { 'ark-language': 'fr' },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: message('resetTokenInvalid', 'fr') });
    }
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids every reset link when the password is changed', async () => {
    const user = await createUser(t.app);
    const [token] = await resetLinks(user.email, 1);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/set_password/',
      headers: user.headers,
      payload: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    expect((await post('/api/password_reset/validate_token/', { token: token! })).statusCode).toBe(404);
    expect(
      (await post('/api/password_reset/confirm/', { token: token!, password: 'Another-Fresh-Pass-88' })).statusCode,
    ).toBe(404);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token and leaves the password alone', async () => {
    const user = await createUser(t.app);
    await post('/api/password_reset/', { email: user.email });
    const token = tokenIn(mailText((await smtp.mailTo(user.email)).raw))!;
    await t.app.database.executeSql(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    expect((await post('/api/password_reset/validate_token/', { token })).statusCode).toBe(404);
    const res = await post('/api/password_reset/confirm/', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(404);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers OK for an unknown email without sending anything, and 400 for a malformed one', async () => {
    const before = smtp.mails.length;
    const email = uniqueEmail();
    expect((await post('/api/password_reset/', { email })).json()).toEqual({ status: 'OK' });
    // Mails go after the answer, in order: once a known user's arrives, the unknown one would have too.
    const known = await createUser(t.app);
    await post('/api/password_reset/', { email: known.email });
    await smtp.mailTo(known.email);
    expect(smtp.mails.slice(before).map((mail) => mail.to)).toEqual([[known.email]]);
    const bad = await post('/api/password_reset/', { email: 'nope' }, { 'ark-language': 'es' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: [message('invalidEmail', 'es')] });
  });

  it('answers 404 for an unknown token', async () => {
    expect((await post('/api/password_reset/validate_token/', { token: 'not-a-token' })).statusCode).toBe(404);
    expect((await post('/password/not-a-token/', { password: NEW_PASSWORD })).statusCode).toBe(404);
  });
});

describe('password recovery without SMTP', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    // No PUBLIC_URL: the link goes to this server on its PORT.
    t = await createTestApp(
      { LOG_LEVEL: 'info', PORT: '4187' },
      { logStream: { write: (line: string) => logs.push(line) } as unknown as NodeJS.WritableStream },
    );
  });
  afterAll(() => t.close());

  it('writes the mail into DATA_DIR/outbox and logs where, never the link, a password or a login token', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/password_reset/', payload: { email: user.email } });
    const outbox = join(t.config.DATA_DIR, 'outbox');
    // The mail is written after the answer: wait for it.
    for (let waited = 0; !existsSync(outbox) || readdirSync(outbox).length === 0; waited += 50) {
      if (waited > 5000) throw new Error('no mail in the outbox');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [file] = readdirSync(outbox);
    const token = /http:\/\/localhost:4187\/password\/([\w-]+)/.exec(
      mailText(readFileSync(join(outbox, file!), 'utf8')),
    )![1]!;
    expect(logs.some((line) => line.includes(file!) && line.includes('outbox'))).toBe(true);
    await t.app.inject({ method: 'POST', url: `/password/${token}/`, payload: { password: NEW_PASSWORD } });
    const all = logs.join('\n');
    expect(all).not.toContain(user.password);
    expect(all).not.toContain(NEW_PASSWORD);
    expect(all).not.toContain(user.token);
    expect(all).not.toContain(token);
    expect(all).toContain('/password/[redacted]');
  });
});
