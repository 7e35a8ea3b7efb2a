/**
 * Makes one tale offline and writes it to a folder:
 *
 *   npm run tale -- --name Маша --sex Девочка --birthday 2020-05-01 --friend Ёжик \
 *     --moral friendship --lang ru --seed 7 --out ./tale-out [--avatar photo.png] [--today 2026-01-01]
 *   [--friend-kind hedgehog]   what the friend is (boy, girl or an animal); guessed from the name without it
 *   [--sibling Петя --sibling-sex Мальчик --sibling-birthday 2016-02-01]   a sibling instead of a friend
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  characterKindSchema,
  isoDateSchema,
  languageSchema,
  moralSlugSchema,
  personNameSchema,
  sexSchema,
} from '@skazka/contract';
import { createEmbeddedStoryteller, STAGE_NAMES, type TaleRequest } from '../src/index.js';
import { writeTaleFiles } from '../src/tale-files.js';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    sex: { type: 'string' },
    birthday: { type: 'string' },
    friend: { type: 'string' },
    moral: { type: 'string' },
    lang: { type: 'string', default: 'ru' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: './tale-out' },
    avatar: { type: 'string' },
    today: { type: 'string' },
    'friend-kind': { type: 'string' },
    sibling: { type: 'string' },
    'sibling-sex': { type: 'string' },
    'sibling-birthday': { type: 'string' },
  },
});

// npm runs workspace scripts in the workspace folder; paths are meant from where the user typed the command.
const userDir = process.env.INIT_CWD ?? process.cwd();

function fail(what: string, value: unknown): never {
  console.error(`bad or missing --${what}: ${value === undefined ? '(none)' : String(value)}`);
  process.exit(2);
}

function parse<T>(
  what: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fail(what, value);
}

const seed = Number(values.seed);
if (!Number.isSafeInteger(seed)) fail('seed', values.seed);
const request: TaleRequest = {
  hero: {
    name: parse('name', personNameSchema, values.name),
    sex: parse('sex', sexSchema, values.sex),
    birthday: parse('birthday', isoDateSchema, values.birthday),
    avatar: values.avatar ? new Uint8Array(await readFile(resolve(userDir, values.avatar))) : undefined,
  },
  friend: values.friend
    ? {
        name: parse('friend', personNameSchema, values.friend),
        kind: values['friend-kind'] ? parse('friend-kind', characterKindSchema, values['friend-kind']) : null,
      }
    : null,
  sibling: values.sibling
    ? {
        name: parse('sibling', personNameSchema, values.sibling),
        sex: parse('sibling-sex', sexSchema, values['sibling-sex']),
        birthday: parse('sibling-birthday', isoDateSchema, values['sibling-birthday']),
      }
    : null,
  moral: parse('moral', moralSlugSchema, values.moral),
  language: parse('lang', languageSchema, values.lang),
  seed,
  today: values.today ? parse('today', isoDateSchema, values.today) : undefined,
};

const outDir = resolve(userDir, values.out);
let last = '';
const started = performance.now();
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
