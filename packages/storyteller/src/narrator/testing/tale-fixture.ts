import type { Locale } from '@skazka/contract';
import { castActions, SCENE_DEFAULTS, type Scene } from '../../scene/vocabulary.js';
import type { WrittenQuestion, WrittenTale } from '../../stages.js';

const SCENE: Scene = {
  ...SCENE_DEFAULTS,
  place: 'forest',
  time: 'day',
  weather: 'clear',
  mood: 'calm',
  cast: ['hero', 'friend'],
  object: 'apple',
  creature: 'hedgehog',
  actions: castActions(['hero', 'friend']),
};

/** A small hand-written tale, so narrator and typesetter tests do not depend on the writer. */
export function fixtureTale(
  language: Locale,
  title: string,
  pages: string[],
  questions: WrittenQuestion[] = [],
): WrittenTale {
  return {
    title,
    language,
    ageBand: '5-7',
    plot: 'fixture',
    pages: pages.map((text) => ({ text, scene: SCENE })),
    cover: SCENE,
    questions,
  };
}

export const wordCount = (texts: string[]) =>
  texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
