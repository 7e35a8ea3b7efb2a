import { ink } from '../art/ink.js';
import { circle, ellipse, group, stroke } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A sitting bunny with tall pink-lined ears and a cotton tail. */
export const drawRabbit: DrawCreature = (env, mood) => {
  const fur = env.figure('#e9ddd0');
  const shade = env.figure('#cdbba8');
  const pink = env.figure('#f6a9b8');
  const ear = (x: number, tilt: number) =>
    group(
      { transform: `rotate(${tilt} ${x} -250)` },
      ellipse(x, -320, 24, 78, fur, ink(fur)),
      ellipse(x, -316, 11, 58, pink),
    );
  return {
    width: 230,
    height: 400,
    svg: group(
      {},
      creatureShadow(230),
      circle(-82, -70, 28, env.figure('#ffffff'), ink(env.figure('#ffffff'))),
      ellipse(-10, -95, 90, 95, fur, ink(fur)),
      ellipse(-50, -22, 46, 24, shade, ink(shade)),
      ear(18, -12),
      ear(60, 10),
      circle(40, -215, 70, fur, ink(fur)),
      ellipse(30, -90, 48, 62, env.figure('#fbf5ee')),
      ellipse(40, -18, 30, 18, fur, ink(fur)),
      creatureEye(70, -228, 11, mood),
      creatureEye(22, -228, 10, mood, '#2b1f2a', 1),
      blush(88, -196, 14),
      ellipse(98, -206, 10, 8, pink),
      creatureMouth(94, -186, 11, mood),
      stroke('M104 -200l40 -8M104 -195l42 6', env.figure('#8a7a70'), 2.5),
    ),
  };
};
