import { API, type WordTiming } from '@skazka/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createUser } from '../../../test/app.js';
import { createTaleTestApp, parseEvents, taleInputs } from '../../../test/tales.js';
import { waitFor } from '../../../test/worker-process.js';

/** The parent's whole journey with the real embedded storyteller, on PGlite or a fresh PostgreSQL database. */
describe('a tale from request to print', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp();
  });
  afterAll(() => t.close());

  it('signs up, asks, watches it being made, reads, listens, answers, prints and deletes', async () => {
    const user = await createUser(t.app);
    const call = (url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', payload?: object, headers: object = {}) =>
      t.app.inject({ method, url, payload, headers: { ...user.headers, ...headers } });
    const inputs = await taleInputs(t.app, user);

    const created = await call(API.tales, 'POST', { ...inputs, language: 'ru', new_character_name: 'Ёжик' });
    expect(created.statusCode).toBe(201);
    const summary = created.json();
    expect(summary).toMatchObject({
      status: 'queued',
      progress: 0,
      language: 'ru',
      child: inputs.child,
      moral: inputs.moral,
      cover_url: null,
    });
    expect(summary.character).toEqual(expect.any(Number));
    expect((await call(API.characters)).json()).toEqual([{ id: summary.character, name: 'Ёжик', kind: 'hedgehog' }]);

    // Readable while it is narrated: text and pictures come first.
    await waitFor(
      'narration to start',
      async () => (await call(API.tale(summary.id))).json().status === 'narrating',
      120_000,
      50,
    );
    expect((await call(API.taleView(summary.id))).json()).toMatchObject({ status: 'narrating', audio_url: null });

    const stream = await call(API.taleEvents(summary.id));
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(stream.body);
    expect(events.at(-1)).toMatchObject({ id: summary.id, status: 'ready', progress: 100 });
    const statuses = [...new Set(events.map((e) => e.status))];
    expect(statuses).toEqual(expect.arrayContaining(['narrating', 'ready']));
    expect(statuses).not.toContain('typesetting');
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const tale = (await call(API.taleView(summary.id))).json();
    expect(tale.title).not.toBe('');
    expect(tale.pages.length).toBeGreaterThanOrEqual(4);
    expect(tale).toMatchObject({
      moral_name: 'Дружба',
      friend: { id: summary.character, name: 'Ёжик', kind: 'hedgehog', child: null },
      hero: { name: 'Маша', sex: 'Девочка' },
    });
    expect(tale.pages[0].text).toContain('Маш');
    expect((await call(API.tales)).json()).toEqual([
      expect.objectContaining({ id: summary.id, status: 'ready', cover_url: tale.cover_url }),
    ]);

    const picture = await t.app.inject({ url: tale.pages[0].image_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    // A phone is offered the small picture, a large screen the print one, drawn when it first asks.
    const printUrls: string[] = [];
    for (const page of tale.pages) {
      const [, phoneUrl, printUrl] = /^(\S+) 800w, (\S+) 1600w$/.exec(page.image_srcset) ?? [];
      expect(phoneUrl).toBe(page.image_url);
      const phone = await t.app.inject({ url: phoneUrl });
      expect(phone.statusCode).toBe(200);
      expect(await sharp(phone.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
      printUrls.push(printUrl!);
    }
    const large = await t.app.inject({ url: printUrls.at(-1)! });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const drawn = (await call(API.taleView(summary.id))).json();
    expect(drawn.pages.map((page: { image_srcset: string }) => page.image_srcset)).toEqual(
      drawn.pages.map(() => expect.stringMatching(/ 800w, \S+ 1600w$/)),
    );
    expect(drawn.pages[0].image_url).toContain('page-01.webp');

    const audio = (await call(`${API.taleAudio(summary.id)}?lang=ru`)).json();
    expect(audio).toMatchObject({ lang: 'ru', url: tale.audio_url });
    expect(audio.duration_s).toBeGreaterThan(10);
    expect(audio.marks.map((m: { page: number }) => m.page)).toEqual(tale.pages.map((_: unknown, i: number) => i + 1));
    // Read-along: every page's words, each cut out of its text, in order, within the narration.
    const words = audio.words as WordTiming[];
    expect([...new Set(words.map((word) => word.page))]).toEqual(audio.marks.map((m: { page: number }) => m.page));
    let heard = 0;
    for (const word of words) {
      expect(tale.pages[word.page - 1].text.slice(word.from, word.to)).toMatch(/^[\p{L}\p{N}][^\s]*$/u);
      expect(word.start_s).toBeGreaterThanOrEqual(heard);
      expect(word.end_s).toBeGreaterThan(word.start_s);
      heard = word.end_s;
    }
    expect(heard).toBeLessThanOrEqual(audio.duration_s);
    expect(
      words
        .filter((word) => word.page === 1)
        .map((word) => tale.pages[0].text.slice(word.from, word.to))
        .join(' '),
    ).toBe(
      tale.pages[0].text
        .split(/\s+/)
        .map((token: string) => token.replace(/^\p{P}+|\p{P}+$/gu, ''))
        .filter(Boolean)
        .join(' '),
    );
    const head = await t.app.inject({ url: audio.url, headers: { range: 'bytes=0-99' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-type']).toBe('audio/mpeg');
    expect(head.rawPayload.length).toBe(100);
    expect((await call(`${API.taleAudio(summary.id)}?lang=fr`)).statusCode).toBe(404);

    expect(tale.questions_count).toBeGreaterThan(0);
    for (let page = 1; page <= tale.questions_count; page += 1) {
      const question = (await call(`${API.taleQuestion(summary.id)}?page=${page}`)).json();
      expect(question).toMatchObject({ page, count: tale.questions_count });
      expect(question.options[question.answer]).toEqual(expect.any(String));
    }
    expect((await call(`${API.taleQuestion(summary.id)}?page=${tale.questions_count + 1}`)).statusCode).toBe(404);

    const print = await call(API.talePrint(summary.id));
    expect(print.statusCode).toBe(200);
    expect(print.headers['content-type']).toBe('application/pdf');
    expect(print.headers['content-disposition']).toMatch(/^attachment;/);
    expect(print.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await call(API.tale(summary.id), 'DELETE')).statusCode).toBe(204);
    expect((await call(API.tale(summary.id))).statusCode).toBe(404);
    expect((await t.app.inject({ url: tale.pages[0].image_url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: audio.url })).statusCode).toBe(404);
    expect((await call(API.tales)).json()).toEqual([]);
  }, 240_000);
});
