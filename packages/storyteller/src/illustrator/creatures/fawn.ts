import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, rect } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A spotted fawn on long legs with big ears and a white tail. */
export const drawFawn: DrawCreature = (env, mood) => {
  const coat = env.figure('#c98a52');
  const dark = env.figure('#a86c3c');
  const pale = env.figure('#fbeedd');
  const leg = (x: number, color: string) =>
    rect(x - 11, -160, 22, 150, color, { rx: 10, ...ink(color, 4) }) + ellipse(x, -10, 14, 10, env.figure('#4a3428'));
  const spots = [
    [-70, -210],
    [-40, -230],
    [-10, -205],
    [-60, -180],
    [20, -225],
    [-95, -195],
  ]
    .map(([x, y]) => circle(x!, y!, 9, pale))
    .join('');
  return {
    width: 300,
    height: 420,
    svg: group(
      {},
      creatureShadow(280),
      leg(-80, dark),
      leg(40, dark),
      ellipse(-126, -228, 16, 24, pale, ink(pale, 3)),
      ellipse(-25, -200, 110, 62, coat, ink(coat)),
      spots,
      leg(-50, coat),
      leg(70, coat),
      path('M40 -230Q60 -290 80 -330L120 -310Q100 -260 90 -200Z', coat, ink(coat)),
      ellipse(60, -370, 22, 44, coat, { ...ink(coat), transform: 'rotate(-40 60 -370)' }),
      ellipse(140, -372, 22, 44, coat, { ...ink(coat), transform: 'rotate(40 140 -372)' }),
      circle(100, -330, 50, coat, ink(coat)),
      path('M110 -330Q160 -330 170 -300Q160 -280 120 -286Z', pale, ink(pale, 3)),
      circle(168, -302, 9, '#2b1f2a'),
      creatureEye(108, -344, 11, mood, '#2b1f2a', 1),
      blush(116, -304, 10),
      creatureMouth(150, -282, 8, mood),
    ),
  };
};
