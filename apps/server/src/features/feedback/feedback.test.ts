import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@skazka/contract';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../test/app.js';
import { localized } from '../../../test/messages.js';

describe('feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const taleOf = async (user: TestUser): Promise<number> => {
    const child = (
      await t.app.inject({
        method: 'POST',
        url: '/api/child/',
        payload: { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04' },
        headers: user.headers,
      })
    ).json();
    const tale = await t.app.inject({
      method: 'POST',
      url: '/api/tale/',
      payload: { child: child.id, moral: 1, language: 'ru' },
      headers: user.headers,
    });
    return tale.json().id;
  };

  it('takes a rating with an optional note and tale', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/',
      payload: { rating: 5, text: 'Чудесно!' },
      headers: user.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), rating: 5, text: 'Чудесно!', tale: null });
    const tale = await taleOf(user);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 1, tale },
      headers: user.headers,
    });
    expect(plain.json()).toMatchObject({ rating: 1, text: '', tale });
    const lines = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/',
      payload: { rating: 4, text: 'Merci !\r\n\tÀ bientôt' },
      headers: user.headers,
    });
    expect(lines.statusCode).toBe(201);
  });

  it('takes a note only on one’s own tales, answering another’s or an unknown one alike', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const tale = await taleOf(owner);
    for (const id of [tale, 2147483647]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/feedback/',
        payload: { rating: 5, tale: id },
        headers: { ...other.headers, 'ark-language': 'ru' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: message('notFound', 'ru') });
    }
    const count = await t.app.database.executeSql('SELECT count(*)::int AS n FROM feedback WHERE user_id = $1', [
      other.id,
    ]);
    expect(count.rows[0]?.n).toBe(0);
  });

  it.each([
    [{ rating: 0 }, { rating: ['ratingRequired'] }],
    [{ rating: 6 }, { rating: ['ratingRequired'] }],
    [{ rating: 'five' }, { rating: ['ratingRequired'] }],
    [{ text: 'no rating' }, { rating: ['ratingRequired'] }],
    [{ rating: 4, text: 'x'.repeat(1001) }, { text: ['feedbackTooLong'] }],
    [{ rating: 4, text: 'nul\u0000byte' }, { text: ['controlCharacters'] }],
    [{ rating: 4, tale: 2147483648 }, { tale: ['invalidValue'] }],
  ] as const)('refuses %j', async (payload, expected) => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/',
      payload,
      headers: { ...user.headers, 'ark-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(localized(expected, 'de'));
    const count = await t.app.database.executeSql('SELECT count(*)::int AS n FROM feedback WHERE user_id = $1', [
      user.id,
    ]);
    expect(count.rows[0]?.n).toBe(0);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/feedback/', payload: { rating: 3 } })).statusCode).toBe(
      401,
    );
  });
});
