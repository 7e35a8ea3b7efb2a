/** The sky for a time of day and weather: gradient, sun or moon, stars, clouds. */
import type { TimeOfDay, Weather } from '../../scene/vocabulary.js';
import { HEIGHT, WIDTH } from './canvas.js';
import { mix, parseHex } from './color.js';
import type { Env } from './env.js';
import { cloud, sparkle } from './shapes.js';
import { circle, glow, group, path, rect } from './svg.js';

const SKY: Record<TimeOfDay, Array<[number, string]>> = {
  morning: [
    [0, '#9fd3f0'],
    [0.5, '#fde4cf'],
    [1, '#ffcfa6'],
  ],
  day: [
    [0, '#68bdef'],
    [0.6, '#b9e3fb'],
    [1, '#e3f5ff'],
  ],
  evening: [
    [0, '#46407e'],
    [0.45, '#b56c9a'],
    [0.8, '#f59b76'],
    [1, '#ffc983'],
  ],
  night: [
    [0, '#0f1a40'],
    [0.6, '#22306a'],
    [1, '#3a4a88'],
  ],
};

const OVERCAST: Record<Weather, [string, number]> = {
  clear: ['#ffffff', 0],
  wind: ['#dfeef2', 0.12],
  snow: ['#dfe6ef', 0.45],
  rain: ['#8795ab', 0.5],
  storm: ['#4d5772', 0.62],
};

export function skyColor(env: Env, offset: number): string {
  const stops = SKY[env.time];
  const [to, amount] = OVERCAST[env.weather];
  const stop = stops.reduce((best, s) => (Math.abs(s[0] - offset) < Math.abs(best[0] - offset) ? s : best));
  return mix(stop[1], to, env.night ? amount * 0.4 : amount);
}

export function drawSky(env: Env): string {
  const [to, amount] = OVERCAST[env.weather];
  const stops = SKY[env.time].map(([offset, color]): [number, string] => [
    offset,
    mix(color, to, env.night ? amount * 0.4 : amount),
  ]);
  const overcast = env.weather === 'rain' || env.weather === 'storm';
  return group(
    { id: `time-${env.time}` },
    skyBands(stops),
    env.dusk && !overcast ? stars(env, env.night ? 46 : 10) : '',
    overcast ? '' : lights(env),
    clouds(env),
  );
}

/**
 * The sky's gradient as flat bands, each one 8-bit step of colour from the next, so it looks
 * the same as a gradient: resvg fills a gradient pixel by pixel in floating point (a quarter
 * of a picture's drawing time), a flat band at memory speed. Each band reaches a little into
 * the next, so no seam of the white below shows where a band's edge falls between pixels.
 */
function skyBands(stops: Array<[number, string]>): string {
  const bands: string[] = [];
  for (let i = 0; i + 1 < stops.length; i += 1) {
    const [fromAt, from] = stops[i]!;
    const [toAt, to] = stops[i + 1]!;
    const [a, b] = [parseHex(from), parseHex(to)];
    const top = fromAt * HEIGHT;
    const height = (toAt - fromAt) * HEIGHT;
    const steps = Math.max(1, Math.min(Math.ceil(height / 4), ...[0, 1, 2].map((c) => Math.abs(b[c]! - a[c]!))));
    for (let k = 0; k < steps; k += 1) {
      const y = Math.floor(top + (height * k) / steps);
      const last = i + 2 === stops.length && k + 1 === steps;
      const end = last ? HEIGHT : Math.ceil(top + (height * (k + 1)) / steps) + 2;
      bands.push(rect(0, y, WIDTH, end - y, mix(from, to, (k + 0.5) / steps)));
    }
  }
  return group({ id: 'sky' }, bands.join(''));
}

function lights(env: Env): string {
  const pale = env.weather === 'snow';
  switch (env.time) {
    case 'morning':
      return glow(env.id('sun'), 260, 520, 260, '#fff1c4', 0.8) + circle(260, 520, 70, pale ? '#fff6df' : '#ffe59a');
    case 'day':
      return (
        glow(env.id('sun'), 1360, 170, 240, '#fff7cf', 0.85) +
        circle(1360, 170, 78, pale ? '#fff9e8' : '#ffe070') +
        sunRays(1360, 170, pale)
      );
    case 'evening':
      return glow(env.id('sun'), 1200, 600, 380, '#ffd08a', 0.7) + circle(1200, 600, 115, '#ffb766', { opacity: 0.95 });
    case 'night':
      return moon(env);
  }
}

function sunRays(cx: number, cy: number, pale: boolean): string {
  if (pale) return '';
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    return `M${cx + c * 100} ${cy + s * 100}L${cx + c * 135} ${cy + s * 135}`;
  }).join('');
  return path(rays, 'none', { stroke: '#ffe37a', 'stroke-width': 14, 'stroke-linecap': 'round', opacity: 0.8 });
}

/** A friendly crescent with a soft halo. */
function moon(env: Env): string {
  const [x, y, r] = [1290, 200, 78];
  const crescent = `M${x + 10} ${y - r}A${r} ${r} 0 1 0 ${x + 10} ${y + r}A${r * 0.78} ${r} 0 1 1 ${x + 10} ${y - r}Z`;
  return (
    glow(env.id('moon'), x, y, 260, '#fff3c2', 0.42) +
    path(crescent, '#fff4c9') +
    circle(x - 40, y + 20, 7, '#f1e2a8') +
    circle(x - 52, y - 14, 5, '#f1e2a8')
  );
}

function stars(env: Env, count: number): string {
  const items: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = env.random.range(30, 1570);
    const y = env.random.range(20, env.time === 'night' ? 560 : 240);
    const size = env.random.range(4, 11);
    items.push(
      i % 4 === 0
        ? sparkle(x, y, size * 2, '#fff6d5', 0.95)
        : circle(x, y, size * 0.45, '#fff8e0', { opacity: env.random.range(0.6, 1) }),
    );
  }
  return group({}, ...items);
}

function clouds(env: Env): string {
  const tone = env.night ? '#5a6796' : env.time === 'evening' ? '#f6c0b5' : '#ffffff';
  switch (env.weather) {
    case 'clear':
      return cloud(420, 190, 1.0, tone, env.night ? 0.35 : 0.92) + cloud(900, 120, 0.75, tone, env.night ? 0.3 : 0.85);
    case 'wind':
      return [cloud(300, 170, 0.8, tone, 0.85), cloud(820, 240, 0.6, tone, 0.8), cloud(1180, 120, 0.7, tone, 0.8)].join(
        '',
      );
    case 'snow':
      return (
        cloud(300, 120, 1.3, mix(tone, '#cfd9e6', 0.4), 0.9) + cloud(1000, 90, 1.5, mix(tone, '#cfd9e6', 0.4), 0.9)
      );
    case 'rain':
      return heavyClouds(env, mix(tone, '#9aa6b8', 0.6), 0.95);
    case 'storm':
      return heavyClouds(env, mix(tone, '#5c6680', 0.75), 1);
  }
}

function heavyClouds(env: Env, color: string, opacity: number): string {
  return [80, 420, 780, 1140, 1500]
    .map((x, i) =>
      cloud(x, 90 + (i % 2) * 70, 1.6 + (i % 3) * 0.2, i % 2 ? color : mix(color, '#ffffff', 0.12), opacity),
    )
    .join('');
}
