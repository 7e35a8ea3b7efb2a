// `npm test` runs every test file once; `npm run test:<lane>` runs one lane (scripts/lanes.mjs says which files
// are in which lane, docs/CONTRIBUTING.md their times). On PGlite unless DATABASE_URL is set; with it, `npm test`
// runs only the lanes that check what the app does with its database (lanesToRun). A lane that runs one file at a
// time (the browser lane) gets a vitest of its own, beside one for the others (vitestRuns says why).
// Arguments after the lane: a word without a leading `-` keeps the lane's files whose path contains it
// (`npm run test:server -- features/children`); the others go to vitest as they are (write `--name=value`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LANES, ROOT, laneOf, lanesToRun, testFiles, vitestRuns } from './lanes.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

const [first, ...rest] = process.argv.slice(2);
const lane = LANES.find((l) => l.name === first);
const lanes = lanesToRun(first, process.env.DATABASE_URL);
ensureSystemDeps(lanes.map((l) => l.name));

const args = lane ? rest : process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('-'));
const words = args.filter((arg) => !arg.startsWith('-'));
const wanted = (/** @type {string} */ file) => words.length === 0 || words.some((word) => file.includes(word));

const runs = vitestRuns(lanes)
  .map((run) => ({ run, files: testFiles().filter((file) => run.some((l) => l === laneOf(file)) && wanted(file)) }))
  .filter(({ files }) => files.length > 0);
if (runs.length === 0) {
  console.error(`No test file of the ${lanes.map((l) => l.name).join(' and ')} lane matches ${words.join(' ')}.`);
  process.exit(1);
}
if (!lane && lanes.length < LANES.length) {
  const others = LANES.filter((l) => !lanes.includes(l)).map((l) => l.name);
  console.log(
    `On DATABASE_URL: the ${lanes.map((l) => l.name).join(' and ')} lane; ${others.join(', ')} would repeat the run without it (name one to run it here: npm run test:browser).`,
  );
}

// Run directly, not through npx, whose shell would not pass a signal on to it.
const vitestPackage = createRequire(import.meta.url).resolve('vitest/package.json');
const VITEST = join(dirname(vitestPackage), JSON.parse(readFileSync(vitestPackage, 'utf8')).bin.vitest);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
// Stopped from outside (CI cancelling, a supervisor), the vitests stop too rather than run on without a parent;
// this process then ends when they have, with their codes.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => children.forEach((child) => child.kill(signal)));

/** @param {{ run: import('./lanes.mjs').Lane[], files: string[] }} run */
function vitest({ run, files }) {
  const projects = [...new Set(run.flatMap((l) => l.projects))].flatMap((project) => ['--project', project]);
  const child = spawn(process.execPath, [VITEST, 'run', ...projects, ...options, ...files], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  children.push(child);
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(runs.map(vitest));
// The runs' reports interleave: the last lines say which of them failed.
if (runs.length > 1)
  runs.forEach(({ run }, i) =>
    console.log(`${run.map((l) => l.name).join(', ')}: ${codes[i] === 0 ? 'passed' : `FAILED (exit ${codes[i]})`}`),
  );
process.exit(codes.find((code) => code !== 0) ?? 0);
