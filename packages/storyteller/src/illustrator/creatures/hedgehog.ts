import { ink } from '../art/ink.js';
import { circle, ellipse, group, path } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A hedgehog: a dome of brown spines, a pale pointed face and a button nose. */
export const drawHedgehog: DrawCreature = (env, mood) => {
  const spines = env.figure('#7a5640');
  const tips = env.figure('#a8805e');
  const face = env.figure('#f0d2a8');
  const spikes = Array.from({ length: 13 }, (_, i) => {
    const a = Math.PI * (1.02 + (i / 12) * 0.8);
    const [x, y] = [Math.cos(a) * 120 - 20, Math.sin(a) * 110 - 40];
    const [tx, ty] = [Math.cos(a) * 165 - 20, Math.sin(a) * 150 - 40];
    return `M${x - Math.sin(a) * 22} ${y + Math.cos(a) * 22}L${tx} ${ty}L${x + Math.sin(a) * 22} ${y - Math.cos(a) * 22}Z`;
  }).join('');
  return {
    width: 300,
    height: 230,
    svg: group(
      {},
      creatureShadow(280),
      path(spikes, spines, ink(spines, 4)),
      path('M-140 -20C-150 -170 90 -190 110 -60L100 -20Z', spines, ink(spines)),
      path('M-100 -100l20 -30M-60 -130l20 -30M-20 -140l20 -30M20 -130l20 -30M-110 -60l20 -30', 'none', {
        stroke: tips,
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
      path('M40 -140C90 -150 130 -100 170 -60C150 -30 90 -20 50 -20C30 -60 30 -110 40 -140Z', face, ink(face)),
      circle(172, -60, 13, '#2b1f2a'),
      circle(60, -128, 14, spines, ink(spines, 3)),
      creatureEye(104, -96, 10, mood, '#2b1f2a', 1),
      blush(112, -62, 11),
      creatureMouth(140, -40, 8, mood),
      ellipse(-60, -10, 22, 12, face, ink(face, 3)),
      ellipse(40, -10, 22, 12, face, ink(face, 3)),
    ),
  };
};
