import { ink } from '../art/ink.js';
import { group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A diamond kite with a bow-tied tail, flying high on its string. */
export const drawKite: DrawObject = (env) => {
  const [a, b] = [env.figure('#e5534b'), env.figure('#ffd04d')];
  const bow = (x: number, y: number, color: string) =>
    path(`M${x} ${y}l-18 -12v24zM${x} ${y}l18 -12v24z`, color, ink(color, 3));
  return {
    width: 200,
    placement: 'sky',
    bottom: 340,
    svg: group(
      {},
      stroke('M0 130Q-40 190 10 240T-10 340', env.figure('#6b4a3a'), 4),
      bow(-16, 190, b),
      bow(8, 260, a),
      bow(-4, 320, b),
      path('M0 -130L-90 0L0 0Z', a, ink(a)),
      path('M0 -130L90 0L0 0Z', b, ink(b)),
      path('M-90 0L0 130L0 0Z', b, ink(b)),
      path('M90 0L0 130L0 0Z', a, ink(a)),
      stroke('M0 -130V130M-90 0H90', env.figure('#8a5a3b'), 5),
    ),
  };
};
