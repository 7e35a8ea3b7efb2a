import type { Locale } from '@skazka/contract';

/**
 * Words that have no place in a bedtime tale for a small child, per language: stems
 * ("kill" also catches "killed"), or whole words when they end in "=" ("hell=" spares
 * "hello"). A provider's text containing one is refused before anyone sees it; the
 * stage then falls back or fails.
 */
const UNSAFE: Record<Locale, string[]> = {
  en: [
    'kill',
    'murder',
    'blood',
    'gun=',
    'knife',
    'corpse',
    'suicide',
    'drug',
    'alcohol',
    'beer',
    'wine',
    'cigarette',
    'sex=',
    'naked',
    'damn',
    'hell=',
    'shit',
    'fuck',
    'bitch',
    'stupid',
    'idiot',
    'hate you',
    'die=',
    'dead=',
  ],
  ru: [
    'убил',
    'убий',
    'кровь',
    'кровав',
    'пистолет',
    'нож=',
    'труп',
    'самоуб',
    'наркот',
    'алкогол',
    'пиво',
    'водк',
    'сигарет',
    'секс',
    'голая',
    'голый',
    'чёрт',
    'блин',
    'дурак',
    'идиот',
    'ненавиж',
    'умри',
  ],
  fr: [
    'tuer',
    'tué',
    'meurtre',
    'sang=',
    'pistolet',
    'couteau',
    'cadavre',
    'suicide',
    'drogue',
    'alcool',
    'bière',
    'vin=',
    'cigarette',
    'sexe',
    'nu=',
    'merde',
    'putain',
    'idiot',
    'stupide',
    'je te déteste',
  ],
  es: [
    'matar',
    'mató',
    'asesin',
    'sangre',
    'pistola',
    'cuchillo',
    'cadáver',
    'suicid',
    'droga',
    'alcohol',
    'cerveza',
    'vino=',
    'cigarr',
    'sexo',
    'desnud',
    'mierda',
    'puta',
    'idiota',
    'estúpid',
    'te odio',
  ],
  de: [
    'töte',
    'getötet',
    'mord',
    'blut',
    'pistole',
    'messer',
    'leiche',
    'selbstmord',
    'droge',
    'alkohol',
    'bier=',
    'wein=',
    'zigarette',
    'sex=',
    'nackt',
    'scheiße',
    'verdammt',
    'idiot',
    'dumm',
    'ich hasse dich',
  ],
};

const PATTERNS = Object.fromEntries(
  Object.entries(UNSAFE).map(([language, words]) => [
    language,
    words.map((entry) => {
      const word = entry.replace(/=$/, '');
      const end = entry.endsWith('=') ? '(?![\\p{L}])' : '';
      return { word, pattern: new RegExp(`(?<![\\p{L}])${word}${end}`, 'iu') };
    }),
  ]),
) as Record<Locale, Array<{ word: string; pattern: RegExp }>>;

const MARKUP = /<[a-z/!]|https?:\/\/|www\.|```|\{\{|\bas an ai\b/i;

/** Why a provider's text is unfit to show a small child, or null when it is fine. */
export function unsafeText(texts: string[], language: Locale): string | null {
  for (const text of texts) {
    if (MARKUP.test(text)) return 'markup, a link or a note about itself';
    const word = PATTERNS[language].find(({ pattern }) => pattern.test(text));
    if (word) return `an unsuitable word ("${word.word}")`;
  }
  return null;
}
