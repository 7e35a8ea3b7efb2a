/**
 * Draws the friend kinds (a boy, a girl and every animal) with the illustrator's
 * own art as small SVG files for the web app's "who is the friend?" picker, so
 * a friend looks in the app as it will in the tale:
 *   npx tsx packages/storyteller/scripts/kind-icons.ts [out-dir]
 * Default out-dir: apps/web/public/kinds. Rerun when a creature's art changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEnv } from '../src/illustrator/art/env.js';
import { el, place } from '../src/illustrator/art/svg.js';
import { CREATURE_ART } from '../src/illustrator/creatures/index.js';
import { drawChild } from '../src/illustrator/figures/child.js';
import { deriveHeroLook } from '../src/illustrator/look/derive-looks.js';
import { CREATURES } from '../src/scene/vocabulary.js';

const out = process.argv[2] ?? join(import.meta.dirname, '../../../apps/web/public/kinds');
const env = createEnv({ place: 'meadow', time: 'day', weather: 'clear', mood: 'happy' });
const SIZE = 96;

/** Fits art drawn around its feet at (0,0) into a square icon. */
function icon(svg: string, width: number, height: number): string {
  const side = Math.max(width, height) * 1.08;
  const scale = SIZE / side;
  const body = place(SIZE / 2, SIZE - (SIZE - height * scale) / 2, scale, false, svg);
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: SIZE, height: SIZE, viewBox: `0 0 ${SIZE} ${SIZE}` },
    body,
  );
}

mkdirSync(out, { recursive: true });
for (const id of CREATURES) {
  const art = CREATURE_ART[id](env, 'happy');
  writeFileSync(join(out, `${id}.svg`), `${icon(art.svg, art.width, art.height)}\n`);
}
for (const [kind, sex] of [
  ['boy', 'Мальчик'],
  ['girl', 'Девочка'],
] as const) {
  const look = deriveHeroLook(
    { hero: { name: kind, sex, birthday: '2019-01-01' }, moral: 'friendship', language: 'en', seed: 1 },
    '5-7',
    null,
  );
  writeFileSync(join(out, `${kind}.svg`), `${icon(drawChild(env, look, 'happy', 1, 'stand').svg, 300, 470)}\n`);
}
console.log(`wrote ${CREATURES.length + 2} icons to ${out}`);
