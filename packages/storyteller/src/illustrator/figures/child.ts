import type { Mood } from '../../scene/vocabulary.js';
import { darken, lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { circle, el, ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { CharacterLook } from '../look/character-look.js';
import { drawFace } from './face.js';
import { drawHairBack, drawHairFront } from './hair.js';

/** rest: arms down; hold: the front hand reaches out with the object; raise: it holds something up. */
export type Pose = 'rest' | 'hold' | 'raise';

export interface Figure {
  svg: string;
  /** The front hand, in the figure's own units (feet at 0,0, unscaled). */
  hand: { x: number; y: number };
  height: number;
}

const HEAD_Y = -350;
const SHOULDER_Y = -250;

/** A child standing with feet at (0,0), about 470 units tall, looking toward `facing`. */
export function drawChild(env: Env, look: CharacterLook, mood: Mood, facing: 1 | -1, pose: Pose): Figure {
  const c = {
    skin: env.figure(look.skin),
    hair: env.figure(look.hair),
    top: env.figure(look.top),
    bottom: env.figure(look.bottom),
    pattern: env.figure(look.patternColor),
    shoes: env.figure(look.shoes),
    eyes: look.eyes,
  };
  const hand =
    pose === 'raise'
      ? { x: facing * 92, y: -340 }
      : pose === 'hold'
        ? { x: facing * 136, y: -214 }
        : { x: facing * 94, y: -150 };
  const arm = (side: 1 | -1, to: { x: number; y: number }) =>
    stroke(
      `M${side * 50} ${SHOULDER_Y}Q${side * 96} ${(SHOULDER_Y + to.y) / 2 + (to.y < SHOULDER_Y ? 30 : -10)} ${to.x} ${to.y}`,
      c.top,
      38,
      { stroke: c.top },
    ) + circle(to.x, to.y, 20, c.skin, ink(c.skin, 4));
  const backHand = { x: -facing * 92, y: -152 };
  // Long hair falls behind the shoulders; other styles sit just behind the head.
  const hairBack = drawHairBack(look.hairStyle, c.hair, HEAD_Y, facing);
  const hairBehindBody = look.hairStyle === 'long';
  const svg = group(
    {},
    ellipse(0, 0, 120, 20, '#2a1a3a', { opacity: 0.16 }),
    hairBehindBody ? hairBack : '',
    legs(look, c),
    body(env, look, c),
    arm(-facing as 1 | -1, backHand),
    arm(facing, hand),
    rect(-18, -282, 36, 30, c.skin),
    hairBehindBody ? '' : hairBack,
    circle(-90, HEAD_Y + 10, 18, c.skin, ink(c.skin, 4)),
    circle(90, HEAD_Y + 10, 18, c.skin, ink(c.skin, 4)),
    circle(0, HEAD_Y, 92, c.skin, ink(c.skin)),
    drawFace(
      mood,
      { skin: c.skin, hair: c.hair, eyes: c.eyes, freckles: look.freckles, glasses: look.glasses },
      HEAD_Y,
      facing,
    ),
    drawHairFront(look.hairStyle, c.hair, HEAD_Y, facing),
  );
  return { svg, hand, height: 470 };
}

type Colors = { skin: string; top: string; bottom: string; pattern: string; shoes: string };

/** Where the top garment ends, by outfit. */
const TOP_END: Record<CharacterLook['outfit'], number> = {
  dress: -96,
  skirt: -176,
  trousers: -148,
  shorts: -148,
  dungarees: -148,
  hoodie: -148,
};

function legs(look: CharacterLook, c: Colors): string {
  const covered = look.outfit === 'trousers' || look.outfit === 'dungarees' || look.outfit === 'hoodie';
  const skinLegs = covered
    ? ''
    : [-1, 1].map((s) => rect(s > 0 ? 10 : -42, -160, 32, 140, c.skin, ink(c.skin, 4))).join('');
  const trousers = covered
    ? path('M-62 -162L62 -162L60 -26L10 -26L6 -118L-6 -118L-10 -26L-60 -26Z', c.bottom, ink(c.bottom))
    : '';
  const shoes = [-1, 1].map((s) => ellipse(s * 34 + 4, -16, 38, 20, c.shoes, ink(c.shoes))).join('');
  return skinLegs + trousers + shoes;
}

function body(env: Env, look: CharacterLook, c: Colors): string {
  const end = TOP_END[look.outfit];
  const torso =
    look.outfit === 'dress'
      ? `M-54 -268Q0 -282 54 -268L62 -196L104 ${end}Q0 ${end + 18} -104 ${end}L-62 -196Z`
      : `M-54 -268Q0 -282 54 -268L64 ${end}Q0 ${end + 10} -64 ${end}Z`;
  const clip = env.id('torso');
  const pattern = patternOver(look.pattern, c.pattern, clip, torso);
  const lower = (() => {
    switch (look.outfit) {
      case 'skirt':
        return path('M-62 -184L62 -184L96 -112Q0 -96 -96 -112Z', c.bottom, ink(c.bottom));
      case 'shorts':
        return path('M-62 -162L62 -162L68 -98L8 -98L0 -128L-8 -98L-68 -98Z', c.bottom, ink(c.bottom));
      case 'dungarees':
        return (
          rect(-44, -238, 88, 96, c.bottom, { rx: 10, ...ink(c.bottom) }) +
          stroke('M-38 -232L-46 -268M38 -232L46 -268', c.bottom, 14) +
          circle(-26, -220, 6, '#f4d35e') +
          circle(26, -220, 6, '#f4d35e') +
          rect(-20, -205, 40, 26, darken(c.bottom, 0.12), { rx: 6 })
        );
      case 'hoodie':
        // The hood lies round the neck, with a front pocket and two drawstrings.
        return (
          ellipse(0, -270, 72, 22, darken(c.top, 0.12), ink(darken(c.top, 0.12))) +
          stroke('M-14 -256L-20 -214M14 -256L20 -214', lighten(c.top, 0.55), 5) +
          path('M-44 -196L44 -196L52 -156L-52 -156Z', darken(c.top, 0.1), ink(darken(c.top, 0.1), 4))
        );
      default:
        return '';
    }
  })();
  return path(torso, c.top, ink(c.top)) + pattern + lower;
}

function patternOver(kind: CharacterLook['pattern'], color: string, clipId: string, shape: string): string {
  if (kind === 'plain') return '';
  const marks =
    kind === 'stripes'
      ? Array.from({ length: 9 }, (_, i) => rect(-120, -262 + i * 22, 240, 9, color)).join('')
      : Array.from({ length: 24 }, (_, i) =>
          circle(-90 + (i % 6) * 36 + (Math.floor(i / 6) % 2) * 18, -246 + Math.floor(i / 6) * 38, 7, color),
        ).join('');
  return (
    el('defs', {}, el('clipPath', { id: clipId }, path(shape, '#000'))) +
    group({ 'clip-path': `url(#${clipId})`, opacity: 0.9 }, marks)
  );
}
