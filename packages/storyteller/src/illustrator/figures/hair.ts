import { darken, lighten } from '../art/color.js';
import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { HairStyle } from '../look/character-look.js';

/** The head is a circle of radius R around (0, cy); hair is drawn in two layers around it. */
const R = 92;

/** Links of a plait: long enough to reach the chest, short enough that its band is not read as a bracelet. */
const LINKS = 5;

/** Hair that falls behind the head and shoulders. */
export function drawHairBack(style: HairStyle, color: string, cy: number, facing: 1 | -1): string {
  const a = ink(color);
  switch (style) {
    case 'long':
      return path(
        `M${-R - 10} ${cy - 10}C${-R - 30} ${cy - 140} ${R + 30} ${cy - 140} ${R + 10} ${cy - 10}L${R + 22} ${cy + 150}Q${R - 10} ${cy + 170} ${R - 30} ${cy + 140}L${-R + 30} ${cy + 140}Q${-R + 10} ${cy + 170} ${-R - 22} ${cy + 150}Z`,
        a.fill as string,
        a,
      );
    case 'bob':
      return path(
        `M${-R - 18} ${cy + 10}C${-R - 30} ${cy - 150} ${R + 30} ${cy - 150} ${R + 18} ${cy + 10}L${R + 14} ${cy + 60}Q${R} ${cy + 78} ${R - 24} ${cy + 62}L${-R + 24} ${cy + 62}Q${-R} ${cy + 78} ${-R - 14} ${cy + 60}Z`,
        a.fill as string,
        a,
      );
    case 'ponytail': {
      const x = -facing * (R + 6);
      return path(
        `M${x} ${cy - 60}C${x - facing * 70} ${cy - 50} ${x - facing * 60} ${cy + 80} ${x - facing * 20} ${cy + 120}C${x - facing * 10} ${cy + 60} ${x + facing * 10} ${cy} ${x + facing * 20} ${cy - 40}Z`,
        color,
        ink(color),
      );
    }
    case 'pigtails':
      return [-1, 1]
        .map((side) =>
          group(
            {},
            ellipse(side * (R + 30), cy + 30, 34, 52, color, ink(color)),
            circle(side * (R + 6), cy - 8, 13, '#f05a7e', ink('#f05a7e', 4)),
          ),
        )
        .join('');
    case 'bun':
      return circle(0, cy - R - 22, 40, color, ink(color));
    case 'afro':
      // A round cloud of curls well beyond the head.
      return group(
        {},
        ...Array.from({ length: 14 }, (_, i) => {
          const angle = Math.PI * (0.82 + (i / 13) * 1.36);
          return circle(Math.cos(angle) * (R + 28), cy - 22 + Math.sin(angle) * (R + 22), 44, color, a);
        }),
        circle(0, cy - 22, R + 36, color),
      );
    case 'braids':
      // Two plaits from behind the ears to the chest, each tied with a band above the hands.
      return [-1, 1]
        .map((side) => {
          const xAt = (i: number) => side * (R - 4 - i * 5);
          const links = Array.from({ length: LINKS }, (_, i) =>
            ellipse(xAt(i), cy + 36 + i * 30, 21, 19, color, a),
          ).join('');
          const end = cy + 36 + LINKS * 30;
          const x = xAt(LINKS);
          return group(
            {},
            links,
            path(`M${x - 14} ${end - 6}L${x + 14} ${end - 6}L${x + 10} ${end + 26}L${x - 10} ${end + 26}Z`, color, a),
            rect(x - 15, end - 14, 30, 12, '#f05a7e', { rx: 5, ...ink('#f05a7e', 3) }),
          );
        })
        .join('');
    default:
      return '';
  }
}

/** The cap of hair over the forehead and the top of the head. */
export function drawHairFront(style: HairStyle, color: string, cy: number, facing: 1 | -1): string {
  const a = ink(color);
  const shine = stroke(
    `M${-40 + facing * 10} ${cy - R + 6}Q${facing * 10} ${cy - R - 6} ${40 + facing * 10} ${cy - R + 8}`,
    lighten(color, 0.3),
    7,
    { opacity: 0.7 },
  );
  const top = `M${-R - 6} ${cy + 8}C${-R - 14} ${cy - 120} ${R + 14} ${cy - 120} ${R + 6} ${cy + 8}`;
  switch (style) {
    case 'short':
      return (
        path(
          `${top}Q${R - 6} ${cy - 26} ${44} ${cy - 40}Q${4} ${cy - 24} ${-30} ${cy - 44}Q${-R + 6} ${cy - 26} ${-R - 6} ${cy + 8}Z`,
          color,
          a,
        ) + shine
      );
    case 'spiky': {
      const spikes = [-66, -33, 0, 33, 66]
        .map(
          (x, i) =>
            `M${x - 30} ${cy - R + 24 + Math.abs(x) * 0.3}L${x * 1.15 + facing * 10} ${cy - R - 40 - (i % 2) * 14 + Math.abs(x) * 0.3}L${x + 30} ${cy - R + 24 + Math.abs(x) * 0.3}Z`,
        )
        .join('');
      return (
        path(spikes, color, a) +
        path(
          `${top}Q${R - 10} ${cy - 24} ${30} ${cy - 44}L${10} ${cy - 30}L${-10} ${cy - 48}Q${-R + 10} ${cy - 24} ${-R - 6} ${cy + 8}Z`,
          color,
          a,
        ) +
        shine
      );
    }
    case 'curly':
    case 'afro': {
      const curls = Array.from({ length: 11 }, (_, i) => {
        const angle = Math.PI * (1.02 + (i / 10) * 0.96);
        return circle(Math.cos(angle) * (R + 2), cy + Math.sin(angle) * (R + 2) + 4, 30, color, a);
      }).join('');
      return (
        curls +
        path(`${top}Q${R - 20} ${cy - 50} 0 ${cy - 56}Q${-R + 20} ${cy - 50} ${-R - 6} ${cy + 8}Z`, color, {
          fill: color,
        })
      );
    }
    case 'tousled':
      return (
        path(
          `${top}Q${R - 6} ${cy - 30} ${60} ${cy - 50}L${40} ${cy - 30}L${20} ${cy - 58}L${-10} ${cy - 34}L${-24} ${cy - 60}L${-58} ${cy - 36}Q${-R} ${cy - 30} ${-R - 6} ${cy + 8}Z`,
          color,
          a,
        ) + shine
      );
    case 'bob':
    case 'bun':
      return (
        path(
          `${top}Q${R} ${cy - 40} ${R - 30} ${cy - 46}L${-R + 30} ${cy - 46}Q${-R} ${cy - 40} ${-R - 6} ${cy + 8}Z`,
          color,
          a,
        ) + shine
      );
    case 'long':
    case 'braids':
    case 'pigtails':
    case 'ponytail':
      return (
        path(
          `${top}Q${R - 4} ${cy - 50} ${facing * 12} ${cy - 74}Q${-R + 4} ${cy - 50} ${-R - 6} ${cy + 8}Z`,
          color,
          a,
        ) +
        stroke(`M${facing * 12} ${cy - 74}L${facing * 6} ${cy - R - 10}`, darken(color, 0.3), 4) +
        shine
      );
  }
}
