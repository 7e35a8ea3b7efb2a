import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_DIR = join(import.meta.dirname, '..');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A server entry point as a real child process, ready once it logs `readyText`; built JavaScript runs with `loader` []. */
export function startServerProcess(
  entry: string,
  readyText: string,
  env: Record<string, string>,
  loader = ['--import', TSX_LOADER],
) {
  const child: ChildProcess = spawn(process.execPath, [...loader, entry], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes(readyText)) resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`${entry} exited (${code}) before it was ready:\n${output}`)));
  });
  ready.catch(() => undefined);
  return {
    pid: child.pid!,
    /** What the process logged, for a failing test's message. */
    output: () => output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    /** Resolves once it serves (it logs at info level). */
    ready,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** `npm run worker` as a real child process, for tests that kill and restart it. */
export const startWorker = (env: Record<string, string>) => startServerProcess('src/worker.ts', 'worker started', env);

/** `npm start` (the API) as a real child process. */
export const startApi = (env: Record<string, string>) => startServerProcess('src/main.ts', 'Skazka is listening', env);

export type WorkerProcess = ReturnType<typeof startServerProcess>;

/** Polls `check` until it returns a value, or fails after `timeoutMs` with `what`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
