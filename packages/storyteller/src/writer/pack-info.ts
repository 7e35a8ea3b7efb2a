import { LOCALES, MORAL_SLUGS, type Locale, type MoralSlug } from '@skazka/contract';
import { PACKS } from './content/packs.js';
import { plotsForMoral } from './selection.js';

/** Per language, how many plots the embedded writer can tell for each moral. */
export function plotsPerMoral(): Record<Locale, Record<MoralSlug, number>> {
  return Object.fromEntries(
    LOCALES.map((language) => [
      language,
      Object.fromEntries(MORAL_SLUGS.map((moral) => [moral, plotsForMoral(PACKS[language], moral).length])),
    ]),
  ) as Record<Locale, Record<MoralSlug, number>>;
}
