import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A little grey mouse with big round pink ears and a long curling tail. */
export const drawMouse: DrawCreature = (env, mood) => {
  const fur = env.figure('#b9b2bf');
  const pink = env.figure('#f6b3c2');
  return {
    width: 230,
    height: 260,
    svg: group(
      {},
      creatureShadow(220),
      stroke('M-60 -30C-140 -10 -150 -90 -110 -100C-80 -108 -80 -70 -100 -60', pink, 8),
      ellipse(-10, -75, 70, 75, fur, ink(fur)),
      ellipse(4, -70, 40, 50, env.figure('#ece7ef')),
      ellipse(-30, -12, 28, 14, pink, ink(pink, 3)),
      ellipse(30, -12, 28, 14, pink, ink(pink, 3)),
      circle(-6, -215, 46, fur, ink(fur)),
      circle(-6, -215, 30, pink),
      circle(86, -210, 42, fur, ink(fur)),
      circle(86, -210, 27, pink),
      path('M0 -170C0 -210 80 -210 100 -170Q128 -150 136 -138Q100 -110 40 -112C10 -114 0 -140 0 -170Z', fur, ink(fur)),
      circle(138, -140, 10, '#e2708a'),
      creatureEye(72, -160, 10, mood),
      creatureEye(30, -162, 9, mood, '#2b1f2a', 1),
      blush(64, -130, 10),
      creatureMouth(112, -122, 8, mood),
      stroke('M128 -136l40 -12M128 -130l42 4', env.figure('#6d6570'), 2.5),
    ),
  };
};
