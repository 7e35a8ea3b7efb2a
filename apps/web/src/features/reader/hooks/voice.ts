import type { SpokenWord } from '../read-along';

/** What reads the tale aloud, the recorded narration or the device's own speech, as the reader drives it. */
export interface Voice {
  kind: 'audio' | 'device';
  ready: boolean;
  failed: boolean;
  playing: boolean;
  /** The word being said now, for the read-along highlight. */
  spoken: SpokenWord | null;
  /** The page being read now (null before the first). */
  page: number | null;
  play(): void;
  pause(): void;
  goToPage(page: number): void;
  goToWord(page: number, from: number): void;
  /** 0-1; the sleep timer fades the voice out with it. */
  setVolume(volume: number): void;
  setRate(rate: number): void;
}
