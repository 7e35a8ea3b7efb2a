export { createEmbeddedTypesetter } from './embedded-typesetter.js';
