import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SEXES, type ChildLook } from '@skazka/contract';
import { users } from './users.js';

/**
 * A child's avatar is either a URL (a preset) or a stored media key (an uploaded
 * photo or a drawn avatar); the photo is kept apart so a new avatar can be drawn from it.
 * `look` is how the parent chose the child to be drawn; null for children made before looks.
 */
export const children = pgTable(
  'children',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sex: text('sex', { enum: SEXES }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    avatarUrl: text('avatar_url'),
    avatarKey: text('avatar_key'),
    photoKey: text('photo_key'),
    look: jsonb('look').$type<ChildLook>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('children_user_idx').on(t.userId)],
);
