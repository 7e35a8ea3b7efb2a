import {
  type Artifact,
  type PictureSet,
  type StageName,
  type TaleOutputs,
  type WrittenTale,
} from '@skazka/storyteller';
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
    const load = (key: string) => loadPicture(key, storage);
    const { cover, pages, printLater } = row.pictures;
    // Phone sizes still waiting for their print sizes: the storyteller draws those for the book.
    saved.pictures = { cover: await load(cover), pages: await Promise.all(pages.map(load)), printLater };
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
  const put = putter(row, storage);
  switch (stage) {
    case 'writing':
      return { written: outputs.tale!, title: outputs.tale!.title };
    case 'illustrating': {
      const { cover, pages, phone, printLater, printWidth } = outputs.pictures!;
      if (printLater) {
        const widths = { phone: await pixelWidth(cover), print: printWidth };
        return { pictures: { ...(await putSet(put, PHONE_SUFFIX, { cover, pages })), widths, printLater } };
      }
      const print = await putSet(put, '', { cover, pages });
      if (!phone) return { pictures: print };
      const widths = { print: await pixelWidth(cover), phone: await pixelWidth(phone.cover) };
      return { pictures: { ...print, phone: await putSet(put, PHONE_SUFFIX, phone), widths } };
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

/** Phone-size pictures are named apart from the print sizes of the same page: `page-01-phone.webp`. */
const PHONE_SUFFIX = '-phone';

/** Where the print size of a phone picture is kept once drawn: `tales/1/page-01.webp` for `…/page-01-phone.webp`. */
export const printKeyOf = (phoneKey: string) => phoneKey.replace(new RegExp(`${PHONE_SUFFIX}(\\.\\w+)$`), '$1');

/**
 * Stores the print sizes drawn after a tale's phone pictures (`printLater`): the tale then
 * keeps both, as when the two were drawn at once, and `srcset` offers both.
 */
export async function storePrintSizes(row: TaleRow, print: PictureSet, storage: Storage): Promise<TaleChanges> {
  const phone = row.pictures!;
  const widths = {
    print: await pixelWidth(print.cover),
    phone: await pixelWidth(await loadPicture(phone.cover, storage)),
  };
  const stored = await putSet(putter(row, storage), '', print);
  return { pictures: { ...stored, phone: { cover: phone.cover, pages: phone.pages }, widths } };
}

async function loadPicture(key: string, storage: Storage): Promise<Artifact> {
  const data = await storage.get(key);
  if (!data) throw new Error(`a saved picture is missing: ${key}`);
  return { name: key.split('/').pop()!, contentType: 'image/webp', data };
}

type Put = (name: string, artifact: Artifact) => Promise<string>;

/** Puts a stage's file into the tale's folder and returns its key. */
function putter(row: TaleRow, storage: Storage): Put {
  const folder = taleFolder(row.id);
  return async (name, artifact) => {
    const key = `${folder}${name}`;
    await storage.put(key, artifact.data, artifact.contentType);
    return key;
  };
}

/** The cover and pages of one size, named by place and size (`page-01-phone.webp`). */
async function putSet(put: Put, suffix: string, set: PictureSet) {
  return {
    cover: await put(`cover${suffix}.${extension(set.cover, 'webp')}`, set.cover),
    pages: await Promise.all(
      set.pages.map((page, i) =>
        put(`page-${String(i + 1).padStart(2, '0')}${suffix}.${extension(page, 'webp')}`, page),
      ),
    ),
  };
}
