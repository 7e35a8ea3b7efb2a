import type { NarrationResult, Narrator, StageContext, WrittenTale } from '@skazka/storyteller';
import { mp3Duration } from './mp3-duration.js';

/** A word of a spoken text: UTF-16 offsets into the text, seconds from the start of its audio. */
export interface SpokenWord {
  from: number;
  to: number;
  start_s: number;
  end_s: number;
}

/** One text said: its MP3 bytes, and its words' timings when the service gives them. */
export interface Speech {
  mp3: Uint8Array;
  words: SpokenWord[];
}

/** Says one text. */
export type SpeakText = (text: string, language: WrittenTale['language'], signal?: AbortSignal) => Promise<Speech>;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * A narrator over a text-to-speech service: the title and each page are spoken one
 * request at a time and joined, so each page's start time is known exactly.
 */
export function pageNarrator(speak: SpeakText): Narrator {
  return {
    async narrate(tale: WrittenTale, context: StageContext = {}): Promise<NarrationResult> {
      const texts = [tale.title, ...tale.pages.map((page) => page.text)];
      const chunks: Uint8Array[] = [];
      const marks: NarrationResult['marks'] = [];
      const words: NarrationResult['words'] = [];
      let elapsed = 0;
      for (const [index, text] of texts.entries()) {
        context.signal?.throwIfAborted();
        const speech = await speak(text, tale.language, context.signal);
        if (index > 0) {
          marks.push({ page: index, start_s: round(elapsed) });
          for (const word of speech.words)
            words.push({
              page: index,
              from: word.from,
              to: word.to,
              start_s: round(elapsed + word.start_s),
              end_s: round(elapsed + word.end_s),
            });
        }
        elapsed += mp3Duration(speech.mp3);
        chunks.push(speech.mp3);
        context.onProgress?.((index + 1) / texts.length, index === 0 ? 'title' : `page ${index}`);
      }
      return {
        audio: { name: 'narration.mp3', contentType: 'audio/mpeg', data: Buffer.concat(chunks) },
        duration_s: round(elapsed),
        marks,
        words,
      };
    },
  };
}
