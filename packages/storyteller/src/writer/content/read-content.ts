/**
 * Reads a language's pack from data files under packages/storyteller/content/<lang>/ (PACK_FILES, and one
 * plot per YAML file in plots/<moral>/<plot-id>.yaml), each checked against its schema in schema.ts. The
 * folder is found through the package's own name, so the compiled server (apps/server/dist) reads the same
 * files as the sources do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { Locale } from '@skazka/contract';
import { load } from 'js-yaml';
import type { z } from 'zod';
import type { LanguagePack, Plot } from './format.js';
import { ownWordsSchema, plotSchema, sharedSchema, vocabSchema } from './schema.js';

export const CONTENT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@skazka/storyteller/package.json')),
  'content',
);

/** Every `.yaml` file under `dir`, in a stable order (folders first by name), none when it does not exist. */
function yamlFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return yamlFiles(path);
      return entry.name.endsWith('.yaml') ? [path] : [];
    });
}

/** Parses and checks one file; the error names the file and, for a schema error, where in it. */
export function readYaml<T>(path: string, schema: z.ZodType<T>, root = CONTENT_DIR): T {
  const where = relative(root, path);
  let data: unknown;
  try {
    data = load(readFileSync(path, 'utf8'), { filename: where });
  } catch (error) {
    throw new Error(`content/${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  at ${issue.path.join('.') || '(top)'}: ${issue.message}`);
    throw new Error(`content/${where} does not match the content schema:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** The plots of content/<folder>/plots/, one per file; a file whose name is not its plot's id is an error (authors find plots by name). */
export function readPlots(folder: string, root = CONTENT_DIR): Plot[] {
  return yamlFiles(join(root, folder, 'plots')).map((path) => {
    const plot = readYaml(path, plotSchema, root);
    const expected = `${plot.moral}/${plot.id}.yaml`;
    if (!path.endsWith(expected)) {
      throw new Error(`content/${relative(root, path)}: a plot with id ${plot.id} belongs in plots/${expected}`);
    }
    return plot;
  });
}

/** A pack's files beside its plots/ folder. */
export const PACK_FILES = { vocab: 'vocab.yaml', shared: 'shared.yaml', ownWords: 'own-words.yaml' } as const;

/** The whole pack of content/<folder>/ (a language, or the _template a new one starts from). */
export function readPackFolder(folder: string, language: Locale, root = CONTENT_DIR): LanguagePack {
  const dir = join(root, folder);
  return {
    language,
    ...readYaml(join(dir, PACK_FILES.vocab), vocabSchema, root),
    ...readYaml(join(dir, PACK_FILES.shared), sharedSchema, root),
    ownWords: readYaml(join(dir, PACK_FILES.ownWords), ownWordsSchema, root),
    plots: readPlots(folder, root),
  };
}

/** The language's pack, read from content/<language>/. */
export const readPack = (language: Locale, root = CONTENT_DIR): LanguagePack =>
  readPackFolder(language, language, root);
