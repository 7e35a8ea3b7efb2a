import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { characters } from '../../db/schema/index.js';

const columns = { id: characters.id, name: characters.name };
const mine = (userId: number, id: number) => and(eq(characters.id, id), eq(characters.userId, userId));

export const charactersRepository = (db: Db) => ({
  list: (userId: number) => db.select(columns).from(characters).where(eq(characters.userId, userId)).orderBy(asc(characters.id)),

  async create(userId: number, name: string) {
    const [row] = await db.insert(characters).values({ userId, name }).returning(columns);
    return row!;
  },

  async rename(userId: number, id: number, name: string) {
    const [row] = await db.update(characters).set({ name }).where(mine(userId, id)).returning(columns);
    return row;
  },

  async remove(userId: number, id: number) {
    return (await db.delete(characters).where(mine(userId, id)).returning({ id: characters.id })).length > 0;
  },
});
