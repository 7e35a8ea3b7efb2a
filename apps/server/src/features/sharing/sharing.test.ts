import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createUser } from '../../../test/app.js';
import { createTaleTestApp, parseEvents, quickStages, taleInputs } from '../../../test/tales.js';

describe('sharing a tale with family', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp({}, quickStages());
  });
  afterAll(() => t.close());

  const as = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: user?.headers ?? {} });

  async function readyTale(user: TestUser) {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: API.tales,
        headers: user.headers,
        payload: { ...(await taleInputs(t.app, user)), language: 'en' },
      })
    ).json();
    parseEvents((await as(user, 'GET', API.taleEvents(id))).body);
    return id as number;
  }

  it('opens the tale, its narration and questions with no account, without the hero’s birthday or photo, until revoked', async () => {
    const owner = await createUser(t.app);
    const id = await readyTale(owner);
    const made = await as(owner, 'POST', API.taleShare(id));
    expect(made.statusCode).toBe(201);
    const { url, token } = made.json();
    expect(url).toMatch(new RegExp(`/shared/${token}$`));

    const shared = await as(null, 'GET', API.shared(token));
    expect(shared.statusCode).toBe(200);
    const tale = shared.json();
    const own = (await as(owner, 'GET', API.taleView(id))).json();
    expect(tale.title).toBe(own.title);
    expect(tale.pages.map((p: { text: string }) => p.text)).toEqual(own.pages.map((p: { text: string }) => p.text));
    expect(tale.hero).toEqual({ name: own.hero.name, sex: own.hero.sex });
    expect(shared.body).not.toContain(own.hero.date_of_birth);

    const narration = await as(null, 'GET', `${API.sharedAudio(token)}?lang=en`);
    expect(narration.statusCode).toBe(200);
    expect(narration.json().marks.length).toBe(tale.pages.length);
    const question = await as(null, 'GET', `${API.sharedQuestion(token)}?page=1`);
    expect(question.json()).toMatchObject({ page: 1, count: tale.questions_count });

    expect((await as(owner, 'DELETE', API.taleShare(id))).statusCode).toBe(204);
    for (const path of [
      API.shared(token),
      `${API.sharedAudio(token)}?lang=en`,
      `${API.sharedQuestion(token)}?page=1`,
    ]) {
      expect((await as(null, 'GET', path)).statusCode).toBe(404);
    }
  });

  it('lets only the owner share or stop sharing, and knows no made-up token', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const id = await readyTale(owner);
    expect((await as(stranger, 'POST', API.taleShare(id))).statusCode).toBe(404);
    expect((await as(null, 'POST', API.taleShare(id))).statusCode).toBe(401);
    const { token } = (await as(owner, 'POST', API.taleShare(id))).json();
    expect((await as(stranger, 'DELETE', API.taleShare(id))).statusCode).toBe(404);
    expect((await as(null, 'GET', API.shared(token))).statusCode).toBe(200);
    expect((await as(null, 'GET', API.shared('made-up'))).statusCode).toBe(404);
  });

  it('stops the links when the tale is deleted', async () => {
    const owner = await createUser(t.app);
    const id = await readyTale(owner);
    const { token } = (await as(owner, 'POST', API.taleShare(id))).json();
    await as(owner, 'DELETE', API.tale(id));
    expect((await as(null, 'GET', API.shared(token))).statusCode).toBe(404);
  });
});
