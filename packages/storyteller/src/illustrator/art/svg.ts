/** Tiny SVG string builders; every drawing function returns markup. */
export type Attrs = Record<string, string | number | undefined>;

const attrText = (attrs: Attrs) =>
  Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join('');

export const round = (v: number) => Math.round(v * 10) / 10;

export const el = (tag: string, attrs: Attrs, children = '') =>
  children ? `<${tag}${attrText(attrs)}>${children}</${tag}>` : `<${tag}${attrText(attrs)}/>`;

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, children.join(''));

/** Places a drawing made around (0,0) at (x,y), scaled and optionally mirrored. */
export const place = (x: number, y: number, scale: number, mirror: boolean, ...children: string[]) =>
  group(
    {
      transform: `translate(${round(x)} ${round(y)}) scale(${mirror ? -round3(scale) : round3(scale)} ${round3(scale)})`,
    },
    ...children,
  );

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

export function radialGradient(id: string, stops: Array<[number, string, number?]>): string {
  const children = stops
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('');
  return el('radialGradient', { id }, children);
}

/** A soft light pool: warm windows, lanterns, the moon. */
export function glow(id: string, cx: number, cy: number, r: number, color: string, opacity: number): string {
  return (
    el(
      'defs',
      {},
      radialGradient(id, [
        [0, color, opacity],
        [0.45, color, opacity * 0.45],
        [1, color, 0],
      ]),
    ) + circle(cx, cy, r, `url(#${id})`)
  );
}

/** A five-pointed star path around (cx,cy). */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.48, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    parts.push(`${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`);
  }
  return `M${parts.join('L')}Z`;
}
