import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SpeechJob } from './speech-job.js';

const WORKER = fileURLToPath(new URL('./espeak-worker.ts', import.meta.url));
// The worker is TypeScript like the rest; tsx's loader is given by absolute URL
// so the child starts the same whatever the parent's working directory is.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export type OnSpoken = (index: number, mp3: Uint8Array) => void;

/** Runs one eSpeak NG child process over `job`, handing each text's MP3 chunk to `onSpoken` as it is ready. */
export function speakInChild(job: SpeechJob, onSpoken: OnSpoken, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, WORKER], {
      stdio: ['pipe', 'pipe', 'pipe'],
      signal,
    });
    const errors: Buffer[] = [];
    let pending: Buffer = Buffer.alloc(0);
    child.stdout.on('data', (chunk: Buffer) => {
      pending = takeFrames(Buffer.concat([pending, chunk]), onSpoken);
    });
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && pending.length === 0) resolve();
      else reject(new Error(`eSpeak NG process failed (exit ${code}): ${Buffer.concat(errors).toString('utf8').trim()}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/** Hands every complete [index][length][bytes] frame on and returns the incomplete rest. */
function takeFrames(buffer: Buffer, onSpoken: OnSpoken): Buffer {
  let offset = 0;
  while (buffer.length - offset >= 8) {
    const length = buffer.readUInt32LE(offset + 4);
    if (buffer.length - offset - 8 < length) break;
    onSpoken(buffer.readUInt32LE(offset), buffer.subarray(offset + 8, offset + 8 + length));
    offset += 8 + length;
  }
  return buffer.subarray(offset);
}
