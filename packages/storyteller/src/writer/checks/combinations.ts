/** Every way a plot can be told: age band × hero's sex × no friend or a friend of each kind. */
import { SEXES, type Sex } from '@skazka/contract';
import { AGE_BANDS, type AgeBand, type LanguagePack, type Plot } from '../content/format.js';
import type { TaleHistory } from '../../stages.js';
import { composeTale, type Composition } from '../compose.js';
import { kindGender } from '../friend.js';
import { SAMPLE_CAST, type FriendKindShown } from './sample-cast.js';

export interface Combination {
  band: AgeBand;
  sex: Sex;
  /** The friend's kind decides how the text agrees with them: a boy's forms, a girl's, the animal word's gender. */
  friend: 'none' | FriendKindShown;
}

const FRIENDS: Combination['friend'][] = ['none', 'boy', 'girl', 'animal'];

export const COMBINATIONS: Combination[] = AGE_BANDS.flatMap((band) =>
  SEXES.flatMap((sex) => FRIENDS.map((friend) => ({ band, sex, friend }))),
);

export const hasFriend = (combination: Combination): boolean => combination.friend !== 'none';

/** The combination's friend: its name in the sample cast and the gender its kind gives in this pack. */
export function friendOf(pack: LanguagePack, kind: FriendKindShown): { name: string; gender: 'm' | 'f' } {
  const { friends } = SAMPLE_CAST[pack.language];
  if (kind === 'animal') return { name: friends.animal.name, gender: kindGender(friends.animal.kind, pack) };
  return { name: friends[kind], gender: kindGender(kind, pack) };
}

/** The hero's and friend's names of a telling, which the checks do not count as words. */
export function castNames(pack: LanguagePack, combination: Combination): string[] {
  const hero = heroName(pack, combination.sex);
  return combination.friend === 'none' ? [hero] : [hero, friendOf(pack, combination.friend).name];
}

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
  const friend = combination.friend === 'none' ? null : friendOf(pack, combination.friend);
  return composeTale({
    pack,
    plot,
    moral: plot.moral,
    band: combination.band,
    seed,
    hero: { name: names?.hero ?? heroName(pack, combination.sex), sex: combination.sex },
    friend: friend && (names?.friend ?? friend.name),
    friendGender: friend?.gender,
    history,
  });
}
