import { darken } from './color.js';
import type { Attrs } from './svg.js';

/** A filled shape with a soft darker outline: the storybook look, readable when small. */
export const ink = (fill: string, width = 5): Attrs => ({
  fill,
  stroke: darken(fill, 0.42),
  'stroke-width': width,
  'stroke-linejoin': 'round',
});
