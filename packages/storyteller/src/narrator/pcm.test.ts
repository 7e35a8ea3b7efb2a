import { describe, expect, it } from 'vitest';
import { splitAtSilences, trimSilence } from './pcm.js';

const tone = (length: number) => Int16Array.from({ length }, (_, i) => (i % 2 ? 4000 : -4000));
const quiet = (length: number) => new Int16Array(length);
const join = (...parts: Int16Array[]) => Int16Array.from(parts.flatMap((part) => [...part]));

describe('pcm', () => {
  it('cuts speech at the long silences only, and only when there are as many as expected', () => {
    const speech = join(quiet(5), tone(30), quiet(8), tone(20), quiet(50), tone(40), quiet(60));
    const parts = splitAtSilences(speech, 2, 40);
    expect(parts?.map((part) => trimSilence(part).length)).toEqual([30 + 8 + 20, 40]);
    expect(splitAtSilences(speech, 3, 40)).toBeNull();
    expect(splitAtSilences(speech, 3, 8)?.map((part) => trimSilence(part).length)).toEqual([30, 20, 40]);
  });
});
