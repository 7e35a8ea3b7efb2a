import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { children } from '../../db/schema/index.js';

export type ChildRow = typeof children.$inferSelect;
type ChildValues = Partial<Pick<ChildRow, 'name' | 'sex' | 'dateOfBirth' | 'avatarUrl' | 'avatarKey' | 'photoKey'>>;

/** Every query names the owner: another user's child is simply not there. */
export const childrenRepository = (db: Db) => ({
  list: (userId: number) => db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.id)),

  async find(userId: number, id: number): Promise<ChildRow | undefined> {
    const [row] = await db.select().from(children).where(and(eq(children.id, id), eq(children.userId, userId)));
    return row;
  },

  async create(userId: number, values: Required<Pick<ChildRow, 'name' | 'sex' | 'dateOfBirth'>> & ChildValues) {
    const [row] = await db.insert(children).values({ ...values, userId }).returning();
    return row!;
  },

  async update(userId: number, id: number, values: ChildValues): Promise<ChildRow | undefined> {
    const [row] = await db.update(children).set(values).where(and(eq(children.id, id), eq(children.userId, userId))).returning();
    return row;
  },

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await db.delete(children).where(and(eq(children.id, id), eq(children.userId, userId))).returning({ id: children.id });
    return rows.length > 0;
  },
});

export type ChildrenRepository = ReturnType<typeof childrenRepository>;
