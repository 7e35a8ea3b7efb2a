export { createEmbeddedNarrator, type EmbeddedNarratorOptions } from './embedded-narrator.js';
