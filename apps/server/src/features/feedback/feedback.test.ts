import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../../test/app.js';
import { localized } from '../../../test/messages.js';

describe('feedback', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('takes a rating with an optional note and tale', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/feedback/', payload: { rating: 5, text: 'Чудесно!' }, headers: user.headers });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), rating: 5, text: 'Чудесно!', tale: null });
    const plain = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { rating: 1, tale: 7 }, headers: user.headers });
    expect(plain.json()).toMatchObject({ rating: 1, text: '', tale: 7 });
  });

  it.each([
    [{ rating: 0 }, { rating: ['ratingRequired'] }],
    [{ rating: 6 }, { rating: ['ratingRequired'] }],
    [{ rating: 'five' }, { rating: ['ratingRequired'] }],
    [{ text: 'no rating' }, { rating: ['ratingRequired'] }],
    [{ rating: 4, text: 'x'.repeat(1001) }, { text: ['feedbackTooLong'] }],
  ] as const)('refuses %j', async (payload, expected) => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/feedback/', payload, headers: { ...user.headers, 'ark-language': 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(localized(expected, 'de'));
    const count = await t.app.database.executeSql('SELECT count(*)::int AS n FROM feedback WHERE user_id = $1', [user.id]);
    expect(count.rows[0].n).toBe(0);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/feedback/', payload: { rating: 3 } })).statusCode).toBe(401);
  });
});
