import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, type TestApp } from '../../test/app.js';
import { createTaleTestApp, parseEvents, quickStages } from '../../test/tales.js';
import { waitFor } from '../../test/worker-process.js';

const FAMILY = {
  email: 'marta.kowalska.family@example.com',
  phone: '+79161234567',
  child: 'Ostromira',
  birthday: '2018-03-09',
  friend: 'Svyatogor',
};

describe('logs', () => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const logStream = {
      write: (line: string) => {
        logs += line;
      },
    } as unknown as NodeJS.WritableStream;
    t = await createTaleTestApp({ LOG_LEVEL: 'trace' }, quickStages(), { logStream });
  });
  afterAll(() => t.close());

  it('never hold an email, phone, child’s name, birthday or token, through signup, a child, a tale, a reset and a failed query', async () => {
    const consents = { privacy_accepted: true, personal_data_consent: true };
    const signup = await t.app.inject({
      method: 'POST',
      url: API.signup,
      payload: { email: FAMILY.email, password: STRONG_PASSWORD, ...consents },
    });
    expect(signup.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API.signup,
          payload: { phone_number: FAMILY.phone, password: STRONG_PASSWORD, ...consents },
        })
      ).statusCode,
    ).toBe(201);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: API.login,
        payload: { email: FAMILY.email, password: STRONG_PASSWORD },
      })
    ).json().auth_token as string;
    const headers = { authorization: `Token ${token}` };
    const child = await t.app.inject({
      method: 'POST',
      url: API.children,
      headers,
      payload: { name: FAMILY.child, sex: 'Девочка', date_of_birth: FAMILY.birthday },
    });
    expect(child.statusCode).toBe(201);
    const moral = (await t.app.inject({ url: API.morals })).json()[0].id;
    const tale = await t.app.inject({
      method: 'POST',
      url: API.tales,
      headers,
      payload: { child: child.json().id, moral, language: 'en', new_character_name: FAMILY.friend },
    });
    expect(
      parseEvents((await t.app.inject({ url: API.taleEvents(tale.json().id), headers })).body).at(-1)?.status,
    ).toBe('ready');
    const view = (await t.app.inject({ url: API.taleView(tale.json().id), headers })).json();
    await t.app.inject({ url: view.cover_url });

    expect(
      (await t.app.inject({ method: 'POST', url: API.passwordReset, payload: { email: FAMILY.email } })).statusCode,
    ).toBe(200);
    const outbox = join(t.config.DATA_DIR, 'outbox');
    // The mail goes out after the answer.
    await waitFor('the reset mail', async () => existsSync(outbox) && readdirSync(outbox).length > 0);
    const mail = readFileSync(join(outbox, readdirSync(outbox)[0]!), 'utf8');
    const resetToken = /\/password\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    await t.app.inject({ method: 'POST', url: API.passwordResetValidate, payload: { token: resetToken } });

    // A query the database refuses, carrying a child's name and birthday as its values (a trigger stands
    // in for any database failure: the contract keeps malformed input from ever reaching a query).
    await t.app.database.executeSql(`
      CREATE FUNCTION refuse_second_child() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER refuse_second_child BEFORE INSERT ON children FOR EACH ROW EXECUTE FUNCTION refuse_second_child();`);
    const failed = await t.app.inject({
      method: 'POST',
      url: API.children,
      headers,
      payload: { name: FAMILY.child, sex: 'Девочка', date_of_birth: FAMILY.birthday },
    });
    expect(failed.statusCode).toBe(500);
    expect(logs).toContain('request failed');
    expect(logs).toContain('params: [redacted]');

    for (const secret of [...Object.values(FAMILY), token, resetToken, STRONG_PASSWORD])
      expect(logs).not.toContain(secret);
  });
});
