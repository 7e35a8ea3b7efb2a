import { createEmbeddedIllustrator } from './illustrator/index.js';
import { createEmbeddedNarrator } from './narrator/index.js';
import { createStoryteller, type Storyteller } from './storyteller.js';
import { createEmbeddedTypesetter } from './typesetter/index.js';
import { createEmbeddedWriter } from './writer/embedded-writer.js';

/** The offline storyteller: every stage built in, no network and no keys. */
export function createEmbeddedStoryteller(): Storyteller {
  return createStoryteller({
    writer: createEmbeddedWriter(),
    illustrator: createEmbeddedIllustrator(),
    narrator: createEmbeddedNarrator(),
    typesetter: createEmbeddedTypesetter(),
  });
}
