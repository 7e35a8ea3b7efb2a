import { ink } from '../art/ink.js';
import { circle, ellipse, group, path } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A sitting squirrel with tufted ears and a huge curled tail behind. */
export const drawSquirrel: DrawCreature = (env, mood) => {
  const fur = env.figure('#c4662f');
  const light = env.figure('#f3d2a6');
  return {
    width: 260,
    height: 330,
    svg: group(
      {},
      creatureShadow(260),
      path(
        'M-30 -20C-170 -10 -160 -200 -110 -280C-80 -330 -10 -320 -20 -270C-60 -280 -90 -230 -70 -180C-50 -120 -40 -80 -20 -60Z',
        fur,
        ink(fur),
      ),
      path('M-100 -250C-90 -290 -50 -300 -40 -280C-70 -270 -90 -240 -85 -200Z', env.figure('#e08a4e')),
      ellipse(20, -90, 62, 85, fur, ink(fur)),
      ellipse(36, -90, 34, 60, light),
      ellipse(0, -14, 34, 18, fur, ink(fur)),
      ellipse(62, -120, 20, 14, fur, ink(fur)),
      path('M20 -240L10 -300L50 -250Z', fur, ink(fur)),
      path('M60 -245L72 -305L92 -240Z', fur, ink(fur)),
      circle(55, -200, 56, fur, ink(fur)),
      ellipse(84, -180, 30, 24, light),
      creatureEye(78, -212, 10, mood),
      creatureEye(38, -214, 9, mood, '#2b1f2a', 1),
      circle(112, -188, 8, '#3a2530'),
      blush(84, -180, 10),
      creatureMouth(100, -168, 8, mood),
    ),
  };
};
