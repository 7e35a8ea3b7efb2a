import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PrerenderedPages {
  /** URL path (`/story/demo`) → the page's HTML (`prerendered/story/demo.html` under the web build). */
  pages: Map<string, string>;
  /** CSP sources (`'sha256-…'`) allowing the pages' inline scripts and nothing else inline. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The public pages the web build rendered ahead of time (apps/web/scripts/prerender.ts). */
export function prerenderedPages(webRoot: string): PrerenderedPages {
  const folder = join(webRoot, 'prerendered');
  const found: PrerenderedPages = { pages: new Map(), scriptHashes: [] };
  if (!existsSync(folder)) return found;
  const hashes = new Set<string>();
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.html'))) {
    const html = readFileSync(join(folder, name), 'utf8');
    found.pages.set(`/${name.slice(0, -'.html'.length).split('\\').join('/')}`, html);
    for (const [, script] of html.matchAll(INLINE_SCRIPT))
      hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
  }
  found.scriptHashes = [...hashes];
  return found;
}
