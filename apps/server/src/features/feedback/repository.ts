import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { feedback, tales } from '../../db/schema/index.js';

export const feedbackRepository = (db: Db) => ({
  async ownsTale(userId: number, taleId: number): Promise<boolean> {
    const rows = await db
      .select({ id: tales.id })
      .from(tales)
      .where(and(eq(tales.id, taleId), eq(tales.userId, userId)));
    return rows.length > 0;
  },

  async create(values: { userId: number; rating: number; text: string; taleId: number | null }) {
    const [row] = await db
      .insert(feedback)
      .values(values)
      .returning({ id: feedback.id, rating: feedback.rating, text: feedback.text, tale: feedback.taleId });
    return row!;
  },
});
