/**
 * `--batch requests.jsonl`: one tale per line into `<out>/<id>/tale.json`, the
 * line's `id` or else its line number. A bad line is reported with its number
 * and the rest go on; the caller exits non-zero if any failed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TaleRequest } from '../src/stages.js';
import { writeTaleFiles, writeWrittenTale } from '../src/tale-files.js';
import { createEmbeddedWriter } from '../src/writer/embedded-writer.js';
import { taleRequestFrom } from './tale-options.js';

/** `write` makes the text alone (for reading many tales quickly); `all` every stage. */
export type BatchStages = 'write' | 'all';

/** A line's folder name: its own id when it is a safe file name, else its line number. */
function folderOf(line: Record<string, unknown>, number: number): string {
  if (line.id === undefined || line.id === null) return String(number);
  const id = String(line.id);
  if (!/^[\p{L}\p{N}_.-]+$/u.test(id) || /^\.+$/.test(id)) throw new Error(`bad id: ${JSON.stringify(line.id)}`);
  return id;
}

function parseLine(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object');
  return value as Record<string, unknown>;
}

export async function runBatch(file: string, outDir: string, stages: BatchStages) {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const writer = createEmbeddedWriter();
  // The pictures, narration and book load only when asked for: the text alone starts in a third of the time.
  const storyteller =
    stages === 'all' ? (await import('../src/embedded-storyteller.js')).createEmbeddedStoryteller() : null;
  const tell = async (request: TaleRequest, dir: string) => {
    if (storyteller) await writeTaleFiles(await storyteller.tell(request), dir);
    else await writeWrittenTale(await writer.write(request), dir);
  };
  const folders = new Map<string, number>();
  let made = 0;
  let failed = 0;
  const started = performance.now();
  for (const [index, text] of lines.entries()) {
    const number = index + 1;
    if (text.trim() === '') continue;
    try {
      const line = parseLine(text);
      const folder = folderOf(line, number);
      const earlier = folders.get(folder);
      if (earlier !== undefined) throw new Error(`id ${folder} is line ${earlier}'s too`);
      folders.set(folder, number);
      await tell(taleRequestFrom(line), join(outDir, folder));
      made++;
    } catch (error) {
      failed++;
      console.error(`${file}:${number}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const each = made > 0 ? ` (${((seconds * 1000) / made).toFixed(1)} ms a tale)` : '';
  console.log(`${made} tales → ${outDir} in ${seconds.toFixed(2)} s${each}${failed ? `; ${failed} lines failed` : ''}`);
  return { made, failed };
}
