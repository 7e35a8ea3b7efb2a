import { ink } from '../art/ink.js';
import { circle, ellipse, group, path } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A sitting fox: pointed ears, white muzzle and chest, a big white-tipped tail. */
export const drawFox: DrawCreature = (env, mood) => {
  const fur = env.figure('#ec8434');
  const white = env.figure('#fff6ea');
  const dark = env.figure('#5a3426');
  return {
    width: 300,
    height: 330,
    svg: group(
      {},
      creatureShadow(300),
      path('M-40 -30C-150 -20 -190 -120 -150 -200C-130 -150 -90 -120 -30 -110Z', fur, ink(fur)),
      path('M-150 -200C-175 -160 -170 -120 -140 -95C-150 -140 -140 -170 -120 -180Z', white),
      ellipse(0, -100, 72, 100, fur, ink(fur)),
      ellipse(22, -110, 38, 70, white),
      ellipse(-30, -16, 30, 18, dark, ink(dark)),
      ellipse(35, -16, 30, 18, dark, ink(dark)),
      path('M-20 -250L-40 -340L30 -275Z', fur, ink(fur)),
      path('M40 -262L70 -350L100 -262Z', fur, ink(fur)),
      path('M-20 -262L-34 -320L14 -276Z', dark),
      path('M50 -270L70 -330L88 -270Z', dark),
      circle(30, -220, 72, fur, ink(fur)),
      path('M40 -210Q80 -230 150 -200Q140 -170 90 -160Q40 -160 30 -190Z', white, ink(white, 3)),
      circle(150, -198, 12, '#2b1f2a'),
      creatureEye(64, -240, 11, mood),
      creatureEye(10, -240, 10, mood, '#2b1f2a', 1),
      blush(80, -200, 13),
      creatureMouth(118, -175, 10, mood),
    ),
  };
};
