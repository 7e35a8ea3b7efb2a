/**
 * Makes one tale offline and writes it to a folder:
 *
 *   npm run tale -- --name Маша --sex Девочка --birthday 2020-05-01 --friend Ёжик \
 *     --moral friendship --lang ru --seed 7 --out ./tale-out [--avatar photo.png] [--today 2026-01-01]
 *   [--friend-kind hedgehog]   what the friend is (boy, girl or an animal); guessed from the name without it
 *   [--sibling Петя --sibling-sex Мальчик --sibling-birthday 2016-02-01]   a sibling instead of a friend
 *   [--stages write]           the text alone: tale.json with plot, age band and scenes, no media
 *
 * Or many, one per line of a JSON Lines file, each line taking the options above
 * (`friend_kind`, `sibling: {name, sex, birthday}`, and an `id` naming its folder):
 *
 *   npm run tale -- --batch requests.jsonl --stages write --out DIR    → DIR/<id>/tale.json
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeTaleFiles, writeWrittenTale } from '../src/tale-files.js';
import { createEmbeddedWriter } from '../src/writer/embedded-writer.js';
import { runBatch } from './tale-batch.js';
import { BadOption, taleRequestFrom } from './tale-options.js';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    sex: { type: 'string' },
    birthday: { type: 'string' },
    friend: { type: 'string' },
    moral: { type: 'string' },
    lang: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string', default: './tale-out' },
    avatar: { type: 'string' },
    today: { type: 'string' },
    'friend-kind': { type: 'string' },
    sibling: { type: 'string' },
    'sibling-sex': { type: 'string' },
    'sibling-birthday': { type: 'string' },
    stages: { type: 'string', default: 'all' },
    batch: { type: 'string' },
  },
});

// npm runs workspace scripts in the workspace folder; paths are meant from where the user typed the command.
const userDir = process.env.INIT_CWD ?? process.cwd();
const outDir = resolve(userDir, values.out);

function fail(flag: string, value: unknown): never {
  console.error(`bad or missing --${flag}: ${value === undefined ? '(none)' : String(value)}`);
  process.exit(2);
}

const stages = values.stages;
if (stages !== 'write' && stages !== 'all') fail('stages (write or all)', stages);

if (values.batch) {
  const { failed } = await runBatch(resolve(userDir, values.batch), outDir, stages);
  process.exit(failed > 0 ? 1 : 0);
}

/** A batch option's name as this command's flag: `friend_kind` → friend-kind, `sibling.name` → sibling. */
const flagOf = (option: string) => option.replace(/\.name$/, '').replace(/[._]/g, '-');

let request;
try {
  request = taleRequestFrom({
    ...values,
    friend_kind: values['friend-kind'],
    sibling: values.sibling
      ? { name: values.sibling, sex: values['sibling-sex'], birthday: values['sibling-birthday'] }
      : null,
  });
} catch (error) {
  if (error instanceof BadOption) fail(flagOf(error.option), error.value);
  throw error;
}
if (values.avatar) request.hero.avatar = new Uint8Array(await readFile(resolve(userDir, values.avatar)));

const started = performance.now();
if (stages === 'write') {
  const tale = await createEmbeddedWriter().write(request);
  await writeWrittenTale(tale, outDir);
  console.log(`«${tale.title}» (${tale.plot}, ${tale.ageBand}, ${tale.pages.length} pages) → ${outDir}`);
  console.log(`  ${'total'.padEnd(13)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  process.exit(0);
}

// The pictures, narration and book load only when asked for: the text alone starts in a third of the time.
const { createEmbeddedStoryteller, STAGE_NAMES } = await import('../src/index.js');
let last = '';
const result = await createEmbeddedStoryteller().tell(request, {
  onProgress: (stage, percent) => {
    const line = `${stage} ${percent}%`;
    if (process.stdout.isTTY && line !== last) process.stdout.write(`\r${line.padEnd(24)}`);
    last = line;
  },
});
if (process.stdout.isTTY) process.stdout.write('\r'.padEnd(26) + '\r');
await writeTaleFiles(result, outDir);
console.log(
  `«${result.tale.title}» (${result.tale.plot}, ${result.tale.ageBand}, ${result.tale.pages.length} pages) → ${outDir}`,
);
for (const stage of STAGE_NAMES) console.log(`  ${stage.padEnd(13)} ${(result.timings[stage] / 1000).toFixed(2)} s`);
console.log(`  ${'total'.padEnd(13)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
