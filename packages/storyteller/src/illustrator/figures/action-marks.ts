/** What a child's action leaves round them: a spade and its heap, blocks, a splash, dust, a wave's swish, a hiding bush. */
import type { Action } from '../../scene/vocabulary.js';
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { bush } from '../art/shapes.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import { blocks, dirtMound } from '../creatures/creature-pose.js';
import type { Point } from './pose.js';

/** Marks behind and in front of a child in its own units (feet at 0,0); `hand` already faces `facing`. */
export function actionMarks(
  env: Env,
  action: Action,
  hands: { front: Point; back: Point },
  facing: 1 | -1,
): { behind: string; front: string } {
  const f = facing;
  const hand = action === 'dig' ? hands.back : hands.front;
  switch (action) {
    case 'dig': {
      const wood = env.figure('#b07a46');
      const blade = env.figure('#9aa3ad');
      const tip = { x: hand.x + f * 70, y: -14 };
      return {
        behind: '',
        front: group(
          {},
          group({ transform: `scale(${f} 1)` }, dirtMound(210)),
          stroke(`M${hand.x - f * 30} ${hand.y - 40}L${tip.x} ${tip.y - 40}`, wood, 12),
          path(
            `M${tip.x - 24} ${tip.y - 44}L${tip.x + 24} ${tip.y - 44}L${tip.x + 16} ${tip.y + 10}Q${tip.x} ${tip.y + 24} ${tip.x - 16} ${tip.y + 10}Z`,
            blade,
            ink(blade, 4),
          ),
        ),
      };
    }
    case 'build':
      return { behind: '', front: group({ transform: `scale(${f} 1)` }, blocks(190)) };
    case 'splash':
      return { behind: splash(env), front: drops(f) };
    case 'run':
      return {
        behind: group(
          { transform: `scale(${f} 1)` },
          stroke('M-130 -330h-80M-140 -260h-100M-120 -190h-70', '#ffffff', 9, { opacity: 0.85 }),
          circle(-150, -30, 30, env.land('#d9c7a8'), { opacity: 0.7 }),
          circle(-200, -20, 20, env.land('#d9c7a8'), { opacity: 0.55 }),
        ),
        front: '',
      };
    case 'wave':
      return {
        behind: '',
        front: stroke(
          `M${hand.x + f * 34} ${hand.y - 40}q${f * 24} 20 ${f * 16} 48M${hand.x + f * 56} ${hand.y - 62}q${f * 36} 30 ${f * 24} 76`,
          '#ffffff',
          7,
        ),
      };
    case 'point':
      return { behind: '', front: stroke(`M${hand.x + f * 14} ${hand.y - 6}l${f * 36} -4`, env.figure('#f1c29b'), 12) };
    default:
      return { behind: '', front: '' };
  }
}

/** What a hider is behind: a bush up to the chest; a peeker, a tree trunk to lean out from. */
export function coverInFront(env: Env, action: Action, facing: 1 | -1, height = 470): string {
  if (action === 'hide' && env.place === 'home') {
    // Indoors a child hides behind an armchair.
    const cloth = env.land('#7fb8d8');
    const x = facing * 20;
    const h = (height / 470) * 300;
    return group(
      { id: 'hiding-chair' },
      path(
        `M${x - 170} 10V${-h * 0.7}Q${x - 170} ${-h} ${x - 120} ${-h}H${x + 120}Q${x + 170} ${-h} ${x + 170} ${-h * 0.7}V10Z`,
        cloth,
        ink(cloth),
      ),
      path(
        `M${x - 200} 10V${-h * 0.55}Q${x - 200} ${-h * 0.7} ${x - 160} ${-h * 0.7}Q${x - 130} ${-h * 0.7} ${x - 130} ${-h * 0.5}V10Z`,
        cloth,
        ink(cloth),
      ),
      path(
        `M${x + 200} 10V${-h * 0.55}Q${x + 200} ${-h * 0.7} ${x + 160} ${-h * 0.7}Q${x + 130} ${-h * 0.7} ${x + 130} ${-h * 0.5}V10Z`,
        cloth,
        ink(cloth),
      ),
    );
  }
  if (action === 'hide') {
    const size = (height / 470) * 300;
    return group(
      { id: 'hiding-bush' },
      bush(env, -facing * 20, 10, size, '#4f9a4a', '#e0574f'),
      bush(env, facing * 90, 14, size * 0.8, '#5fa653'),
    );
  }
  if (action === 'peek') {
    // Indoors the child peeks round a wardrobe's side, outdoors round a tree.
    const bark = env.land(env.place === 'home' ? '#c28a52' : '#8a5a3b');
    const x = -facing * 80;
    const top = -height * 1.35;
    return group(
      { id: 'peeking-tree' },
      path(
        `M${x - 80} 20Q${x - 60} ${top / 2} ${x - 70} ${top}L${x + 70} ${top}Q${x + 60} ${top / 2} ${x + 80} 20Z`,
        bark,
        ink(bark),
      ),
      env.place === 'home'
        ? circle(x + facing * 50, top * 0.5, 10, env.land('#f2b33d'))
        : stroke(`M${x - 20} ${top * 0.4}q10 30 0 60M${x + 24} ${top * 0.7}q-10 24 0 50`, env.land('#a8764e'), 6),
    );
  }
  return '';
}

function splash(env: Env): string {
  const water = env.land('#8fc6ea');
  return ellipse(0, 0, 200, 34, water, { stroke: env.land('#6fb3e0'), 'stroke-width': 5 });
}

function drops(f: 1 | -1): string {
  return [
    [-150, -90],
    [-110, -160],
    [120, -150],
    [160, -80],
    [60, -200],
  ]
    .map(([x, y]) => ellipse(x! * f, y!, 12, 18, '#bfe4ff', { stroke: '#6fb3e0', 'stroke-width': 3 }))
    .join('');
}
