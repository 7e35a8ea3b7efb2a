/**
 * The eSpeak NG process. eSpeak NG (`@echogarden/espeak-ng-emscripten`, a WASM
 * build, GPL-3.0) runs only here, in its own process, and the narrator talks to
 * it through stdin/stdout, so none of our code is linked with it and the engine
 * can be swapped for another without touching the rest.
 *
 * The process lives on between tales (see speech-processes.ts): loading the
 * engine and warming its code cost more CPU than speaking a whole tale, so that
 * is paid once per process, not per tale or per page. Each text is encoded here
 * too, so MP3 encoding runs in as many processes as speaking does.
 *
 * stdin: jobs, each [uint32 LE byte length][JSON `SpeechJob`]. stdout: for each
 * text of a job, as it is ready: [uint32 LE index][uint32 LE words JSON length]
 * [uint32 LE MP3 length][words JSON][MP3 bytes].
 */
import init, { type ESpeakEvent } from '@echogarden/espeak-ng-emscripten';
import { createMp3ChunkEncoder, type Mp3ChunkEncoder } from './mp3.js';
import { concatSamples, silence, speechBounds } from './pcm.js';
import { SPEECH_SAMPLE_RATE, type Mp3Kbps, type SpeechJob, type SpeechText } from './speech-job.js';
import { speechPieces } from './speech-pieces.js';
import { codePointOffsets, snapToWords, type TimedSpan } from './word-timings.js';

const espeak = new (await init()).eSpeakNGWorker();
const encoders = new Map<Mp3Kbps, Promise<Mp3ChunkEncoder>>();
const encoderFor = (kbps: Mp3Kbps) =>
  encoders.get(kbps) ?? encoders.set(kbps, createMp3ChunkEncoder(SPEECH_SAMPLE_RATE, kbps)).get(kbps)!;

const seconds = (samples: number) => samples / SPEECH_SAMPLE_RATE;

function synthesize(text: string): { samples: Int16Array; events: ESpeakEvent[] } {
  const blocks: Int16Array[] = [];
  const events: ESpeakEvent[] = [];
  // This build reads SSML: markup characters would be taken for tags, so they are
  // said as pauses, one for one, which keeps every event's position in the text.
  espeak.synthesize(text.replace(/[<>&]/g, ' '), (samples, blockEvents) => {
    if (samples.length > 0) blocks.push(samples);
    events.push(...blockEvents);
    return false;
  });
  return { samples: concatSamples(blocks), events };
}

/** Says a text a piece at a time; its words are timed from the start of the samples. */
function say(text: string): { speech: Int16Array; spans: TimedSpan[] } {
  const parts: Int16Array[] = [];
  const spans: TimedSpan[] = [];
  let offset = 0;
  for (const piece of speechPieces(text)) {
    const { samples, events } = synthesize(piece.text);
    const codePoints = codePointOffsets(piece.text);
    const at = (codePoint: number) => piece.from + codePoints[Math.min(Math.max(codePoint, 0), codePoints.length - 1)]!;
    const words = events.filter((event) => event.type === 'word');
    const speechEnd = speechBounds(samples).end;
    words.forEach((word, i) => {
      const start = (word.audio_position / 1000) * SPEECH_SAMPLE_RATE;
      const end = i + 1 < words.length ? (words[i + 1]!.audio_position / 1000) * SPEECH_SAMPLE_RATE : speechEnd;
      const from = word.text_position - 1;
      spans.push({
        from: at(from),
        to: at(from + word.word_length),
        start_s: seconds(offset + start),
        end_s: seconds(offset + Math.max(start, end)),
      });
    });
    parts.push(samples);
    offset += samples.length;
  }
  return { speech: concatSamples(parts), spans };
}

/** The text's chunk: our pauses around its speech, eSpeak's own lead-in and tail cut so the pauses heard are ours. */
function chunkOf({ text, pauseBefore, pauseAfter }: SpeechText): { samples: Int16Array; words: TimedSpan[] } {
  const { speech, spans } = say(text);
  const { start, end } = speechBounds(speech);
  const shift = pauseBefore - seconds(start);
  const last = pauseBefore + seconds(end - start);
  const clamp = (time: number) => Math.min(Math.max(time + shift, pauseBefore), last);
  const words = snapToWords(
    text,
    spans.map((span) => ({ ...span, start_s: clamp(span.start_s), end_s: clamp(span.end_s) })),
  );
  const samples = concatSamples([
    silence(pauseBefore, SPEECH_SAMPLE_RATE),
    speech.subarray(start, end),
    silence(pauseAfter, SPEECH_SAMPLE_RATE),
  ]);
  return { samples, words };
}

function writeFrame(index: number, words: TimedSpan[], mp3: Uint8Array): Promise<void> {
  const json = Buffer.from(JSON.stringify(words));
  const header = Buffer.alloc(12);
  header.writeUInt32LE(index, 0);
  header.writeUInt32LE(json.byteLength, 4);
  header.writeUInt32LE(mp3.byteLength, 8);
  return new Promise((resolve, reject) => {
    process.stdout.write(Buffer.concat([header, json, mp3]), (error) => (error ? reject(error) : resolve()));
  });
}

async function run(job: SpeechJob) {
  espeak.set_voice(job.voice);
  espeak.set_rate(job.rate);
  espeak.set_pitch(job.pitch);
  const encode = await encoderFor(job.kbps);
  for (const text of job.texts) {
    const { samples, words } = chunkOf(text);
    await writeFrame(text.index, words, encode(samples));
  }
}

/** Jobs as they arrive; the process ends when the narrator closes its stdin. */
async function* jobs(): AsyncGenerator<SpeechJob> {
  let pending = Buffer.alloc(0);
  for await (const chunk of process.stdin) {
    pending = Buffer.concat([pending, chunk as Buffer]);
    while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32LE(0)) {
      const length = pending.readUInt32LE(0);
      yield JSON.parse(pending.subarray(4, 4 + length).toString('utf8')) as SpeechJob;
      pending = pending.subarray(4 + length);
    }
  }
}

for await (const job of jobs()) await run(job);
