export { createEmbeddedNarrator } from './embedded-narrator.js';
export { wordTokens } from './word-timings.js';
