/** 16-bit mono PCM helpers for assembling the narration. */

// About -40 dBFS: below this eSpeak's output is its own lead-in or trailing silence.
const SILENCE_LEVEL = 300;

/** Where speech starts and ends in samples eSpeak made, past its own lead-in and trailing silence. */
export function speechBounds(samples: Int16Array): { start: number; end: number } {
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]!) < SILENCE_LEVEL) start++;
  while (end > start && Math.abs(samples[end - 1]!) < SILENCE_LEVEL) end--;
  return { start, end };
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
