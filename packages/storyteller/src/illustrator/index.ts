export { createEmbeddedIllustrator, castFor } from './embedded-illustrator.js';
export { composeScene } from './compose-scene.js';
export { renderPicture, PICTURE_FORMAT, PHONE_WIDTH } from './render-picture.js';
export { avatarSvg, renderAvatarPng, freshLook, lookFromPhoto } from './avatar.js';
