import sharp from 'sharp';
import type { tales } from '../../db/schema/index.js';
import type { Storage } from '../../storage/storage.js';
import { id3Tag, withoutId3 } from './id3.js';

const COVER_PX = 600; // what car screens and players show; keeps the file small
const ARTIST = 'Skazka';

/** The tale's narration MP3 with an ID3 tag: title, cover, and a chapter per page from the page marks. */
export async function audiobook(storage: Storage, row: typeof tales.$inferSelect, pageWord: string): Promise<Buffer> {
  const { key, durationS, marks } = row.narration!;
  const audio = await storage.get(key);
  if (!audio) throw new Error(`narration ${key} is missing`);
  const coverKey = row.pictures?.cover;
  const picture = coverKey ? await storage.get(coverKey) : null;
  const cover = picture
    ? await sharp(picture).resize(COVER_PX, COVER_PX, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer()
    : null;
  const ms = (seconds: number) => Math.round(seconds * 1000);
  const chapters = marks.map((mark, i) => ({
    title: `${pageWord} ${mark.page}`,
    startMs: ms(mark.start_s),
    endMs: ms(marks[i + 1]?.start_s ?? durationS),
  }));
  return Buffer.concat([id3Tag({ title: row.title, artist: ARTIST, cover, chapters }), withoutId3(Buffer.from(audio))]);
}
