/** What falls or blows in front of the scene: rain, snow, wind, a storm. */
import type { Env } from './env.js';
import { GROUND } from './canvas.js';
import { circle, ellipse, group, path, stroke } from './svg.js';

/** Puddles and drifts lie on the ground, behind the cast. */
export function drawWeatherGround(env: Env): string {
  if (env.weather !== 'rain' && env.weather !== 'storm') return '';
  const puddle = env.land('#9fb8d6');
  return group(
    { opacity: 0.75 },
    ellipse(210, GROUND + 40, 150, 22, puddle),
    ellipse(1420, GROUND + 60, 130, 18, puddle),
    ellipse(820, GROUND + 80, 110, 14, puddle),
  );
}

/** Everything that falls in front of the cast; `area` keeps it inside a window indoors. */
export function drawWeatherFront(env: Env, area: { x: number; y: number; width: number; height: number }): string {
  const within = (count: number, draw: (x: number, y: number, i: number) => string) =>
    Array.from({ length: count }, (_, i) =>
      draw(env.random.range(area.x, area.x + area.width), env.random.range(area.y, area.y + area.height), i),
    ).join('');
  const density = (area.width * area.height) / (1600 * 1200);
  switch (env.weather) {
    case 'clear':
      return '';
    case 'rain':
      return rain(within, Math.ceil(120 * density), 0.5);
    case 'storm':
      return lightning(area) + rain(within, Math.ceil(170 * density), 0.5);
    case 'snow':
      return within(Math.ceil(150 * density), (x, y, i) =>
        i % 7 === 0 ? snowflake(x, y, 16) : circle(x, y, 4 + (i % 5) * 2.2, '#ffffff', { opacity: 0.92 }),
      );
    case 'wind':
      return wind(env, within, density);
  }
}

type Scatter = (count: number, draw: (x: number, y: number, i: number) => string) => string;

function rain(within: Scatter, count: number, opacity: number): string {
  const d = within(count, (x, y, i) => `M${x.toFixed(0)} ${y.toFixed(0)}l${-12 - (i % 3) * 3} ${46 + (i % 4) * 8}`);
  return path(d, 'none', { stroke: '#e3efff', 'stroke-width': 5, 'stroke-linecap': 'round', opacity });
}

function snowflake(x: number, y: number, size: number): string {
  const arms = [0, 60, 120]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `M${x - Math.cos(r) * size} ${y - Math.sin(r) * size}L${x + Math.cos(r) * size} ${y + Math.sin(r) * size}`;
    })
    .join('');
  return path(arms, 'none', { stroke: '#ffffff', 'stroke-width': 4, 'stroke-linecap': 'round' });
}

/** Far away and soft-edged: a storm in a bedtime book must not frighten. */
function lightning(area: { x: number; y: number; width: number }): string {
  const x = area.x + area.width * 0.78;
  const y = area.y + 60;
  const bolt = `M${x} ${y}L${x - 40} ${y + 120}L${x - 8} ${y + 118}L${x - 36} ${y + 230}L${x + 30} ${y + 95}L${x - 4} ${y + 98}L${x + 24} ${y}Z`;
  return group(
    {},
    path(bolt, '#fff3a8', { stroke: '#ffe066', 'stroke-width': 6, 'stroke-linejoin': 'round', opacity: 0.95 }),
    circle(x, y + 110, 160, '#fff6c8', { opacity: 0.12 }),
  );
}

function wind(env: Env, within: Scatter, density: number): string {
  const swirls = within(Math.max(2, Math.ceil(6 * density)), (x, y) =>
    stroke(
      `M${x - 160} ${y}Q${x - 60} ${y - 40} ${x + 20} ${y}T${x + 150} ${y - 10}q40 -30 10 -50q-30 -10 -36 20`,
      '#ffffff',
      7,
      { opacity: 0.75 },
    ),
  );
  const leaves = within(Math.ceil(22 * density), (x, y, i) =>
    ellipse(0, 0, 16, 7, env.land(['#f2a23c', '#e0693f', '#8cc152', '#f5c842'][i % 4]!), {
      transform: `translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${(i * 47) % 360})`,
    }),
  );
  return swirls + leaves;
}
