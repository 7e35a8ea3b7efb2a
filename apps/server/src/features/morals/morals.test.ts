import { LOCALES, MORAL_SLUGS } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { moralsRepository } from './repository.js';

describe('morals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the twelve seeded morals in every language, English when the language is unknown', async () => {
    const byLocale = new Map<string, { slug: string; name: string; description: string }[]>();
    for (const locale of LOCALES) {
      const res = await t.app.inject({ url: '/api/moral/', headers: { 'ark-language': locale } });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((m: { slug: string }) => m.slug)).toEqual([...MORAL_SLUGS]);
      for (const moral of list) expect(moral.name.length * moral.description.length).toBeGreaterThan(0);
      byLocale.set(locale, list);
    }
    expect(byLocale.get('ru')![0]!.name).toBe('Дружба');
    expect(byLocale.get('de')![3]!.name).toBe('Mut');
    expect(new Set(LOCALES.map((l) => byLocale.get(l)![1]!.description)).size).toBe(5);
    expect((await t.app.inject({ url: '/api/moral', headers: { 'ark-language': 'it' } })).json()).toEqual(
      byLocale.get('en'),
    );
  });

  it('seeds idempotently: a second seed keeps ids and adds nothing', async () => {
    const before = await moralsRepository(t.app.db).list();
    await moralsRepository(t.app.db).seed();
    expect(await moralsRepository(t.app.db).list()).toEqual(before);
  });
});
