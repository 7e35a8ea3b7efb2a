/**
 * The language slips a native reader stops at in told tales, one list per
 * language (issue 11: "a scanner per language, kept in the repo"); they come
 * from filling slots, so `language-slips.ts` looks for them in the told text.
 * A rule is data: regular expressions, in which
 *   \b        is a word boundary for every letter (Chloé, Größe, ёжик),
 *   NAME      the hero's or the friend's name (one at a time: "NAME … NAME" is one name twice),
 *   FEM_NOUN  / MASC_NOUN  a creature or object word of the pack of that gender
 *             (its bare noun: `bare` in de, else `nom`).
 * Rules that need more of the pack's words (their cases) build their patterns
 * from its vocabulary, so a new word is checked the day it is added.
 */
import type { Locale } from '@skazka/contract';
import type { Gender, Word } from '../content/format.js';

interface SlipRule {
  /** What is wrong, as the problem line says it. */
  what: string;
  /** The patterns, or how to build them from the pack's places, creatures and objects. */
  patterns: string[] | ((words: Word[]) => string[]);
  /** Only in a tale without a friend: a hero alone is never «ihr» (but «euch» may be the hero and a creature's family). */
  alone?: boolean;
  /** Read the tale's pages as one text: the slip is two pages disagreeing («Uno, dos…» then «Una, dos…»). */
  wholeTale?: boolean;
}

