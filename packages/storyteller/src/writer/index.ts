export { createEmbeddedWriter } from './embedded-writer.js';
export { ageAt, ageBand } from './age.js';
export { composeTale, type ComposeOptions, type Composition } from './compose.js';
export { PACKS } from './content/packs.js';
export * from './content/format.js';
