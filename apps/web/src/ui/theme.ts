import { readStored, writeStored } from '../lib/storage';

export type Theme = 'dark' | 'light';

/**
 * Stored choice first; otherwise dark from 18:00 until 06:00 (docs/PRODUCT.md §4).
 * Self-contained, like `applyTheme`: the prerendered pages inline both to
 * paint in the right theme before any JavaScript file arrives.
 */
export function themeFor(stored: string | null, hour: number): Theme {
  if (stored === 'dark' || stored === 'light') return stored;
  return hour >= 18 || hour <= 6 ? 'dark' : 'light';
}

export function resolveTheme(now: Date = new Date()): Theme {
  return themeFor(readStored('theme'), now.getHours());
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('theme-dark', 'theme-light');
  root.classList.add(`theme-${theme}`);
  root.style.colorScheme = theme;
}

/** The theme on the page now (set by `applyTheme`, first by the prerendered pages' boot script). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('theme-dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeTheme(theme: Theme): void {
  writeStored('theme', theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}
