// `npm test` runs every lane; `npm run test:<lane>` runs one (docs/CONTRIBUTING.md lists them and their
// times). On PGlite unless DATABASE_URL is set. Arguments after the lane go to vitest.
import { spawnSync } from 'node:child_process';
import { ensureSystemDeps } from './system-deps.mjs';

/**
 * Vitest arguments per lane. `unit` is what needs neither a browser nor a database: the contract, the
 * web app's modules, the storyteller's parts, the server's modules that do not build the app, and the lint rule.
 */
const LANES = {
  unit: [
    ...['contract', 'web', 'storyteller', 'server', 'scripts'].flatMap((project) => ['--project', project]),
    'packages/contract/',
    'apps/web/src/',
    'packages/storyteller/src/',
    'apps/server/src/config.test.ts',
    'apps/server/src/lib/',
    'apps/server/src/jobs/',
    'apps/server/src/features/subscriptions/state-machine.test.ts',
    'apps/server/src/providers/ai-',
    'apps/server/src/providers/child-safety.test.ts',
    'apps/server/src/providers/narrators.test.ts',
    'apps/server/src/providers/providers-env.test.ts',
    'apps/server/src/storage/storage.test.ts',
    'scripts/',
  ],
  // Every plot in every story language, and the grammar that fills them in.
  content: ['--project', 'storyteller', 'packages/storyteller/test/'],
  server: ['--project', 'server'],
  browser: ['--project', 'browser'],
};

const [first, ...rest] = process.argv.slice(2);
const lane = first && first in LANES ? first : undefined;
const passThrough = lane ? rest : process.argv.slice(2);
ensureSystemDeps(lane ? [lane] : Object.keys(LANES));
const args = lane ? [...LANES[/** @type {keyof typeof LANES} */ (lane)], ...passThrough] : passThrough;
const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
