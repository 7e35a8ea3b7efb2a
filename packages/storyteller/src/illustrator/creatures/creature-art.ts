import type { Mood } from '../../scene/vocabulary.js';
import type { Env } from '../art/env.js';
import { circle, ellipse, group, stroke } from '../art/svg.js';

/** A creature drawn around its feet at (0,0), facing right; `width` is its footprint. */
interface CreatureArt {
  svg: string;
  width: number;
  height: number;
}

export type DrawCreature = (env: Env, mood: Mood) => CreatureArt;

/**
 * A shiny round eye that closes when sleepy and lifts its brow when worried;
 * `inward` points toward the middle of the face, where a worried brow rises.
 */
export function creatureEye(
  x: number,
  y: number,
  r: number,
  mood: Mood,
  color = '#2b1f2a',
  inward: 1 | -1 = -1,
): string {
  if (mood === 'sleepy') return stroke(`M${x - r} ${y}Q${x} ${y + r * 0.9} ${x + r} ${y}`, color, r * 0.45);
  const brow =
    mood === 'worried'
      ? stroke(`M${x + inward * r} ${y - r * 2.5}L${x - inward * r * 1.1} ${y - r * 1.8}`, color, r * 0.35)
      : '';
  return group({}, ellipse(x, y, r, r * 1.15, color), circle(x + r * 0.35, y - r * 0.4, r * 0.38, '#ffffff'), brow);
}

/** A small mouth under a snout: a smile, a wobble or a yawn. */
export function creatureMouth(x: number, y: number, size: number, mood: Mood, color = '#3a2530'): string {
  switch (mood) {
    case 'happy':
      return stroke(`M${x - size} ${y}Q${x} ${y + size * 1.2} ${x + size} ${y}`, color, size * 0.3);
    case 'worried':
      return stroke(
        `M${x - size * 0.8} ${y + size * 0.4}Q${x} ${y - size * 0.4} ${x + size * 0.8} ${y + size * 0.4}`,
        color,
        size * 0.28,
      );
    case 'sleepy':
      return ellipse(x, y + size * 0.2, size * 0.35, size * 0.45, color);
    case 'calm':
      return stroke(`M${x - size * 0.7} ${y}Q${x} ${y + size * 0.6} ${x + size * 0.7} ${y}`, color, size * 0.26);
  }
}

export const blush = (x: number, y: number, r: number) => ellipse(x, y, r, r * 0.62, '#ff8f9a', { opacity: 0.5 });

export const creatureShadow = (width: number) => ellipse(0, 0, width * 0.5, 16, '#2a1a3a', { opacity: 0.16 });
