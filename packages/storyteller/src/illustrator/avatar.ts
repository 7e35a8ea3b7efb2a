import type { ChildLook } from '@skazka/contract';
import { drawAvatar } from './figures/avatar.js';
import { renderPicture } from './render-picture.js';

export { drawAvatar as avatarSvg } from './figures/avatar.js';
export { freshLook, lookFromPhoto } from './look/chosen-look.js';

/** The avatar as PNG pixels, for image providers that take a reference picture. */
export const renderAvatarPng = (look: ChildLook, width = 512) =>
  renderPicture(drawAvatar(look), { width, format: 'png' });
