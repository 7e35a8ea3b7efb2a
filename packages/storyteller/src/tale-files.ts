/**
 * A finished tale as files: tale.json (the API's field names, docs/API.md "The
 * storyteller CLI's tale.json"), the pictures, narration.mp3 and tale.pdf.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Artifact } from './stages.js';
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

/** Stage-made names are used as file names, never as paths. */
const fileName = (artifact: Artifact) => basename(artifact.name);

export function taleJson({ tale, pictures, narration, print }: TaleOutputs): TaleJson {
  return {
    title: tale.title,
    language: tale.language,
    pages: tale.pages.map((page, i) => ({ text: page.text, image: fileName(pictures.pages[i]!) })),
    cover: fileName(pictures.cover),
    questions: tale.questions.map(({ question, options, answer }) => ({ question, options, answer })),
    audio: { file: fileName(narration.audio), duration_s: narration.duration_s, marks: narration.marks },
    print: fileName(print),
  };
}

export async function writeTaleFiles(outputs: TaleOutputs, dir: string): Promise<TaleJson> {
  await mkdir(dir, { recursive: true });
  const json = taleJson(outputs);
  const artifacts = [outputs.pictures.cover, ...outputs.pictures.pages, outputs.narration.audio, outputs.print];
  await Promise.all(artifacts.map((artifact) => writeFile(join(dir, fileName(artifact)), artifact.data)));
  await writeFile(join(dir, 'tale.json'), `${JSON.stringify(json, null, 2)}\n`);
  return json;
}
