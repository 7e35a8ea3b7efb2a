/**
 * An ID3v2.3 tag for an audiobook MP3: title, artist, cover and a chapter per
 * page (the CHAP and CTOC frames of the ID3v2 chapter addendum), so car
 * stereos and podcast players show the tale and skip page by page.
 */
export interface AudiobookTag {
  title: string;
  artist: string;
  /** JPEG bytes. */
  cover: Buffer | null;
  chapters: Array<{ title: string; startMs: number; endMs: number }>;
}

const UTF16 = 1; // ID3v2.3 has no UTF-8: text goes as UTF-16 with a byte-order mark
const NO_OFFSET = 0xffffffff; // chapters are placed by time, not by byte

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

/** Tag sizes are "syncsafe": 7 bits a byte, so no tag byte looks like an MP3 frame sync. */
const syncsafe = (value: number) =>
  Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]);

const latin1z = (text: string) => Buffer.from(`${text}\0`, 'latin1');
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

function frame(id: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id, 'latin1'), uint32(body.length), Buffer.from([0, 0]), body]);
}

const textFrame = (id: string, text: string) => frame(id, Buffer.concat([Buffer.from([UTF16]), utf16(text)]));

const coverFrame = (jpeg: Buffer) =>
  // Encoding, MIME type, picture type 3 (front cover), empty description, the image.
  frame('APIC', Buffer.concat([Buffer.from([0]), latin1z('image/jpeg'), Buffer.from([3]), Buffer.from([0]), jpeg]));

function chapterFrames(chapters: AudiobookTag['chapters']): Buffer[] {
  const ids = chapters.map((_, i) => `ch${i + 1}`);
  const toc = frame(
    'CTOC',
    Buffer.concat([latin1z('toc'), Buffer.from([0b11, ids.length]), ...ids.map(latin1z), textFrame('TIT2', 'Pages')]),
  );
  const each = chapters.map((chapter, i) =>
    frame(
      'CHAP',
      Buffer.concat([
        latin1z(ids[i]!),
        uint32(chapter.startMs),
        uint32(chapter.endMs),
        uint32(NO_OFFSET),
        uint32(NO_OFFSET),
        textFrame('TIT2', chapter.title),
      ]),
    ),
  );
  return [toc, ...each];
}

export function id3Tag({ title, artist, cover, chapters }: AudiobookTag): Buffer {
  const frames = Buffer.concat([
    textFrame('TIT2', title),
    textFrame('TPE1', artist),
    textFrame('TALB', title),
    ...(cover ? [coverFrame(cover)] : []),
    ...chapterFrames(chapters),
  ]);
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), syncsafe(frames.length), frames]);
}

/** The MP3 without a tag it may already start with, so the file carries one tag only. */
export function withoutId3(mp3: Buffer): Buffer {
  if (mp3.length < 10 || mp3.toString('latin1', 0, 3) !== 'ID3') return mp3;
  const size = (mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!;
  return mp3.subarray(10 + size + (mp3[5]! & 0x10 ? 10 : 0));
}
