/** Scenery pieces several places share: trees, clouds, hills, houses, flowers. */
import { darken, lighten } from './color.js';
import type { Env } from './env.js';
import { circle, ellipse, glow, group, path, rect, round, stroke } from './svg.js';

export function cloud(x: number, y: number, scale: number, color: string, opacity = 1): string {
  const puff = (dx: number, dy: number, r: number) => circle(x + dx * scale, y + dy * scale, r * scale, color);
  return group(
    { opacity },
    ellipse(x, y + 18 * scale, 120 * scale, 34 * scale, color),
    puff(-70, 0, 46),
    puff(-20, -30, 62),
    puff(45, -18, 52),
    puff(90, 6, 38),
  );
}

/** A round, lollipop-soft deciduous tree standing at (x,y). */
export function roundTree(env: Env, x: number, y: number, size: number, leaf = '#6fb35a'): string {
  const trunk = env.land('#8a5a3b');
  const crown = env.land(leaf);
  const light = env.land(lighten(leaf, 0.25));
  const s = size / 100;
  const snowCap = env.snowy
    ? path(
        `M${x - 46 * s} ${y - 118 * s}Q${x} ${y - 175 * s} ${x + 46 * s} ${y - 118 * s}Q${x} ${y - 128 * s} ${x - 46 * s} ${y - 118 * s}Z`,
        env.land('#f7fbff'),
      )
    : '';
  return group(
    {},
    path(`M${x - 9 * s} ${y}L${x - 6 * s} ${y - 70 * s}L${x + 6 * s} ${y - 70 * s}L${x + 9 * s} ${y}Z`, trunk),
    circle(x, y - 105 * s, 48 * s, crown),
    circle(x - 32 * s, y - 80 * s, 34 * s, crown),
    circle(x + 33 * s, y - 82 * s, 32 * s, crown),
    circle(x - 12 * s, y - 122 * s, 26 * s, light),
    snowCap,
  );
}

/** A layered fir tree standing at (x,y). */
export function pineTree(env: Env, x: number, y: number, height: number, needle = '#3f8a5a'): string {
  const trunk = env.land('#7a4e34');
  const tiers = [0, 1, 2].map((i) => {
    const top = y - height + i * height * 0.24;
    const bottom = y - height * 0.18 - (2 - i) * height * 0.16;
    const half = height * (0.2 + i * 0.08);
    const color = env.land(i % 2 ? lighten(needle, 0.08) : needle);
    const snowCap = env.snowy
      ? path(
          `M${x} ${top}L${x - half * 0.45} ${top + (bottom - top) * 0.45}Q${x} ${top + (bottom - top) * 0.55} ${x + half * 0.45} ${top + (bottom - top) * 0.45}Z`,
          env.land('#f5f9ff'),
        )
      : '';
    return (
      path(`M${x} ${top}L${x - half} ${bottom}Q${x} ${bottom + height * 0.04} ${x + half} ${bottom}Z`, color) + snowCap
    );
  });
  return group({}, rect(x - height * 0.035, y - height * 0.2, height * 0.07, height * 0.2, trunk), ...tiers);
}

export function bush(env: Env, x: number, y: number, size: number, leaf = '#5fa653', berries?: string): string {
  const color = env.cover(leaf);
  const s = size / 100;
  const dots = berries
    ? [
        [-20, -40],
        [15, -52],
        [30, -25],
        [-35, -18],
      ]
        .map(([dx, dy]) => circle(x + dx! * s, y + dy! * s, 6 * s, env.land(berries)))
        .join('')
    : '';
  return group(
    {},
    circle(x - 30 * s, y - 25 * s, 32 * s, color),
    circle(x + 28 * s, y - 25 * s, 30 * s, color),
    circle(x, y - 45 * s, 38 * s, env.cover(lighten(leaf, 0.1))),
    dots,
  );
}

/** A gentle hill band from the left edge to the right edge with its top at about y. */
export function hills(y: number, bumps: number[], fill: string, bottom = 1200): string {
  const step = 1600 / (bumps.length - 1);
  let d = `M0 ${bottom}L0 ${round(y + bumps[0]!)}`;
  bumps.forEach((bump, i) => {
    if (i === 0) return;
    const x = i * step;
    d += `Q${round(x - step / 2)} ${round(y + Math.min(bumps[i - 1]!, bump) - 40)} ${round(x)} ${round(y + bump)}`;
  });
  return path(`${d}L1600 ${bottom}Z`, fill);
}

