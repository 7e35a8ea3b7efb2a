/** Puts a tale's names and words into templates: the TemplateContext of one tale. */
import type { Gender, LanguagePack, Word } from './content/format.js';
import { NAME_CASES, type NameCase, type NameForms } from './declension.js';
import { ROLE_VOCABULARY, WORLD_ROLES, type World, type WorldRole } from './selection.js';
import type { ChoiceSelector, TemplateContext } from './template.js';

interface Person {
  forms: NameForms;
  gender: 'm' | 'f';
}

export interface Cast {
  hero: Person;
  friend: Person | null;
}

const isRole = (value: string | undefined): value is WorldRole =>
  (WORLD_ROLES as readonly string[]).includes(value ?? '');

export function createTaleContext(pack: LanguagePack, world: World, cast: Cast): TemplateContext {
  const word = (role: WorldRole, id: string | undefined): Word | undefined =>
    id === undefined ? undefined : (pack[ROLE_VOCABULARY[role]] as Record<string, Word | undefined>)[id];

  const wordForm = (role: WorldRole, id: string | undefined, form: string, key: string) => {
    const found = word(role, id);
    if (!found) return { problem: `{${key}}: no ${role} word for "${id ?? 'another one'}" in the pack` };
    return found.forms[form] ?? { problem: `{${key}}: the ${role} "${id}" has no form "${form}"` };
  };

  const personForm = (person: Person | null, who: string, form: string, key: string) => {
    if (!person) return { problem: `{${key}} used in a tale without a friend` };
    if (!(NAME_CASES as readonly string[]).includes(form))
      return { problem: `{${key}}: unknown case "${form}" for ${who}` };
    return person.forms[form as NameCase];
  };

  const wordGender = (role: WorldRole) =>
    word(role, world[role])?.gender ?? { problem: `no ${role} word for "${world[role]}" in the pack` };
  const genders: Record<ChoiceSelector, () => Gender | { problem: string }> = {
    h: () => cast.hero.gender,
    f: () => cast.friend?.gender ?? { problem: '{f:…} used in a tale without a friend' },
    c: () => wordGender('creature'),
    o: () => wordGender('object'),
    p: () => wordGender('place'),
  };

  return {
    lookup(key) {
      const [head, second, third, ...rest] = key.split('.');
      if (head === 'hero' || head === 'friend') {
        if (third !== undefined) return { problem: `unknown key {${key}}` };
        return personForm(head === 'hero' ? cast.hero : cast.friend, head, second ?? 'nom', key);
      }
      if (isRole(head) && third === undefined) return wordForm(head, world[head], second ?? 'nom', key);
      if ((head === 'other' || head === 'other2') && isRole(second) && rest.length === 0) {
        return wordForm(second, world.others[second][head === 'other' ? 0 : 1], third ?? 'nom', key);
      }
      return { problem: `unknown key {${key}}` };
    },
    gender: (selector) => genders[selector](),
  };
}
