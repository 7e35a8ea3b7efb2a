// The last step of `npm run build`: writes dist/prerendered/<path>.html for
// each public screen of src/prerender.tsx: the built index.html with the
// screen's markup, its styles and scripts linked up front (not found one by
// one after the app starts), and the boot script. The server sends these for
// their paths and index.html for every other one.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type PrerenderModule = typeof import('../src/prerender');

const web = resolve(import.meta.dirname, '..');
const dist = join(web, 'dist');
const { PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS, bootScript, render }: PrerenderModule = await import(pathToFileURL(join(web, '.prerender/prerender.js')).href);
const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const EMPTY_ROOT = '<div id="root"></div>';
const template = readFileSync(join(dist, 'index.html'), 'utf8');

/** The chunk's own files and those of every chunk it imports. */
function filesOf(key: string, seen = new Set<string>()): { scripts: string[]; styles: string[] } {
  const files = { scripts: [] as string[], styles: [] as string[] };
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  files.scripts.push(chunk.file);
  files.styles.push(...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) {
    const more = filesOf(imported, seen);
    files.scripts.push(...more.scripts);
    files.styles.push(...more.styles);
  }
  return files;
}

function headLinks(screen: string): string {
  const { scripts, styles } = filesOf(`src/features/${screen}.tsx`);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...styles.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

for (const path of PRERENDERED_PATHS) {
  const { html, screen } = await render(path);
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);
  const page = template
    .replace('</title>', `</title>\n    <script>${bootScript()}</script>`)
    .replace('</head>', `  ${headLinks(screen)}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${html}</div>`);
  const file = join(dist, 'prerendered', `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${PRERENDERED_PATHS.join(', ')}`);
