import { circle, ellipse, group, path } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A big beach ball in six bright wedges, resting on the ground. */
export const drawBall: DrawObject = (env) => {
  const r = 80;
  const colors = ['#e5534b', '#ffffff', '#3fa7d6', '#ffd04d', '#7cc15a', '#ffffff'].map(env.figure);
  const point = (a: number) => `${(Math.cos(a) * r).toFixed(1)} ${(-r + Math.sin(a) * r).toFixed(1)}`;
  const wedges = colors
    .map((color, i) =>
      path(
        `M0 ${-r}L${point((i / 6) * Math.PI * 2 - 0.4)}A${r} ${r} 0 0 1 ${point(((i + 1) / 6) * Math.PI * 2 - 0.4)}Z`,
        color,
      ),
    )
    .join('');
  return {
    width: 170,
    placement: 'ground',
    bottom: 0,
    svg: group(
      {},
      ellipse(0, 0, 82, 14, '#2a1a3a', { opacity: 0.16 }),
      wedges,
      circle(0, -r, 18, env.figure('#ffffff')),
      circle(0, -r, r, 'none', { stroke: env.figure('#8a4a5a'), 'stroke-width': 5 }),
      ellipse(-34, -r - 36, 18, 11, '#ffffff', { opacity: 0.6, transform: `rotate(-35 -34 ${-r - 36})` }),
    ),
  };
};
