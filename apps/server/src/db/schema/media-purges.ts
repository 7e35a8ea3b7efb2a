import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Storage folders to erase, written in the same transaction that deletes their rows,
 * so a crash between the two leaves a to-do rather than orphan files. `notBefore`
 * delays a second pass over a tale a worker may still be writing to.
 */
export const mediaPurges = pgTable(
  'media_purges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefix: text('prefix').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_purges_due_idx').on(t.notBefore)],
);
