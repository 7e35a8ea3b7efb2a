import type { NarrationResult, Narrator, StageContext, WrittenTale } from '@skazka/storyteller';
import { mp3Duration } from './mp3-duration.js';

/** Says one text and returns its MP3 bytes. */
export type SpeakText = (text: string, language: WrittenTale['language'], signal?: AbortSignal) => Promise<Uint8Array>;

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
      let elapsed = 0;
      for (const [index, text] of texts.entries()) {
        context.signal?.throwIfAborted();
        const mp3 = await speak(text, tale.language, context.signal);
        if (index > 0) marks.push({ page: index, start_s: round(elapsed) });
        elapsed += mp3Duration(mp3);
        chunks.push(mp3);
        context.onProgress?.((index + 1) / texts.length, index === 0 ? 'title' : `page ${index}`);
      }
      return { audio: { name: 'narration.mp3', contentType: 'audio/mpeg', data: Buffer.concat(chunks) }, duration_s: round(elapsed), marks };
    },
  };
}
