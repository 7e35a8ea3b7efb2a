/**
 * A finished tale as files: tale.json (the API's field names, docs/API.md "The
 * storyteller CLI's tale.json"), the pictures, narration.mp3 and tale.pdf.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Scene } from './scene/vocabulary.js';
import type { Artifact, WrittenTale } from './stages.js';
import type { TaleOutputs } from './storyteller.js';

export interface TaleJson {
  title: string;
  language: string;
  pages: Array<{ text: string; image: string }>;
  cover: string;
  questions: Array<{ question: string; options: string[]; answer: number }>;
  audio: { file: string; duration_s: number; marks: Array<{ page: number; start_s: number }> };
  print: string;
}

const questionsJson = (tale: WrittenTale) =>
  tale.questions.map(({ question, options, answer }) => ({ question, options, answer }));

/** A written tale alone (the batch CLI's `--stages write`): no media, but which plot, band and scenes. */
export interface WrittenTaleJson extends Pick<TaleJson, 'title' | 'language' | 'questions'> {
  plot: string;
  age_band: string;
  pages: Array<{ text: string; scene: Scene }>;
  cover_scene: Scene;
}

export function writtenTaleJson(tale: WrittenTale): WrittenTaleJson {
  return {
    title: tale.title,
    language: tale.language,
    plot: tale.plot,
    age_band: tale.ageBand,
    pages: tale.pages.map(({ text, scene }) => ({ text, scene })),
    cover_scene: tale.cover,
    questions: questionsJson(tale),
  };
}

const writeJson = (dir: string, json: unknown) =>
  writeFile(join(dir, 'tale.json'), `${JSON.stringify(json, null, 2)}\n`);

/** Stage-made names are used as file names, never as paths. */
const fileName = (artifact: Artifact) => basename(artifact.name);

export function taleJson({ tale, pictures, narration, print }: TaleOutputs): TaleJson {
  return {
    title: tale.title,
    language: tale.language,
    pages: tale.pages.map((page, i) => ({ text: page.text, image: fileName(pictures.pages[i]!) })),
    cover: fileName(pictures.cover),
    questions: questionsJson(tale),
    audio: { file: fileName(narration.audio), duration_s: narration.duration_s, marks: narration.marks },
    print: fileName(print),
  };
}

export async function writeTaleFiles(outputs: TaleOutputs, dir: string): Promise<TaleJson> {
  await mkdir(dir, { recursive: true });
  const json = taleJson(outputs);
  const artifacts = [outputs.pictures.cover, ...outputs.pictures.pages, outputs.narration.audio, outputs.print];
  await Promise.all(artifacts.map((artifact) => writeFile(join(dir, fileName(artifact)), artifact.data)));
  await writeJson(dir, json);
  return json;
}

export async function writeWrittenTale(tale: WrittenTale, dir: string): Promise<WrittenTaleJson> {
  await mkdir(dir, { recursive: true });
  const json = writtenTaleJson(tale);
  await writeJson(dir, json);
  return json;
}
