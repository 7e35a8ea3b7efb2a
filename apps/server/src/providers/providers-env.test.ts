import { expect, it } from 'vitest';
import { loadConfig } from '../config.js';

const base = { DATA_DIR: '/tmp/skazka-config-test', MEDIA_SIGNING_SECRET: 's'.repeat(32) };

it('names every setting a chosen provider lacks, all at once', () => {
  expect(() =>
    loadConfig({ ...base, WRITER: 'anthropic', ILLUSTRATOR: 'openai-compatible', NARRATOR: 'elevenlabs' }),
  ).toThrow(
    /WRITER_MODEL: needed for a provider writer[\s\S]*WRITER_API_KEY[\s\S]*ILLUSTRATOR_BASE_URL[\s\S]*NARRATOR_API_KEY[\s\S]*NARRATOR_VOICE/,
  );
  const config = loadConfig({
    ...base,
    WRITER: 'openai-compatible',
    WRITER_BASE_URL: 'http://127.0.0.1:11434/v1',
    WRITER_MODEL: 'llama3.1',
  });
  expect(config).toMatchObject({
    WRITER: 'openai-compatible',
    ILLUSTRATOR: 'embedded',
    NARRATOR: 'embedded',
    PROVIDER_FALLBACK: true,
    SEND_PHOTOS_TO_PROVIDERS: false,
  });
});
