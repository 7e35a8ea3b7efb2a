import { type Artifact, type StageName, type TaleOutputs, type WrittenTale } from '@skazka/storyteller';
import sharp from 'sharp';
import type { Storage } from '../../storage/storage.js';
import type { TaleChanges, TaleRow } from './repository.js';
import { taleFolder } from '../../storage/media-folders.js';

export { taleFolder };

export const isDone = (row: TaleRow, stage: StageName) => {
  switch (stage) {
    case 'writing':
      return row.written !== null;
    case 'illustrating':
      return row.pictures !== null;
    case 'narrating':
      return row.narration !== null;
    case 'typesetting':
      return row.printKey !== null;
  }
};

const extension = (artifact: Artifact, fallback: string) =>
  /\.([a-z0-9]{2,5})$/i.exec(artifact.name)?.[1]?.toLowerCase() ?? fallback;

const pixelWidth = async (picture: Artifact) => (await sharp(picture.data).metadata()).width;

/** Saved output rebuilt for the stages still to run (the typesetter needs the pictures' bytes). */
export async function loadSaved(row: TaleRow, stage: StageName, storage: Storage): Promise<Partial<TaleOutputs>> {
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
export async function storeOutput(
  row: TaleRow,
  stage: StageName,
  outputs: Partial<TaleOutputs>,
  storage: Storage,
): Promise<TaleChanges> {
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
      const { cover, pages, phone } = outputs.pictures!;
      const putSet = async (suffix: string, set: { cover: Artifact; pages: Artifact[] }) => ({
        cover: await put(`cover${suffix}.${extension(set.cover, 'webp')}`, set.cover),
        pages: await Promise.all(
          set.pages.map((page, i) =>
            put(`page-${String(i + 1).padStart(2, '0')}${suffix}.${extension(page, 'webp')}`, page),
          ),
        ),
      });
      const print = await putSet('', { cover, pages });
      if (!phone) return { pictures: print };
      const widths = { print: await pixelWidth(cover), phone: await pixelWidth(phone.cover) };
      return { pictures: { ...print, phone: await putSet('-phone', phone), widths } };
    }
    case 'narrating': {
      const { audio, duration_s, marks, words } = outputs.narration!;
      const key = await put(`narration-${row.language}.${extension(audio, 'mp3')}`, audio);
      return { narration: { key, lang: row.language, durationS: duration_s, marks, words } };
    }
    case 'typesetting':
      return { printKey: await put('tale.pdf', outputs.print!) };
  }
}
