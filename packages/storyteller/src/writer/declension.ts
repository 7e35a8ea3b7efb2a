/**
 * Russian case forms of a name with petrovich, plus what its tables miss: two
 * spelling rules for male names in -ша/-жа (it gives «Мишы», «Мишой»), a
 * fleeting vowel for pet names in -ок/-ёк/-ец («Пушок» → «Пушка»), the stressed
 * «Ильёй», and women's names in a soft sign, which all decline like «Любовь»
 * (it leaves «Нинель» as is). Each part of a double name declines on its own.
 */
import petrovich from 'petrovich';
import type { Locale } from '@skazka/contract';

export const NAME_CASES = ['nom', 'gen', 'dat', 'acc', 'ins', 'pre'] as const;
export type NameCase = (typeof NAME_CASES)[number];
export type NameForms = Record<NameCase, string>;

const PETROVICH_CASE: Record<NameCase, petrovich.Case> = {
  nom: 'nominative',
  gen: 'genitive',
  dat: 'dative',
  acc: 'accusative',
  ins: 'instrumental',
  pre: 'prepositional',
};

const CYRILLIC = /^[а-яё-]+$/i;

function fixSpelling(form: string): string {
  return form.replace(/([гкхжшчщ])ы$/i, '$1и').replace(/([жшчщц])ой$/i, '$1ей');
}

/** «Пушок» → «Пушка», «Огонёк» → «Огонька»: the vowel drops and the endings are stressed. */
const FLEETING_ENDINGS: Record<Exclude<NameCase, 'nom'>, string> = {
  gen: 'а',
  dat: 'у',
  acc: 'а',
  ins: 'ом',
  pre: 'е',
};

function fleetingVowelStem(word: string): string | null {
  const match = /^(.*[^аеёиоуыэюя])(ок|ёк|ец)$/i.exec(word);
  if (!match || match[1]!.length < 2) return null;
  const [, stem, ending] = match;
  return ending === 'ок' ? `${stem}к` : ending === 'ёк' ? `${stem}ьк` : `${stem}ц`;
}

/** Names whose -я is stressed: the instrumental is -ёй where petrovich writes the unstressed -ей. */
const STRESSED_YA = new Set(['илья']);

/** «Нинель», «Айгуль», «Любовь»: -и in the oblique cases, -ью in the instrumental. */
const SOFT_SIGN_ENDINGS: Record<Exclude<NameCase, 'nom' | 'acc'>, string> = { gen: 'и', dat: 'и', ins: 'ью', pre: 'и' };

function declineWord(word: string, gender: 'm' | 'f', nameCase: NameCase): string {
  if (nameCase === 'nom' || !CYRILLIC.test(word)) return word;
  if (gender === 'f' && /[^аеёиоуыэюя]ь$/i.test(word))
    return nameCase === 'acc' ? word : word.slice(0, -1) + SOFT_SIGN_ENDINGS[nameCase];
  if (nameCase === 'ins' && STRESSED_YA.has(word.toLowerCase())) return `${word.slice(0, -1)}ёй`;
  const stem = gender === 'm' ? fleetingVowelStem(word) : null;
  if (stem) return stem + FLEETING_ENDINGS[nameCase];
  const sex = gender === 'm' ? 'male' : 'female';
  return fixSpelling(petrovich[sex].first[PETROVICH_CASE[nameCase]](word));
}

/** Every case of a name; outside Russian a name keeps one form. */
export function nameForms(name: string, gender: 'm' | 'f', language: Locale): NameForms {
  const forms = {} as NameForms;
  for (const nameCase of NAME_CASES) {
    forms[nameCase] =
      language === 'ru'
        ? name
            .split(/(\s+|-)/)
            .map((part) => (/^(\s+|-)$/.test(part) ? part : declineWord(part, gender, nameCase)))
            .join('')
        : name;
  }
  return forms;
}
