// `npm test` runs every test file once; `npm run test:<lane>` runs one lane (scripts/lanes.mjs says which files
// are in which lane, docs/CONTRIBUTING.md their times). On PGlite unless DATABASE_URL is set; with it, `npm test`
// runs only the lanes that check what the app does with its database (lanesToRun).
// Arguments after the lane: a word without a leading `-` keeps the lane's files whose path contains it
// (`npm run test:server -- features/children`); the others go to vitest as they are (write `--name=value`).
import { spawnSync } from 'node:child_process';
import { LANES, ROOT, laneOf, lanesToRun, testFiles } from './lanes.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

const [first, ...rest] = process.argv.slice(2);
const lane = LANES.find((l) => l.name === first);
const lanes = lanesToRun(first, process.env.DATABASE_URL);
const onDatabase = !lane && lanes.length < LANES.length;
ensureSystemDeps(lanes.map((l) => l.name));

/** @param {string} file */
const inLanes = (file) => lanes.some((l) => l === laneOf(file));

/** @type {string[]} */
let args = process.argv.slice(2);
if (lane || onDatabase) {
  const options = (lane ? rest : args).filter((arg) => arg.startsWith('-'));
  const words = lane ? rest.filter((arg) => !arg.startsWith('-')) : [];
  const files = testFiles().filter(
    (file) => inLanes(file) && (words.length === 0 || words.some((word) => file.includes(word))),
  );
  if (files.length === 0) {
    console.error(`No test file of the ${lanes.map((l) => l.name).join(' and ')} lane matches ${words.join(' ')}.`);
    process.exit(1);
  }
  if (onDatabase) {
    const others = LANES.filter((l) => !l.database).map((l) => l.name);
    console.log(
      `On DATABASE_URL: the ${lanes.map((l) => l.name).join(' and ')} lane; ${others.join(', ')} would repeat the run without it (name one to run it here: npm run test:browser).`,
    );
  }
  args = [...new Set(lanes.flatMap((l) => l.projects))]
    .flatMap((project) => ['--project', project])
    .concat(options, files);
}
const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', cwd: ROOT });
process.exit(result.status ?? 1);
