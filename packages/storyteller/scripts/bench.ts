/**
 * `npm run bench -w packages/storyteller`: a 7-year-old's tale with the
 * embedded stages, cold (first in the process) and warm; each stage's time, the
 * whole, and peak memory.
 */
import { createEmbeddedStoryteller, STAGE_NAMES, type TaleRequest } from '../src/index.js';
import { sampleTreeMemory } from './process-tree-memory.js';

const today = new Date();
const birthday = new Date(Date.UTC(today.getUTCFullYear() - 7, today.getUTCMonth(), 1)).toISOString().slice(0, 10);
const request: TaleRequest = {
  hero: { name: 'Маша', sex: 'Девочка', birthday }, friend: { name: 'Ёжик' },
  moral: 'friendship', language: 'ru', seed: 7,
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const memory = sampleTreeMemory();
const storyteller = createEmbeddedStoryteller();
for (const run of ['cold', 'warm']) {
  const started = performance.now();
  const result = await storyteller.tell(request);
  const total = performance.now() - started;
  console.log(`${run}: «${result.tale.title}» (${result.tale.ageBand}, ${result.tale.pages.length} pages, ${result.narration.duration_s.toFixed(0)} s of narration)`);
  for (const stage of STAGE_NAMES) console.log(`  ${stage.padEnd(10)} ${seconds(result.timings[stage])}`);
  console.log(`  ${'whole'.padEnd(10)} ${seconds(total)}`);
}
console.log(`peak RSS: this process ${mb(process.resourceUsage().maxRSS * 1024)}, with the processes it started ${mb(memory.stop())}`);
