import { wordTokens } from '@skazka/storyteller';
import { z } from 'zod';
import type { SpeakText, SpokenWord } from './page-narration.js';
import { type RequestLimits, requestSignal } from './request-limits.js';

export interface ElevenLabsOptions extends RequestLimits {
  baseURL: string;
  apiKey: string;
  voice: string;
  model: string;
}

/** A failed ElevenLabs call, with the status the failure reason reports. */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`ElevenLabs answered ${status}: ${detail.slice(0, 200)}`);
  }
}

const RETRY_BASE_MS = 500;
const retryable = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** What ElevenLabs' with-timestamps endpoint answers: the audio, and when each character of the text is heard. */
const timedSpeechSchema = z.object({
  audio_base64: z.string(),
  alignment: z
    .object({
      characters: z.array(z.string()),
      character_start_times_seconds: z.array(z.number()),
      character_end_times_seconds: z.array(z.number()),
    })
    .nullable()
    .optional(),
});

/**
 * ElevenLabs text-to-speech over its HTTP API (POST /v1/text-to-speech/{voice}/with-timestamps),
 * MP3 out with each character's timing, from which every word's is taken; a 429
 * or 5xx is retried with backoff, honouring Retry-After.
 */
export function elevenLabsSpeech(options: ElevenLabsOptions): SpeakText {
  const url = `${options.baseURL.replace(/\/+$/, '')}/v1/text-to-speech/${encodeURIComponent(options.voice)}/with-timestamps?output_format=mp3_44100_64`;
  return async (text, language, stageSignal) => {
    const signal = requestSignal(options, stageSignal);
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'xi-api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ text, model_id: options.model, language_code: language }),
        signal,
      });
      if (response.ok) {
        const answer = timedSpeechSchema.parse(await response.json());
        return {
          mp3: new Uint8Array(Buffer.from(answer.audio_base64, 'base64')),
          words: answer.alignment ? wordsFromCharacters(text, answer.alignment) : [],
        };
      }
      const detail = await response.text().catch(() => '');
      if (!retryable(response.status) || attempt >= options.retries)
        throw new ProviderHttpError(response.status, detail);
      const after = Number(response.headers.get('retry-after'));
      await sleep(Number.isFinite(after) && after > 0 ? after * 1000 : RETRY_BASE_MS * 2 ** attempt, signal);
    }
  };
}

/**
 * Each word's time from its characters' times. The alignment spells the text
 * the service was sent; if it spells something else, no word is placed rather
 * than one placed wrongly.
 */
function wordsFromCharacters(
  text: string,
  alignment: NonNullable<z.infer<typeof timedSpeechSchema>['alignment']>,
): SpokenWord[] {
  const { characters, character_start_times_seconds: starts, character_end_times_seconds: ends } = alignment;
  if (characters.join('') !== text || starts.length !== characters.length || ends.length !== characters.length)
    return [];
  // The timing of every UTF-16 unit of the text, from the character it belongs to.
  const start: number[] = [];
  const end: number[] = [];
  characters.forEach((character, i) => {
    for (let unit = 0; unit < character.length; unit++) {
      start.push(starts[i]!);
      end.push(ends[i]!);
    }
  });
  return wordTokens(text).map(({ from, to }) => ({ from, to, start_s: start[from]!, end_s: end[to - 1]! }));
}
