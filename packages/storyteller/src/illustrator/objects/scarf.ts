import { ink } from '../art/ink.js';
import { el, group, path, rect } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A long striped knitted scarf round the neck, its end fluttering out. */
export const drawScarf: DrawObject = (env) => {
  const wool = env.figure('#e5534b');
  const stripe = env.figure('#ffd04d');
  const clip = env.id('scarf');
  const tail = 'M30 6Q120 30 170 0L190 40Q120 80 24 44Z';
  const stripes = [50, 90, 130, 160].map((x) => rect(x, -20, 14, 120, stripe)).join('');
  return {
    width: 200,
    placement: 'worn',
    bottom: 122,
    svg: group(
      {},
      path('M-66 -14Q0 22 66 -14L70 22Q0 58 -70 22Z', wool, ink(wool)),
      path(tail, wool, ink(wool)),
      el('defs', {}, el('clipPath', { id: clip }, path(tail, '#000'))),
      group({ 'clip-path': `url(#${clip})` }, stripes),
      path('M-40 20L-50 120L-10 122L-6 30Z', wool, ink(wool)),
      rect(-50, 70, 42, 12, stripe),
      rect(-50, 96, 42, 12, stripe),
    ),
  };
};
