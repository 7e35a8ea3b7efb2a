export { createEmbeddedIllustrator, castFor } from './embedded-illustrator.js';
export { composeScene, type SceneCast } from './compose-scene.js';
export { renderPicture, PICTURE_FORMAT, type PictureFormat } from './render-picture.js';
export type { CharacterLook } from './look/character-look.js';
