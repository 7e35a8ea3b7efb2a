import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import { blush, creatureEye, creatureShadow, type DrawCreature } from './creature-art.js';

/** A sitting cream puppy with floppy brown ears, an eye patch and a red collar. */
export const drawPuppy: DrawCreature = (env, mood) => {
  const fur = env.figure('#f0d3a6');
  const brown = env.figure('#9a6138');
  const collar = env.figure('#e04f4f');
  const tongue =
    mood === 'happy' ? path('M52 -170Q52 -140 66 -140Q80 -140 78 -170Z', '#f27a8a', ink('#f27a8a', 3)) : '';
  const mouth =
    mood === 'worried'
      ? stroke('M46 -176q18 -10 34 0', '#3a2530', 4)
      : mood === 'sleepy'
        ? ellipse(64, -172, 5, 6, '#3a2530')
        : stroke('M46 -178q9 10 18 0q9 10 18 0', '#3a2530', 4);
  return {
    width: 270,
    height: 320,
    svg: group(
      {},
      creatureShadow(270),
      stroke('M-70 -60Q-130 -80 -120 -140', fur, 24, { stroke: fur }),
      ellipse(-10, -95, 88, 95, fur, ink(fur)),
      ellipse(-50, -120, 34, 30, brown),
      ellipse(-40, -16, 36, 18, fur, ink(fur)),
      ellipse(40, -16, 36, 18, fur, ink(fur)),
      path('M-20 -160Q40 -140 90 -170L92 -152Q40 -122 -18 -142Z', collar, ink(collar, 3)),
      circle(40, -142, 12, '#f6c744', ink('#f6c744', 3)),
      circle(40, -240, 78, fur, ink(fur)),
      ellipse(-22, -220, 30, 62, brown, { ...ink(brown), transform: 'rotate(18 -22 -220)' }),
      ellipse(104, -220, 30, 62, brown, { ...ink(brown), transform: 'rotate(-18 104 -220)' }),
      ellipse(74, -256, 26, 24, brown),
      ellipse(62, -196, 38, 30, env.figure('#fbeedd')),
      ellipse(64, -212, 14, 10, '#2b1f2a'),
      creatureEye(12, -252, 11, mood, '#2b1f2a', 1),
      creatureEye(74, -254, 11, mood),
      blush(8, -210, 12),
      mouth,
      tongue,
    ),
  };
};
