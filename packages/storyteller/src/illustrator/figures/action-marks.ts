/** What a child's action leaves round them: a spade and its heap, what is being built, a splash, dust, a wave's swish, a hiding bush. */
import type { Action } from '../../scene/vocabulary.js';
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { bush } from '../art/shapes.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import { buildWork, type BuildWork } from '../art/build-work.js';
import { dirtMound } from '../creatures/creature-pose.js';
import type { Point } from './pose.js';

/** Marks behind and in front of a child in its own units (feet at 0,0); `hand` already faces `facing`; `work` is what a builder makes. */
export function actionMarks(
  env: Env,
  action: Action,
  hands: { front: Point; back: Point },
  facing: 1 | -1,
  work: BuildWork = buildWork(env),
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
      return { behind: '', front: group({ transform: `scale(${f} 1)` }, work(190)) };
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

/** What a hider is behind: a bush up to the chest (an armchair indoors); a peeker, something of the place to lean out from. */
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
  if (action === 'peek') return peekCover(env, facing, height);
  return '';
}

/**
 * What a peeker leans out from, of the place: a wardrobe's side indoors, a sea rock
 * on the shore, a snowy fir on snow or rock, else a tree with its crown.
 */
function peekCover(env: Env, facing: 1 | -1, height: number): string {
  const x = -facing * 80;
  const top = -height * 1.35;
  if (env.place === 'home') {
    const wood = env.land('#c28a52');
    return group(
      { id: 'peeking-wardrobe' },
      path(`M${x - 80} 20V${top}H${x + 80}V20Z`, wood, ink(wood)),
      circle(x + facing * 50, top * 0.5, 10, env.land('#f2b33d')),
    );
  }
  if (env.place === 'seaside' || env.place === 'island') {
    const rock = env.land('#9a9490');
    const h = height * 1.05;
    return group(
      { id: 'peeking-rock' },
      path(
        `M${x - 120} 20Q${x - 130} ${-h * 0.6} ${x - 60} ${-h}Q${x + 20} ${-h * 1.08} ${x + 90} ${-h * 0.8}Q${x + 130} ${-h * 0.4} ${x + 120} 20Z`,
        rock,
        ink(rock),
      ),
      stroke(`M${x - 40} ${-h * 0.7}q30 10 50 -6M${x + 30} ${-h * 0.35}q20 8 40 -4`, env.land('#7d7773'), 6),
    );
  }
  const bark = env.land('#8a5a3b');
  if (env.place === 'snowfield' || env.place === 'mountain' || env.snowy) {
    const needles = env.land('#3f7f52');
    const tier = (y: number, half: number, h: number) =>
      path(`M${x - half} ${y}L${x} ${y - h}L${x + half} ${y}Z`, needles, ink(needles)) +
      path(`M${x - half * 0.45} ${y - h * 0.55}L${x} ${y - h}L${x + half * 0.45} ${y - h * 0.55}Z`, '#f7fbff');
    return group(
      { id: 'peeking-fir' },
      path(`M${x - 22} 20V-60H${x + 22}V20Z`, bark, ink(bark)),
      tier(-40, 150, height * 0.6),
      tier(top * 0.42, 120, height * 0.55),
      tier(top * 0.75, 90, height * 0.5),
    );
  }
  const crown = env.cover('#5fa653');
  return group(
    { id: 'peeking-tree' },
    path(
      `M${x - 80} 20Q${x - 60} ${top / 2} ${x - 60} ${top}L${x + 60} ${top}Q${x + 60} ${top / 2} ${x + 80} 20Z`,
      bark,
      ink(bark),
    ),
    stroke(`M${x - 20} ${top * 0.4}q10 30 0 60M${x + 24} ${top * 0.7}q-10 24 0 50`, env.land('#a8764e'), 6),
    // The crown grows with the trunk, so a small animal's tree does not swallow it.
    circle(x - height * 0.23, top - height * 0.02, height * 0.23, crown, ink(crown)),
    circle(x + height * 0.23, top - height * 0.04, height * 0.23, crown, ink(crown)),
    circle(x, top - height * 0.19, height * 0.3, crown, ink(crown)),
  );
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
