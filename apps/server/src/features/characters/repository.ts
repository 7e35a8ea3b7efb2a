import type { CharacterKind } from '@skazka/contract';
import { asc, eq } from 'drizzle-orm';
import { characterColumns, insertCharacter } from '../../db/characters.js';
import type { Db } from '../../db/database.js';
import { characters } from '../../db/schema/index.js';

export const charactersRepository = (db: Db) => ({
  list: (userId: number) =>
    db.select(characterColumns).from(characters).where(eq(characters.userId, userId)).orderBy(asc(characters.id)),

  create: (userId: number, name: string, kind: CharacterKind) => insertCharacter(db, userId, name, kind),

  async find(id: number) {
    const [row] = await db.select().from(characters).where(eq(characters.id, id));
    return row;
  },

  async update(id: number, changes: { name?: string; kind?: CharacterKind }) {
    const [row] = await db.update(characters).set(changes).where(eq(characters.id, id)).returning(characterColumns);
    return row;
  },

  async remove(id: number) {
    return (await db.delete(characters).where(eq(characters.id, id)).returning({ id: characters.id })).length > 0;
  },
});
