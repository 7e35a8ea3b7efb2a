import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { tales } from '../../db/schema/index.js';

export const audiobookRepository = (db: Db) => ({
  async find(id: number) {
    const [row] = await db.select().from(tales).where(eq(tales.id, id));
    return row;
  },
});
