import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, rect } from '../art/svg.js';
import { creatureShadow, type DrawCreature } from './creature-art.js';

/** A round owl perched on a tree stump, with big amber eyes and ear tufts. */
export const drawOwl: DrawCreature = (env, mood) => {
  const feather = env.figure('#8e6a4c');
  const belly = env.figure('#e7cfa6');
  const stump = env.figure('#8a5a3b');
  const eye = (x: number) =>
    mood === 'sleepy'
      ? circle(x, -240, 34, env.figure('#fff4de')) +
        path(`M${x - 22} -238Q${x} -222 ${x + 22} -238`, 'none', {
          stroke: '#2b1f2a',
          'stroke-width': 6,
          'stroke-linecap': 'round',
        })
      : circle(x, -240, 34, env.figure('#fff4de'), ink(env.figure('#fff4de'), 3)) +
        circle(x + 3, -238, 20, '#f2a93b') +
        circle(x + 4, -238, 12, '#2b1f2a') +
        circle(x + 9, -244, 5, '#ffffff');
  const brows =
    mood === 'worried'
      ? path('M-62 -286L-20 -276M62 -286L20 -276', 'none', {
          stroke: '#4a3020',
          'stroke-width': 8,
          'stroke-linecap': 'round',
        })
      : '';
  return {
    width: 210,
    height: 360,
    svg: group(
      {},
      creatureShadow(210),
      rect(-70, -90, 140, 90, stump, { rx: 12, ...ink(stump) }),
      ellipse(0, -90, 70, 16, env.figure('#d9b07a'), ink(env.figure('#d9b07a'), 3)),
      path('M-50 -300L-70 -350L-20 -310ZM50 -300L70 -350L20 -310Z', feather, ink(feather)),
      ellipse(0, -200, 90, 115, feather, ink(feather)),
      ellipse(0, -170, 56, 70, belly),
      path(
        'M-22 -190q8 8 16 0M6 -190q8 8 16 0M-30 -160q8 8 16 0M-2 -160q8 8 16 0M26 -160q8 8 16 0M-14 -130q8 8 16 0M14 -130q8 8 16 0',
        'none',
        { stroke: env.figure('#b48a5e'), 'stroke-width': 4, 'stroke-linecap': 'round' },
      ),
      ellipse(-88, -180, 26, 62, env.figure('#775639'), ink(env.figure('#775639'))),
      ellipse(88, -180, 26, 62, env.figure('#775639'), ink(env.figure('#775639'))),
      eye(-38),
      eye(38),
      brows,
      path('M-12 -214L12 -214L0 -186Z', '#f09a3a', ink('#f09a3a', 3)),
      ellipse(-24, -94, 14, 8, '#f09a3a'),
      ellipse(24, -94, 14, 8, '#f09a3a'),
    ),
  };
};
