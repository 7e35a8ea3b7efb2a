/**
 * `npm run bench -w packages/storyteller`: a 7-year-old's tale with the
 * embedded stages, cold (first in the process: eSpeak NG processes start) and
 * warm (as in a running worker); each stage's time, CPU seconds of this process
 * and the processes it started (the tale as served: phone-size pictures; the print sizes drawn
 * with the book or for a large screen), media bytes per tale, and peak memory. Each
 * figure that has one is printed next to a reference measured in this run: the
 * previous encoder settings (MP3 at 48 kbps, pictures at print width only, WebP 86).
 * `bench illustrate` measures only the pictures of a 10-page tale.
 */
import sharp from 'sharp';
import { PRINT_STAGE, TALE_STAGES } from '@skazka/contract';
import {
  createEmbeddedNarrator,
  createEmbeddedStoryteller,
  STAGE_NAMES,
  type TaleOutputs,
  type TaleRequest,
} from '../src/index.js';
import { castFor, composeScene, renderPicture } from '../src/illustrator/index.js';
import { benchIllustrate } from './bench-illustrate.js';
import { sampleTreeMemory } from './process-tree-memory.js';
import { treeCpuSeconds } from './process-tree-cpu.js';

const today = new Date();
const birthday = new Date(Date.UTC(today.getUTCFullYear() - 7, today.getUTCMonth(), 1)).toISOString().slice(0, 10);
const request: TaleRequest = {
  hero: { name: 'Маша', sex: 'Девочка', birthday },
  friend: { name: 'Ёжик' },
  moral: 'friendship',
  language: 'ru',
  seed: 7,
};

