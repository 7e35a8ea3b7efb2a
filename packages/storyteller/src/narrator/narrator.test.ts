import type { Locale } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import { createEmbeddedNarrator } from './index.js';
import { PAUSES } from './narration-plan.js';
import { SPEECH_SAMPLE_RATE } from './speech-job.js';
import { decodeMp3, loudness, mp3Format } from './testing/decode-mp3.js';
import { expectWordsRead } from './testing/expect-words.js';
import { fixtureTale, wordCount } from './testing/tale-fixture.js';

const PAGES_RU = [
  'Жил-был маленький ёжик по имени Колючка. Каждое утро он выходил из норки и смотрел на солнце. «Какой чудесный день!» — говорил он.',
  'Однажды Маша принесла ему красное яблоко. Ёжик обрадовался, но яблоко было тяжёлым, и он никак не мог унести его домой.',
  'Тогда Маша взяла яблоко в корзинку, и они вместе пошли к норке по тихой тропинке, где пели птицы и шумели высокие сосны.',
];

const SHORT: Record<Locale, { title: string; page: string }> = {
  ru: { title: 'Ёжик и яблоко', page: PAGES_RU[0]! },
  en: {
    title: 'The hedgehog and the apple',
    page: 'Once upon a time there was a little hedgehog called Prickles. Every morning he came out of his burrow and looked at the sun. "What a wonderful day!" he said.',
  },
  fr: {
    title: 'Le hérisson et la pomme',
    page: 'Il était une fois un petit hérisson nommé Piquant. Chaque matin, il sortait de son terrier et regardait le soleil. « Quelle belle journée ! » disait-il.',
  },
  es: {
    title: 'El erizo y la manzana',
    page: 'Érase una vez un pequeño erizo llamado Pinchito. Cada mañana salía de su madriguera y miraba el sol. «¡Qué día tan maravilloso!», decía.',
  },
  de: {
    title: 'Der Igel und der Apfel',
    page: 'Es war einmal ein kleiner Igel namens Stachel. Jeden Morgen kam er aus seinem Bau und schaute in die Sonne. „Was für ein wunderbarer Tag!“, sagte er.',
  },
};

// A calm reading-aloud pace for small children, pauses included.
const CHILD_PACE_WPM = { min: 85, max: 135 };
// Quiet: the pauses are digital silence; speech is far louder than this.
const QUIET = 50;
const SPEECH = 1000;

describe('embedded narrator', () => {
  it('reads the title and every page into an MP3 that decodes to the reported length, with page marks', async () => {
    const tale = fixtureTale('ru', 'Ёжик и яблоко', PAGES_RU);
    const progress: Array<[number, string | undefined]> = [];
    const result = await createEmbeddedNarrator().narrate(tale, {
      onProgress: (fraction, detail) => progress.push([fraction, detail]),
    });

    expect(result.audio).toMatchObject({ name: 'narration.mp3', contentType: 'audio/mpeg' });
    const pcm = await decodeMp3(result.audio.data, SPEECH_SAMPLE_RATE);
    const decoded = pcm.length / SPEECH_SAMPLE_RATE;
    expect(Math.abs(decoded - result.duration_s)).toBeLessThan(0.05);

    const wpm = (wordCount([tale.title, ...PAGES_RU]) / result.duration_s) * 60;
    expect(wpm).toBeGreaterThan(CHILD_PACE_WPM.min);
    expect(wpm).toBeLessThan(CHILD_PACE_WPM.max);
    // 24 kbps mono, at a sample rate every browser plays.
    const kbps = (result.audio.data.length * 8) / result.duration_s / 1000;
    expect(kbps).toBeGreaterThan(23);
    expect(kbps).toBeLessThan(25);
    expect(await mp3Format(result.audio.data)).toEqual({ codec: 'mp3', sampleRate: 16_000, channels: 1 });

    expect(result.marks.map((mark) => mark.page)).toEqual([1, 2, 3]);
    let previous = 0;
    for (const { start_s } of result.marks) {
      expect(start_s).toBeGreaterThan(previous);
      expect(start_s).toBeLessThan(result.duration_s);
      previous = start_s;
      // Each page starts after a pause (silence before the mark) and is heard right away.
      expect(loudness(pcm, SPEECH_SAMPLE_RATE, start_s - PAUSES.betweenPages + 0.15, start_s - 0.05)).toBeLessThan(
        QUIET,
      );
      expect(loudness(pcm, SPEECH_SAMPLE_RATE, start_s, start_s + 1)).toBeGreaterThan(SPEECH);
    }
    // The title is read before page 1.
    expect(
      loudness(pcm, SPEECH_SAMPLE_RATE, PAUSES.lead, result.marks[0]!.start_s - PAUSES.afterTitle),
    ).toBeGreaterThan(SPEECH);

    expect(progress.map(([, detail]) => detail).sort()).toEqual(['page 1', 'page 2', 'page 3', 'title']);
    expect(progress.at(-1)![0]).toBe(1);

    expectWordsRead(
      tale.pages.map((page) => page.text),
      result,
    );
    // A word is heard where it is placed; even a short quiet one ("в") is well above the pauses.
    for (const word of result.words)
      expect(loudness(pcm, SPEECH_SAMPLE_RATE, word.start_s, word.end_s)).toBeGreaterThan(QUIET * 4);
  });

  for (const [language, { title, page }] of Object.entries(SHORT) as Array<[Locale, (typeof SHORT)[Locale]]>) {
    it(`speaks ${language} at a child's pace`, async () => {
      const result = await createEmbeddedNarrator({ processes: 1 }).narrate(fixtureTale(language, title, [page]));
      const pcm = await decodeMp3(result.audio.data, SPEECH_SAMPLE_RATE);
      const speech = result.duration_s - result.marks[0]!.start_s - PAUSES.tail;
      expect(loudness(pcm, SPEECH_SAMPLE_RATE, result.marks[0]!.start_s, result.duration_s)).toBeGreaterThan(SPEECH);
      const wpm = (wordCount([page]) / speech) * 60;
      expect(wpm).toBeGreaterThan(100);
      expect(wpm).toBeLessThan(135);
      expectWordsRead([page], result);
    });
  }

  it('stops its speech processes when the stage is aborted', async () => {
    const controller = new AbortController();
    const narration = createEmbeddedNarrator().narrate(fixtureTale('en', SHORT.en.title, [SHORT.en.page]), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(narration).rejects.toThrow(/abort/i);
  });
});
