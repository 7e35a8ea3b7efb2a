/**
 * The illustrate figures alone: a 10-page tale's pictures (cover and pages) at phone width,
 * then at print width, warm, the median and best of five runs each, in wall and CPU time.
 * bench.ts runs it with `illustrate`.
 */
import { createEmbeddedIllustrator } from '../src/illustrator/index.js';
import { createEmbeddedWriter } from '../src/writer/embedded-writer.js';
import type { TaleRequest } from '../src/stages.js';

const PAGES = 10;
const RUNS = 5;

export async function benchIllustrate(request: TaleRequest): Promise<void> {
  const written = await createEmbeddedWriter().write(request);
  // Tales for the youngest are shorter: repeat pages so exactly ten are drawn, as in a long tale.
  const pages = Array.from({ length: PAGES }, (_, i) => written.pages[i % written.pages.length]!);
  const tale = { ...written, pages };
  const illustrator = createEmbeddedIllustrator();
  const phone = () => illustrator.illustrate(tale, request);
  const print = () => illustrator.drawPrintSizes!(tale, request);
  await phone();
  await print();
  // The phone sizes are what a reader waits for; the print sizes are drawn while the narrator speaks.
  for (const [label, draw] of [
    ['phone sizes (before the tale can be read)', phone],
    ['print sizes (alongside narration)', print],
  ] as const) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const before = process.cpuUsage();
      await draw();
      times.push(performance.now() - started);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    // CPU time (all threads) tells the work apart from a busy machine's waiting; the best run is
    // the one the machine disturbed least, and half its CPU time the wall time two idle cores would need.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const s = (ms: number) => (ms / 1000).toFixed(2);
    console.log(
      `illustrate a ${PAGES}-page tale, ${label}: ${s(median(times))} s median of ${RUNS} warm runs (${times.map(s).join(', ')}), best ${s(Math.min(...times))} s; ${s(median(cpu))} CPU-s median, best ${s(Math.min(...cpu))} CPU-s (≥ ${s(Math.min(...cpu) / 2)} s on two idle cores)`,
    );
  }
}
