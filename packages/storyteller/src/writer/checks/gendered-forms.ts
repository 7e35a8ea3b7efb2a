/**
 * Catches a sentence that speaks of the hero with the other sex's forms:
 * «Маша пошёл», "Lily told himself", « Chloé est parti », „der kleine Mia“,
 * «Lucía estaba cansado». Per language, the forms that agree with a boy or a
 * girl where they follow (or, for articles, precede) the hero's name; and the
 * word for a boy or a girl, which a tale with no friend uses only for the hero.
 */
import type { Locale, Sex } from '@skazka/contract';
import { isGirl } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';

type Side = 'm' | 'f';
interface LanguageRules {
  /** Patterns (with NAME for the hero's name) that are wrong for a hero of this sex. */
  wrong: Record<Side, string[]>;
  /** The word for a child of the other sex: absent from a tale without a friend. */
  childWord: Record<Side, string>;
  /** Match letter case as written (German, whose nouns are capitalised: „der Hase Mia“ is no adjective). */
  caseSensitive?: boolean;
}

const L = '\\p{L}';
const word = (alternatives: string) => `(?:${alternatives})(?!${L})`;

// Russian: the first word after the name (past tense, short adjectives), past any particle.
const RU_PARTICLES =
  '(?:\\s+(?:сначала|тоже|уже|сразу|вдруг|не|ни|очень|ещё|снова|всё|так|совсем|потом|тут|даже|тихо|весело|радостно|громко|осторожно|долго))*\\s+';
const RU_M = `${L}*(?:л|лся)|сам|рад|один|готов|должен|уверен|счастлив|доволен|согласен|удивлён|мог|смог|помог|лёг|замер|испёк|рос|нёс|принёс|вёз|залез|полез|влез`;
// «сначала» ends like a feminine past tense but is an adverb.
const RU_F = `(?!сначала)${L}+(?:ла|лась)|сама|рада|одна|готова|должна|уверена|счастлива|довольна|согласна|удивлена`;

// French and Spanish: a predicative adjective or participle after a linking verb.
const FR_LINK =
  "(?:\\s+(?:est|était|fut|sera|serait|semblait|semble|paraissait|restait|resta|reste|devint|devient|se sentait|se sentit|se sent|s'est|s’est|s'était|s’était|se retrouva|se trouvait|n'était|n’était|n'est|n’est|était déjà|est tout|était tout|est toute|était toute|pas))+\\s+(?:(?:si|très|bien|tellement|un peu|toute|tout|pas|plus|encore|déjà)\\s+)*";
const FR_MASC = [
  'content',
  'heureux',
  'prêt',
  'fier',
  'allé',
  'parti',
  'arrivé',
  'venu',
  'tombé',
  'resté',
  'sorti',
  'monté',
  'descendu',
  'entré',
  'rentré',
  'fatigué',
  'surpris',
  'étonné',
  'endormi',
  'assis',
  'courageux',
  'curieux',
  'inquiet',
  'rassuré',
  'ravi',
  'émerveillé',
  'perdu',
  'désolé',
  'joyeux',
  'soulagé',
  'décidé',
  'occupé',
  'mouillé',
  'caché',
  'levé',
  'couché',
  'réveillé',
  'penché',
  'arrêté',
  'approché',
  'retourné',
  'petit',
  'grand',
  'seul',
  'sûr',
  'certain',
  'gêné',
  'peureux',
  'impatient',
  'patient',
  'gentil',
  'généreux',
  'honnête',
];
const frFeminine = (m: string) =>
  m.endsWith('eux')
    ? `${m.slice(0, -1)}se`
    : m.endsWith('et')
      ? `${m.slice(0, -2)}ète`
      : m.endsWith('er')
        ? `${m.slice(0, -2)}ère`
        : m === 'gentil'
          ? 'gentille'
          : m.endsWith('e')
            ? m
            : `${m}e`;
const FR_FEM = FR_MASC.map(frFeminine).filter((f) => !FR_MASC.includes(f));

const ES_LINK =
  '\\s+(?:estaba|está|estuvo|era|es|fue|será|parecía|parece|se sentía|se sintió|se siente|se quedó|quedó|se puso|se pone|seguía|sigue)\\s+(?:(?:muy|tan|un poco|bastante|algo|más|todavía|ya|casi)\\s+)*';
const ES_MASC = [
  'contento',
  'cansado',
  'asustado',
  'sorprendido',
  'dormido',
  'solo',
  'listo',
  'preocupado',
  'orgulloso',
  'curioso',
  'nervioso',
  'emocionado',
  'enfadado',
  'agradecido',
  'mojado',
  'tranquilo',
  'seguro',
  'callado',
  'despierto',
  'sentado',
  'perdido',
  'pequeño',
  'encantado',
  'asombrado',
  'decidido',
  'animado',
  'aliviado',
  'convencido',
  'ocupado',
  'escondido',
  'acostado',
  'quieto',
  'atento',
  'generoso',
  'valeroso',
];
const ES_FEM = ES_MASC.map((m) => `${m.slice(0, -1)}a`);

