import { z } from 'zod';
import { envBool as bool } from '../lib/env-bool.js';

const optionalUrl = z.url().optional();
const secret = z.string().min(1).optional();

/**
 * Which service makes each stage (README "Configuration"); `embedded` is the built-in
 * offline storyteller. Each stage has its own endpoint, key and model, so a tale can
 * mix, say, a local Ollama writer with the embedded narrator.
 */
export const providersEnv = {
  WRITER: z.enum(['embedded', 'openai-compatible', 'anthropic']).default('embedded'),
  WRITER_BASE_URL: optionalUrl,
  WRITER_API_KEY: secret,
  WRITER_MODEL: z.string().min(1).optional(),
  ILLUSTRATOR: z.enum(['embedded', 'openai-compatible']).default('embedded'),
  ILLUSTRATOR_BASE_URL: optionalUrl,
  ILLUSTRATOR_API_KEY: secret,
  ILLUSTRATOR_MODEL: z.string().min(1).default('gpt-image-1'),
  ILLUSTRATOR_SIZE: z
    .string()
    .regex(/^\d+x\d+$/, 'WIDTHxHEIGHT')
    .default('1024x1024'),
  NARRATOR: z.enum(['embedded', 'openai', 'elevenlabs']).default('embedded'),
  NARRATOR_BASE_URL: optionalUrl,
  NARRATOR_API_KEY: secret,
  NARRATOR_MODEL: z.string().min(1).optional(),
  NARRATOR_VOICE: z.string().min(1).optional(),
  /** Seconds one provider request may take before it counts as failed. */
  PROVIDER_TIMEOUT_S: z.coerce.number().int().min(1).default(120),
  /** Retries of a provider request after a 429 or 5xx (with backoff), before the stage fails. */
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** A failing provider stage falls back to the embedded one (with a logged warning) instead of failing the tale. */
  PROVIDER_FALLBACK: bool.default(true),
};

type ProviderConfig = z.infer<z.ZodObject<typeof providersEnv>>;

/** A provider stage needs its endpoint or key and its model; every missing one is reported at start. */
export function checkProviders(config: ProviderConfig, ctx: z.RefinementCtx) {
  const need = (when: boolean, key: keyof ProviderConfig, why: string) => {
    if (when && !config[key]) ctx.addIssue({ code: 'custom', path: [key], message: `needed ${why}` });
  };
  need(config.WRITER === 'openai-compatible', 'WRITER_BASE_URL', 'for an OpenAI-compatible writer');
  need(config.WRITER !== 'embedded', 'WRITER_MODEL', 'for a provider writer');
  need(config.WRITER === 'anthropic', 'WRITER_API_KEY', 'for the Anthropic writer');
  need(config.ILLUSTRATOR !== 'embedded', 'ILLUSTRATOR_BASE_URL', 'for an image provider');
  need(config.NARRATOR === 'elevenlabs', 'NARRATOR_API_KEY', 'for ElevenLabs');
  need(config.NARRATOR === 'elevenlabs', 'NARRATOR_VOICE', 'for ElevenLabs (a voice id)');
}
