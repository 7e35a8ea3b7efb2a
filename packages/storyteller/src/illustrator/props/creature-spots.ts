/**
 * What the creature is at when the page puts it somewhere: a bush arching over
 * it, or a rock standing in a pool. Each is drawn round the creature's feet at
 * (0,0): `back` before the creature, `front` after it, `lift` how far up its
 * feet go, and the half width and height the spot takes.
 */
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { circle, ellipse, path, stroke } from '../art/svg.js';

interface SpotArt {
  back: string;
  front: string;
  lift: number;
  halfWidth: number;
  top: number;
}

/** A round bush whose leaves hang over the creature, a shaded hollow under them and tufts at its feet. */
export function bushOver(env: Env, width: number, height: number): SpotArt {
  const leaf = env.figure('#5f9e4f');
  const deep = env.figure('#3f6f3a');
  const half = Math.max(width / 2 + 80, 150);
  const crown = height + 40;
  const clumps = Array.from({ length: 7 }, (_, i) => {
    const t = i / 6;
    const x = -half + 2 * half * t;
    const y = -crown + Math.abs(t - 0.5) * 2 * (crown * 0.45);
    return circle(x, y, half * 0.38, leaf, ink(leaf, 5));
  }).join('');
  const hollow = path(`M${-half} 0Q${-half} ${-crown} 0 ${-crown}Q${half} ${-crown} ${half} 0Z`, deep, {
    opacity: 0.85,
  });
  const tuft = (x: number) =>
    stroke(`M${x - 24} 6Q${x - 18} -40 ${x - 6} -52M${x} 6V-58M${x + 24} 6Q${x + 18} -40 ${x + 6} -52`, leaf, 9);
  return {
    back: hollow,
    front: clumps + tuft(-half + 30) + tuft(half - 30),
    lift: 0,
    halfWidth: half + half * 0.38,
    top: crown + half * 0.38,
  };
}

/**
 * A grey rock to sit on; where the place has water, standing in a pool with ripples round it:
 * stranded in the water.
 */
export function rockInWater(env: Env, width: number, inWater: boolean): SpotArt {
  const water = env.figure('#6fb6de');
  const rock = env.figure('#9a9aa2');
  const half = Math.max(width / 2 + 120, 220);
  const rockHalf = Math.max(width * 0.42, 70);
  const lift = 70;
  const back =
    (inWater ? ellipse(0, 0, half, 52, water, ink(water, 4)) : '') +
    path(
      `M${-rockHalf} 12Q${-rockHalf} ${-lift - 10} 0 ${-lift - 14}Q${rockHalf} ${-lift - 10} ${rockHalf} 12Z`,
      rock,
      ink(rock),
    ) +
    stroke(
      `M${-rockHalf * 0.5} ${-lift + 14}Q0 ${-lift + 4} ${rockHalf * 0.4} ${-lift + 16}`,
      env.figure('#c4c4ca'),
      6,
    );
  const ripple = (x: number, w: number) => stroke(`M${x - w} 18Q${x} 6 ${x + w} 18`, env.figure('#e6f4fb'), 5);
  return {
    back,
    front: inWater ? ripple(-rockHalf - 50, 34) + ripple(rockHalf + 56, 30) + ripple(-half * 0.7, 24) : '',
    lift,
    halfWidth: inWater ? half : rockHalf,
    top: lift,
  };
}
