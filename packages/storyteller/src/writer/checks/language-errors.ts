/**
 * The language errors a native reader found in told tales (issue 11), one list
 * per language, so they cannot come back: a missing French elision («de une»,
 * «si il», «à côté de elle»), Spanish endings glued to a tag («veíal») or an
 * article in a greeting («Buenas noches, la patita»), an adjective that agrees
 * with the wrong noun («una lechuza resfriado»), German «sein Freundin», «euch»
 * said to a hero who is alone, «die Beine von Paul» where «Paul wurden die
 * Beine…» or «seine Beine» reads better. A pattern may use
 *   NAME      the hero's or the friend's name,
 *   FEM_NOUN  / MASC_NOUN  a creature or object word of the pack of that gender
 *             (its bare noun: `nom` in fr/es, `bare` in de).
 * Friend texts are also read without telling: a sentence about the friend may
 * not give them hands, shoes or pockets, since the friend may be an animal.
 */
import type { Locale } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';
import type { LanguagePack, Word } from '../content/format.js';
import { slotTemplates } from '../slots.js';

interface ErrorPattern {
  what: string;
  pattern: string;
  /** Only in a tale without a friend: a hero alone is never «ihr» (but «euch» may be the hero and a creature's family). */
  alone?: boolean;
}

interface LanguageErrors {
  patterns: ErrorPattern[];
  /** Words that give the friend a child's body or clothes (whole words). */
  childOnly: string[];
}

const V = 'aeiouyéèêëàâîïôûœAEIOUYÉÈÊÀÂÎÔÛŒ';

const ERRORS: Partial<Record<Locale, LanguageErrors>> = {
  fr: {
    patterns: [
      {
        what: 'no elision before a vowel',
        pattern: `\\b(?:de|que|ne|je|me|te|se|le|la|jusque|lorsque|puisque) (?=[${V}])`,
      },
      { what: '«si il», not «s’il»', pattern: '\\bsi ils?\\b' },
      { what: '«ce» before a vowel, not «cet»', pattern: `\\bce (?=[${V}])` },
      {
        what: '«à le» / «de le» before a noun, not «au» / «du»',
        pattern: '\\b(?:à|de) le (?:petit |grand |vieux )?MASC_NOUN\\b',
      },
    ],
    childOnly: [
      'main',
      'mains',
      'doigt',
      'doigts',
      'chaussure',
      'chaussures',
      'poche',
      'poches',
      'pyjama',
      'cheveux',
      'bras',
      'pieds',
      'genoux',
      'rideau',
    ],
  },
  es: {
    patterns: [
      { what: 'an ending glued to a tag («veíal»)', pattern: '\\p{L}+ía(?:l|el|la|los|las|del)\\b' },
      {
        what: 'an article in a greeting («Buenas noches, la patita»)',
        pattern: '\\b(?:[Bb]uenas noches|[Bb]uenos días|[Hh]ola|[Aa]diós|[Hh]asta mañana),? (?:el|la|los|las) ',
      },
      {
        what: 'a feminine noun with a masculine adjective',
        pattern: '\\b(?:la|una|esta) FEM_NOUN (?:muy |tan |un poco )?(?!nada\\b)\\p{L}+(?:ado|ido|oso)\\b',
      },
      {
        what: 'a masculine noun with a feminine adjective',
        pattern:
          '\\b(?:el|un|este) MASC_NOUN (?:muy |tan |un poco )?(?!(?:nada|cada|vida|comida|salida|llegada|entrada|mirada|subida|bajada)\\b)\\p{L}+(?:ada|ida|osa)\\b',
      },
      {
        what: 'counting «Uno, dos…» and then «Una, dos…» in one tale',
        pattern: '\\bUno, dos\\b[^]*\\bUna, dos, tres!|\\bUna, dos, tres![^]*\\bUno, dos\\b',
      },
    ],
    childOnly: [
      'mano',
      'manos',
      'dedo',
      'dedos',
      'zapato',
      'zapatos',
      'bolsillo',
      'bolsillos',
      'gorro',
      'pijama',
      'pelo',
      'brazos',
      'rodillas',
      'aplaudió',
      'aplaude',
    ],
  },
  de: {
    patterns: [
      {
        what: '«sein»/«ihr»/«ein» before a feminine noun',
        pattern:
          '\\b(?:[Ss]ein|[Ii]hr|[Mm]ein|[Dd]ein|[Kk]ein|[Ee]in) (?:Freundin|Schwester|Mama|Mutter|Oma|Tante|FEM_NOUN)\\b',
      },
      {
        what: '«ihr» (you all) to a hero who is alone',
        pattern:
          '\\b(?:habt|seid|wollt|könnt|müsst|dürft|wisst) ihr\\b|\\b[Ii]hr (?:habt|seid|wollt|könnt|müsst|dürft|wisst)\\b',
        alone: true,
      },
      {
        what: '«die Beine von Paul»: say «Paul wurden die Beine…» or «seine Beine»',
        pattern: '\\b(?:der|die|das|den|dem) (?:\\p{L}+en )?\\p{L}+ von NAME\\b',
      },
      {
        what: 'two genitives in a row («des Sommerfestes des Dorfes»)',
        pattern: '\\bdes (?:\\p{L}+en )?\\p{L}+e?s des \\p{L}+',
      },
      {
        what: 'a dative after «für», «ohne», «durch», «gegen» («für der Igel»)',
        pattern: '\\b(?:[Ff]ür|[Oo]hne|[Dd]urch|[Gg]egen) (?:der|dem)\\b',
      },
      {
        what: '«Stück des Kuchens»: a piece is «vom» or has no genitive',
        pattern: '\\b(?:Stück|Stücke|Stücken|Krümel) des ',
      },
    ],
    childOnly: [
      'Hand',
      'Hände',
      'Händen',
      'Finger',
      'Fingern',
      'Schuh',
      'Schuhe',
      'Jacke',
      'Pulli',
      'Schlafanzug',
      'Haare',
      'Haaren',
      'Zehenspitzen',
    ],
  },
};

