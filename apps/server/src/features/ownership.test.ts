import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';

/** Walks every route that takes an id with a second user's token: always 404, nothing changes. */
describe('a user never reaches another user’s data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 on every owned route and leaves the owner’s data as it was', async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const as = (user: typeof owner, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: user.headers });

    const child = (
      await as(owner, 'POST', '/api/child/', { name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-04' })
    ).json();
    const friend = (await as(owner, 'POST', '/api/character/', { name: 'Лиса' })).json();
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const upload = multipart(photo);
    await t.app.inject({
      method: 'POST',
      url: `/api/child/${child.id}/upload_image/`,
      payload: upload.payload,
      headers: { ...upload.headers, ...owner.headers },
    });
    const snapshot = async () => ({
      children: (await as(owner, 'GET', '/api/child/')).json(),
      characters: (await as(owner, 'GET', '/api/character/')).json(),
      profile: (await as(owner, 'GET', '/api/user/profile/')).json(),
    });
    const before = await snapshot();

    const attempts = [
      as(intruder, 'PATCH', `/api/child/${child.id}/`, { name: 'Hacked', url: '/evil.png' }),
      as(intruder, 'DELETE', `/api/child/${child.id}/`),
      t.app.inject({
        method: 'POST',
        url: `/api/child/${child.id}/upload_image/`,
        payload: upload.payload,
        headers: { ...upload.headers, ...intruder.headers },
      }),
      as(intruder, 'GET', `/api/link/${child.id}/`),
      as(intruder, 'POST', '/api/new_image/', { child: child.id }),
      as(intruder, 'PATCH', `/api/character/${friend.id}/`, { name: 'Hacked' }),
      as(intruder, 'DELETE', `/api/character/${friend.id}/`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await as(intruder, 'GET', '/api/child/')).json()).toEqual([]);
    expect((await as(intruder, 'GET', '/api/character/')).json()).toEqual([]);
    expect((await as(intruder, 'GET', '/api/user/profile/')).json().user_id).toBe(intruder.id);
    expect(await snapshot()).toEqual(before);
    // The photo is reachable only through the owner's signed URL.
    expect((await t.app.inject({ url: before.children[0].url })).statusCode).toBe(200);
  });
});
