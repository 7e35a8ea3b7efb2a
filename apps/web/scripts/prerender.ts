// The last step of `npm run build`, after the app and its server-side build
// (dist/ssr/, which the server also uses to render the demo page with its
// tale): writes dist/prerendered/<path>.html for
// each public screen of src/prerender.tsx: the built index.html with the
// screen's markup and styles, the boot script, and the app's scripts loaded
// only after that first paint (on a slow network they would compete with it).
// The server sends these for their paths and index.html for every other one.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_MARKER } from '@skazka/contract';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type PrerenderModule = typeof import('../src/prerender');

const web = resolve(import.meta.dirname, '..');
const dist = join(web, 'dist');
const { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, appLoaderScript, bootScript, render }: PrerenderModule = await import(
  pathToFileURL(join(dist, 'ssr/prerender.js')).href
);
const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const EMPTY_ROOT = '<div id="root"></div>';
const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to fill`);

/** The chunk's own files and those of every chunk it imports, as absolute URLs. */
function filesOf(key: string, seen = new Set<string>()): { scripts: string[]; styles: string[] } {
  const files = { scripts: [] as string[], styles: [] as string[] };
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  files.scripts.push(`/${chunk.file}`);
  files.styles.push(...(chunk.css ?? []).map((file) => `/${file}`));
  for (const imported of chunk.imports ?? []) {
    const more = filesOf(imported, seen);
    files.scripts.push(...more.scripts);
    files.styles.push(...more.styles);
  }
  return files;
}

const app = filesOf('index.html');
for (const { path, hydrate, signedIn = false } of PRERENDERED_PAGES) {
  const { html, screen } = await render(path, undefined, { signedIn });
  const own = filesOf(`src/features/${screen}.tsx`);
  const styles = own.styles
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const [entry, ...modules] = [...new Set([...app.scripts, ...own.scripts])];
  const page = template
    .replace(SCRIPT_TAGS, '')
    .replace('</title>', `</title>\n    ${PAGE_DATA_MARKER}<script>${bootScript(signedIn)}</script>`)
    .replace('</head>', `  ${styles.join('\n    ')}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${hydrate ? 'screen' : 'frame'}">${html}</div>`)
    .replace('</body>', `  <script>${appLoaderScript(entry!, modules)}</script>\n  </body>`);
  const file = join(dist, 'prerendered', `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${PRERENDERED_PAGES.map((p) => p.path).join(', ')}`);
