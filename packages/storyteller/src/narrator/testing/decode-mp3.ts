import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Decodes an MP3 with a real decoder (ffmpeg) to 16-bit mono PCM at its own sample rate. */
export async function decodeMp3(mp3: Uint8Array, sampleRate: number): Promise<Int16Array> {
  const child = run(
    ffmpeg.path,
    ['-v', 'error', '-f', 'mp3', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', String(sampleRate), 'pipe:1'],
    {
      encoding: 'buffer',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  child.child.stdin!.end(mp3);
  const { stdout } = await child;
  return new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
}

/** Root-mean-square level of samples[from, to) given in seconds. */
export function loudness(samples: Int16Array, sampleRate: number, from: number, to: number): number {
  const part = samples.subarray(Math.round(from * sampleRate), Math.round(to * sampleRate));
  let sum = 0;
  for (const sample of part) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, part.length));
}

/** What ffprobe's decoder (ffmpeg) reads from an MP3's frames. */
export async function mp3Format(mp3: Uint8Array): Promise<{ codec: string; sampleRate: number; channels: number }> {
  const child = run(ffmpeg.path, ['-hide_banner', '-f', 'mp3', '-i', 'pipe:0'], { encoding: 'utf8' });
  child.child.stdin!.end(mp3);
  // ffmpeg with no output exits 1 after describing its input on stderr.
  const { stderr } = await child.catch((error: { stderr: string }) => error);
  const [, codec, rate, layout] = /Audio: (\w+), (\d+) Hz, (\w+)/.exec(stderr) ?? [];
  return { codec: codec!, sampleRate: Number(rate), channels: layout === 'mono' ? 1 : 2 };
}
