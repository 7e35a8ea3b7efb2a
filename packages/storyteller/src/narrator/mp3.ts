import { Mp3Encoder } from '@breezystack/lamejs';

// LAME encodes in frames of 1152 samples; feeding whole multiples avoids a copy inside.
const BLOCK = 1152 * 16;

/** Mono 16-bit PCM → MP3 (`@breezystack/lamejs`, LGPL-3.0, a JS port of LAME). */
export function encodeMp3(samples: Int16Array, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  // lamejs hands back Int8Arrays: view them as bytes.
  const keep = (chunk: ArrayBufferView) => chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  for (let offset = 0; offset < samples.length; offset += BLOCK) keep(encoder.encodeBuffer(samples.subarray(offset, offset + BLOCK)));
  keep(encoder.flush());
  return Buffer.concat(chunks);
}

/**
 * How late, in samples, an input sample comes out of a decoder: LAME's encoder
 * delay plus the decoder's own. Nothing in our stream tells a player to skip it
 * (lamejs writes no LAME tag), so every player hears it.
 */
export const MP3_DELAY_SAMPLES = 576 + 529;

const LAYER_3 = 0b01;
const KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 0b11: [44_100, 48_000, 32_000], 0b10: [22_050, 24_000, 16_000], 0b00: [11_025, 12_000, 8_000] };

/** How many samples a player decodes from an MP3 stream of Layer III frames (its length before trimming any delay). */
export function mp3DecodedSamples(mp3: Uint8Array): number {
  let offset = 0;
  let samples = 0;
  while (offset + 4 <= mp3.length) {
    const frame = frameAt(mp3, offset);
    samples += frame.samples;
    offset += frame.bytes;
  }
  return samples;
}

function frameAt(mp3: Uint8Array, offset: number): { bytes: number; samples: number } {
  const [b0, b1, b2] = [mp3[offset]!, mp3[offset + 1]!, mp3[offset + 2]!];
  const version = (b1 >> 3) & 0b11;
  const rates = SAMPLE_RATES[version];
  const sampleRate = rates?.[(b2 >> 2) & 0b11];
  const kbps = (version === 0b11 ? KBPS.mpeg1 : KBPS.mpeg2)[b2 >> 4];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 0b11) !== LAYER_3 || !sampleRate || !kbps) {
    throw new Error(`not an MP3 Layer III frame at byte ${offset}`);
  }
  const samples = version === 0b11 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  return { bytes: Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding, samples };
}
