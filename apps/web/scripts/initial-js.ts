// The budgeted number of the web benchmark: the JavaScript /welcome loads first, gzipped.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/harness';

const dist = resolve(import.meta.dirname, '../dist');
export const BUDGET_KB = 170;

/** Opens /welcome of the running app at `base` and sums the gzipped size of every script it loads until the network is idle. */
export async function initialJs(base: string): Promise<{ kb: number; files: number }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.add(new URL(request.url()).pathname),
    );
    await page.goto(`${base}/welcome`);
    await page.waitForLoadState('networkidle');
    const gzipped = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length, 0);
    return { kb: gzipped / 1024, files: scripts.size };
  } finally {
    await browser.close();
  }
}

export function describeInitialJs({ kb, files }: { kb: number; files: number }): string {
  return `initial JS for /welcome: ${kb.toFixed(1)} KB gzipped in ${files} files (budget ${BUDGET_KB} KB)`;
}