export function flower(x: number, y: number, size: number, petal: string, heart = '#ffd34d'): string {
  const s = size / 20;
  const petals = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return circle(x + Math.cos(rad) * 7 * s, y + Math.sin(rad) * 7 * s, 6 * s, petal);
    })
    .join('');
  return group({}, stroke(`M${x} ${y}L${x} ${y + 22 * s}`, '#4f8f45', 2.5 * s), petals, circle(x, y, 4.5 * s, heart));
}

/** Scattered flowers and tufts over a ground band. */
export function meadowDetails(env: Env, top: number, bottom: number, count: number, petals: string[]): string {
  const items: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = env.random.range(20, 1580);
    const y = env.random.range(top, bottom);
    const depth = (y - top) / (bottom - top);
    if (env.snowy) {
      items.push(ellipse(x, y, 20 + depth * 20, 6 + depth * 4, env.land('#ffffff'), { opacity: 0.8 }));
    } else if (i % 3 === 0) {
      items.push(grassTuft(x, y, 14 + depth * 18, env.land('#4e9a47')));
    } else {
      items.push(flower(x, y, 9 + depth * 12, env.land(env.random.pick(petals)), env.land('#ffd34d')));
    }
  }
  return items.join('');
}

export function grassTuft(x: number, y: number, size: number, color: string): string {
  return stroke(
    `M${x - size * 0.6} ${y - size}Q${x - size * 0.2} ${y - size * 0.3} ${x} ${y}M${x} ${y - size * 1.2}L${x} ${y}M${x + size * 0.6} ${y - size}Q${x + size * 0.2} ${y - size * 0.3} ${x} ${y}`,
    color,
    size * 0.18,
  );
}

export interface HouseStyle {
  wall: string;
  roof: string;
  door?: string;
}

/** A little cottage whose windows glow at dusk. */
export function cottage(env: Env, x: number, y: number, width: number, style: HouseStyle): string {
  const height = width * 0.7;
  const wall = env.land(style.wall);
  const roof = env.cover(style.roof);
  const windowColor = env.dusk ? '#ffd77a' : env.land('#bfe3f5');
  const win = (wx: number) => {
    const size = width * 0.2;
    const wy = y - height * 0.68;
    const light = env.dusk ? glow(env.id('win'), wx + size / 2, wy + size / 2, size * 1.6, '#ffcf6a', 0.45) : '';
    return (
      light +
      rect(wx, wy, size, size, windowColor, {
        rx: size * 0.15,
        stroke: env.land('#6b4a3a'),
        'stroke-width': width * 0.02,
      }) +
      path(`M${wx + size / 2} ${wy}V${wy + size}M${wx} ${wy + size / 2}H${wx + size}`, 'none', {
        stroke: env.land('#6b4a3a'),
        'stroke-width': width * 0.015,
      })
    );
  };
  const chimney = rect(
    x + width * 0.22,
    y - height - width * 0.42,
    width * 0.12,
    width * 0.28,
    env.land(darken(style.wall, 0.25)),
  );
  return group(
    {},
    chimney,
    rect(x - width / 2, y - height, width, height, wall, { rx: width * 0.03 }),
    path(
      `M${x - width * 0.62} ${y - height + 4}L${x} ${y - height - width * 0.5}L${x + width * 0.62} ${y - height + 4}Z`,
      roof,
      { 'stroke-linejoin': 'round', stroke: roof, 'stroke-width': width * 0.04 },
    ),
    win(x - width * 0.36),
    win(x + width * 0.16),
    rect(x - width * 0.1, y - height * 0.5, width * 0.2, height * 0.5, env.land(style.door ?? '#8a5a3b'), {
      rx: width * 0.08,
    }),
  );
}

/** A twinkle: four-pointed sparkle for magic and stars. */
export function sparkle(x: number, y: number, size: number, color: string, opacity = 1): string {
  const s = size;
  return path(
    `M${x} ${y - s}Q${x + s * 0.15} ${y - s * 0.15} ${x + s} ${y}Q${x + s * 0.15} ${y + s * 0.15} ${x} ${y + s}Q${x - s * 0.15} ${y + s * 0.15} ${x - s} ${y}Q${x - s * 0.15} ${y - s * 0.15} ${x} ${y - s}Z`,
    color,
    { opacity },
  );
}
