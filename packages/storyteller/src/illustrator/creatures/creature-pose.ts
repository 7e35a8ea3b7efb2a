import type { Action } from '../../scene/vocabulary.js';
import { toyBlocks, type BuildWork } from '../art/build-work.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import type { Bounds } from '../figures/child.js';

/** A 2-D affine matrix [a b c d e f], as SVG's matrix() takes it. */
type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Turns by `degrees` about (cx, cy), then scales about (cx, cy), then lifts by `lift`. */
function bodyMatrix(degrees: number, sx: number, sy: number, cy: number, lift: number): Matrix {
  const a = (degrees * Math.PI) / 180;
  const about = (m: Matrix): Matrix => multiply(multiply([1, 0, 0, 1, 0, cy], m), [1, 0, 0, 1, 0, -cy]);
  const turn = about([Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]);
  const scale = about([sx, 0, 0, sy, 0, 0]);
  return multiply([1, 0, 0, 1, 0, -lift], multiply(turn, scale));
}

interface Shape {
  turn: number;
  sx: number;
  sy: number;
  lift: number;
}

const STILL: Shape = { turn: 0, sx: 1, sy: 1, lift: 0 };

/**
 * How an animal's whole body moves for each action, facing right: it cannot
 * bend an elbow, so it leans, hops, stretches, curls up and tips its nose down
 * to dig; what it does with its surroundings (dust, splashes, a spade's mound,
 * the sleeper's Z's) is drawn round it.
 */
const SHAPES: Record<Action, Shape> = {
  stand: STILL,
  walk: { turn: 4, sx: 1, sy: 1, lift: 8 },
  run: { turn: 12, sx: 1.04, sy: 0.96, lift: 46 },
  wave: { turn: -9, sx: 1, sy: 1.04, lift: 0 },
  point: { turn: 6, sx: 1.02, sy: 1, lift: 0 },
  'reach-up': { turn: -7, sx: 0.9, sy: 1.16, lift: 10 },
  climb: { turn: -24, sx: 1, sy: 1, lift: 0 },
  carry: { turn: -4, sx: 1, sy: 1, lift: 0 },
  give: { turn: 10, sx: 1, sy: 1, lift: 0 },
  receive: { turn: 6, sx: 1, sy: 1, lift: 0 },
  hug: { turn: 12, sx: 1, sy: 1, lift: 0 },
  hide: { turn: 0, sx: 1.06, sy: 0.86, lift: 0 },
  peek: { turn: 20, sx: 1, sy: 1, lift: 0 },
  sit: { turn: 0, sx: 1.05, sy: 0.93, lift: 0 },
  // Tumbled: low to the ground and tipped over onto its side.
  fall: { turn: -22, sx: 1.1, sy: 0.78, lift: 0 },
  dig: { turn: 30, sx: 1, sy: 1, lift: 0 },
  build: { turn: 8, sx: 1, sy: 1, lift: 0 },
  splash: { turn: -8, sx: 1, sy: 1, lift: 60 },
  'look-for': { turn: 14, sx: 1, sy: 1, lift: 0 },
  sleep: { turn: 0, sx: 1.16, sy: 0.64, lift: 0 },
  yawn: { turn: -12, sx: 0.98, sy: 1.06, lift: 0 },
};

export interface PosedCreature {
  svg: string;
  bounds: Bounds;
}

/** Wraps a creature drawing (feet at 0,0, facing right) in its action's body movement and marks. */
/** `work` is what a builder makes, from the place (build-work.ts). */
export function poseCreature(
  action: Action,
  art: { svg: string; width: number; height: number },
  work: BuildWork = toyBlocks,
): PosedCreature {
  const shape = SHAPES[action];
  const { width: w, height: h } = art;
  const m = bodyMatrix(
    shape.turn,
    shape.sx,
    shape.sy,
    action === 'sleep' || action === 'sit' || action === 'fall' ? 0 : -h / 2,
    shape.lift,
  );
  const corners = [
    [-w / 2, -h],
    [w / 2, -h],
    [-w / 2, 0],
    [w / 2, 0],
  ].map(([x, y]) => ({ x: m[0] * x! + m[2] * y! + m[4], y: m[1] * x! + m[3] * y! + m[5] }));
  const marks = MARKS[action]?.(w, h, work) ?? '';
  const body = group({ transform: `matrix(${m.map((v) => Math.round(v * 1000) / 1000).join(' ')})` }, art.svg);
  return {
    svg: group({}, shape.lift > 0 ? ellipse(0, 0, w * 0.4, 14, '#2a1a3a', { opacity: 0.12 }) : '', body, marks),
    bounds: {
      left: Math.max(w / 2, -Math.min(...corners.map((c) => c.x))) + (action === 'run' ? 60 : 0),
      right: Math.max(w / 2, ...corners.map((c) => c.x)),
      top: Math.max(...corners.map((c) => -c.y)) + (action === 'sleep' ? 90 : 0),
      bottom: 20,
    },
  };
}

/** Speed lines, splashes, dug earth and sleepy Z's, drawn round an animal of width w and height h. */
const MARKS: Partial<Record<Action, (w: number, h: number, work: BuildWork) => string>> = {
  run: (w, h) =>
    stroke(
      `M${-w / 2 - 20} ${-h * 0.45}h-70M${-w / 2 - 10} ${-h * 0.3}h-90M${-w / 2 - 30} ${-h * 0.15}h-60`,
      '#ffffff',
      8,
      { opacity: 0.8 },
    ) + circle(-w / 2, -6, 22, '#d9c7a8', { opacity: 0.7 }),
  wave: (w, h) => stroke(`M${w * 0.5} ${-h * 1.02}q26 16 18 44M${w * 0.58} ${-h * 1.1}q40 24 28 68`, '#ffffff', 7),
  splash: splashMarks,
  dig: (w) => dirtMound(w * 0.55),
  build: (w, _h, work) => work(w * 0.62),
  sleep: (w, h) => sleepyZs(w * 0.1, -h * 0.75),
};

function splashMarks(w: number): string {
  const drops = [
    [-0.5, -120],
    [-0.2, -170],
    [0.2, -160],
    [0.5, -110],
  ]
    .map(([fx, y]) => ellipse(fx! * w, y!, 10, 16, '#bfe4ff', { stroke: '#6fb3e0', 'stroke-width': 3 }))
    .join('');
  return ellipse(0, 0, w * 0.7, 26, '#8fc6ea', { stroke: '#6fb3e0', 'stroke-width': 4 }) + drops;
}

/** A heap of fresh earth with crumbs flying: digging. */
export function dirtMound(x: number): string {
  return group(
    {},
    path(`M${x - 70} 6Q${x} -70 ${x + 70} 6Z`, '#8a5a3b', { stroke: '#6b4430', 'stroke-width': 4 }),
    circle(x - 30, -90, 8, '#8a5a3b'),
    circle(x + 10, -110, 6, '#8a5a3b'),
    circle(x + 40, -84, 7, '#8a5a3b'),
  );
}

/** Three Z's drifting up, drawn as strokes (pictures carry no text). */
export function sleepyZs(x: number, y: number): string {
  const z = (zx: number, zy: number, s: number) =>
    stroke(`M${zx} ${zy}h${s}l${-s} ${s}h${s}`, '#ffffff', s * 0.18, { opacity: 0.9 });
  return z(x, y, 30) + z(x + 40, y - 50, 40) + z(x + 90, y - 110, 50);
}
