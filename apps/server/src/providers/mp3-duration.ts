// MPEG audio frame tables (ISO 11172-3 / 13818-3), Layer III only: what speech APIs send.
const BITRATES_KBPS = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** Skips an ID3v2 tag, which some services put before the audio. */
function audioStart(mp3: Uint8Array): number {
  if (mp3[0] !== 0x49 || mp3[1] !== 0x44 || mp3[2] !== 0x33) return 0;
  return 10 + (((mp3[6]! & 0x7f) << 21) | ((mp3[7]! & 0x7f) << 14) | ((mp3[8]! & 0x7f) << 7) | (mp3[9]! & 0x7f));
}

/** The playing time of an MP3 in seconds, from its frame headers; throws when it holds no Layer III frame. */
export function mp3Duration(mp3: Uint8Array): number {
  let offset = audioStart(mp3);
  let seconds = 0;
  let frames = 0;
  while (offset + 4 <= mp3.length) {
    const [a, b, c] = [mp3[offset]!, mp3[offset + 1]!, mp3[offset + 2]!];
    const version = (b >> 3) & 3; // 3 = MPEG 1, 2 = MPEG 2, 0 = MPEG 2.5
    const rate = SAMPLE_RATES[version]?.[(c >> 2) & 3];
    const kbps = (version === 3 ? BITRATES_KBPS.v1 : BITRATES_KBPS.v2)[(c >> 4) & 15];
    if (a !== 0xff || (b & 0xe0) !== 0xe0 || ((b >> 1) & 3) !== 1 || !rate || !kbps) {
      offset += 1; // not a frame header: resynchronise
      continue;
    }
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + ((c >> 1) & 1);
    seconds += samples / rate;
    frames += 1;
    offset += length;
  }
  if (frames === 0) throw new Error('the narration is not MP3 audio');
  return seconds;
}
