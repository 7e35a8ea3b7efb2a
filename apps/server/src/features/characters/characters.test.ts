import { message } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../../test/app.js';

describe('characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds, lists, renames and deletes characters', async () => {
    const user = await createUser(t.app);
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: user.headers });
    expect((await call('GET', '/api/character/')).json()).toEqual([]);
    const fox = await call('POST', '/api/character/', { name: ' Лиса ', kind: 'fox' });
    expect(fox.statusCode).toBe(201);
    expect(fox.json()).toEqual({ id: expect.any(Number), name: 'Лиса', kind: 'fox' });
    const owl = (await call('POST', '/api/character', { name: 'Owl', kind: 'owl' })).json();
    expect((await call('GET', '/api/character')).json()).toEqual([fox.json(), owl]);
    const renamed = await call('PATCH', `/api/character/${owl.id}/`, { name: 'Wise Owl' });
    expect(renamed.json()).toEqual({ id: owl.id, name: 'Wise Owl', kind: 'owl' });
    expect((await call('DELETE', `/api/character/${fox.json().id}/`)).statusCode).toBe(204);
    expect((await call('GET', '/api/character/')).json()).toEqual([renamed.json()]);
    expect((await call('PATCH', `/api/character/${fox.json().id}/`, { name: 'Back' })).statusCode).toBe(404);
  });

  it('gives a character made without a kind the guess from its name, which the parent can change', async () => {
    const user = await createUser(t.app);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { ...user.headers, 'ark-language': 'ru' } });
    const lyova = (await call('POST', '/api/character/', { name: 'Лёва' })).json();
    expect(lyova).toEqual({ id: expect.any(Number), name: 'Лёва', kind: 'girl' });
    expect((await call('PATCH', `/api/character/${lyova.id}/`, { kind: 'boy' })).json()).toEqual({
      ...lyova,
      kind: 'boy',
    });
    expect((await call('POST', '/api/character/', { name: 'Ёжик' })).json()).toMatchObject({ kind: 'hedgehog' });
    expect((await call('PATCH', `/api/character/${lyova.id}/`, {})).json()).toEqual({ ...lyova, kind: 'boy' });
    const wrong = await call('PATCH', `/api/character/${lyova.id}/`, { kind: 'dragon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ kind: [message('invalidChoice', 'ru')] });
    expect((await call('GET', '/api/character/')).json()[0]).toEqual({ ...lyova, kind: 'boy' });
  });

  it('refuses an empty, too long or mistyped name, changing nothing', async () => {
    const user = await createUser(t.app);
    const owl = (
      await t.app.inject({ method: 'POST', url: '/api/character/', payload: { name: 'Owl' }, headers: user.headers })
    ).json();
    for (const [name, key] of [
      ['', 'childNameRequired'],
      ['x'.repeat(61), 'nameTooLong'],
      [42, 'required'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/character/${owl.id}/`,
        payload: { name },
        headers: { ...user.headers, 'ark-language': 'fr' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: [message(key, 'fr')] });
    }
    expect((await t.app.inject({ url: '/api/character/', headers: user.headers })).json()).toEqual([owl]);
    expect((await t.app.inject({ url: '/api/character/' })).statusCode).toBe(401);
  });
});
