import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { logDestination, stdoutLog } from './log-destination.js';

const LINE = `${'x'.repeat(99)}\n`;
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** What a process that writes `lines` log lines and then ends with `end` leaves on its stdout. */
function stdoutOf(lines: number, end: string): string {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const module = pathToFileURL(join(import.meta.dirname, 'log-destination.ts')).href;
  const script = `import { logDestination } from '${module}'; const s = logDestination();
    for (let i = 0; i < ${lines}; i++) s.write(${JSON.stringify(LINE)}); ${end}`;
  return spawnSync(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], { encoding: 'utf8' })
    .stdout;
}

describe('the log destination', () => {
  it('holds lines until it has 4 KB, then writes them at once, in the same tick', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'skazka-log-'));
    folders.push(folder);
    const file = join(folder, 'out.log');
    const fd = openSync(file, 'w');
    const exitListeners = process.listenerCount('exit');
    const stream = logDestination(fd);
    for (let i = 0; i < 40; i++) stream.write(LINE);
    expect(readFileSync(file, 'utf8')).toBe('');
    stream.write(LINE);
    expect(readFileSync(file, 'utf8')).toBe(LINE.repeat(41));
    // Ending it stops its flush timer and closes the file (tests share their process: both would outlive this one).
    stream.end();
    await once(stream, 'close');
    expect(process.listenerCount('exit')).toBe(exitListeners);
  });

  it('is one for stdout in a process, however many apps it builds', () => {
    const exitListeners = process.listenerCount('exit');
    expect(stdoutLog()).toBe(stdoutLog());
    expect(process.listenerCount('exit')).toBeLessThanOrEqual(exitListeners + 1);
  });

  it('writes what it holds when the process exits, on its own, by process.exit or on an uncaught error', () => {
    for (const end of ['', 'process.exit(3)', "throw new Error('the disk is gone')"])
      expect(stdoutOf(3, end), end).toBe(LINE.repeat(3));
  });
});
