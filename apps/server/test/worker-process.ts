import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_DIR = join(import.meta.dirname, '..');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** `npm run worker` as a real child process, for tests that kill and restart it. */
export function startWorker(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX_LOADER, 'src/worker.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => { if (output.includes('worker started')) resolve(); };
    child.stdout!.on('data', check);
    exited.then((code) => reject(new Error(`the worker exited (${code}) before it was ready:\n${output}`)));
  });
  ready.catch(() => undefined);
  return {
    pid: child.pid!,
    /** What the worker logged, for a failing test's message. */
    output: () => output,
    exited,
    /** Resolves once it takes jobs (it logs at info level). */
    ready,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export type WorkerProcess = ReturnType<typeof startWorker>;

/** Polls `check` until it returns a value, or fails after `timeoutMs` with `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
