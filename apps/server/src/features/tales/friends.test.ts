import { API, type Tale, message } from '@skazka/contract';
import type { TaleRequest, WrittenTale } from '@skazka/storyteller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createUser } from '../../../test/app.js';
import { createTaleTestApp, quickStages, taleInputs } from '../../../test/tales.js';
import { waitFor } from '../../../test/worker-process.js';
import { characters } from '../../db/schema/index.js';

/** What the illustrator was asked for each tale: the cast it draws, as the real illustrator would see it. */
const asked: Array<{ tale: WrittenTale; request: TaleRequest }> = [];
const quick = quickStages();
const stages = quickStages({
  illustrator: {
    async illustrate(tale, request, context) {
      asked.push({ tale, request });
      return quick.illustrator.illustrate(tale, request, context);
    },
  },
});

describe('who stars beside the hero: a friend of a stated kind, or a sibling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp({}, stages);
  });
  afterAll(() => t.close());

  const readable = async (call: (url: string) => Promise<{ json(): unknown; statusCode: number }>, id: number) => {
    await waitFor('the tale to be readable', async () => (await call(API.taleView(id))).statusCode === 200, 60_000, 50);
    return (await call(API.taleView(id))).json() as Tale;
  };

  it('makes a tale for two siblings, pitched at the younger, drawing both children', async () => {
    const user = await createUser(t.app);
    const call = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, payload, headers: { ...user.headers, 'ark-language': 'ru' } });
    const { child: olga, moral } = await taleInputs(t.app, user, {
      name: 'Оля',
      sex: 'Девочка',
      date_of_birth: '2015-02-01',
    });
    const tim = (
      await call('/api/child/', 'POST', { name: 'Тима', sex: 'Мальчик', date_of_birth: '2022-03-01', url: null })
    ).json();

    const created = await call(API.tales, 'POST', { child: olga, moral, language: 'ru', sibling: tim.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ child: olga, character: null });
    const tale = await readable(call, created.json().id);
    expect(tale.friend).toEqual({ id: tim.id, name: 'Тима', kind: 'boy', child: tim.id });
    expect(tale.hero).toMatchObject({ id: olga, name: 'Оля' });
    const text = tale.pages.map((page: { text: string }) => page.text).join(' ');
    expect(text).toMatch(/Оля|Оли/);
    expect(text).toMatch(/Тима|Тимы|Тиме|Тиму|Тимой/);
    // Tima is three: the tale is a toddler's, though Olya is older.
    const seen = asked.at(-1)!;
    expect(seen.tale.ageBand).toBe('2-4');
    expect(seen.request.sibling).toMatchObject({ name: 'Тима', sex: 'Мальчик', birthday: '2022-03-01' });
    expect(seen.request.friend).toBeNull();
    // Deleting either child deletes the tales that star them.
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/child/${tim.id}/`, headers: user.headers });
    expect(gone.statusCode).toBe(204);
    expect((await call(API.tale(created.json().id))).statusCode).toBe(404);
  });

  it("refuses two friends at once, a stranger's child and the hero as their own sibling", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const call = (payload: object) =>
      t.app.inject({ method: 'POST', url: API.tales, payload, headers: { ...user.headers, 'ark-language': 'de' } });
    const inputs = await taleInputs(t.app, user);
    const brother = (await taleInputs(t.app, user, { name: 'Paul', sex: 'Мальчик' })).child;
    const stranger = (await taleInputs(t.app, other)).child;
    const two = await call({ ...inputs, language: 'de', new_character_name: 'Igel', sibling: brother });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ sibling: [message('oneFriendOnly', 'de')] });
    expect((await call({ ...inputs, language: 'de', sibling: stranger })).json()).toEqual({
      sibling: [message('invalidChoice', 'de')],
    });
    expect((await call({ ...inputs, language: 'de', sibling: inputs.child })).json()).toEqual({
      sibling: [message('siblingIsHero', 'de')],
    });
    expect(
      (await call({ ...inputs, language: 'de', new_character_name: 'Igel', new_character_kind: 'dragon' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: API.tales, headers: user.headers })).json()).toEqual([]);
  });

  it('tells an animal friend as that animal, and a new friend keeps the kind the parent chose', async () => {
    const user = await createUser(t.app);
    const call = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, payload, headers: user.headers });
    const inputs = await taleInputs(t.app, user);
    const created = (
      await call(API.tales, 'POST', {
        ...inputs,
        language: 'fr',
        new_character_name: 'Ёжик',
        new_character_kind: 'mouse',
      })
    ).json();
    expect((await call(API.characters)).json()).toEqual([{ id: created.character, name: 'Ёжик', kind: 'mouse' }]);
    const tale = await readable(call, created.id);
    expect(tale.friend).toEqual({ id: created.character, name: 'Ёжик', kind: 'mouse', child: null });
    expect(asked.at(-1)!.request.friend).toEqual({ name: 'Ёжик', kind: 'mouse' });
  });

  it('still tells tales with a character made before kinds existed', async () => {
    const user = await createUser(t.app);
    const call = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, payload, headers: { ...user.headers, 'ark-language': 'ru' } });
    const inputs = await taleInputs(t.app, user);
    const [old] = await t.app.db.insert(characters).values({ userId: user.id, name: 'Лиза' }).returning();
    expect(old!.kind).toBeNull();
    expect((await call(API.characters)).json()).toEqual([{ id: old!.id, name: 'Лиза', kind: 'girl' }]);
    const created = (await call(API.tales, 'POST', { ...inputs, language: 'ru', character: old!.id })).json();
    const tale = await readable(call, created.id);
    expect(tale.friend).toEqual({ id: old!.id, name: 'Лиза', kind: 'girl', child: null });
    expect(asked.at(-1)!.request.friend).toEqual({ name: 'Лиза', kind: null });
  });
});