interface SlipList {
  rules: SlipRule[];
  /** Upper and lower case alike (the Russian rules are written in lower case). */
  ignoreCase?: boolean;
  /** Forms of the chosen object that bring it in ("a honey cake"): said again, it is "the …". */
  introducing?: string[];
  /** Words that give the friend a child's body or clothes (whole words): the friend may be an animal. */
  childOnly?: string[];
  /**
   * A word that must merge with the article a world word's form begins with («a» + «el …» is «al …»).
   * pack-check.ts tries every word a template's tag can take, so no seed is needed to find one.
   */
  contractions?: Array<{ word: string; article: string; write: string }>;
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const either = (forms: string[]) => (forms.length ? `(?:${[...new Set(forms)].map(escape).join('|')})` : '(?!)');
/** A word said twice in a row: one of `words` (any word but `except` when none), with `between` between. */
const doubled = ({ words, except = [], between = ' ' }: { words?: string[]; except?: string[]; between?: string }) =>
  `\\b${except.map((word) => `(?!${word}\\b)`).join('')}(${words ? words.join('|') : '\\p{L}+'})${between}\\1\\b`;
/** A whole word or phrase: no letter right before or after it. */
const whole = (source: string) => `\\b${source}\\b`;

const L = '\\p{L}';
const form = (word: Word, key: string) => word.forms[key] ?? word.forms.nom;
/** Nominatives that no other case shares: such a word after «без» or «два» can only be wrong. */
const onlyNominative = (words: Word[]) =>
  words.filter((w) => form(w, 'gen') !== w.forms.nom && form(w, 'acc') !== w.forms.nom).map((w) => w.forms.nom);
const ofGender = (words: Word[], genders: Gender[]) => words.filter((w) => genders.includes(w.gender));
/** Nominatives no accusative shares: «сжимая цветок», «про пирог была», «мячик взяла Маша» are fine. */
const subjects = (words: Word[], genders: Gender[]) =>
  either(
    ofGender(words, genders)
      .filter((w) => form(w, 'acc') !== w.forms.nom)
      .map((w) => w.forms.nom),
  );

// Russian adjectives and past tenses by gender (after a world noun, or before it).
const RU_ADJ_M = `(?:${L}+(?:ый|ий)|кривой|большой|другой|какой|такой|смешной|молодой|простой|пустой|живой|родной|лесной|мой|твой|свой)`;
const RU_ADJ_F = `${L}+(?:ая|яя)`;
const RU_ADJ_N = `${L}+ое`;
const RU_PAST_M = `${L}+л(?:ся)?`;
const RU_PAST_F = `(?!сначала\\b)${L}+ла(?:сь)?`;
const RU_BETWEEN = '(?:(?:не|уже|тоже|вдруг|снова|сразу|ещё|так|совсем|себе) )*';
const RU_LINK = '(?:был|была|было|стал|стала|стало|казался|казалась|казалось) ';

const RU: SlipList = {
  ignoreCase: true,
  rules: [
    {
      what: 'after «без всяких» the genitive plural (без всяких ежат)',
      patterns: [whole(`без всяких ${L}*[аеёиоуыэюя]`)],
    },
    {
      what: 'a nominative after a word that wants the genitive (нет белочки, у зайчика)',
      patterns: (all) => [whole(`(?:без|у|для|от|до|из|около|возле|среди|нет) ${either(onlyNominative(all))}`)],
    },
    {
      what: '«с», not «из», for a place one is «на» (с луга, с острова, с фермы)',
      patterns: (all) => [
        whole(`из ${either(all.filter((w) => /^со? /u.test(w.forms.from ?? '')).map((w) => form(w, 'gen')))}`),
      ],
    },
    {
      what: 'after два, три, четыре, оба the genitive singular (два зайчика)',
      patterns: (all) => [whole(`(?:два|три|четыре|оба|две|обе) ${either(onlyNominative(all))}`)],
    },
    {
      what: '«один» agreeing with its noun (одна ракушка, один мячик)',
      patterns: (all) => {
        const noun = (genders: Gender[]) => either(ofGender(all, genders).map((w) => w.forms.nom));
        const pair = (genders: Gender[]) =>
          either(ofGender(all, genders).map((w) => `${w.forms.nom} к ${form(w, 'dat')}`));
        return [
          `один ${noun(['f', 'n'])}`,
          `одна ${noun(['m', 'n'])}`,
          `одно ${noun(['m', 'f'])}`,
          `${pair(['f'])}, (?:один|одно)`,
          `${pair(['m'])}, (?:одна|одно)`,
          `${pair(['n'])}, (?:один|одна)`,
        ].map(whole);
      },
    },
    {
      what: 'an adjective agreeing with its noun, not the hero (кривая корзинка, корзинка была старенькая)',
      patterns: (all) =>
        [
          `${RU_ADJ_M} ${subjects(all, ['f', 'n'])}`,
          `${RU_ADJ_F} ${subjects(all, ['m', 'n'])}`,
          `${RU_ADJ_N} ${subjects(all, ['m', 'f'])}`,
          `${subjects(all, ['f'])} ${RU_LINK}${RU_ADJ_M}`,
          `${subjects(all, ['m'])} ${RU_LINK}${RU_ADJ_F}`,
        ].map(whole),
    },
    {
      what: 'a past tense agreeing with the noun beside it (медвежонок забрал, забрала уточка)',
      patterns: (all) =>
        [
          `${subjects(all, ['f'])} ${RU_BETWEEN}${RU_PAST_M}`,
          `${subjects(all, ['m'])} ${RU_BETWEEN}${RU_PAST_F}`,
          `${RU_PAST_F} ${RU_BETWEEN}${subjects(all, ['m'])}`,
          `${RU_PAST_M} ${RU_BETWEEN}${subjects(all, ['f'])}`,
        ].map(whole),
    },
    {
      what: 'a word said twice in a row (там, там; в в)',
      patterns: [
        doubled({
          words: ['в', 'во', 'на', 'с', 'со', 'у', 'к', 'по', 'о', 'об', 'из', 'за', 'от', 'до', 'и', 'а', 'но'],
        }),
        doubled({ words: ['там', 'тут', 'здесь', 'вдруг', 'потом'], between: ', ' }),
      ],
    },
    {
      what: 'a preposition that takes its long form here (со звёздочкой, об уточке, ко мне, во всём)',
      patterns: [
        `с (?=[сзшж][бвгджзклмнпрстфхцчшщ])${L}+`,
        `о (?=[аоуиэ])${L}+`,
        'к мне',
        'с мной',
        `в (?=в[бвгджзклмнпрстфхцчшщ])${L}+`,
      ].map(whole),
    },
  ],
  childOnly: [
    ...['рука', 'руки', 'руку', 'рукой', 'руками', 'руке', 'ладошки', 'ладони', 'ладошками', 'ладошкой'],
    ...['пальцы', 'пальцем', 'пальчиком', 'пальчики', 'карман', 'кармане', 'карманы', 'ботинки', 'туфли'],
    ...['пижама', 'пижаме', 'пижаму', 'пижамке', 'волосы', 'хлопнул', 'хлопнула', 'захлопал', 'захлопала'],
    ...['покраснел', 'покраснела', 'написал', 'написала', 'нарисовал', 'нарисовала', 'завязал', 'завязала'],
  ],
};

const EN_SAID = '(?:said|asked|called|cried|whispered|shouted)';

const EN: SlipList = {
  rules: [
    { what: 'a doubled word', patterns: [doubled({ except: ['ha'] })] },
    { what: '“a” before a vowel sound', patterns: ['\\ba (?!one\\b|once\\b|uni|use|usu|Euro)[aeiouAEIOU]'] },
    {
      what: '“an” before a consonant sound',
      patterns: ['\\ban (?!h(?:our|onest|eir))[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]'],
    },
    { what: 'a name said twice in one clause', patterns: ['\\bNAME\\b[^.,;:!?“”"—(]{1,80}\\bNAME\\b'] },
    {
      what: 'one speaker named in two tags running (“…,” said Lily. “…!” said Lily): the second is “she said” or none',
      // «a girl called Lily» names her; it is no speech tag. «said Lily’s friend» is the friend speaking.
      patterns: [
        `\\b(?<!(?:girl|boy) )${EN_SAID} NAME\\b(?![’']s\\b)[^“]{0,120}(?:“[^”]*”\\s*)+${EN_SAID} NAME\\b(?![’']s\\b)`,
      ],
    },
  ],
  introducing: ['bake'],
  childOnly: [
    ...['hand', 'hands', 'finger', 'fingers', 'shoe', 'shoes', 'pocket', 'pockets', 'pyjamas', 'hair'],
    ...['arms', 'tiptoe', 'tiptoes', 'clapped', 'blushed', 'wrote', 'drew', 'tied'],
  ],
};

const FR_VOWEL = 'aeiouyéèêëàâîïôûœAEIOUYÉÈÊÀÂÎÔÛŒ';
/** Before a vowel, unless the next word takes no elision: «que oui», «le onze», «ce oui-là», «pots de yaourt». */
const FR_ELIDING_VOWEL = `(?=[${FR_VOWEL}])(?!(?:oui|onze|onzième|yaourts?|yoga)(?!\\p{L}))`;

const FR: SlipList = {
  contractions: [
    { word: 'à', article: 'le ', write: 'au' },
    { word: 'à', article: 'les ', write: 'aux' },
    { word: 'de', article: 'le ', write: 'du' },
    { word: 'de', article: 'les ', write: 'des' },
  ],
  rules: [
    {
      what: 'no elision before a vowel',
      // Not a pronoun after an imperative's hyphen: «Garde-la encore», «Mets-le à ton oreille».
      patterns: [`(?<!-)\\b(?:de|que|ne|je|me|te|se|le|la|jusque|lorsque|puisque) ${FR_ELIDING_VOWEL}`],
    },
    { what: '«si il», not «s’il»', patterns: ['\\bsi ils?\\b'] },
    { what: '«ce» before a vowel, not «cet»', patterns: [`\\bce ${FR_ELIDING_VOWEL}`] },
    {
      what: '«à le» / «de le» before a noun, not «au» / «du»',
      patterns: ['\\b(?:à|de) le (?:petit |grand |vieux )?MASC_NOUN\\b'],
    },
  ],
  childOnly: [
    ...['main', 'mains', 'doigt', 'doigts', 'chaussure', 'chaussures', 'poche', 'poches', 'pyjama'],
    ...['cheveux', 'bras', 'pieds', 'genoux', 'rideau'],
    ...['dessinait', 'dessine', 'dessiné', 'écrivait', 'écrit', 'applaudit', 'applaudissait', 'applaudi'],
  ],
};

const ES: SlipList = {
  contractions: [
    { word: 'a', article: 'el ', write: 'al' },
    { word: 'de', article: 'el ', write: 'del' },
  ],
  rules: [
    { what: 'an ending glued to a tag («veíal»)', patterns: ['\\p{L}+ía(?:l|el|la|los|las|del)\\b'] },
    {
      what: 'an article in a greeting («Buenas noches, la patita»)',
      patterns: ['\\b(?:[Bb]uenas noches|[Bb]uenos días|[Hh]ola|[Aa]diós|[Hh]asta mañana),? (?:el|la|los|las) '],
    },
    {
      what: 'a feminine noun with a masculine adjective',
      patterns: ['\\b(?:la|una|esta) FEM_NOUN (?:muy |tan |un poco )?(?!nada\\b)\\p{L}+(?:ado|ido|oso)\\b'],
    },
    {
      what: 'a masculine noun with a feminine adjective',
      patterns: [
        '\\b(?:el|un|este) MASC_NOUN (?:muy |tan |un poco )?(?!(?:nada|cada|enseguida|vida|comida|salida|llegada|entrada|mirada|subida|bajada)\\b)\\p{L}+(?:ada|ida|osa)\\b',
      ],
    },
    {
      what: '«a el» and «de el» contract to «al» and «del» («él», the pronoun, does not)',
      patterns: ['\\b[Aa] el\\b|\\b[Dd]e el\\b'],
    },
    {
      what: 'counting «Uno, dos…» and then «Una, dos…» in one tale',
      patterns: ['\\bUno, dos\\b[^]*\\bUna, dos, tres!|\\bUna, dos, tres![^]*\\bUno, dos\\b'],
      wholeTale: true,
    },
  ],
  childOnly: [
    ...['mano', 'manos', 'dedo', 'dedos', 'zapato', 'zapatos', 'bolsillo', 'bolsillos', 'gorro', 'pijama'],
    ...['pelo', 'brazos', 'rodillas', 'aplaudió', 'aplaude'],
  ],
};

const DE: SlipList = {
  rules: [
    {
      what: '«sein»/«ihr»/«ein» before a feminine noun',
      patterns: [
        '\\b(?:[Ss]ein|[Ii]hr|[Mm]ein|[Dd]ein|[Kk]ein|[Ee]in) (?:Freundin|Schwester|Mama|Mutter|Oma|Tante|FEM_NOUN)\\b',
      ],
    },
    {
      what: '«ihr» (you all) to a hero who is alone',
      patterns: [
        '\\b(?:habt|seid|wollt|könnt|müsst|dürft|wisst) ihr\\b|\\b[Ii]hr (?:habt|seid|wollt|könnt|müsst|dürft|wisst)\\b',
      ],
      alone: true,
    },
    {
      what: '«die Beine von Paul»: say «Paul wurden die Beine…» or «seine Beine»',
      // Body and clothes, which German gives its owner by a possessive or dative; «die Geschichte von Paul» is about Paul.
      patterns: [
        '\\b(?:der|die|das|den|dem) (?:\\p{L}+en )?(?:Beine?|Arme?|Hände|Hand|Füße|Fuß|Knie|Augen?|Ohren?|Nase|Mund|Kopf|Gesicht|Haare?|Herz|Stimme|Bauch|Rücken|Schultern?|Finger|Zehen|Wangen?|Jacke|Mütze|Schal|Schuhe?|Stiefel|Tasche|Hose) von NAME\\b',
      ],
    },
    {
      what: 'two genitives in a row («des Sommerfestes des Dorfes»)',
      patterns: ['\\bdes (?:\\p{L}+en )?\\p{L}+e?s des \\p{L}+'],
    },
    {
      what: 'a dative after «für», «ohne», «durch», «gegen» («für der Igel»)',
      patterns: ['\\b(?:[Ff]ür|[Oo]hne|[Dd]urch|[Gg]egen) (?:der|dem)\\b'],
    },
    {
      what: '«Stück des Kuchens»: a piece is «vom» or has no genitive',
      patterns: ['\\b(?:Stück|Stücke|Stücken|Krümel) des '],
    },
  ],
  childOnly: [
    ...['Hand', 'Hände', 'Händen', 'Finger', 'Fingern', 'Schuh', 'Schuhe', 'Jacke', 'Pulli', 'Schlafanzug'],
    ...['Haare', 'Haaren', 'Zehenspitzen'],
  ],
};

export const SLIP_LISTS: Record<Locale, SlipList> = { ru: RU, en: EN, fr: FR, es: ES, de: DE };
