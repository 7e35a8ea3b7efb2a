import { CHARACTER_KINDS } from '@skazka/contract';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const characters = pgTable(
  'characters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the friend is (boy, girl, an animal); null on characters made before kinds existed. */
    kind: text('kind', { enum: CHARACTER_KINDS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('characters_user_idx').on(t.userId)],
);
