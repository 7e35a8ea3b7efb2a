import { type StageSet, createEmbeddedIllustrator, createEmbeddedNarrator, createEmbeddedTypesetter, createEmbeddedWriter } from '@skazka/storyteller';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

/** The storyteller's four stages for this process, each chosen by the configuration. */
export function createStageSet(_config: Config, _log: FastifyBaseLogger): StageSet {
  return {
    writer: createEmbeddedWriter(),
    illustrator: createEmbeddedIllustrator(),
    narrator: createEmbeddedNarrator(),
    typesetter: createEmbeddedTypesetter(),
  };
}
