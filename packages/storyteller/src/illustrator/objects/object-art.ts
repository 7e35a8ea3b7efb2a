import type { Env } from '../art/env.js';

/**
 * Where an object goes: `hand` is held (origin at the grip), `ground` stands
 * on the ground (origin at its base), `sky` flies on a string from the hand,
 * `overhead` is held up over the head (origin at the grip), `worn` goes round
 * the neck (origin at the neck).
 */
type Placement = 'hand' | 'ground' | 'sky' | 'overhead' | 'worn';

export interface ObjectArt {
  svg: string;
  /** How far it reaches sideways, for the layout. */
  width: number;
  placement: Placement;
  /** Its lowest point below the origin, so it can stand on the ground when nobody holds it. */
  bottom: number;
}

/** `lit` false draws a light (lantern, star, magic seed) out: no glow, its flame dark. */
export type DrawObject = (env: Env, lit?: boolean) => ObjectArt;
