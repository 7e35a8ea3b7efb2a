import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { characters, children, consents, payments, tales, users } from '../../db/schema/index.js';
import { queueFamilyPurges } from '../../storage/media-purges.js';

/** What the family's data calls read and erase, always by the owner's id. */
export const familyRepository = (db: Db) => ({
  async user(userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  },

  consents: (userId: number) => db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id)),
  children: (userId: number) => db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.id)),
  characters: (userId: number) =>
    db.select().from(characters).where(eq(characters.userId, userId)).orderBy(asc(characters.id)),
  payments: (userId: number) => db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id)),

  async taleIds(userId: number) {
    const rows = await db
      .select({ id: tales.id })
      .from(tales)
      .where(eq(tales.userId, userId))
      .orderBy(desc(tales.createdAt), desc(tales.id));
    return rows.map((row) => row.id);
  },

  async tale(userId: number, id: number) {
    const [row] = await db
      .select()
      .from(tales)
      .where(and(eq(tales.id, id), eq(tales.userId, userId)));
    return row;
  },

  async markForErasure(userId: number) {
    await db.update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, userId));
  },

  async usersMarkedForErasure() {
    const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.deletionRequestedAt));
    return rows.map((row) => row.id);
  },

  /**
   * Deletes the user row, which takes every row of the family with it (children,
   * characters, tales, tokens, consents, subscription) and leaves the payments to
   * nobody; the media folders are recorded for erasing in the same transaction.
   */
  async erase(userId: number, lateWritesS: number) {
    await db.transaction(async (tx) => {
      const kids = await tx.select({ id: children.id }).from(children).where(eq(children.userId, userId));
      const made = await tx.select({ id: tales.id, status: tales.status }).from(tales).where(eq(tales.userId, userId));
      await queueFamilyPurges(
        tx,
        kids.map((kid) => kid.id),
        made,
        lateWritesS,
      );
      await tx.delete(users).where(eq(users.id, userId));
    });
  },
});

export type FamilyRepository = ReturnType<typeof familyRepository>;
