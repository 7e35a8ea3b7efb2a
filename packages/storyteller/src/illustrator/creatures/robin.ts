import { ink } from '../art/ink.js';
import { circle, ellipse, group, path } from '../art/svg.js';
import { blush, creatureEye, type DrawCreature } from './creature-art.js';

/** A plump robin with an orange-red breast, perched on a mossy stone. */
export const drawRobin: DrawCreature = (env, mood) => {
  const back = env.figure('#8a6248');
  const breast = env.figure('#f06a3a');
  const stone = env.figure('#a9a3a8');
  const legs = env.figure('#6a4a3a');
  return {
    width: 240,
    height: 280,
    svg: group(
      {},
      ellipse(0, -30, 110, 40, stone, ink(stone)),
      ellipse(-20, -58, 60, 14, env.figure('#8dbb5a')),
      path('M-20 -70l-6 -26M20 -70l6 -26', 'none', { stroke: legs, 'stroke-width': 7, 'stroke-linecap': 'round' }),
      path('M-70 -150L-150 -130L-140 -170Z', back, ink(back)),
      circle(0, -160, 82, back, ink(back)),
      path('M-10 -120C10 -200 80 -200 82 -150C80 -100 30 -82 0 -90Z', breast),
      ellipse(-30, -150, 46, 36, env.figure('#734f3a'), ink(env.figure('#734f3a'))),
      path('M76 -184L112 -174L76 -164Z', env.figure('#f2b23a'), ink(env.figure('#f2b23a'), 3)),
      creatureEye(46, -190, 10, mood, '#2b1f2a', 1),
      blush(58, -162, 10),
    ),
  };
};
