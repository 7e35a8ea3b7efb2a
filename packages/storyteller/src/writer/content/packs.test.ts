import { LOCALES } from '@skazka/contract';
import { describe, expect, it, vi } from 'vitest';
import { PACKS } from './packs.js';
import { readPack } from './read-content.js';

vi.mock('./read-content.js', async (original) => {
  const module = await original<typeof import('./read-content.js')>();
  return { ...module, readPack: vi.fn(module.readPack) };
});

describe('PACKS', () => {
  it('reads a language pack on first use, once, and no other language with it', () => {
    expect(readPack).not.toHaveBeenCalled();
    expect(PACKS.fr.language).toBe('fr');
    expect(PACKS.fr.plots.length).toBeGreaterThan(0);
    expect(readPack).toHaveBeenCalledTimes(1);
    expect(readPack).toHaveBeenCalledWith('fr');
  });

  it('still lists every locale', () => {
    expect(Object.keys(PACKS)).toEqual(LOCALES);
  });
});
