/**
 * Who stars beside the hero, as the writer needs them: a sibling (their own
 * sex), else the friend, whose grammatical gender follows what the parent said
 * it is. Only a friend of no stated kind (an older character) has it guessed.
 */
import { isGirl, type CharacterKind } from '@skazka/contract';
import type { TaleRequest } from '../stages.js';
import { ageAt, ageBand } from './age.js';
import type { AgeBand, LanguagePack } from './content/format.js';
import { guessGender } from './gender.js';

export interface Companion {
  name: string;
  gender: 'm' | 'f';
}

/**
 * A boy or girl agrees as one; an animal as that animal's word in the pack
 * («белочка» f, «le hérisson» m). A neuter word (das Eichhörnchen) agrees as
 * masculine, since the friend's texts choose between two forms only.
 */
export function kindGender(kind: CharacterKind, pack: LanguagePack): 'm' | 'f' {
  if (kind === 'boy' || kind === 'girl') return kind === 'girl' ? 'f' : 'm';
  return pack.creatures[kind]?.gender === 'f' ? 'f' : 'm';
}

export function companionOf(request: Pick<TaleRequest, 'friend' | 'sibling'>, pack: LanguagePack): Companion | null {
  const { sibling, friend } = request;
  if (sibling) return { name: sibling.name, gender: isGirl(sibling.sex) ? 'f' : 'm' };
  if (!friend?.name) return null;
  return {
    name: friend.name,
    gender: friend.kind ? kindGender(friend.kind, pack) : guessGender(friend.name, pack.language),
  };
}

/** A tale for two children is pitched at the younger one. */
export function taleBand(request: Pick<TaleRequest, 'hero' | 'sibling' | 'today'>, today: string): AgeBand {
  const ages = [request.hero, ...(request.sibling ? [request.sibling] : [])].map((child) =>
    ageAt(child.birthday, today),
  );
  return ageBand(Math.min(...ages));
}
