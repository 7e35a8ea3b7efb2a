import { readStored, writeStored } from '../lib/storage';

export type Theme = 'dark' | 'light';

/** Stored choice first; otherwise dark from 18:00 until 06:00 (SPEC §4). */
export function resolveTheme(now: Date = new Date()): Theme {
  const stored = readStored('theme');
  if (stored === 'dark' || stored === 'light') return stored;
  const hour = now.getHours();
  return hour >= 18 || hour <= 6 ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('theme-dark', 'theme-light');
  root.classList.add(`theme-${theme}`);
  root.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  writeStored('theme', theme);
  applyTheme(theme);
}
