import type { Db } from '../../db/database.js';
import { feedback } from '../../db/schema/index.js';

export const feedbackRepository = (db: Db) => ({
  async create(values: { userId: number; rating: number; text: string; taleId: number | null }) {
    const [row] = await db.insert(feedback).values(values)
      .returning({ id: feedback.id, rating: feedback.rating, text: feedback.text, tale: feedback.taleId });
    return row!;
  },
});
