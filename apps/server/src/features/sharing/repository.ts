import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { morals, shareLinks, tales } from '../../db/schema/index.js';

export const sharingRepository = (db: Db) => ({
  async tale(taleId: number) {
    const [row] = await db.select({ id: tales.id, userId: tales.userId }).from(tales).where(eq(tales.id, taleId));
    return row;
  },

  async create(taleId: number, tokenHash: string) {
    const [row] = await db.insert(shareLinks).values({ taleId, tokenHash }).returning();
    return row!;
  },

  removeAll: (taleId: number) => db.delete(shareLinks).where(eq(shareLinks.taleId, taleId)),

  /** The tale a live link opens, with its moral's names. */
  async taleByToken(tokenHash: string) {
    const [row] = await db
      .select({ tale: tales, moralNames: morals.name })
      .from(shareLinks)
      .innerJoin(tales, eq(tales.id, shareLinks.taleId))
      .innerJoin(morals, eq(morals.id, tales.moralId))
      .where(eq(shareLinks.tokenHash, tokenHash));
    return row;
  },
});
