/** 16-bit mono PCM helpers for assembling the narration. */

/** The samples of a 16-bit PCM WAV file. */
export function wavSamples(wav: Uint8Array): Int16Array {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let offset = 12; // after "RIFF", size, "WAVE"
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    // eSpeak writes a streaming header whose data size may be 0 or too large: read to the end.
    if (id === 'data') return copySamples(wav.subarray(offset + 8));
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

function copySamples(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(Math.floor(bytes.byteLength / 2));
  new Uint8Array(samples.buffer).set(bytes.subarray(0, samples.length * 2));
  return samples;
}

// About -40 dBFS: below this eSpeak's output is its own lead-in or trailing silence.
const SILENCE_LEVEL = 300;

/** Cuts the silence eSpeak leaves around speech, so the pauses we add are the pauses heard. */
export function trimSilence(samples: Int16Array): Int16Array {
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]!) < SILENCE_LEVEL) start++;
  while (end > start && Math.abs(samples[end - 1]!) < SILENCE_LEVEL) end--;
  return samples.subarray(start, end);
}

/**
 * Cuts speech at every silence at least `minSilence` samples long, when there
 * are exactly `parts - 1` of them; null otherwise.
 */
export function splitAtSilences(samples: Int16Array, parts: number, minSilence: number): Int16Array[] | null {
  const pieces: Int16Array[] = [];
  let start = 0;
  let quiet = 0;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i]!) < SILENCE_LEVEL) {
      quiet += 1;
      continue;
    }
    // Only a silence with speech after it separates two parts.
    if (quiet >= minSilence && i - quiet > start) {
      pieces.push(samples.subarray(start, i - quiet));
      start = i;
    }
    quiet = 0;
  }
  pieces.push(samples.subarray(start));
  return pieces.length === parts ? pieces : null;
}

export const silence = (seconds: number, sampleRate: number) => new Int16Array(Math.round(seconds * sampleRate));

export function concatSamples(parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
