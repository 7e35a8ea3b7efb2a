import { FINISHED_STATUSES, type Locale } from '@skazka/contract';
import type { WrittenTale } from '@skazka/storyteller';
import { and, desc, eq, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { characters, children, morals, tales, users } from '../../db/schema/index.js';

export type TaleRow = typeof tales.$inferSelect;
export type NewTale = typeof tales.$inferInsert;
export type TaleChanges = Partial<Omit<NewTale, 'id' | 'userId' | 'createdAt'>>;

const touched = { updatedAt: sql`now()` };

/** How many of a child's earlier tales a new one looks back on. */
const PAST_TALES = 100;

export const talesRepository = (db: Db) => ({
  list: (userId: number) =>
    db.select().from(tales).where(eq(tales.userId, userId)).orderBy(desc(tales.createdAt), desc(tales.id)),

  async find(id: number) {
    const [row] = await db.select().from(tales).where(eq(tales.id, id));
    return row;
  },

  async findDemo(language: Locale) {
    const [row] = await db.select().from(tales).where(eq(tales.demoLanguage, language));
    return row;
  },

  /** Inserts the demo of a language unless another request or process already did; the row when this one did. */
  async insertDemo(values: NewTale) {
    const [row] = await db.insert(tales).values(values).onConflictDoNothing().returning();
    return row;
  },

  /**
   * The user's unfinished tales. Their row stays locked until the transaction ends,
   * so two requests at once cannot both slip under the limit.
   */
  async inFlight(userId: number) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(tales)
      .where(and(eq(tales.userId, userId), notInArray(tales.status, [...FINISHED_STATUSES])));
    return row!.count;
  },

  async insert(values: NewTale) {
    const [row] = await db.insert(tales).values(values).returning();
    return row!;
  },

  async update(id: number, changes: TaleChanges) {
    const [row] = await db
      .update(tales)
      .set({ ...changes, ...touched })
      .where(eq(tales.id, id))
      .returning();
    return row;
  },

  /** Changes a tale only while `owner` holds its lease; undefined when it does not (any more). */
  async updateLeased(id: number, owner: string, changes: TaleChanges) {
    const [row] = await db
      .update(tales)
      .set({ ...changes, ...touched })
      .where(and(eq(tales.id, id), eq(tales.leaseOwner, owner)))
      .returning();
    return row;
  },

  /** Takes the tale for `owner` when nobody holds a live lease on it. */
  async takeLease(id: number, owner: string, leaseS: number, jobId: string) {
    const [row] = await db
      .update(tales)
      .set({ leaseOwner: owner, leaseUntil: sql`now() + make_interval(secs => ${leaseS})`, jobId, ...touched })
      .where(
        and(
          eq(tales.id, id),
          sql`(${tales.leaseOwner} IS NULL OR ${tales.leaseUntil} < now() OR ${tales.leaseOwner} = ${owner})`,
        ),
      )
      .returning();
    return row;
  },

  async renewLease(id: number, owner: string, leaseS: number) {
    const rows = await db
      .update(tales)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseS})` })
      .where(and(eq(tales.id, id), eq(tales.leaseOwner, owner)))
      .returning({ id: tales.id });
    return rows.length > 0;
  },

  /** Tales whose worker stopped renewing its lease (it crashed or hangs). */
  staleLeases: () =>
    db
      .select({ id: tales.id, leaseOwner: tales.leaseOwner, jobId: tales.jobId })
      .from(tales)
      .where(and(isNotNull(tales.leaseOwner), lt(tales.leaseUntil, sql`now()`))),

  /** Drops a stale lease; true for the one process that wins when several try. */
  async dropStaleLease(id: number, owner: string) {
    const rows = await db
      .update(tales)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(and(eq(tales.id, id), eq(tales.leaseOwner, owner), lt(tales.leaseUntil, sql`now()`)))
      .returning({ id: tales.id });
    return rows.length > 0;
  },

  async remove(id: number) {
    return (await db.delete(tales).where(eq(tales.id, id)).returning({ id: tales.id })).length > 0;
  },

  async child(id: number) {
    const [row] = await db.select().from(children).where(eq(children.id, id));
    return row;
  },

  async character(id: number) {
    const [row] = await db.select().from(characters).where(eq(characters.id, id));
    return row;
  },

  /** The seed of the child's latest tale on this moral in this language, if any. */
  async lastSeed(childId: number, moralId: number, language: Locale) {
    const [row] = await db
      .select({ seed: tales.seed })
      .from(tales)
      .where(and(eq(tales.childId, childId), eq(tales.moralId, moralId), eq(tales.language, language)))
      .orderBy(desc(tales.createdAt), desc(tales.id))
      .limit(1);
    return row?.seed ?? null;
  },

  /**
   * What the writer needs of the child's tales written before this one in its
   * language, newest first: enough to keep titles, closings and each plot's
   * worlds from coming back soon (a plot meets every world before repeating one).
   */
  async pastTales(row: Pick<TaleRow, 'id' | 'userId' | 'childId' | 'language'>, limit = PAST_TALES) {
    if (row.userId === null || row.childId === null) return [];
    return db
      .select({
        title: tales.title,
        plot: sql<string>`${tales.written}->>'plot'`,
        cover: sql<WrittenTale['cover']>`${tales.written}->'cover'`,
        shared: sql<WrittenTale['shared'] | null>`${tales.written}->'shared'`,
      })
      .from(tales)
      .where(
        and(
          eq(tales.userId, row.userId),
          eq(tales.childId, row.childId),
          eq(tales.language, row.language),
          lt(tales.id, row.id),
          isNotNull(tales.written),
        ),
      )
      .orderBy(desc(tales.id))
      .limit(limit);
  },

  /** How many seconds the storyteller of that name took for its latest tales made in one go, newest first. */
  async recentMakingTimes(madeBy: string, limit: number) {
    const rows = await db
      .select({ seconds: tales.madeInS })
      .from(tales)
      .where(and(eq(tales.madeBy, madeBy), isNotNull(tales.madeInS)))
      .orderBy(desc(tales.updatedAt))
      .limit(limit);
    return rows.map((row) => row.seconds!);
  },

  async moral(id: number) {
    const [row] = await db.select().from(morals).where(eq(morals.id, id));
    return row;
  },

  async moralBySlug(slug: string) {
    const [row] = await db.select().from(morals).where(eq(morals.slug, slug));
    return row;
  },

  async moralsByIds(ids: number[]) {
    return ids.length ? db.select().from(morals).where(inArray(morals.id, ids)) : [];
  },
});

export type TalesRepository = ReturnType<typeof talesRepository>;
