import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { morals } from '../../db/schema/index.js';
import { MORALS } from './catalogue.js';

export const moralsRepository = (db: Db) => ({
  list: () => db.select().from(morals).orderBy(asc(morals.id)),

  /** Inserts the catalogue or refreshes its texts; safe to run on every start, by several processes. */
  async seed() {
    const rows = Object.entries(MORALS).map(([slug, texts]) => ({ slug, ...texts }));
    await db
      .insert(morals)
      .values(rows)
      .onConflictDoUpdate({
        target: morals.slug,
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
      });
  },
});