// `\\b` of a pattern is a word boundary for every letter, not only ASCII ones (Chloé, Größe).
const BOUNDARY = '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function nounsOf(pack: LanguagePack, gender: 'm' | 'f'): string[] {
  const words: Word[] = [...Object.values(pack.creatures), ...Object.values(pack.objects)];
  return words.filter((w) => w.gender === gender).map((w) => w.forms.bare ?? w.forms.nom);
}

const compiled = new WeakMap<LanguagePack, Map<string, { what: string; alone: boolean; re: RegExp }[]>>();

function patternsFor(pack: LanguagePack, names: string[]) {
  let byNames = compiled.get(pack);
  if (!byNames) compiled.set(pack, (byNames = new Map()));
  const key = names.join('|');
  let list = byNames.get(key);
  if (!list) {
    const alt = (items: string[]) => `(?:${items.map(escape).join('|')})`;
    list = (ERRORS[pack.language]?.patterns ?? []).map(({ what, pattern, alone }) => ({
      what,
      alone: alone ?? false,
      re: new RegExp(
        pattern
          .replaceAll('\\b', BOUNDARY)
          .replaceAll('NAME', alt(names))
          .replaceAll('FEM_NOUN', alt(nounsOf(pack, 'f')))
          .replaceAll('MASC_NOUN', alt(nounsOf(pack, 'm'))),
        'u',
      ),
    }));
    byNames.set(key, list);
  }
  return list;
}

/** The language errors of one told tale, as readable lines. */
export function languageErrorProblems(
  pack: LanguagePack,
  tale: WrittenTale,
  names: string[],
  hasFriend: boolean,
): string[] {
  const text = tale.pages.map((page) => page.text).join('\n');
  const problems: string[] = [];
  for (const { what, alone, re } of patternsFor(pack, names)) {
    if (alone && hasFriend) continue;
    const match = re.exec(text);
    if (match)
      problems.push(`${what}: «…${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}…»`);
  }
  return problems;
}

/** Sentences of friend texts that give the friend a child's hands, shoes or pockets: the friend may be an animal. */
export function childOnlyFriendProblems(pack: LanguagePack): string[] {
  const stems = ERRORS[pack.language]?.childOnly ?? [];
  if (stems.length === 0) return [];
  const word = new RegExp(`(?<!\\p{L})(?:${stems.map(escape).join('|')})(?!\\p{L})`, 'u');
  const problems: string[] = [];
  for (const plot of pack.plots)
    plot.pages.forEach((page, i) => {
      for (const slot of page.text)
        for (const template of slotTemplates(slot))
          for (const sentence of template.split(/(?<=[.!?…»“])\s+/)) {
            if (!sentence.includes('{friend')) continue;
            const found = word.exec(sentence);
            if (found)
              problems.push(`${plot.id} page ${i + 1}: «${found[0]}» for a friend who may be an animal: ${sentence}`);
          }
    });
  return problems;
}
