/**
 * The eSpeak NG child process. eSpeak NG (the `espeak-ng` npm package, a WASM
 * build) is GPL-3.0-or-later: it runs only here, in its own process, and the
 * narrator talks to it through stdin/stdout, so none of our code is linked with
 * it and the engine can be swapped for another without touching the rest.
 *
 * Each text is also encoded here, so MP3 encoding (the slow part) runs in as
 * many processes as speaking does. Each chunk is a self-contained MP3 stream,
 * so chunks can be joined in story order whichever process made them.
 *
 * stdin: one JSON `SpeechJob`. stdout: one frame per text, as each is ready:
 * [uint32 LE index][uint32 LE byte length][MP3 bytes].
 */
import ESpeakNg from 'espeak-ng';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createMp3ChunkEncoder, type Mp3ChunkEncoder } from './mp3.js';
import { concatSamples, silence, splitAtSilences, trimSilence, wavSamples } from './pcm.js';
import { SPEECH_SAMPLE_RATE, type SpeechJob, type SpeechText } from './speech-job.js';

// Node has WebAssembly, but our TypeScript libs (ES2023 + Node types, no DOM) do not declare it.
interface Wasm {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: Wasm };

const TEXT_FILE = '/text.txt';
const WAV_FILE = '/speech.wav';

async function readJob(): Promise<SpeechJob> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SpeechJob;
}

// Compiling the 18 MB module once and instantiating it per text makes every text
// after the first cost only its synthesis (eSpeak's CLI runs once per instance).
async function compileEngine(): Promise<object> {
  const wasmPath = createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm');
  return wasm.compile(await readFile(wasmPath));
}

async function speak(engine: object, job: SpeechJob, text: string, ssml: boolean): Promise<Int16Array> {
  const errors: string[] = [];
  const espeak = await ESpeakNg({
    // The text goes through a file so a text starting with "-" is never read as an option.
    arguments: [...(ssml ? ['-m'] : []), '-v', job.voice, '-s', String(job.rate), '-p', String(job.pitch), '-b', '1', '-f', TEXT_FILE, '-w', WAV_FILE],
    preRun: [(module) => module.FS.writeFile(TEXT_FILE, text)],
    instantiateWasm(imports, done) {
      void wasm.instantiate(engine, imports).then((instance) => done(instance, engine));
      return {};
    },
    print: () => {},
    printErr: (line) => errors.push(line),
  });
  try {
    return wavSamples(espeak.FS.readFile(WAV_FILE));
  } catch {
    throw new Error(`eSpeak NG made no audio: ${errors.join(' ')}`);
  }
}

// Starting an eSpeak instance costs ≈ 0.2 s of CPU, more than speaking a page,
// so all of a process's texts are said in one run with long SSML breaks between
// them, and the audio is cut at those breaks. eSpeak's own pauses stay under ≈ 1.2 s.
const BREAK_MS = 4000;
const MIN_BREAK = 2.5 * SPEECH_SAMPLE_RATE;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function speakAll(engine: object, job: SpeechJob): Promise<Int16Array[]> {
  const ssml = `<speak>${job.texts.map((text) => escapeXml(text.text)).join(`<break time="${BREAK_MS}ms"/>`)}</speak>`;
  const parts = splitAtSilences(await speak(engine, job, ssml, true), job.texts.length, MIN_BREAK);
  if (parts) return parts;
  // A text whose speech held a silence as long as a break: say each text on its own.
  return Promise.all(job.texts.map((text) => speak(engine, job, text.text, false)));
}

function chunkOf(speech: Int16Array, { pauseBefore, pauseAfter }: SpeechText, encode: Mp3ChunkEncoder): Uint8Array {
  // eSpeak's own lead-in and trailing silence are cut so the pauses heard are ours.
  const samples = concatSamples([silence(pauseBefore, SPEECH_SAMPLE_RATE), trimSilence(speech), silence(pauseAfter, SPEECH_SAMPLE_RATE)]);
  return encode(samples);
}

function writeFrame(index: number, bytes: Uint8Array): Promise<void> {
  const header = Buffer.alloc(8);
  header.writeUInt32LE(index, 0);
  header.writeUInt32LE(bytes.byteLength, 4);
  return new Promise((resolve, reject) => {
    process.stdout.write(Buffer.concat([header, bytes]), (error) => (error ? reject(error) : resolve()));
  });
}

const job = await readJob();
const [engine, encode] = await Promise.all([compileEngine(), createMp3ChunkEncoder(SPEECH_SAMPLE_RATE, job.kbps)]);
const speech = await speakAll(engine, job);
// Encoding takes longer than speaking: each page is sent as soon as it is encoded.
for (const [position, text] of job.texts.entries()) await writeFrame(text.index, chunkOf(speech[position]!, text, encode));
