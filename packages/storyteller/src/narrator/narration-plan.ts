import type { WrittenTale } from '../stages.js';
import { MP3_DELAY_SAMPLES, mp3DecodedSamples } from './mp3.js';
import { SPEECH_SAMPLE_RATE, type SpeechText } from './speech-job.js';

/** Silence, in seconds: a breath before the title, a moment after it, time to turn a page, a quiet end. */
export const PAUSES = { lead: 0.4, afterTitle: 1.6, betweenPages: 1.2, tail: 1.0 } as const;

/** The title, then every page, each with the pause that comes before it. */
export function planNarration(tale: WrittenTale): SpeechText[] {
  const pages = tale.pages.map((page, index) => ({
    index: index + 1,
    text: page.text,
    pauseBefore: index === 0 ? PAUSES.afterTitle : PAUSES.betweenPages,
    pauseAfter: index === tale.pages.length - 1 ? PAUSES.tail : 0,
  }));
  return [{ index: 0, text: tale.title, pauseBefore: PAUSES.lead, pauseAfter: 0 }, ...pages];
}

export interface Narration {
  mp3: Uint8Array;
  duration_s: number;
  marks: Array<{ page: number; start_s: number }>;
}

/** Joins the MP3 chunks in story order and finds when each page's speech is heard. */
export function joinNarration(plan: SpeechText[], chunks: Uint8Array[]): Narration {
  const marks: Narration['marks'] = [];
  let samples = 0;
  plan.forEach((text, position) => {
    if (text.index > 0) {
      const start = samples + MP3_DELAY_SAMPLES + text.pauseBefore * SPEECH_SAMPLE_RATE;
      marks.push({ page: text.index, start_s: seconds(start) });
    }
    samples += mp3DecodedSamples(chunks[position]!);
  });
  return { mp3: Buffer.concat(chunks), duration_s: seconds(samples), marks };
}

const seconds = (samples: number) => Math.round((samples / SPEECH_SAMPLE_RATE) * 1000) / 1000;
