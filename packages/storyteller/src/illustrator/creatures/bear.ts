import { ink } from '../art/ink.js';
import { circle, ellipse, group } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A big, gentle, sitting brown bear with a pale muzzle and belly. */
export const drawBear: DrawCreature = (env, mood) => {
  const fur = env.figure('#a0683f');
  const pale = env.figure('#e6c195');
  return {
    width: 330,
    height: 440,
    svg: group(
      {},
      creatureShadow(330),
      ellipse(0, -150, 140, 150, fur, ink(fur)),
      ellipse(0, -130, 86, 100, pale),
      ellipse(-80, -22, 56, 32, fur, ink(fur)),
      ellipse(80, -22, 56, 32, fur, ink(fur)),
      ellipse(-80, -22, 30, 18, pale),
      ellipse(80, -22, 30, 18, pale),
      ellipse(-118, -170, 34, 62, fur, ink(fur)),
      ellipse(118, -170, 34, 62, fur, ink(fur)),
      circle(-62, -395, 34, fur, ink(fur)),
      circle(62, -395, 34, fur, ink(fur)),
      circle(-62, -395, 16, pale),
      circle(62, -395, 16, pale),
      circle(0, -320, 95, fur, ink(fur)),
      ellipse(10, -280, 48, 36, pale),
      ellipse(10, -298, 17, 12, '#2b1f2a'),
      creatureEye(-30, -338, 12, mood, '#2b1f2a', 1),
      creatureEye(46, -338, 12, mood),
      blush(-56, -300, 15),
      blush(74, -300, 15),
      creatureMouth(10, -270, 13, mood),
    ),
  };
};
