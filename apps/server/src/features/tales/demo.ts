import { type Locale, MORAL_SLUGS, type MoralSlug } from '@skazka/contract';
import { plotsPerMoral } from '@skazka/storyteller';
import type { TaleHero } from '../../db/schema/tales.js';

/** The day the demo tales count their hero's age at, so a demo never changes. */
export const DEMO_TODAY = '2026-06-01';

/** Friendship, or the first moral the embedded writer can tell in that language. */
export function demoMoral(language: Locale): MoralSlug {
  const plots = plotsPerMoral(language);
  return plots.friendship > 0 ? 'friendship' : (MORAL_SLUGS.find((moral) => plots[moral] > 0) ?? 'friendship');
}
export const DEMO_SEED = 1;

const girl = (name: string): TaleHero => ({
  name,
  sex: 'Девочка',
  dateOfBirth: '2020-03-14',
  avatarUrl: null,
  avatarKey: null,
  avatarIsPhoto: false,
});

/** The demo tale's heroine in each language: a name every reader of it knows. */
export const DEMO_HEROES: Record<Locale, TaleHero> = {
  ru: girl('Маша'),
  en: girl('Lily'),
  fr: girl('Léa'),
  es: girl('Lucía'),
  de: girl('Mia'),
};
