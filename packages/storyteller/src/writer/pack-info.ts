import { MORAL_SLUGS, type Locale, type MoralSlug } from '@skazka/contract';
import { PACKS } from './content/packs.js';
import { plotsForMoral } from './selection.js';

/** How many plots the embedded writer can tell for each moral in one language (reading only that language's pack). */
export function plotsPerMoral(language: Locale): Record<MoralSlug, number> {
  return Object.fromEntries(
    MORAL_SLUGS.map((moral) => [moral, plotsForMoral(PACKS[language], moral).length]),
  ) as Record<MoralSlug, number>;
}
