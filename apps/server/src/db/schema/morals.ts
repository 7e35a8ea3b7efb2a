import type { Localized } from '@skazka/contract';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const morals = pgTable('morals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
});
