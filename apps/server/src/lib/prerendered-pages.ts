import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PrerenderedPages {
  /** URL path (`/story/demo`) → file under the web build (`prerendered/story/demo.html`). */
  files: Map<string, string>;
  /** CSP sources (`'sha256-…'`) allowing the pages' inline boot scripts and nothing else inline. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The public pages the web build rendered ahead of time (apps/web/scripts/prerender.ts). */
export function prerenderedPages(webRoot: string): PrerenderedPages {
  const folder = join(webRoot, 'prerendered');
  const pages: PrerenderedPages = { files: new Map(), scriptHashes: [] };
  if (!existsSync(folder)) return pages;
  const hashes = new Set<string>();
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.html'))) {
    const file = join('prerendered', name);
    pages.files.set(`/${name.slice(0, -'.html'.length).split('\\').join('/')}`, file);
    for (const [, script] of readFileSync(join(webRoot, file), 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    }
  }
  pages.scriptHashes = [...hashes];
  return pages;
}
