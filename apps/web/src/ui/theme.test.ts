import { afterEach, describe, expect, it } from 'vitest';
import { resolveTheme } from './theme';

afterEach(() => localStorage.clear());
const at = (hour: number) => new Date(2026, 0, 10, hour, 30);

describe('theme', () => {
  it('is dark from 18:00 until 06:59 and light in the day', () => {
    expect(resolveTheme(at(18))).toBe('dark');
    expect(resolveTheme(at(6))).toBe('dark');
    expect(resolveTheme(at(7))).toBe('light');
    expect(resolveTheme(at(17))).toBe('light');
  });
  it('keeps a stored choice', () => {
    localStorage.setItem('skazka.theme', 'light');
    expect(resolveTheme(at(23))).toBe('light');
  });
});