if (process.argv[2] === 'illustrate') {
  await benchIllustrate(request);
  process.exit(0);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const cpu = (s: number) => `${s.toFixed(2)} CPU-s`;
const sum = (parts: Array<{ data: Uint8Array }>) => parts.reduce((total, part) => total + part.data.byteLength, 0);

/** Media stored per tale without the print PDF: narration and the pictures in each size (`pictures` with print sizes drawn). */
function mediaBytes({ narration, pictures }: TaleOutputs) {
  const phone = pictures.phone ? sum([pictures.phone.cover, ...pictures.phone.pages]) : 0;
  return { narration: narration.audio.data.byteLength, print: sum([pictures.cover, ...pictures.pages]), phone };
}

/** The pictures as the previous settings stored them: print width only, WebP quality 86. */
async function previousPictureBytes(result: TaleOutputs): Promise<number> {
  const cast = await castFor(result.tale, request);
  const scenes = [result.tale.cover, ...result.tale.pages.map((page) => page.scene)];
  const sizes = await Promise.all(
    scenes.map(async (scene, i) => {
      const png = await renderPicture(composeScene(scene, cast, Math.max(0, i - 1)), { width: 1600, format: 'png' });
      return (await sharp(png).webp({ quality: 86, effort: 2 }).toBuffer()).byteLength;
    }),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

const memory = sampleTreeMemory();
const storyteller = createEmbeddedStoryteller();

/**
 * The tale a parent reads and hears, stage by stage, as the service makes it: pictures at phone
 * size; their print sizes and the book only when asked for (a large screen, printing).
 */
async function taleAsServed() {
  const started = performance.now();
  const cpuBefore = treeCpuSeconds();
  let outputs: Partial<TaleOutputs> = {};
  const stageMs: string[] = [];
  for (const stage of TALE_STAGES) {
    const stageStarted = performance.now();
    outputs = await storyteller.runStage(stage, request, outputs);
    stageMs.push(`${stage} ${seconds(performance.now() - stageStarted)}`);
  }
  return { outputs, cpu: treeCpuSeconds() - cpuBefore, ms: performance.now() - started, stageMs };
}

let warm: TaleOutputs | undefined;
for (const run of ['cold', 'warm']) {
  const { outputs, cpu: taleCpu, ms: taleMs, stageMs } = await taleAsServed();
  const printCpuBefore = treeCpuSeconds();
  const printStarted = performance.now();
  const full = (await storyteller.runStage(PRINT_STAGE, request, outputs)) as TaleOutputs;
  console.log(
    `${run}: «${full.tale.title}» (${full.tale.ageBand}, ${full.tale.pages.length} pages, ${full.narration.duration_s.toFixed(0)} s of narration, ${full.narration.words.length} words timed)`,
  );
  console.log(`  tale without print ${seconds(taleMs)} (${stageMs.join(', ')}), ${cpu(taleCpu)} (all processes)`);
  console.log(
    `  print (print sizes, book) ${seconds(performance.now() - printStarted)}, ${cpu(treeCpuSeconds() - printCpuBefore)}`,
  );
  warm = full;
}

// A worker at bedtime has told many tales: eSpeak NG's engine (JavaScript compiled from WASM) keeps
// speeding up over its first tales as V8 optimises it, so the second tale is not yet the steady cost.
const STEADY_TALES = 4;
const steady: number[] = [];
for (let i = 0; i < STEADY_TALES; i += 1) steady.push((await taleAsServed()).cpu);
console.log(
  `tales 3-${2 + STEADY_TALES} without print: ${steady.map(cpu).join(', ')} (median ${cpu([...steady].sort((a, b) => a - b)[STEADY_TALES >> 1]!)})`,
);

// Stage by stage, warm, each on its own so its CPU is its own; the print sizes between
// illustrating (phone sizes) and the rest, typesetting then from the pictures it needs.
const stageCpu: Record<string, number> = {};
let stageOutputs: Partial<TaleOutputs> = {};
for (const stage of STAGE_NAMES) {
  let before = treeCpuSeconds();
  stageOutputs = await storyteller.runStage(stage, request, stageOutputs);
  stageCpu[stage] = treeCpuSeconds() - before;
  if (stage !== 'illustrating') continue;
  before = treeCpuSeconds();
  stageOutputs = { ...stageOutputs, pictures: await storyteller.withPrintSizes(request, stageOutputs) };
  stageCpu['print sizes'] = treeCpuSeconds() - before;
}
console.log(
  `warm stages: ${Object.entries(stageCpu)
    .map(([stage, seconds]) => `${stage} ${cpu(seconds)}`)
    .join(', ')}`,
);

// The previous encoder settings, measured on the same tale in this run.
const reference = createEmbeddedNarrator({ kbps: 48 });
await reference.narrate(warm!.tale);
const referenceCpuBefore = treeCpuSeconds();
const referenceNarration = await reference.narrate(warm!.tale);
const referenceCpu = treeCpuSeconds() - referenceCpuBefore;
const media = mediaBytes(stageOutputs as TaleOutputs);
const previousPictures = await previousPictureBytes(warm!);
console.log(`narrate at 24 kbps ${cpu(stageCpu.narrating!)}; at the previous 48 kbps ${cpu(referenceCpu)}`);
console.log(
  `media per tale without print: ${mb(media.narration + media.phone)} (narration ${mb(media.narration)}, pictures ${mb(media.phone)} phone); the print sizes, once a large screen or the book asks, ${mb(media.print)} more`,
);
console.log(
  `  previous settings: ${mb(referenceNarration.audio.data.byteLength + previousPictures)} (narration ${mb(referenceNarration.audio.data.byteLength)}, pictures ${mb(previousPictures)})`,
);
console.log(
  `  a phone downloads ${mb(media.narration + media.phone)}; the print PDF adds ${mb(warm!.print.data.byteLength)}`,
);
console.log(
  `peak RSS: this process ${mb(process.resourceUsage().maxRSS * 1024)}, with the processes it started ${mb(memory.stop())}`,
);
// The eSpeak NG processes wait for the next tale; nothing more will come.
process.exit(0);
