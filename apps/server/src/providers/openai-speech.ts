import { createOpenAI } from '@ai-sdk/openai';
import { experimental_generateSpeech as generateSpeech } from 'ai';
import type { SpeakText } from './page-narration.js';
import { type RequestLimits, requestSignal } from './request-limits.js';

export interface OpenAiSpeechOptions extends RequestLimits {
  baseURL?: string;
  apiKey?: string;
  model: string;
  voice: string;
}

/** OpenAI's (or a compatible server's) /audio/speech through the AI SDK, as MP3. It gives no word timings, and none are made up. */
export function openAiSpeech(options: OpenAiSpeechOptions): SpeakText {
  const model = createOpenAI({ baseURL: options.baseURL, apiKey: options.apiKey ?? 'none' }).speech(options.model);
  // OpenAI voices take the language from the text itself.
  return async (text, _language, signal) => {
    const { audio } = await generateSpeech({
      model,
      text,
      voice: options.voice,
      outputFormat: 'mp3',
      maxRetries: options.retries,
      abortSignal: requestSignal(options, signal),
    });
    return { mp3: audio.uint8Array, words: [] };
  };
}
