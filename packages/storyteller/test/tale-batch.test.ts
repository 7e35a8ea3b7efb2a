import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedWriter } from '../src/index.js';
import { writtenTaleJson } from '../src/tale-files.js';

const run = promisify(execFile);
const script = join(import.meta.dirname, '../scripts/tale.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

const lines = [
  {
    id: 'masha',
    name: 'Маша',
    sex: 'Девочка',
    birthday: '2020-05-01',
    friend: 'Ёжик',
    friend_kind: 'hedgehog',
    moral: 'friendship',
    lang: 'ru',
    seed: 7,
    today: '2026-01-01',
  },
  { name: 'Tom', sex: 'Мальчик', birthday: '2018-05-01', moral: 'kindness', lang: 'en', seed: 3, today: '2026-01-01' },
  { name: 'Tom', sex: 'Мальчик', birthday: '2018-05-01', moral: 'bravery', lang: 'en' },
  {
    id: 'siblings',
    name: 'Léa',
    sex: 'Девочка',
    birthday: '2016-05-01',
    sibling: { name: 'Paul', sex: 'Мальчик', birthday: '2022-01-01' },
    moral: 'courage',
    lang: 'fr',
    seed: 11,
    today: '2026-01-01',
  },
];

describe('the batch CLI', () => {
  let dir: string;
  let result: { code: number; stdout: string; stderr: string };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tale-batch-'));
    const text = [
      ...lines.slice(0, 3).map((line) => JSON.stringify(line)),
      '{"name": "Tom",',
      '',
      JSON.stringify(lines[3]),
    ];
    await writeFile(join(dir, 'requests.jsonl'), `${text.join('\n')}\n`);
    const args = [script, '--batch', join(dir, 'requests.jsonl'), '--stages', 'write', '--out', join(dir, 'out')];
    result = await run(tsx, args).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each good line’s tale to <id>/tale.json, or <line number>/, as the writer tells it', async () => {
    expect((await readdir(join(dir, 'out'))).sort()).toEqual(['2', 'masha', 'siblings']);
    const writer = createEmbeddedWriter();
    const expected = writtenTaleJson(
      await writer.write({
        hero: { name: 'Маша', sex: 'Девочка', birthday: '2020-05-01' },
        friend: { name: 'Ёжик', kind: 'hedgehog' },
        moral: 'friendship',
        language: 'ru',
        seed: 7,
        today: '2026-01-01',
      }),
    );
    const written = JSON.parse(await readFile(join(dir, 'out/masha/tale.json'), 'utf8'));
    expect(written).toEqual(expected);
    expect(written).toMatchObject({ plot: expect.stringMatching(/^embedded:friendship-/), age_band: '5-7' });
    // Each page carries the scene its picture is drawn from; the hedgehog friend is in some of them.
    const casts = written.pages.map((page: { scene: { cast: string[] } }) => page.scene.cast);
    expect(casts.every((cast: string[]) => cast.includes('hero'))).toBe(true);
    expect(casts.some((cast: string[]) => cast.includes('friend'))).toBe(true);
  });

  it('tells a sibling tale at the younger child’s age, with the sibling in it', async () => {
    const written = JSON.parse(await readFile(join(dir, 'out/siblings/tale.json'), 'utf8'));
    expect(written).toMatchObject({
      language: 'fr',
      age_band: '2-4',
      plot: expect.stringMatching(/^embedded:courage-/),
    });
    expect(written.pages.map((page: { text: string }) => page.text).join(' ')).toContain('Paul');
  });

  it('names each bad line and its fault, goes on with the rest, and exits non-zero', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/requests\.jsonl:3: bad or missing moral: "bravery"/);
    expect(result.stderr).toMatch(/requests\.jsonl:4: not valid JSON/);
    expect(result.stdout).toMatch(/3 tales → .* 2 lines failed/);
  });
});
