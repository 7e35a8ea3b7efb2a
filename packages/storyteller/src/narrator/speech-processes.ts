import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SpeechJob, SpokenText } from './speech-job.js';
import type { TimedSpan } from './word-timings.js';

// Built (apps/server/dist), the worker is the JavaScript beside this bundle. From sources
// it is TypeScript like the rest; tsx's loader is given by absolute URL so the child
// starts the same whatever the parent's working directory is.
const BUILT = !import.meta.url.endsWith('.ts');
const WORKER = fileURLToPath(new URL(BUILT ? './espeak-worker.js' : './espeak-worker.ts', import.meta.url));
const WORKER_ARGS = BUILT
  ? [WORKER]
  : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, WORKER];

/**
 * A process left idle this long is ended: it holds ≈ 100 MB, and at a steady
 * pace of tales it is reused long before that.
 */
const IDLE_MS = 60_000;

export type OnSpoken = (spoken: SpokenText) => void;

interface Speaker {
  child: ChildProcess;
  idle?: NodeJS.Timeout;
}

const idleSpeakers: Speaker[] = [];

/** An idle eSpeak NG process, or a new one; it may not keep this process alive while idle. */
function acquire(): Speaker {
  const speaker = idleSpeakers.pop() ?? start();
  clearTimeout(speaker.idle);
  holdOpen(speaker.child, true);
  return speaker;
}

function start(): Speaker {
  const speaker: Speaker = { child: spawn(process.execPath, WORKER_ARGS, { stdio: ['pipe', 'pipe', 'pipe'] }) };
  // A process that dies while idle is never handed out; one that dies mid-job is reported by the job.
  speaker.child.on('exit', () => retire(speaker));
  speaker.child.stdin!.on('error', () => {});
  return speaker;
}

function release(speaker: Speaker) {
  holdOpen(speaker.child, false);
  speaker.idle = setTimeout(() => retire(speaker), IDLE_MS).unref();
  idleSpeakers.push(speaker);
}

function retire(speaker: Speaker) {
  const at = idleSpeakers.indexOf(speaker);
  if (at >= 0) idleSpeakers.splice(at, 1);
  clearTimeout(speaker.idle);
  speaker.child.stdin?.end();
  speaker.child.kill('SIGKILL');
}

// The pipes are sockets underneath, which is where ref/unref live.
type Handle = { ref?: () => void; unref?: () => void } | null;

function holdOpen(child: ChildProcess, hold: boolean) {
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as Handle[]) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
}

/**
 * Says `job` in an eSpeak NG process, handing each text's MP3 chunk and words
 * to `onSpoken` as it is ready. An aborted or failed job ends its process.
 */
export function speakInProcess(job: SpeechJob, onSpoken: OnSpoken, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const speaker = acquire();
  const { child } = speaker;
  return new Promise<void>((resolve, reject) => {
    let left = job.texts.length;
    let pending: Buffer = Buffer.alloc(0);
    const errors: Buffer[] = [];
    const finish = (error?: unknown) => {
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onError);
      child.off('close', onClose);
      child.off('error', finish);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        retire(speaker);
        reject(error);
      } else {
        release(speaker);
        resolve();
      }
    };
    const onData = (chunk: Buffer) => {
      pending = takeFrames(Buffer.concat([pending, chunk]), (spoken) => {
        left -= 1;
        onSpoken(spoken);
      });
      if (left === 0) finish();
    };
    const onError = (chunk: Buffer) => errors.push(chunk);
    const onClose = (code: number | null) =>
      finish(new Error(`eSpeak NG process failed (exit ${code}): ${Buffer.concat(errors).toString('utf8').trim()}`));
    const onAbort = () => finish(signal!.reason);
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onError);
    child.on('close', onClose);
    child.on('error', finish);
    signal?.addEventListener('abort', onAbort, { once: true });
    const body = Buffer.from(JSON.stringify(job));
    const header = Buffer.alloc(4);
    header.writeUInt32LE(body.byteLength);
    child.stdin!.write(Buffer.concat([header, body]));
  });
}

/** Hands every complete frame on and returns the incomplete rest. */
function takeFrames(buffer: Buffer, onSpoken: OnSpoken): Buffer {
  let offset = 0;
  while (buffer.length - offset >= 12) {
    const jsonLength = buffer.readUInt32LE(offset + 4);
    const mp3Length = buffer.readUInt32LE(offset + 8);
    const end = offset + 12 + jsonLength + mp3Length;
    if (buffer.length < end) break;
    const words = JSON.parse(buffer.subarray(offset + 12, offset + 12 + jsonLength).toString('utf8')) as TimedSpan[];
    onSpoken({ index: buffer.readUInt32LE(offset), words, mp3: buffer.subarray(offset + 12 + jsonLength, end) });
    offset = end;
  }
  return buffer.subarray(offset);
}
