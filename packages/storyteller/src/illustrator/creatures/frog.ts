import { ink } from '../art/ink.js';
import { circle, ellipse, group } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, type DrawCreature } from './creature-art.js';

/** A round green frog sitting on a lily pad, eyes on top of its head. */
export const drawFrog: DrawCreature = (env, mood) => {
  const skin = env.figure('#6cc04a');
  const belly = env.figure('#d8f0a6');
  const pad = env.figure('#3f9a5a');
  const eyeBall = (x: number) =>
    circle(x, -190, 34, skin, ink(skin)) +
    circle(x, -192, 24, env.figure('#ffffff')) +
    creatureEye(x + 4, -192, 12, mood, '#2b1f2a', x < 0 ? 1 : -1);
  return {
    width: 280,
    height: 240,
    svg: group(
      {},
      ellipse(0, -8, 150, 30, pad, ink(pad)),
      ellipse(-80, -40, 50, 30, skin, ink(skin)),
      ellipse(80, -40, 50, 30, skin, ink(skin)),
      ellipse(0, -100, 110, 90, skin, ink(skin)),
      ellipse(0, -80, 70, 56, belly),
      ellipse(-40, -20, 24, 14, skin, ink(skin)),
      ellipse(40, -20, 24, 14, skin, ink(skin)),
      eyeBall(-50),
      eyeBall(50),
      blush(-70, -130, 14),
      blush(70, -130, 14),
      creatureMouth(0, -140, 30, mood),
    ),
  };
};
