import type { NarrationResult, WrittenTale } from '../stages.js';
import { MP3_DELAY_S, mp3Seconds } from './mp3.js';
import type { SpeechText, SpokenText } from './speech-job.js';

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

export type Narration = Omit<NarrationResult, 'audio'> & { mp3: Uint8Array };

/** Joins the MP3 chunks in story order and finds when each page and each of its words are heard. */
export function joinNarration(plan: SpeechText[], spoken: SpokenText[]): Narration {
  const marks: Narration['marks'] = [];
  const words: Narration['words'] = [];
  let elapsed = 0;
  plan.forEach((text, position) => {
    const chunk = spoken[position]!;
    // Every chunk is its own MP3 stream: its sound comes out after the decoder's delay.
    const heard = (seconds: number) => round(elapsed + MP3_DELAY_S + seconds);
    if (text.index > 0) {
      marks.push({ page: text.index, start_s: heard(text.pauseBefore) });
      for (const word of chunk.words)
        words.push({
          page: text.index,
          start_s: heard(word.start_s),
          end_s: heard(word.end_s),
          from: word.from,
          to: word.to,
        });
    }
    elapsed += mp3Seconds(chunk.mp3);
  });
  return { mp3: Buffer.concat(spoken.map((chunk) => chunk.mp3)), duration_s: round(elapsed), marks, words };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
