import type { CharacterKind } from '@skazka/contract';
import type { Db } from './database.js';
import { characters } from './schema/index.js';

export const characterColumns = { id: characters.id, name: characters.name, kind: characters.kind };

/**
 * Adds a user's character. The characters feature and a tale asked for with a new
 * friend both create them here, the tale inside its own transaction.
 */
export async function insertCharacter(db: Db, userId: number, name: string, kind: CharacterKind) {
  const [row] = await db.insert(characters).values({ userId, name, kind }).returning(characterColumns);
  return { ...row!, kind };
}
