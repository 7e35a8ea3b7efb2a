// The test lanes (docs/CONTRIBUTING.md lists them with their times). A test file runs in the first lane one
// of whose paths begins its own path, so every file has exactly one lane; scripts/lanes.test.js checks that
// every file vitest knows has one, and that no path here is stale.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {{ name: 'unit' | 'content' | 'server' | 'browser', projects: string[], paths: string[], database: boolean, oneFileAtATime?: boolean }} Lane
 * `database`: the lane's tests check what the app does with its database, so they are worth running again on
 * PostgreSQL. `oneFileAtATime`: its project runs its files one after another (vitest's `fileParallelism: false`).
 */

/** @type {Lane[]} */
export const LANES = [
  {
    // The storyteller at full size: every plot in every story language, and the engines that speak (eSpeak NG,
    // MP3), draw (1600 px pictures encoded as WebP) and set the book (PDF, opened with poppler).
    name: 'content',
    projects: ['storyteller'],
    database: false,
    paths: [
      'packages/storyteller/test/',
      'packages/storyteller/src/narrator/narrator.test.ts',
      'packages/storyteller/src/illustrator/illustrator.test.ts',
      'packages/storyteller/src/illustrator/scene-drawing.test.ts',
      'packages/storyteller/src/typesetter/',
    ],
  },
  {
    // Seconds: no browser, no database, nothing that loads the app or its jobs, no engine at full size, no
    // waiting out a provider's timeout.
    name: 'unit',
    projects: ['contract', 'web', 'storyteller', 'server', 'scripts'],
    database: false,
    paths: [
      'packages/contract/',
      'apps/web/src/',
      'packages/storyteller/src/',
      'scripts/',
      'apps/server/src/config.test.ts',
      'apps/server/src/lib/route-helpers.test.ts',
      'apps/server/src/features/subscriptions/state-machine.test.ts',
      'apps/server/src/providers/child-safety.test.ts',
      'apps/server/src/providers/providers-env.test.ts',
      'apps/server/src/storage/storage.test.ts',
    ],
  },
  {
    // The real app on PGlite (or DATABASE_URL), its jobs, and the providers against local fake services.
    name: 'server',
    projects: ['server'],
    database: true,
    paths: ['apps/server/'],
  },
  // The web app in Chromium, against the server `npm start` runs (PGlite). Its requests are the server lane's,
  // which runs again on PostgreSQL; the journeys once more there, one file at a time, were CI's longest chain.
  // `npm run test:browser` with DATABASE_URL still runs them there.
  { name: 'browser', projects: ['browser'], paths: ['apps/web/e2e/'], database: false, oneFileAtATime: true },
];

/**
 * The lanes a test command runs: the one it names; else every lane, or on a real database (DATABASE_URL)
 * only those that check what the app does with it: the others would repeat the first run.
 * @param {string | undefined} name
 * @param {string | undefined} databaseUrl
 */
export function lanesToRun(name, databaseUrl) {
  const named = LANES.find((lane) => lane.name === name);
  if (named) return [named];
  return databaseUrl ? LANES.filter((lane) => lane.database) : LANES;
}

/**
 * The vitest processes that run these lanes side by side. Vitest runs the files of a project without file
 * parallelism only after every other file of its run, and on two cores it gives the rest one worker, so in one
 * process the browser lane (11 min alone) waited for all the others (9 min): a lane run one file at a time gets
 * a vitest of its own, beside one for all the others (the two together: 13-14 min).
 * @param {Lane[]} lanes
 * @returns {Lane[][]}
 */
export function vitestRuns(lanes) {
  const together = lanes.filter((lane) => !lane.oneFileAtATime);
  const alone = lanes.filter((lane) => lane.oneFileAtATime).map((lane) => [lane]);
  return together.length ? [together, ...alone] : alone;
}

/** @param {string} file a path relative to the repository root, with `/` */
export const laneOf = (file) => LANES.find((lane) => lane.paths.some((p) => file.startsWith(p)));

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'data']);

/** Every test file under the repository, relative to its root. */
export function testFiles(dir = ROOT) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(full));
    else if (TEST_FILE.test(entry.name)) found.push(path.relative(ROOT, full).split(path.sep).join('/'));
  }
  return found;
}
