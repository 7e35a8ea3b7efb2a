import { ink } from '../art/ink.js';
import { circle, ellipse, group, path } from '../art/svg.js';
import { blush, creatureEye, creatureShadow, type DrawCreature } from './creature-art.js';

/** A plump yellow duck with an orange bill and paddle feet. */
export const drawDuck: DrawCreature = (env, mood) => {
  const body = env.figure('#ffd54a');
  const wing = env.figure('#f4bf2a');
  const bill = env.figure('#f08a2c');
  const open =
    mood === 'happy'
      ? path('M120 -196Q150 -186 156 -170Q130 -168 112 -176Z', env.figure('#d46a1e'), ink(env.figure('#d46a1e'), 3))
      : '';
  return {
    width: 260,
    height: 290,
    svg: group(
      {},
      creatureShadow(240),
      path('M-30 -10L-40 10L0 10ZM40 -10L30 10L70 10Z', bill, ink(bill, 3)),
      path('M-120 -110Q-150 -150 -110 -160Q-90 -120 -60 -130Z', body, ink(body)),
      ellipse(0, -90, 115, 78, body, ink(body)),
      path('M-60 -110Q0 -150 50 -100Q10 -50 -60 -70Z', wing, ink(wing)),
      circle(60, -190, 62, body, ink(body)),
      path('M104 -200Q160 -206 162 -184Q140 -170 104 -176Z', bill, ink(bill, 3)),
      open,
      creatureEye(78, -206, 11, mood, '#2b1f2a', 1),
      blush(86, -176, 12),
    ),
  };
};
