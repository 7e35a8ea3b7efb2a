import type { Config } from '../config.js';

type ProviderChoice = Pick<
  Config,
  'WRITER' | 'WRITER_MODEL' | 'ILLUSTRATOR' | 'ILLUSTRATOR_MODEL' | 'NARRATOR' | 'NARRATOR_MODEL'
>;

/**
 * Seconds each stage takes with each provider before this server has timed any tale:
 * the embedded stages as measured on a small server, the providers from their usual
 * answer times (a text of a few thousand tokens; a cover and a picture a page at
 * some 15 s each; a page of speech at a few seconds). Measured tales replace them.
 */
const TYPICAL_STAGE_S = {
  writer: { embedded: 2, 'openai-compatible': 45, anthropic: 45 },
  illustrator: { embedded: 10, 'openai-compatible': 150 },
  narrator: { embedded: 8, openai: 40, elevenlabs: 40 },
} as const;

/** Names the storyteller of this configuration, e.g. `anthropic:claude-x|embedded|elevenlabs:eleven_multilingual_v2`: tales made by it are timed under this name. */
export function storytellerName(config: ProviderChoice): string {
  const stage = (provider: string, model: string | undefined) =>
    provider === 'embedded' || !model ? provider : `${provider}:${model}`;
  return [
    stage(config.WRITER, config.WRITER_MODEL),
    stage(config.ILLUSTRATOR, config.ILLUSTRATOR_MODEL),
    stage(config.NARRATOR, config.NARRATOR_MODEL),
  ].join('|');
}

/** How long a tale should take with these providers, from the typical figures above. */
export function typicalMakingS(config: ProviderChoice): number {
  return (
    TYPICAL_STAGE_S.writer[config.WRITER] +
    TYPICAL_STAGE_S.illustrator[config.ILLUSTRATOR] +
    TYPICAL_STAGE_S.narrator[config.NARRATOR]
  );
}
