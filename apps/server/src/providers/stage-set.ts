import {
  type Illustrator,
  type Narrator,
  type StageSet,
  type Writer,
  createEmbeddedIllustrator,
  createEmbeddedNarrator,
  createEmbeddedTypesetter,
  createEmbeddedWriter,
} from '@skazka/storyteller';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { createAiIllustrator } from './ai-illustrator.js';
import { createAiWriter } from './ai-writer.js';
import { elevenLabsSpeech } from './elevenlabs-speech.js';
import { openAiSpeech } from './openai-speech.js';
import { pageNarrator } from './page-narration.js';
import { illustratorWithFallback, narratorWithFallback, writerWithFallback } from './with-fallback.js';

const ELEVENLABS_URL = 'https://api.elevenlabs.io';

function providerWriter(config: Config, limits: { timeoutMs: number; retries: number }): Writer | null {
  if (config.WRITER === 'embedded') return null;
  return createAiWriter({
    kind: config.WRITER,
    baseURL: config.WRITER_BASE_URL,
    apiKey: config.WRITER_API_KEY,
    model: config.WRITER_MODEL!,
    ...limits,
  });
}

function providerIllustrator(config: Config, limits: { timeoutMs: number; retries: number }): Illustrator | null {
  if (config.ILLUSTRATOR === 'embedded') return null;
  return createAiIllustrator({
    baseURL: config.ILLUSTRATOR_BASE_URL!,
    apiKey: config.ILLUSTRATOR_API_KEY,
    model: config.ILLUSTRATOR_MODEL,
    size: config.ILLUSTRATOR_SIZE,
    sendPhotos: config.SEND_PHOTOS_TO_PROVIDERS,
    ...limits,
  });
}

function providerNarrator(config: Config, limits: { timeoutMs: number; retries: number }): Narrator | null {
  if (config.NARRATOR === 'openai') {
    return pageNarrator(
      openAiSpeech({
        baseURL: config.NARRATOR_BASE_URL,
        apiKey: config.NARRATOR_API_KEY,
        model: config.NARRATOR_MODEL ?? 'gpt-4o-mini-tts',
        voice: config.NARRATOR_VOICE ?? 'alloy',
        ...limits,
      }),
    );
  }
  if (config.NARRATOR === 'elevenlabs') {
    return pageNarrator(
      elevenLabsSpeech({
        baseURL: config.NARRATOR_BASE_URL ?? ELEVENLABS_URL,
        apiKey: config.NARRATOR_API_KEY!,
        voice: config.NARRATOR_VOICE!,
        model: config.NARRATOR_MODEL ?? 'eleven_multilingual_v2',
        ...limits,
      }),
    );
  }
  return null;
}

/**
 * The storyteller's four stages for this process, each chosen by the configuration:
 * a provider stage falls back to the embedded one unless PROVIDER_FALLBACK=false.
 * The book is always typeset here.
 */
export function createStageSet(config: Config, log: FastifyBaseLogger): StageSet {
  const limits = { timeoutMs: config.PROVIDER_TIMEOUT_S * 1000, retries: config.PROVIDER_RETRIES };
  const embedded = {
    writer: createEmbeddedWriter(),
    illustrator: createEmbeddedIllustrator(),
    narrator: createEmbeddedNarrator(),
  };
  const writer = providerWriter(config, limits);
  const illustrator = providerIllustrator(config, limits);
  const narrator = providerNarrator(config, limits);
  const fallback = config.PROVIDER_FALLBACK;
  return {
    writer: !writer ? embedded.writer : fallback ? writerWithFallback(writer, embedded.writer, log) : writer,
    illustrator: !illustrator
      ? embedded.illustrator
      : fallback
        ? illustratorWithFallback(illustrator, embedded.illustrator, log)
        : illustrator,
    narrator: !narrator
      ? embedded.narrator
      : fallback
        ? narratorWithFallback(narrator, embedded.narrator, log)
        : narrator,
    typesetter: createEmbeddedTypesetter(),
  };
}
