import { describe, expect, it } from 'vitest';
import { toFloatAt } from './mp3.js';

const sine = (hz: number, rate: number, seconds: number, amplitude: number) =>
  Int16Array.from({ length: rate * seconds }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)),
  );

describe('toFloatAt', () => {
  it("turns eSpeak's 22,050 Hz samples into floats at 16 kHz, keeping the tone's pitch and level", () => {
    const out = toFloatAt(16_000, sine(440, 22_050, 1, 16_384), 22_050);
    expect(out.length).toBe(16_000);
    // Every output sample is where the tone is at that time, at half of full scale.
    for (let i = 0; i < out.length; i += 97)
      expect(out[i]!).toBeCloseTo(0.5 * Math.sin((2 * Math.PI * 440 * i) / 16_000), 2);
  });
});
