// `npm test` runs every test file once; `npm run test:<lane>` runs one lane (scripts/lanes.mjs says which files
// are in which lane, docs/CONTRIBUTING.md their times). On PGlite unless DATABASE_URL is set.
// Arguments after the lane: a word without a leading `-` keeps the lane's files whose path contains it
// (`npm run test:server -- features/children`); the others go to vitest as they are (write `--name=value`).
import { spawnSync } from 'node:child_process';
import { LANES, ROOT, laneOf, testFiles } from './lanes.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

const [first, ...rest] = process.argv.slice(2);
const lane = LANES.find((l) => l.name === first);
ensureSystemDeps(lane ? [lane.name] : LANES.map((l) => l.name));

/** @type {string[]} */
let args = process.argv.slice(2);
if (lane) {
  const words = rest.filter((arg) => !arg.startsWith('-'));
  const files = testFiles().filter(
    (file) => laneOf(file) === lane && (words.length === 0 || words.some((word) => file.includes(word))),
  );
  if (files.length === 0) {
    console.error(`No test file of the ${lane.name} lane matches ${words.join(' ')}.`);
    process.exit(1);
  }
  args = [
    ...lane.projects.flatMap((project) => ['--project', project]),
    ...rest.filter((arg) => arg.startsWith('-')),
    ...files,
  ];
}
const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', cwd: ROOT });
process.exit(result.status ?? 1);
