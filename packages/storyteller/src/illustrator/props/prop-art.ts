import type { Env } from '../art/env.js';
import type { Point } from '../figures/pose.js';

/**
 * A prop drawn round its base at (0,0) on the ground, at a child's scale: what
 * stands behind the cast using it, what goes in front of them (a blanket), how
 * wide it is, and where things rest on it. `seat` is where a sitter's hips go,
 * `perch` where a climber's feet go, `pillow` where a sleeper's head lies.
 */
export interface PropArt {
  back: string;
  front: string;
  halfWidth: number;
  height: number;
  surface: Point;
  seat?: Point;
  perch?: Point;
  pillow?: Point;
  /** Sitters sit on stools at its ends (a table), not on it. */
  stools?: boolean;
  /** Where things caught high up hang: a tree's crown. */
  crown?: Point;
}

export type DrawProp = (env: Env) => PropArt;
