import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tales } from './tales.js';

/**
 * Read-only links to a tale for the family (no account needed). Only the
 * token's hash is kept, like sign-in tokens: a leaked table opens no tale.
 * Stopping sharing deletes a tale's rows, so every link stops at once.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taleId: integer('tale_id')
      .notNull()
      .references(() => tales.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_links_tale_idx').on(t.taleId)],
);
