import { createMp3Encoder } from 'wasm-media-encoders';

/** Encodes one mono 16-bit PCM chunk into a self-contained MP3 stream. */
export type Mp3ChunkEncoder = (samples: Int16Array) => Uint8Array;

// Fed in slices so the encoder's WASM memory stays small.
const SLICE = 22_050 * 5;

/**
 * LAME (LGPL) compiled to WebAssembly by `wasm-media-encoders` (MIT): about three
 * times faster here than the pure-JS lamejs port, which made MP3 encoding the
 * slowest part of a tale. Each chunk starts a fresh stream: no Xing tag, and no
 * bit reservoir reaching back into another chunk, so chunks join end to end.
 */
export async function createMp3ChunkEncoder(sampleRate: number, kbps: 48 | 64): Promise<Mp3ChunkEncoder> {
  const encoder = await createMp3Encoder();
  return (samples) => {
    encoder.configure({ sampleRate, channels: 1, bitrate: kbps });
    const parts: Uint8Array[] = [];
    // The encoder owns the arrays it returns: copy each before the next call.
    for (let offset = 0; offset < samples.length; offset += SLICE) parts.push(encoder.encode([toFloat(samples.subarray(offset, offset + SLICE))]).slice());
    parts.push(encoder.finalize().slice());
    return Buffer.concat(parts);
  };
}

function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32_768;
  return out;
}

/**
 * How late, in samples, an input sample comes out of a decoder: LAME's encoder
 * delay plus the decoder's own. Nothing in our stream tells a player to skip it
 * (there is no Xing/LAME tag), so every player hears it.
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
