import { TALE_STAGES, type TaleStage } from '@skazka/contract';
import { type Artifact, STAGE_NAMES, type StageName, type TaleOutputs, type WrittenTale } from '@skazka/storyteller';
import type { Storage } from '../../storage/storage.js';
import type { TaleChanges, TaleRow } from './repository.js';

/** The storyteller's name of each of the API's stages. */
export const STORY_STAGE = Object.fromEntries(TALE_STAGES.map((stage, i) => [stage, STAGE_NAMES[i]])) as Record<TaleStage, StageName>;

// Where each stage's progress lies within the tale's 0-100, from how long each takes.
const SHARE: Record<TaleStage, number> = { writing: 5, illustrating: 35, narrating: 45, typesetting: 15 };

export function overallPercent(stage: TaleStage, fraction: number) {
  const before = TALE_STAGES.slice(0, TALE_STAGES.indexOf(stage)).reduce((sum, s) => sum + SHARE[s], 0);
  return Math.min(99, Math.round(before + SHARE[stage] * Math.min(Math.max(fraction, 0), 1)));
}

export const isDone = (row: TaleRow, stage: TaleStage) => {
  switch (stage) {
    case 'writing': return row.written !== null;
    case 'illustrating': return row.pictures !== null;
    case 'narrating': return row.narration !== null;
    case 'typesetting': return row.printKey !== null;
  }
};

export const taleFolder = (id: number) => `tales/${id}/`;
const extension = (artifact: Artifact, fallback: string) => /\.([a-z0-9]{2,5})$/i.exec(artifact.name)?.[1]?.toLowerCase() ?? fallback;

/** Saved output rebuilt for the stages still to run (the typesetter needs the pictures' bytes). */
export async function loadSaved(row: TaleRow, stage: TaleStage, storage: Storage): Promise<Partial<TaleOutputs>> {
  const saved: Partial<TaleOutputs> = {};
  if (row.written) saved.tale = row.written as WrittenTale;
  if (stage === 'typesetting' && row.pictures) {
    const load = async (key: string): Promise<Artifact> => {
      const data = await storage.get(key);
      if (!data) throw new Error(`a saved picture is missing: ${key}`);
      return { name: key.split('/').pop()!, contentType: 'image/webp', data };
    };
    saved.pictures = { cover: await load(row.pictures.cover), pages: await Promise.all(row.pictures.pages.map(load)) };
  }
  return saved;
}

/** Stores a finished stage's files and says what the tale row keeps of it. */
export async function storeOutput(row: TaleRow, stage: TaleStage, outputs: Partial<TaleOutputs>, storage: Storage): Promise<TaleChanges> {
  const folder = taleFolder(row.id);
  const put = async (name: string, artifact: Artifact) => {
    const key = `${folder}${name}`;
    await storage.put(key, artifact.data, artifact.contentType);
    return key;
  };
  switch (stage) {
    case 'writing':
      return { written: outputs.tale!, title: outputs.tale!.title };
    case 'illustrating': {
      const { cover, pages } = outputs.pictures!;
      return {
        pictures: {
          cover: await put(`cover.${extension(cover, 'webp')}`, cover),
          pages: await Promise.all(pages.map((page, i) => put(`page-${String(i + 1).padStart(2, '0')}.${extension(page, 'webp')}`, page))),
        },
      };
    }
    case 'narrating': {
      const { audio, duration_s, marks } = outputs.narration!;
      const key = await put(`narration-${row.language}.${extension(audio, 'mp3')}`, audio);
      return { narration: { key, lang: row.language, durationS: duration_s, marks } };
    }
    case 'typesetting':
      return { printKey: await put('tale.pdf', outputs.print!) };
  }
}
