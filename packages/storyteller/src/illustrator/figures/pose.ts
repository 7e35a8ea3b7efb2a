import type { Action } from '../../scene/vocabulary.js';

export interface Point {
  x: number;
  y: number;
}

/** One limb: where it bends and where it ends. */
export interface Limb {
  bend: Point;
  end: Point;
}

/**
 * A child's body for one action, facing right with the feet's ground at y = 0.
 * Legs are in the picture's units; arms in the upper body's, before it leans
 * (shoulders at (±50, -250)), so one table reads like a drawing of each pose.
 */
export interface PoseSpec {
  /** Degrees the upper body turns about the hips: forward is positive. */
  lean: number;
  /** Where the hips are; standing, (0, -150). */
  hip: Point;
  front: { arm: Limb; leg: Limb };
  back: { arm: Limb; leg: Limb };
  /** Eyes closed (sleep) or closed with the mouth open (yawn): the face of a sleepy child. */
  sleepy?: boolean;
  /** Which hand holds the key object when this child has it. */
  holds: 'front' | 'back' | 'both';
}

const limb = (bx: number, by: number, ex: number, ey: number): Limb => ({
  bend: { x: bx, y: by },
  end: { x: ex, y: ey },
});

const STANDING_HIP = { x: 0, y: -150 };
const ARM_DOWN_FRONT = limb(70, -200, 94, -150);
const ARM_DOWN_BACK = limb(-70, -200, -92, -152);
const LEG_FRONT = limb(28, -84, 32, -16);
const LEG_BACK = limb(-28, -84, -32, -16);

