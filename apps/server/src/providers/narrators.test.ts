import { createEmbeddedWriter, wordTokens } from '@skazka/storyteller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeProvider,
  type FakeRequest,
  MP3_FRAME_S,
  silentMp3,
  startFakeProvider,
} from '../../test/providers/fake-provider.js';
import { elevenLabsTimedSpeech, heroRequest, rateLimited } from '../../test/providers/provider-fixtures.js';
import { elevenLabsSpeech } from './elevenlabs-speech.js';
import { mp3Duration } from './mp3-duration.js';
import { openAiSpeech } from './openai-speech.js';
import { pageNarrator } from './page-narration.js';

const tale = await createEmbeddedWriter().write(heroRequest('Emma', { moral: 'friendship' }));
const limits = { timeoutMs: 1500, retries: 2 };
// Each text is spoken as (its index + 10) frames, so every page's start is known.
const framesFor = (count: number) => count + 9;
const audio = (count: number) => ({ headers: { 'content-type': 'audio/mpeg' }, body: silentMp3(framesFor(count)) });

function expectMarks(narration: Awaited<ReturnType<ReturnType<typeof pageNarrator>['narrate']>>) {
  const seconds = (frames: number) => Math.round(frames * MP3_FRAME_S * 1000) / 1000;
  let frames = framesFor(1);
  const expected = tale.pages.map((_, i) => {
    const mark = { page: i + 1, start_s: seconds(frames) };
    frames += framesFor(i + 2);
    return mark;
  });
  expect(narration.marks).toEqual(expected);
  expect(narration.duration_s).toBeCloseTo(seconds(frames), 2);
  expect(mp3Duration(narration.audio.data)).toBeCloseTo(narration.duration_s, 2);
}

describe('narrator on OpenAI speech', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider((_, count) => audio(count));
  });
  afterAll(() => fake.close());
  const narrator = () =>
    pageNarrator(
      openAiSpeech({ baseURL: `${fake.url}/v1`, apiKey: 'k', model: 'gpt-4o-mini-tts', voice: 'alloy', ...limits }),
    );

  it('speaks the title and each page and marks where each page starts; it gives no word timings', async () => {
    fake.answer((_, count) => audio(count));
    const narration = await narrator().narrate(tale);
    expectMarks(narration);
    expect(narration.words).toEqual([]);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/audio/speech',
      json: { model: 'gpt-4o-mini-tts', voice: 'alloy', input: tale.title, response_format: 'mp3' },
    });
  });

  it('retries a 429, refuses what is not MP3, gives up on a hung endpoint', async () => {
    fake.answer((_, count) => (count === 1 ? rateLimited : audio(count - 1)));
    expectMarks(await narrator().narrate(tale));
    fake.answer(() => ({ headers: { 'content-type': 'audio/mpeg' }, body: 'definitely not audio' }));
    await expect(narrator().narrate(tale)).rejects.toThrow('not MP3');
    fake.answer(() => ({ delayMs: 5000, ...audio(1) }));
    await expect(narrator().narrate(tale)).rejects.toThrow();
  });
});

const CHAR_S = 0.01;
const timedAudio = (request: FakeRequest, count: number) =>
  elevenLabsTimedSpeech(request.json.text, silentMp3(framesFor(count)), CHAR_S);

describe('narrator on ElevenLabs', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(timedAudio);
  });
  afterAll(() => fake.close());
  const narrator = () =>
    pageNarrator(
      elevenLabsSpeech({
        baseURL: fake.url,
        apiKey: 'xi',
        voice: 'voice 1',
        model: 'eleven_multilingual_v2',
        ...limits,
      }),
    );

  it('speaks each text through the with-timestamps API with the key and language, and times every word of every page', async () => {
    fake.answer(timedAudio);
    const narration = await narrator().narrate(tale);
    expectMarks(narration);
    expect(fake.requests[1]).toMatchObject({
      method: 'POST',
      path: '/v1/text-to-speech/voice%201/with-timestamps?output_format=mp3_44100_64',
      headers: { 'xi-api-key': 'xi' },
      json: { text: tale.pages[0]!.text, model_id: 'eleven_multilingual_v2', language_code: 'en' },
    });
    tale.pages.forEach((page, i) => {
      const words = narration.words.filter((word) => word.page === i + 1);
      expect(words.map((word) => page.text.slice(word.from, word.to))).toEqual(
        wordTokens(page.text).map(({ from, to }) => page.text.slice(from, to)),
      );
      const start = narration.marks[i]!.start_s;
      for (const word of words) {
        expect(word.start_s).toBeCloseTo(start + word.from * CHAR_S, 3);
        expect(word.end_s).toBeCloseTo(start + word.to * CHAR_S, 3);
      }
    });
  });

  it('places no word when the alignment spells another text', async () => {
    fake.answer((request, count) => {
      const reply = timedAudio(request, count);
      reply.body.alignment.characters = reply.body.alignment.characters.map((c) => c.toUpperCase());
      return reply;
    });
    const narration = await narrator().narrate(tale);
    expectMarks(narration);
    expect(narration.words).toEqual([]);
  });

  it('honours 429 with Retry-After, fails with the status on a 401, gives up on a hung endpoint', async () => {
    fake.answer((request, count) => (count === 1 ? rateLimited : timedAudio(request, count - 1)));
    expectMarks(await narrator().narrate(tale));
    fake.answer(() => ({ status: 401, body: { detail: { status: 'invalid_api_key' } } }));
    await expect(narrator().narrate(tale)).rejects.toMatchObject({ status: 401 });
    expect(fake.requests).toHaveLength(1);
    fake.answer((request) => ({ delayMs: 5000, ...timedAudio(request, 1) }));
    await expect(narrator().narrate(tale)).rejects.toThrow();
  });
});
