import { historyOf, type TaleRequest } from '@skazka/storyteller';
import type { IllustrationRequest } from '../../providers/ai-illustrator.js';
import type { TaleHero } from '../../db/schema/tales.js';
import type { Storage } from '../../storage/storage.js';
import { DEMO_TODAY } from './demo.js';
import { heroAvatar } from './hero-avatar.js';
import type { TaleRow, TalesRepository } from './repository.js';

/** What the storyteller is asked for a tale row; the hero's avatar only when `storage` is given (the illustrator needs it). */
export async function taleRequest(
  row: TaleRow,
  repo: TalesRepository,
  storage?: Storage,
): Promise<IllustrationRequest> {
  const { hero, sibling } = row;
  const child = async (kept: TaleHero) => ({
    name: kept.name,
    sex: kept.sex,
    birthday: kept.dateOfBirth,
    look: kept.look ?? null,
    avatar: storage && (await heroAvatar(storage, kept)),
  });
  return {
    hero: await child(hero),
    heroAvatarIsPhoto: hero.avatarIsPhoto,
    sibling: sibling ? await child(sibling) : null,
    friend: row.friendName && !sibling ? { name: row.friendName, kind: row.friendKind } : null,
    moral: (await repo.moral(row.moralId))!.slug as TaleRequest['moral'],
    language: row.language,
    seed: row.seed,
    // The demo is the same every day; a child's tale follows the child's age now.
    today: row.demoLanguage ? DEMO_TODAY : undefined,
    // Only the writer reads it: a tale already written keeps its text.
    history: row.written ? undefined : historyOf(await repo.pastTales(row)),
  };
}
