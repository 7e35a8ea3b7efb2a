import { API } from '@skazka/contract';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createUser } from '../../../test/app.js';
import { createTaleTestApp, parseEvents, quickStages, taleInputs } from '../../../test/tales.js';

describe('the audiobook MP3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp({}, quickStages());
  });
  afterAll(() => t.close());

  it('carries the title, the cover and a chapter per page, read back by a tag library', async () => {
    const user = await createUser(t.app);
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: API.tales,
        headers: user.headers,
        payload: { ...(await taleInputs(t.app, user)), language: 'de' },
      })
    ).json();
    parseEvents((await t.app.inject({ method: 'GET', url: API.taleEvents(id), headers: user.headers })).body);
    const tale = (await t.app.inject({ method: 'GET', url: API.taleView(id), headers: user.headers })).json();
    const narration = (await t.app.inject({ method: 'GET', url: API.taleAudio(id), headers: user.headers })).json();

    const res = await t.app.inject({ method: 'GET', url: API.taleAudiobook(id), headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toContain('.mp3');

    const parsed = await parseBuffer(res.rawPayload, { mimeType: 'audio/mpeg' }, { includeChapters: true });
    expect(parsed.common.title).toBe(tale.title);
    const [cover] = parsed.common.picture ?? [];
    expect(cover?.format).toBe('image/jpeg');
    expect([...cover!.data.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    // After the tag, the narration exactly as it is stored.
    const original = (await t.app.inject({ method: 'GET', url: narration.url })).rawPayload;
    expect(original.length).toBeGreaterThan(0);
    expect(Buffer.compare(res.rawPayload.subarray(res.rawPayload.length - original.length), original)).toBe(0);

    const chapters = parsed.native['ID3v2.3']!.filter((tag) => tag.id === 'CHAP').map(
      (tag) =>
        tag.value as { label: string; info: { startTime: number; endTime: number }; frames: Map<string, unknown> },
    );
    expect(chapters).toHaveLength(tale.pages.length);
    expect(chapters.map((c) => c.frames.get('TIT2'))).toEqual(
      tale.pages.map((_: unknown, i: number) => `Seite ${i + 1}`),
    );
    const toc = parsed.native['ID3v2.3']!.find((tag) => tag.id === 'CTOC');
    expect(toc).toBeDefined();
    expect(narration.marks.map((m: { start_s: number }) => Math.round(m.start_s * 1000))).toEqual(
      chapters.map((c) => c.info.startTime),
    );
  });

  it('is the owner’s only', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: API.tales,
        headers: owner.headers,
        payload: { ...(await taleInputs(t.app, owner)), language: 'en' },
      })
    ).json();
    parseEvents((await t.app.inject({ method: 'GET', url: API.taleEvents(id), headers: owner.headers })).body);
    expect(
      (await t.app.inject({ method: 'GET', url: API.taleAudiobook(id), headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: API.taleAudiobook(id) })).statusCode).toBe(401);
  });
});
