import { createMp3Encoder } from 'wasm-media-encoders';
import type { Mp3Kbps } from './speech-job.js';

/** Encodes one mono 16-bit PCM chunk into a self-contained MP3 stream. */
export type Mp3ChunkEncoder = (samples: Int16Array) => Uint8Array;

// Fed in slices so the encoder's WASM memory stays small.
const SLICE = 16_000 * 5;

/**
 * LAME (LGPL) compiled to WebAssembly by `wasm-media-encoders` (MIT): about three
 * times faster here than the pure-JS lamejs port, which made MP3 encoding the
 * slowest part of a tale. Each chunk starts a fresh stream: no Xing tag, and no
 * bit reservoir reaching back into another chunk, so chunks join end to end.
 */
export async function createMp3ChunkEncoder(sampleRate: number, kbps: Mp3Kbps): Promise<Mp3ChunkEncoder> {
  const encoder = await createMp3Encoder();
  return (samples) => {
    encoder.configure({ sampleRate: MP3_SAMPLE_RATE, channels: 1, bitrate: kbps, outputSampleRate: MP3_SAMPLE_RATE });
    const resampled = toFloatAt(MP3_SAMPLE_RATE, samples, sampleRate);
    const parts: Uint8Array[] = [];
    // The encoder owns the arrays it returns: copy each before the next call.
    for (let offset = 0; offset < resampled.length; offset += SLICE)
      parts.push(encoder.encode([resampled.subarray(offset, offset + SLICE)]).slice());
    parts.push(encoder.finalize().slice());
    return Buffer.concat(parts);
  };
}

/**
 * The samples as floats at `rate`, by linear interpolation. LAME's own
 * resampler (a long polyphase filter) cost a fifth of the encoding; this one
 * costs a twentieth of it. Its weak anti-aliasing does not matter here: eSpeak
 * puts ≈ 0.2 % of its energy above 8 kHz (27 dB below the voice), and what
 * folds back lands mostly above the ≈ 6 kHz LAME keeps at 24 kbps.
 */
export function toFloatAt(rate: number, samples: Int16Array, sampleRate: number): Float32Array {
  const step = sampleRate / rate;
  const out = new Float32Array(Math.floor(samples.length / step));
  const last = samples.length - 1;
  for (let i = 0; i < out.length; i++) {
    const at = i * step;
    const j = Math.floor(at);
    const fraction = at - j;
    out[i] = (samples[j]! * (1 - fraction) + samples[Math.min(j + 1, last)]! * fraction) / 32_768;
  }
  return out;
}

/**
 * The MP3's sample rate. LAME would pick it from the bitrate anyway (16 kHz at
 * 24 kbps, whose band ends near 6 kHz); naming it keeps every chunk the same.
 * MPEG-2 Layer III, which every browser plays.
 */
export const MP3_SAMPLE_RATE = 16_000;

/**
 * How late, in seconds, an input sample comes out of a decoder: LAME's encoder
 * delay plus the decoder's own. Nothing in our stream tells a player to skip it
 * (there is no Xing/LAME tag), so every player hears it.
 */
export const MP3_DELAY_S = (576 + 529) / MP3_SAMPLE_RATE;

const LAYER_3 = 0b01;
const KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  0b11: [44_100, 48_000, 32_000],
  0b10: [22_050, 24_000, 16_000],
  0b00: [11_025, 12_000, 8_000],
};

/** How long a player plays an MP3 stream of Layer III frames, in seconds (before trimming any delay). */
export function mp3Seconds(mp3: Uint8Array): number {
  let offset = 0;
  let seconds = 0;
  while (offset + 4 <= mp3.length) {
    const frame = frameAt(mp3, offset);
    seconds += frame.samples / frame.sampleRate;
    offset += frame.bytes;
  }
  return seconds;
}

function frameAt(mp3: Uint8Array, offset: number): { bytes: number; samples: number; sampleRate: number } {
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
  return { bytes: Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding, samples, sampleRate };
}
