import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANES, ROOT, laneOf, lanesToRun, testFiles, vitestRuns } from './lanes.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'lanes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What vitest itself would run with no filter: every project's test files. */
function vitestFiles() {
  const out = path.join(dir, 'files.json');
  const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  execFileSync(process.execPath, [vitest, 'list', '--filesOnly', `--json=${out}`], { cwd: ROOT, stdio: 'ignore' });
  /** @type {Array<{ file: string, projectName: string }>} */
  const listed = JSON.parse(readFileSync(out, 'utf8'));
  return listed.map(({ file, projectName }) => ({
    file: path.relative(ROOT, file).split(path.sep).join('/'),
    projectName,
  }));
}

describe('test lanes', () => {
  // Listing starts vitest once over every project: seconds on a busy machine.
  it('give every test file vitest knows one lane, run with that file’s project', { timeout: 60_000 }, () => {
    const listed = vitestFiles();
    expect(listed.length).toBeGreaterThan(50);
    const found = new Set(testFiles());
    const wrong = listed
      .filter(({ file, projectName }) => !found.has(file) || !laneOf(file)?.projects.includes(projectName))
      .map(({ file, projectName }) => `${file} (${projectName}): ${laneOf(file)?.name ?? 'no lane'}`);
    expect(wrong).toEqual([]);
  });

  it('name no path that holds no test', () => {
    const files = testFiles();
    const stale = LANES.flatMap((lane) => lane.paths.filter((p) => !files.some((file) => file.startsWith(p))));
    expect(stale).toEqual([]);
  });

  it('keep what builds the app, drives a browser or runs an engine at full size out of the unit lane', () => {
    const unit = testFiles().filter((file) => laneOf(file)?.name === 'unit');
    for (const slow of [
      'apps/server/src/lib/no-personal-logs.test.ts',
      'apps/server/src/providers/ai-illustrator.test.ts',
      'packages/storyteller/src/narrator/narrator.test.ts',
      'packages/storyteller/src/typesetter/typesetter.test.ts',
    ])
      expect(unit).not.toContain(slow);
    expect(unit.some((file) => file.startsWith('apps/web/e2e/'))).toBe(false);
  });

  it('run every lane, or on a real database the lane that checks it, or the lane named', () => {
    const names = (/** @type {import('./lanes.mjs').Lane[]} */ lanes) => lanes.map((lane) => lane.name);
    expect(names(lanesToRun(undefined, undefined))).toEqual(['content', 'unit', 'server', 'browser']);
    expect(names(lanesToRun(undefined, 'postgres://127.0.0.1/test'))).toEqual(['server']);
    expect(names(lanesToRun('browser', 'postgres://127.0.0.1/test'))).toEqual(['browser']);
    expect(names(lanesToRun('content', 'postgres://127.0.0.1/test'))).toEqual(['content']);
  });

  it('run the lane that goes one file at a time in a vitest of its own, beside one for the others', () => {
    const runs = (/** @type {import('./lanes.mjs').Lane[]} */ lanes) =>
      vitestRuns(lanes).map((run) => run.map((lane) => lane.name));
    expect(runs(lanesToRun(undefined, undefined))).toEqual([['content', 'unit', 'server'], ['browser']]);
    expect(runs(lanesToRun(undefined, 'postgres://127.0.0.1/test'))).toEqual([['server']]);
    expect(runs(lanesToRun('browser', undefined))).toEqual([['browser']]);
  });

  it('say the browser lane goes one file at a time, as its project’s config does', async () => {
    // A path worked out: the scripts' type check does not follow imports of TypeScript.
    const { default: config } = await import(path.join(ROOT, 'apps/web/e2e/vitest.config.ts'));
    expect(config.test.fileParallelism).toBe(false);
    expect(LANES.filter((lane) => lane.oneFileAtATime).map((lane) => lane.name)).toEqual(['browser']);
  });
});