/** Every action of the vocabulary; the Record type makes a missing one a compile error. */
export const POSES: Record<Action, PoseSpec> = {
  stand: {
    lean: 0,
    hip: STANDING_HIP,
    front: { arm: ARM_DOWN_FRONT, leg: LEG_FRONT },
    back: { arm: ARM_DOWN_BACK, leg: LEG_BACK },
    holds: 'front',
  },
  walk: {
    lean: 4,
    hip: STANDING_HIP,
    front: { arm: limb(40, -196, 20, -146), leg: limb(44, -84, 76, -16) },
    back: { arm: limb(-30, -196, 10, -150), leg: limb(-30, -80, -66, -26) },
    holds: 'front',
  },
  run: {
    lean: 14,
    hip: { x: 0, y: -176 },
    front: { arm: limb(88, -214, 132, -254), leg: limb(78, -128, 64, -56) },
    back: { arm: limb(-84, -222, -118, -180), leg: limb(-40, -104, -120, -56) },
    holds: 'back',
  },
  wave: {
    lean: -3,
    hip: STANDING_HIP,
    front: { arm: limb(110, -316, 122, -402), leg: LEG_FRONT },
    back: { arm: ARM_DOWN_BACK, leg: LEG_BACK },
    holds: 'back',
  },
  point: {
    lean: 6,
    hip: STANDING_HIP,
    front: { arm: limb(112, -256, 176, -262), leg: limb(40, -84, 62, -16) },
    back: { arm: ARM_DOWN_BACK, leg: LEG_BACK },
    holds: 'back',
  },
  'reach-up': {
    lean: -4,
    hip: { x: 0, y: -164 },
    front: { arm: limb(74, -342, 82, -430), leg: limb(26, -96, 28, -32) },
    back: { arm: limb(-52, -344, -50, -432), leg: limb(-26, -96, -24, -32) },
    holds: 'both',
  },
  climb: {
    lean: 0,
    hip: STANDING_HIP,
    front: { arm: limb(86, -338, 70, -420), leg: limb(64, -150, 50, -86) },
    back: { arm: limb(-60, -290, -20, -330), leg: limb(-18, -84, -16, -16) },
    holds: 'front',
  },
  carry: {
    lean: -5,
    hip: STANDING_HIP,
    front: { arm: limb(92, -206, 126, -222), leg: LEG_FRONT },
    back: { arm: limb(40, -196, 96, -214), leg: LEG_BACK },
    holds: 'both',
  },
  give: {
    lean: 9,
    hip: STANDING_HIP,
    front: { arm: limb(114, -248, 170, -236), leg: limb(44, -84, 70, -16) },
    back: { arm: ARM_DOWN_BACK, leg: LEG_BACK },
    holds: 'front',
  },
  receive: {
    lean: 5,
    hip: STANDING_HIP,
    front: { arm: limb(96, -190, 150, -204), leg: LEG_FRONT },
    back: { arm: limb(50, -182, 116, -190), leg: LEG_BACK },
    holds: 'both',
  },
  hug: {
    lean: 12,
    hip: STANDING_HIP,
    front: { arm: limb(130, -266, 206, -236), leg: limb(36, -84, 48, -16) },
    back: { arm: limb(80, -252, 150, -256), leg: LEG_BACK },
    holds: 'back',
  },
  hide: {
    lean: 16,
    hip: { x: -10, y: -92 },
    front: { arm: limb(90, -230, 64, -300), leg: limb(70, -84, 52, -16) },
    back: { arm: limb(30, -220, 40, -290), leg: limb(-50, -40, -70, -14) },
    holds: 'back',
  },
  peek: {
    lean: 24,
    hip: STANDING_HIP,
    front: { arm: limb(104, -270, 140, -300), leg: LEG_FRONT },
    back: { arm: ARM_DOWN_BACK, leg: LEG_BACK },
    holds: 'back',
  },
  sit: {
    lean: -4,
    hip: { x: 0, y: -50 },
    front: { arm: limb(74, -214, 100, -178), leg: limb(86, -58, 170, -24) },
    back: { arm: limb(30, -210, 72, -172), leg: limb(78, -52, 156, -20) },
    holds: 'both',
  },
  // Tripped and fallen: sat down hard on the ground, one knee up with a hand on it, the other hand propped behind.
  fall: {
    lean: -14,
    hip: { x: -10, y: -46 },
    front: { arm: limb(96, -214, 104, -170), leg: limb(66, -112, 126, -18) },
    back: { arm: limb(-80, -200, -128, -128), leg: limb(86, -40, 176, -20) },
    holds: 'front',
  },
  dig: {
    lean: 34,
    hip: { x: -10, y: -130 },
    front: { arm: limb(84, -180, 128, -136), leg: limb(50, -76, 60, -16) },
    back: { arm: limb(34, -186, 90, -170), leg: limb(-36, -84, -70, -16) },
    holds: 'back',
  },
  build: {
    lean: 8,
    hip: { x: -20, y: -84 },
    front: { arm: limb(100, -214, 150, -236), leg: limb(56, -26, -10, -14) },
    back: { arm: limb(60, -200, 120, -196), leg: limb(30, -22, -50, -12) },
    holds: 'back',
  },
  splash: {
    lean: -6,
    hip: { x: 0, y: -206 },
    front: { arm: limb(118, -320, 150, -384), leg: limb(48, -138, 40, -70) },
    back: { arm: limb(-110, -318, -140, -380), leg: limb(-40, -134, -36, -66) },
    holds: 'back',
  },
  'look-for': {
    lean: 14,
    hip: STANDING_HIP,
    front: { arm: limb(118, -300, 70, -378), leg: limb(44, -84, 70, -16) },
    back: { arm: limb(-64, -206, -40, -160), leg: LEG_BACK },
    holds: 'back',
  },
  sleep: {
    lean: 0,
    hip: STANDING_HIP,
    front: { arm: limb(66, -204, 70, -152), leg: LEG_FRONT },
    back: { arm: limb(-66, -204, -70, -152), leg: LEG_BACK },
    sleepy: true,
    holds: 'front',
  },
  yawn: {
    lean: -7,
    hip: STANDING_HIP,
    front: { arm: limb(96, -330, 112, -420), leg: LEG_FRONT },
    back: { arm: limb(-84, -330, -104, -418), leg: LEG_BACK },
    sleepy: true,
    holds: 'back',
  },
};

/** Sitting on a seat (a bench): hips on the seat, shins hanging down to the ground 110 below. */
export const SEATED: PoseSpec = {
  ...POSES.sit,
  front: { arm: limb(74, -214, 100, -178), leg: limb(84, -52, 96, 58) },
  back: { arm: limb(30, -210, 72, -172), leg: limb(74, -48, 80, 62) },
};

/** A point of the upper body after it leans about the hips and moves with them. */
export function bodyPoint(pose: PoseSpec, p: Point): Point {
  const a = (pose.lean * Math.PI) / 180;
  const [dx, dy] = [p.x - STANDING_HIP.x, p.y - STANDING_HIP.y];
  return {
    x: pose.hip.x + dx * Math.cos(a) - dy * Math.sin(a),
    y: pose.hip.y + dx * Math.sin(a) + dy * Math.cos(a),
  };
}

/** The upper body's transform: lean about the standing hips, then move with the hips. */
export function bodyTransform(pose: PoseSpec): string {
  const dx = pose.hip.x - STANDING_HIP.x;
  const dy = pose.hip.y - STANDING_HIP.y;
  return `translate(${dx} ${dy}) rotate(${pose.lean} ${STANDING_HIP.x} ${STANDING_HIP.y})`;
}
