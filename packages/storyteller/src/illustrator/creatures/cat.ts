import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A sitting grey tabby with a curled-up tail, pointed ears and whiskers. */
export const drawCat: DrawCreature = (env, mood) => {
  const fur = env.figure('#a3a7b4');
  const stripe = env.figure('#767b8c');
  const light = env.figure('#eef0f4');
  const pink = env.figure('#f4a3b1');
  return {
    width: 250,
    height: 330,
    svg: group(
      {},
      creatureShadow(250),
      stroke('M-50 -30C-140 -30 -150 -120 -110 -170', fur, 28),
      stroke('M-116 -150l-10 -18', stripe, 28),
      ellipse(0, -100, 80, 100, fur, ink(fur)),
      ellipse(10, -95, 44, 70, light),
      path('M-70 -150q20 6 30 -4M-76 -110q20 6 30 -4M-74 -70q20 6 30 -4', 'none', {
        stroke: stripe,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      ellipse(-30, -16, 34, 18, fur, ink(fur)),
      ellipse(40, -16, 34, 18, fur, ink(fur)),
      path('M-50 -250L-60 -340L0 -280Z', fur, ink(fur)),
      path('M50 -280L100 -335L100 -250Z', fur, ink(fur)),
      path('M-44 -262L-50 -316L-14 -278Z', pink),
      path('M60 -278L92 -314L92 -262Z', pink),
      circle(20, -220, 76, fur, ink(fur)),
      path('M-10 -292l10 26M20 -296l0 28M50 -292l-10 26', 'none', {
        stroke: stripe,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      ellipse(34, -190, 40, 28, light),
      creatureEye(-8, -232, 12, mood, '#3f5a2a', 1),
      creatureEye(58, -232, 12, mood, '#3f5a2a'),
      path('M26 -206L42 -206L34 -196Z', pink),
      creatureMouth(34, -186, 10, mood),
      blush(-20, -196, 12),
      blush(80, -196, 12),
      stroke('M70 -196l56 -10M70 -188l58 6M-2 -196l-56 -10M-2 -188l-58 6', env.figure('#5d6070'), 2.5),
    ),
  };
};
