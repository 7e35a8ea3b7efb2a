// What `npm run build` makes and what each part is made from, with a fingerprint of
// those sources kept beside the output, so `npm start` rebuilds only what changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/contract'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'e2e', 'screenshots', 'test', 'bench']);

/** @typedef {{ workspace: string, output: string, sources: string[] }} Target */

export const targets = {
  web: { workspace: 'apps/web', output: 'apps/web/dist', sources: [...shared, 'apps/web'] },
  server: {
    workspace: 'apps/server',
    output: 'apps/server/dist',
    sources: [...shared, 'packages/storyteller', 'apps/server'],
  },
};

const STAMP = '.build-sources';

/** Every file under `paths` (tests, benchmarks and outputs left out) with its size and time. */
/** @param {string[]} paths */
function fingerprint(paths) {
  const hash = createHash('sha256');
  /** @param {string} path */
  const visit = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      if (!/\.test\.tsx?$/.test(path)) hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
      return;
    }
    for (const name of readdirSync(path).sort()) if (!NOT_SOURCES.has(name)) visit(join(path, name));
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

/** @param {Target} target */
export function isCurrent(target) {
  const stamp = join(target.output, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint(target.sources);
}

/** @param {Target} target */
export function build(target) {
  const sources = fingerprint(target.sources);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(join(target.output, STAMP), sources);
}