const EN_NEAR = `(?:\\s+[${L}]+){0,3}\\s+`;

// German: an article, then perhaps a lowercase adjective (nouns are capitalised: „der Hase Mia“ is the
// hare and Mia), then the name. Not a verb ending in -e („die würde Paul“), and not a relative
// pronoun after a comma („der Baum, den Mia sah“), which agrees with the noun before it.
const DE_ADJ = `(?!(?:würde|wurde|werde|habe|hatte|konnte|wollte|sollte|musste|durfte|mochte|wusste|dachte|brachte|sagte|fragte|meinte|machte)(?!${L}))\\p{Ll}+`;
const DE_ARTICLE = (articles: string) => `(?<![,;:]\\s)\\b(?:${articles}) `;

const RULES: Record<Locale, LanguageRules> = {
  ru: {
    wrong: { f: [`NAME${RU_PARTICLES}${word(RU_M)}`], m: [`NAME${RU_PARTICLES}${word(RU_F)}`] },
    childWord: { f: 'мальчик\\p{L}*', m: 'девочк\\p{L}*' },
  },
  en: {
    wrong: {
      // A reflexive a few words after the name as its subject (not «Lily’s neck himself», the owl's).
      f: [`NAME${EN_NEAR}himself\\b`, `NAME (?:was|is) a (?:${L}+ )?boy\\b`, `\\bboy (?:named|called) NAME`],
      m: [`NAME${EN_NEAR}herself\\b`, `NAME (?:was|is) a (?:${L}+ )?girl\\b`, `\\bgirl (?:named|called) NAME`],
    },
    childWord: { f: 'boys?', m: 'girls?' },
  },
  de: {
    wrong: {
      // «der kleinen Mia» is a girl's dative: only the masculine endings count.
      f: [
        `${DE_ARTICLE('[Dd]er')}${DE_ADJ}e NAME`,
        `${DE_ARTICLE('[Dd]en|[Dd]em|[Ee]inen|[Ee]inem')}(?:${DE_ADJ}en )?NAME`,
        `${DE_ARTICLE('[Ee]in')}${DE_ADJ}er NAME`,
        `NAME (?:war|ist) ein (?:\\p{Ll}+ )?Junge\\b`,
      ],
      m: [
        `${DE_ARTICLE('[Dd]ie|[Ee]ine')}(?:${DE_ADJ}e )?NAME`,
        `${DE_ARTICLE('[Ee]iner')}${DE_ADJ}en NAME`,
        `NAME (?:war|ist) ein (?:\\p{Ll}+ )?Mädchen\\b`,
      ],
    },
    childWord: { f: 'Jungen?', m: 'Mädchen' },
    caseSensitive: true,
  },
  fr: {
    wrong: {
      f: [
        `NAME${FR_LINK}${word(FR_MASC.filter((m) => !FR_FEM.includes(m)).join('|'))}`,
        `\\b(?:le|un) (?:petit|grand|jeune|brave|gentil) NAME`,
      ],
      m: [`NAME${FR_LINK}${word(FR_FEM.join('|'))}`, `\\b(?:la|une) (?:petite|grande|jeune|brave|gentille) NAME`],
    },
    childWord: { f: 'garçons?', m: 'fille(?:tte)?s?' },
  },
  es: {
    wrong: {
      f: [`NAME${ES_LINK}${word(ES_MASC.join('|'))}`, `\\b(?:el|un) (?:pequeño|valiente|querido) NAME`],
      m: [`NAME${ES_LINK}${word(ES_FEM.join('|'))}`, `\\b(?:la|una) (?:pequeña|valiente|querida) NAME`],
    },
    childWord: { f: 'niño', m: 'niña' },
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sentences of the tale where the hero gets the other sex's forms. */
export function genderedFormProblems(tale: WrittenTale, heroName: string, sex: Sex, hasFriend = true): string[] {
  const side: Side = isGirl(sex) ? 'f' : 'm';
  const rules = RULES[tale.language];
  const flags = rules.caseSensitive ? 'u' : 'iu';
  const patterns = rules.wrong[side].map(
    (p) => new RegExp(`(?<!${L})${p.replaceAll('NAME', escape(heroName))}`, flags),
  );
  if (!hasFriend) patterns.push(new RegExp(`(?<!${L})${rules.childWord[side]}(?!${L})`, flags));
  const problems: string[] = [];
  tale.pages.forEach((page, i) => {
    for (const pattern of patterns) {
      const match = pattern.exec(page.text);
      if (match)
        problems.push(`page ${i + 1}: wrong sex's form for ${isGirl(sex) ? 'a girl' : 'a boy'}: "${match[0]}"`);
    }
  });
  return problems;
}
