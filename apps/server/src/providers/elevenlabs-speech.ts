import type { SpeakText } from './page-narration.js';
import { type RequestLimits, requestSignal } from './request-limits.js';

export interface ElevenLabsOptions extends RequestLimits {
  baseURL: string;
  apiKey: string;
  voice: string;
  model: string;
}

/** A failed ElevenLabs call, with the status the failure reason reports. */
export class ProviderHttpError extends Error {
  constructor(readonly status: number, detail: string) {
    super(`ElevenLabs answered ${status}: ${detail.slice(0, 200)}`);
  }
}

const RETRY_BASE_MS = 500;
const retryable = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve, reject) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
});

/**
 * ElevenLabs text-to-speech over its HTTP API (POST /v1/text-to-speech/{voice}),
 * MP3 out; a 429 or 5xx is retried with backoff, honouring Retry-After.
 */
export function elevenLabsSpeech(options: ElevenLabsOptions): SpeakText {
  const url = `${options.baseURL.replace(/\/+$/, '')}/v1/text-to-speech/${encodeURIComponent(options.voice)}?output_format=mp3_44100_64`;
  return async (text, language, stageSignal) => {
    const signal = requestSignal(options, stageSignal);
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'xi-api-key': options.apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
        body: JSON.stringify({ text, model_id: options.model, language_code: language }),
        signal,
      });
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      const detail = await response.text().catch(() => '');
      if (!retryable(response.status) || attempt >= options.retries) throw new ProviderHttpError(response.status, detail);
      const after = Number(response.headers.get('retry-after'));
      await sleep(Number.isFinite(after) && after > 0 ? after * 1000 : RETRY_BASE_MS * 2 ** attempt, signal);
    }
  };
}
