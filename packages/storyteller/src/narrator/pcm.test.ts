import { describe, expect, it } from 'vitest';
import { speechBounds } from './pcm.js';

const tone = (length: number) => Int16Array.from({ length }, (_, i) => (i % 2 ? 4000 : -4000));
const quiet = (length: number) => new Int16Array(length);
const join = (...parts: Int16Array[]) => Int16Array.from(parts.flatMap((part) => [...part]));

describe('pcm', () => {
  it('finds speech between the lead-in and trailing silence, keeping the pauses inside it', () => {
    expect(speechBounds(join(quiet(5), tone(30), quiet(8), tone(20), quiet(50)))).toEqual({ start: 5, end: 63 });
    expect(speechBounds(quiet(10))).toEqual({ start: 10, end: 10 });
  });
});
