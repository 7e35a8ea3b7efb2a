import type { Action, Mood } from '../../scene/vocabulary.js';
import { darken, lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { circle, el, ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { CharacterLook } from '../look/character-look.js';
import { drawFace } from './face.js';
import { drawHairBack, drawHairFront } from './hair.js';
import { bodyPoint, bodyTransform, POSES, SEATED, type Limb, type Point, type PoseSpec } from './pose.js';

export interface Figure {
  svg: string;
  /** Where the key object goes (the holding hand, or between both), in the figure's own units (feet at 0,0, unscaled). */
  hand: Point;
  /** Both hands, front (the one toward `facing`) and back. */
  hands: { front: Point; back: Point };
  /** Which way from that hand a held thing sticks out: forward, or backward from a hand held back. */
  holdOut: 1 | -1;
  /** The front trouser pocket, at the hip. */
  pocket: Point;
  /** The neck, where a scarf is worn, and how far the upper body leans there. */
  neck: Point;
  lean: number;
  /** How far the drawing reaches from the feet, in the figure's own units. */
  bounds: Bounds;
}

export interface Bounds {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const HEAD_Y = -350;
const SHOULDER_Y = -250;

/**
 * A child in a pose with feet at (0,0), about 470 units tall standing, looking
 * toward `facing`: legs bend, the upper body leans and the arms move per the
 * action (figures/pose.ts), so the action reads from the body, not the face.
 * Drawn facing right and mirrored for the left, so every pose is one table.
 */
export function drawChild(
  env: Env,
  look: CharacterLook,
  mood: Mood,
  facing: 1 | -1,
  action: Action,
  { holdsUp = false, headTurn = 0, seated = false }: { holdsUp?: boolean; headTurn?: number; seated?: boolean } = {},
): Figure {
  const base = seated && action === 'sit' ? SEATED : POSES[action];
  const pose = holdsUp ? holdingUp(base) : base;
  const c = {
    skin: env.figure(look.skin),
    hair: env.figure(look.hair),
    top: env.figure(look.top),
    bottom: env.figure(look.bottom),
    pattern: env.figure(look.patternColor),
    shoes: env.figure(look.shoes),
    eyes: look.eyes,
  };
  const face: Mood = pose.sleepy ? 'sleepy' : mood;
  const arm = (side: 1 | -1, { bend, end }: Limb) =>
    stroke(curveThrough({ x: side * 50, y: SHOULDER_Y }, bend, end), c.top, 38) +
    circle(end.x, end.y, 20, c.skin, ink(c.skin, 4));
  // Long hair falls behind the shoulders; other styles sit just behind the head.
  const hairBack = drawHairBack(look.hairStyle, c.hair, HEAD_Y, 1);
  const hairBehindBody = look.hairStyle === 'long';
  const upper = group(
    { transform: bodyTransform(pose) },
    hairBehindBody ? hairBack : '',
    arm(-1, pose.back.arm),
    body(env, look, c),
    arm(1, pose.front.arm),
    rect(-18, -282, 36, 30, c.skin),
    // A sleeper's head turns on the pillow so the face stays upright while the body lies.
    group(
      headTurn ? { transform: `rotate(${headTurn} 0 ${HEAD_Y})` } : {},
      hairBehindBody ? '' : hairBack,
      circle(-90, HEAD_Y + 10, 18, c.skin, ink(c.skin, 4)),
      circle(90, HEAD_Y + 10, 18, c.skin, ink(c.skin, 4)),
      circle(0, HEAD_Y, 92, c.skin, ink(c.skin)),
      drawFace(
        face,
        { skin: c.skin, hair: c.hair, eyes: c.eyes, freckles: look.freckles, glasses: look.glasses },
        HEAD_Y,
        1,
      ),
      drawHairFront(look.hairStyle, c.hair, HEAD_Y, 1),
    ),
  );
  // A climber, a sleeper or a sitter on a bench casts no shadow at the feet; a jump casts a faint one.
  const shadow =
    seated || action === 'climb' || action === 'sleep' ? 0 : action === 'run' || action === 'splash' ? 0.1 : 0.16;
  const svg = group(
    facing < 0 ? { transform: 'scale(-1 1)' } : {},
    shadow ? ellipse(0, 0, 120, 20, '#2a1a3a', { opacity: shadow }) : '',
    legs(look, c, pose),
    upper,
  );
  const flip = (p: Point): Point => ({ x: p.x * facing, y: p.y });
  const hands = { front: bodyPoint(pose, pose.front.arm.end), back: bodyPoint(pose, pose.back.arm.end) };
  const hand =
    pose.holds === 'both'
      ? { x: (hands.front.x + hands.back.x) / 2, y: (hands.front.y + hands.back.y) / 2 }
      : hands[pose.holds];
  return {
    svg,
    hand: flip(hand),
    hands: { front: flip(hands.front), back: flip(hands.back) },
    holdOut: (pose.holds === 'back' && hands.back.x < 0 ? -facing : facing) as 1 | -1,
    pocket: flip({ x: pose.hip.x + 46, y: pose.hip.y + 6 }),
    neck: flip(bodyPoint(pose, { x: 0, y: -262 })),
    lean: pose.lean * facing,
    bounds: mirrorBounds(figureBounds(pose, hands), facing),
  };
}

/** An umbrella is held up over the head: the front arm rises unless it is already high. */
function holdingUp(pose: PoseSpec): PoseSpec {
  if (pose.front.arm.end.y < -320) return { ...pose, holds: 'front' };
  return {
    ...pose,
    holds: 'front',
    front: { ...pose.front, arm: { bend: { x: 86, y: -290 }, end: { x: 92, y: -340 } } },
  };
}

/** A quadratic curve from `from` to `to` that passes through `via` (an elbow, a knee). */
function curveThrough(from: Point, via: Point, to: Point): string {
  const control = { x: 2 * via.x - (from.x + to.x) / 2, y: 2 * via.y - (from.y + to.y) / 2 };
  return `M${from.x} ${from.y}Q${control.x} ${control.y} ${to.x} ${to.y}`;
}

/** The box round the head, body, hands and feet, facing right. */
function figureBounds(pose: PoseSpec, hands: { front: Point; back: Point }): Bounds {
  const head = bodyPoint(pose, { x: 0, y: HEAD_Y });
  const points = [
    { x: head.x - 112, y: head.y - 140 },
    { x: head.x + 112, y: head.y + 100 },
    ...[-104, 104].flatMap((x) => [bodyPoint(pose, { x, y: -96 }), bodyPoint(pose, { x, y: -268 })]),
    ...[hands.front, hands.back].flatMap((h) => [
      { x: h.x - 22, y: h.y - 22 },
      { x: h.x + 22, y: h.y + 22 },
    ]),
    ...[pose.front.leg.end, pose.back.leg.end].flatMap((f) => [
      { x: f.x - 44, y: f.y - 20 },
      { x: f.x + 48, y: f.y + 20 },
    ]),
  ];
  return {
    left: -Math.min(...points.map((p) => p.x)),
    right: Math.max(...points.map((p) => p.x)),
    top: -Math.min(...points.map((p) => p.y)),
    bottom: Math.max(...points.map((p) => p.y)),
  };
}

function mirrorBounds(b: Bounds, facing: 1 | -1): Bounds {
  return facing > 0 ? b : { ...b, left: b.right, right: b.left };
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

/** Each leg bends at the knee; trousers cover it, shorts its top, a skirt or dress shows it. */
function legs(look: CharacterLook, c: Colors, pose: PoseSpec): string {
  const covered = look.outfit === 'trousers' || look.outfit === 'dungarees' || look.outfit === 'hoodie';
  const hip = pose.hip;
  const one = (side: 1 | -1, { bend, end }: Limb) => {
    const from = { x: hip.x + side * 26, y: hip.y - 4 };
    const ankle = { x: end.x - 4, y: end.y - 8 };
    const leg = curveThrough(from, bend, ankle);
    const thigh = `M${from.x} ${from.y}L${(from.x + bend.x) / 2} ${(from.y + bend.y) / 2}`;
    const shoe = ellipse(end.x + 6, end.y, 38, 20, c.shoes, ink(c.shoes));
    if (covered) return stroke(leg, darken(c.bottom, 0.42), 48) + stroke(leg, c.bottom, 40) + shoe;
    const skin = stroke(leg, darken(c.skin, 0.42), 36) + stroke(leg, c.skin, 28);
    return look.outfit === 'shorts' ? skin + stroke(thigh, c.bottom, 48) + shoe : skin + shoe;
  };
  const seat =
    look.outfit === 'dress' || look.outfit === 'skirt'
      ? ''
      : rect(hip.x - 60, hip.y - 26, 120, 44, c.bottom, { rx: 18, ...ink(c.bottom) });
  return one(-1, pose.back.leg) + one(1, pose.front.leg) + seat;
}

function body(env: Env, look: CharacterLook, c: Colors): string {
  const end = TOP_END[look.outfit];
  const torso =
    look.outfit === 'dress'
      ? `M-54 -268Q0 -282 54 -268L62 -196L104 ${end}Q0 ${end + 18} -104 ${end}L-62 -196Z`
      : `M-54 -268Q0 -282 54 -268L64 ${end}Q0 ${end + 10} -64 ${end}Z`;
  const pattern = patternOver(look.pattern, c.pattern, env.id('torso'), torso);
  const lower = (() => {
    switch (look.outfit) {
      case 'skirt':
        return path('M-62 -184L62 -184L96 -112Q0 -96 -96 -112Z', c.bottom, ink(c.bottom));
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

/**
 * Stripes or dots on the top, as a pattern filling the torso's own shape: a clip path would
 * make resvg mask the whole canvas for each child (a tenth of a picture's drawing time).
 */
function patternOver(kind: CharacterLook['pattern'], color: string, id: string, shape: string): string {
  if (kind === 'plain') return '';
  // A stripe every 22 units from the shoulders; dots in rows 38 apart, every other row shifted half a step.
  const tile =
    kind === 'stripes'
      ? { x: -120, y: -262, width: 240, height: 22, marks: rect(0, 0, 240, 9, color) }
      : { x: -99, y: -265, width: 36, height: 76, marks: circle(9, 19, 7, color) + circle(27, 57, 7, color) };
  const { marks, ...box } = tile;
  return (
    el('defs', {}, el('pattern', { id, patternUnits: 'userSpaceOnUse', ...box }, marks)) +
    path(shape, `url(#${id})`, { 'fill-opacity': 0.9 })
  );
}
