/** Every way a plot can be told: age band × hero's sex × with or without a friend. */
import { SEXES, type Sex } from '@skazka/contract';
import { AGE_BANDS, type AgeBand, type LanguagePack, type Plot } from '../content/format.js';
import type { TaleHistory } from '../../stages.js';
import { composeTale, type Composition } from '../compose.js';
import { SAMPLE_CAST } from './sample-cast.js';

export interface Combination {
  band: AgeBand;
  sex: Sex;
  friend: boolean;
}

export const COMBINATIONS: Combination[] = AGE_BANDS.flatMap((band) =>
  SEXES.flatMap((sex) => [true, false].map((friend) => ({ band, sex, friend }))),
);

export function heroName(pack: LanguagePack, sex: Sex): string {
  const cast = SAMPLE_CAST[pack.language];
  return sex === 'Девочка' ? cast.girl : cast.boy;
}

export function tellCombination(
  pack: LanguagePack,
  plot: Plot,
  combination: Combination,
  seed: number,
  names?: { hero?: string; friend?: string },
  history?: TaleHistory,
): Composition {
  return composeTale({
    pack,
    plot,
    moral: plot.moral,
    band: combination.band,
    seed,
    hero: { name: names?.hero ?? heroName(pack, combination.sex), sex: combination.sex },
    friend: combination.friend ? (names?.friend ?? SAMPLE_CAST[pack.language].friend) : null,
    history,
  });
}
