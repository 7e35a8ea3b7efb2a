import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { children, tales } from '../../db/schema/index.js';
import { queueFamilyPurges } from '../../storage/media-purges.js';

export type ChildRow = typeof children.$inferSelect;
type ChildValues = Partial<
  Pick<ChildRow, 'name' | 'sex' | 'dateOfBirth' | 'avatarUrl' | 'avatarKey' | 'photoKey' | 'look'>
>;

/** Every change names the owner too, though the service has `authorize`d it already. */
export const childrenRepository = (db: Db) => {
  // The parent's list is read on most screens: its SQL is built once (and prepared by PostgreSQL).
  const listOf = db
    .select()
    .from(children)
    .where(eq(children.userId, sql.placeholder('userId')))
    .orderBy(asc(children.id))
    .prepare('children_of_user');
  return {
    list: (userId: number) => listOf.execute({ userId }),

    async find(id: number): Promise<ChildRow | undefined> {
      const [row] = await db.select().from(children).where(eq(children.id, id));
      return row;
    },

    async create(userId: number, values: Required<Pick<ChildRow, 'name' | 'sex' | 'dateOfBirth'>> & ChildValues) {
      const [row] = await db
        .insert(children)
        .values({ ...values, userId })
        .returning();
      return row!;
    },

    async update(userId: number, id: number, values: ChildValues): Promise<ChildRow | undefined> {
      const [row] = await db
        .update(children)
        .set(values)
        .where(and(eq(children.id, id), eq(children.userId, userId)))
        .returning();
      return row;
    },

    /**
     * Deletes the child with the tales that star it, and records their media folders
     * for erasing in the same transaction; unfinished tales get a second, later pass.
     */
    async remove(userId: number, id: number, lateWritesS: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(children)
          .where(and(eq(children.id, id), eq(children.userId, userId)))
          .returning({ id: children.id });
        if (rows.length === 0) return false;
        // A sibling stars in a tale as much as its hero does.
        const starring = await tx
          .delete(tales)
          .where(and(or(eq(tales.childId, id), eq(tales.siblingId, id)), eq(tales.userId, userId)))
          .returning({ id: tales.id, status: tales.status });
        await queueFamilyPurges(tx, [id], starring, lateWritesS);
        return true;
      });
    },
  };
};

export type ChildrenRepository = ReturnType<typeof childrenRepository>;
