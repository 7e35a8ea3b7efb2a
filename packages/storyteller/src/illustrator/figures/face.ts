import type { Mood } from '../../scene/vocabulary.js';
import { darken } from '../art/color.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';

export interface FaceColors {
  skin: string;
  hair: string;
  eyes: string;
  freckles: boolean;
  glasses?: boolean;
}

/** Eyes, brows, cheeks and mouth around (0, cy), turned a little toward `facing`. */
export function drawFace(mood: Mood, colors: FaceColors, cy: number, facing: 1 | -1): string {
  const shift = 7 * facing;
  const eyeY = cy + 5;
  const line = darken(colors.skin, 0.7);
  const eyes = [-34, 34].map((dx) => eye(mood, dx + shift, eyeY, colors.eyes, line)).join('');
  const brows = [-1, 1].map((side) => brow(mood, side as 1 | -1, shift, eyeY - 34, darken(colors.hair, 0.15))).join('');
  const cheeks = [-56, 56]
    .map((dx) => ellipse(dx + shift, cy + 36, 17, 11, '#ff8f8f', { opacity: mood === 'happy' ? 0.55 : 0.38 }))
    .join('');
  const freckles = colors.freckles
    ? [
        [-60, 26],
        [-50, 34],
        [-66, 38],
        [52, 26],
        [62, 34],
        [48, 38],
      ]
        .map(([dx, dy]) => circle(dx! + shift, cy + dy!, 2.6, darken(colors.skin, 0.35)))
        .join('')
    : '';
  const nose = ellipse(shift * 1.6, cy + 26, 7, 5, darken(colors.skin, 0.18));
  const glasses = colors.glasses ? spectacles(shift, eyeY) : '';
  return group({}, cheeks, freckles, eyes, glasses, brows, nose, mouth(mood, shift, cy + 50, line));
}

/** Round frames over both eyes with a bridge and the arms running back to the ears. */
function spectacles(shift: number, y: number): string {
  const frame = '#3b3450';
  const lens = (dx: number) =>
    circle(dx + shift, y, 25, '#ffffff', { 'fill-opacity': 0.18, stroke: frame, 'stroke-width': 6 });
  return group(
    {},
    lens(-34),
    lens(34),
    stroke(`M${shift - 10} ${y - 4}Q${shift} ${y - 12} ${shift + 10} ${y - 4}`, frame, 5),
    stroke(`M${shift - 59} ${y - 4}L-90 ${y - 10}M${shift + 59} ${y - 4}L90 ${y - 10}`, frame, 5),
  );
}

function eye(mood: Mood, x: number, y: number, color: string, line: string): string {
  if (mood === 'sleepy') return stroke(`M${x - 14} ${y}Q${x} ${y + 11} ${x + 14} ${y}`, line, 5);
  const r = mood === 'worried' ? 13 : 12;
  return group(
    {},
    ellipse(x, y, r, r * 1.18, darken(color, 0.35)),
    circle(x + 4, y - 5, r * 0.38, '#ffffff'),
    circle(x - 4, y + 5, r * 0.16, '#ffffff', { opacity: 0.8 }),
  );
}

function brow(mood: Mood, side: 1 | -1, shift: number, y: number, color: string): string {
  const inner = shift + side * 18;
  const outer = shift + side * 48;
  switch (mood) {
    case 'worried':
      return stroke(`M${inner} ${y - 10}Q${(inner + outer) / 2} ${y - 8} ${outer} ${y + 4}`, color, 6);
    case 'happy':
      return stroke(`M${inner} ${y - 2}Q${(inner + outer) / 2} ${y - 14} ${outer} ${y - 2}`, color, 6);
    case 'sleepy':
      return stroke(`M${inner} ${y + 6}L${outer} ${y + 6}`, color, 5);
    case 'calm':
      return stroke(`M${inner} ${y}Q${(inner + outer) / 2} ${y - 8} ${outer} ${y}`, color, 5);
  }
}

function mouth(mood: Mood, x: number, y: number, line: string): string {
  switch (mood) {
    case 'happy':
      return (
        path(`M${x - 24} ${y - 6}Q${x} ${y + 30} ${x + 24} ${y - 6}Z`, '#b5424f', {
          stroke: line,
          'stroke-width': 4,
          'stroke-linejoin': 'round',
        }) + ellipse(x, y + 8, 10, 5, '#ff8e9a')
      );
    case 'calm':
      return stroke(`M${x - 16} ${y - 2}Q${x} ${y + 12} ${x + 16} ${y - 2}`, line, 5);
    case 'worried':
      return stroke(
        `M${x - 14} ${y + 6}Q${x - 7} ${y - 2} ${x} ${y + 4}Q${x + 7} ${y + 10} ${x + 14} ${y + 2}`,
        line,
        5,
      );
    case 'sleepy':
      return ellipse(x, y + 4, 8, 10, '#b5424f', { stroke: line, 'stroke-width': 3 });
  }
}
