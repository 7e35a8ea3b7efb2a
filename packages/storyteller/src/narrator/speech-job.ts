import type { TimedSpan } from './word-timings.js';

/** What the narrator asks one eSpeak NG process to say and encode (see espeak-worker.ts). */
export interface SpeechJob {
  /** An eSpeak NG voice name: `ru`, `en-us`, `fr-fr`, `es`, `de`. */
  voice: string;
  /** eSpeak's rate setting, in its own words per minute. */
  rate: number;
  /** 0-99; eSpeak's default is 50. */
  pitch: number;
  kbps: Mp3Kbps;
  texts: SpeechText[];
}

export type Mp3Kbps = 24 | 32 | 48;

export interface SpeechText {
  /** Position in the narration: 0 is the title, n is page n. */
  index: number;
  text: string;
  /** Silence, in seconds, around the speech inside this text's MP3 chunk. */
  pauseBefore: number;
  pauseAfter: number;
}

/** One text said and encoded: its MP3 chunk, and its words timed from the chunk's first sample. */
export interface SpokenText {
  index: number;
  mp3: Uint8Array;
  words: TimedSpan[];
}

/** eSpeak NG's output format, kept for the MP3. */
export const SPEECH_SAMPLE_RATE = 22_050;
